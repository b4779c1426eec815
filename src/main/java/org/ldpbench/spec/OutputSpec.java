package org.ldpbench.spec;

import java.util.Map;

/**
 * One output of an experiment, as its spec's {@code output:} block describes it (schema in
 * {@code experiments/README.md}). One record per kind of output, each holding only its own fields:
 * {@link LineSpec} and {@link TableSpec} plot the metric against x ({@link CurvesSpec}), {@link
 * HeatMapSpec} draws functions of the data source. Each kind is read by its {@link OutputKind}
 * (registered in {@link OutputKinds}) and drawn by its writer in {@code report/}.
 */
public sealed interface OutputSpec permits CurvesSpec, HeatMapSpec, NearestSpec {

    /**
     * The file-name suffix: the output goes to {@code <figures>/<experiment>-<name>.*}; null for the
     * spec's single {@code output.figure} without a name, which goes to {@code <experiment>.*}.
     */
    String name();

    /** The title; null only for a heat map that takes its functions' descriptions. */
    String title();

    /** Fixed sweep coordinates: only points with these values are drawn. */
    Map<String, Object> at();

    /** True if drawing needs stored trials; heat maps are drawn from the data source alone. */
    boolean needsTrials();

    /**
     * The output path without extension, relative to the figures root: {@code <experiment>} or
     * {@code <experiment>-<name>}.
     */
    default String base(String experiment) {
        return name() == null ? experiment : experiment + "-" + name();
    }
}
