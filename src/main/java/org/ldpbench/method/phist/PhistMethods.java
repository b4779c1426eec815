package org.ldpbench.method.phist;

import java.util.List;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodProvider;

/** Registers PHIST. */
public final class PhistMethods implements MethodProvider {

  @Override
  public List<Method> methods() {
    return List.of(new PhistMethod());
  }
}
