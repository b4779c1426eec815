package org.ldpbench.method.bb;

import java.util.List;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodProvider;

/** Registers Berrett &amp; Butucea's classifier. */
public final class BbMethods implements MethodProvider {

  @Override
  public List<Method> methods() {
    return List.of(new BbMethod());
  }
}
