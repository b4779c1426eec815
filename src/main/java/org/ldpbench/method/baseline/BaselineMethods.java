package org.ldpbench.method.baseline;

import java.util.ArrayList;
import java.util.List;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodProvider;
import org.ldpbench.method.baseline.pglm.PglmMethod;
import org.ldpbench.method.baseline.psgd.PsgdMethod;
import org.ldpbench.method.baseline.psgd.PsgdVariant;

/** Registers the baselines of Ma &amp; Yang's Table 2: CT-W, CT-Q, PGLM, PSGD-L and PSGD-N. */
public final class BaselineMethods implements MethodProvider {

  @Override
  public List<Method> methods() {
    List<Method> methods = new ArrayList<>();
    for (CartVariant variant : CartVariant.values()) {
      methods.add(new CartMethod(variant));
    }
    methods.add(new PglmMethod());
    for (PsgdVariant variant : PsgdVariant.values()) {
      methods.add(new PsgdMethod(variant));
    }
    return methods;
  }
}
