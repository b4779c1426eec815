package org.ldpbench.testing;

import java.util.List;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.MethodProvider;
import org.ldpbench.param.Described;

/**
 * The common part of the test-only, non-private methods: a {@link MethodInfo} (a name, a
 * description, a task, implementation version 1, no privacy, the parameters). They are registered
 * only where a test asks ({@link Fakes}); each is its own {@link MethodProvider}, so that a child
 * JVM can find it through a service file.
 */
abstract class TestMethod extends Described<MethodInfo> implements Method, MethodProvider {

  TestMethod(MethodInfo info) {
    super(info);
  }

  @Override
  public List<Method> methods() {
    return List.of(this);
  }
}
