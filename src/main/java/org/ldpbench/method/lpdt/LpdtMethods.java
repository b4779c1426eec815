package org.ldpbench.method.lpdt;

import java.util.List;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodProvider;

/** Registers LPDT. */
public final class LpdtMethods implements MethodProvider {

  @Override
  public List<Method> methods() {
    return List.of(new LpdtMethod());
  }
}
