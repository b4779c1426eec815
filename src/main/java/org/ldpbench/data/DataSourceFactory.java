package org.ldpbench.data;

import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;

/**
 * Makes a {@link DataSource} from validated parameters. One factory per synthetic generator or
 * real data set; found by name through {@link DataSources}. New factories are registered with
 * {@link java.util.ServiceLoader} under {@code META-INF/services/org.ldpbench.data.DataSourceFactory}.
 */
public interface DataSourceFactory {

    /** The name used in specs, e.g. {@code ma-yang-2d}. */
    String name();

    /** One line for {@code ldpbench list}. */
    String description();

    /**
     * The version of the code that draws the data. Bump it whenever the same parameters and
     * seeds would give different samples: stored trials of another version are then recomputed
     * rather than mixed in silently.
     */
    int implementationVersion();

    /** Whether the sources' targets are class labels or real values. */
    TaskType task();

    /** The parameters the source accepts (sizes, distribution parameters). */
    ParameterSpace parameters();

    /** The source for complete, validated parameters. */
    DataSource create(ParameterSet parameters);

    /**
     * The source for complete, validated parameters, with what its creation reads from files
     * (a real data set, read and encoded) remembered in {@code memo}: the data memo of whoever
     * creates the sources (a parsed spec, shared by its plans; a command, shared by its specs), so
     * that a file is read once per command instead of once per sweep point. Sources that read no
     * files ignore it.
     */
    default DataSource create(ParameterSet parameters, Memo memo) {
        return create(parameters);
    }
}
