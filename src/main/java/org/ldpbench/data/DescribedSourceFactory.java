package org.ldpbench.data;

import java.util.Objects;

/**
 * A data source factory whose {@link SourceInfo} is given once, to the constructor: the usual way
 * to write one. Subclasses pass their info to {@code super} and write only {@link #create}.
 */
public abstract class DescribedSourceFactory implements DataSourceFactory {

    private final SourceInfo info;

    protected DescribedSourceFactory(SourceInfo info) {
        this.info = Objects.requireNonNull(info, "info");
    }

    @Override
    public final SourceInfo info() {
        return info;
    }
}
