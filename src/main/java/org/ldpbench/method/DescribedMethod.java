package org.ldpbench.method;

import java.util.Objects;

/**
 * A method whose {@link MethodInfo} is given once, to the constructor, and never changes: the
 * usual way to write a method. Subclasses pass their info to {@code super} and write only what
 * they do ({@link #fit}, or a protocol through {@link PrivateMethod}).
 */
public abstract class DescribedMethod implements Method {

    private final MethodInfo info;

    protected DescribedMethod(MethodInfo info) {
        this.info = Objects.requireNonNull(info, "info");
    }

    @Override
    public final MethodInfo info() {
        return info;
    }
}
