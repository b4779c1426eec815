package org.ldpbench.data;

import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;

/**
 * Makes a {@link DataSource} from validated parameters. One factory per synthetic generator or
 * real data set; found by name through {@link DataSources}. New factories are registered with
 * {@link java.util.ServiceLoader} under {@code META-INF/services/org.ldpbench.data.DataSourceFactory}.
 */
public interface DataSourceFactory {

    /** The source's name, description, task, implementation version and parameters, built once. */
    SourceInfo info();

    /** The name used in specs, e.g. {@code ma-yang-2d}. */
    default String name() {
        return info().name();
    }





    /** The source for complete, validated parameters. */
    DataSource create(ParameterSet parameters);

    /**
     * The raw data files that {@link #create} would read for these complete parameters, so a
     * command can tell before running whether a spec's data are on this machine (synthetic
     * sources read none).
     */
    default java.util.List<org.ldpbench.data.real.RawFile> rawFiles(ParameterSet parameters) {
        return java.util.List.of();
    }

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
