package org.ldpbench.testing;

import java.util.List;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.MethodProvider;

/**
 * The common part of the test-only, non-private methods registered from src/test/resources: a
 * {@link MethodInfo} (a name, a description, a task, implementation version 1, no privacy, the
 * parameters). Each registers itself.
 */
abstract class TestMethod implements Method, MethodProvider {

    private final MethodInfo info;

    TestMethod(MethodInfo info) {
        this.info = info;
    }

    @Override
    public List<Method> methods() {
        return List.of(this);
    }

    @Override
    public final MethodInfo info() {
        return info;
    }
}
