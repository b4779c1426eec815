package org.example.gridrr;

import java.util.List;
import java.util.ServiceLoader;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodProvider;

/**
 * Registers GRID-RR-JAVA with ldpbench. The harness finds this class through {@code
 * META-INF/services/org.ldpbench.method.MethodProvider} in the plugin jar (Java's {@link
 * ServiceLoader}), so a spec can say {@code name: GRID-RR-JAVA} once the jar is on the class path
 * ({@code bin/ldpbench --plugins DIR}).
 */
public final class GridRrProvider implements MethodProvider {

  @Override
  public List<Method> methods() {
    return List.of(new GridRrMethod());
  }
}
