package org.ldpbench.testing;

import java.util.List;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodProvider;
import org.ldpbench.method.PrivacyModel;

/**
 * The common part of the test-only, non-private methods: a name, a description, a task,
 * implementation version 1, no privacy. They are registered only where a test asks ({@link Fakes});
 * each is its own {@link MethodProvider}, so that a child JVM can find it through a service file.
 */
abstract class TestMethod implements Method, MethodProvider {

    private final String name;
    private final String description;
    private final TaskType task;

    TestMethod(String name, String description, TaskType task) {
        this.name = name;
        this.description = description;
        this.task = task;
    }

    @Override
    public List<Method> methods() {
        return List.of(this);
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final String description() {
        return description;
    }

    @Override
    public final TaskType task() {
        return task;
    }

    @Override
    public int implementationVersion() {
        return 1;
    }

    @Override
    public final PrivacyModel privacyModel() {
        return PrivacyModel.NONE;
    }
}
