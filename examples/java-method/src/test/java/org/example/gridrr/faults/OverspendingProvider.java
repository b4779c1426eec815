package org.example.gridrr.faults;

import java.util.List;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodProvider;

/**
 * Registers the planted fault GRID-RR-JAVA-2EPS from the example's test jar (never from its main
 * jar).
 */
public final class OverspendingProvider implements MethodProvider {

  @Override
  public List<Method> methods() {
    return List.of(new OverspendingGridRrMethod());
  }
}
