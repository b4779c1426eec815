package org.ldpbench.audit;

import java.util.List;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodProvider;

/**
 * Test-only provider of the audit's fixtures, put on a child JVM's class path by a service file
 * ({@code Fakes.serviceClassPath}) exactly as a user's plugin jar would be: {@code TEST-AUDIT-OK}
 * and {@code TEST-AUDIT-BROKEN}.
 */
public final class AuditFixtureProvider implements MethodProvider {

  @Override
  public List<Method> methods() {
    return List.of(
        new CellLaplaceMethod("TEST-AUDIT-OK", CellLaplaceMethod.Variant.CORRECT),
        new CellLaplaceMethod("TEST-AUDIT-BROKEN", CellLaplaceMethod.Variant.TOO_LITTLE_NOISE));
  }
}
