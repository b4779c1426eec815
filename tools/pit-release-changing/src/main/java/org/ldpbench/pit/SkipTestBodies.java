package org.ldpbench.pit;

import java.lang.reflect.Method;
import org.junit.jupiter.api.extension.DynamicTestInvocationContext;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;

/**
 * A JUnit Jupiter extension that skips the body of every test method, template invocation and
 * dynamic test of a run whose configuration parameter {@value #PARAMETER} is {@code true}, and does
 * nothing otherwise. {@link DiscoveryOnlyTestUnitFinder} switches it on to discover a class's tests
 * without running them; test factories, templates' argument sources and lifecycle methods still
 * run. Loaded by Jupiter's extension auto-detection (META-INF/services), which only that discovery
 * request enables.
 */
public final class SkipTestBodies implements InvocationInterceptor {

  /** The configuration parameter that switches the skipping on. */
  public static final String PARAMETER = "ldpbench.pit.skipTestBodies";

  @Override
  public void interceptTestMethod(
      Invocation<Void> invocation,
      ReflectiveInvocationContext<Method> invocationContext,
      ExtensionContext extensionContext)
      throws Throwable {
    run(invocation, extensionContext);
  }

  @Override
  public void interceptTestTemplateMethod(
      Invocation<Void> invocation,
      ReflectiveInvocationContext<Method> invocationContext,
      ExtensionContext extensionContext)
      throws Throwable {
    run(invocation, extensionContext);
  }

  @Override
  public void interceptDynamicTest(
      Invocation<Void> invocation,
      DynamicTestInvocationContext invocationContext,
      ExtensionContext extensionContext)
      throws Throwable {
    run(invocation, extensionContext);
  }

  private static void run(Invocation<Void> invocation, ExtensionContext context) throws Throwable {
    if (context.getConfigurationParameter(PARAMETER, Boolean::parseBoolean).orElse(false)) {
      invocation.skip();
    } else {
      invocation.proceed();
    }
  }
}
