package org.ldpbench.spec.output;

import java.util.Map;
import org.ldpbench.spec.SpecKinds;

/**
 * One output of an experiment, as its spec's {@code output:} block describes it (schema in {@code
 * experiments/README.md}). One record per kind of output, each holding only its own fields: the
 * line chart's and the table's plot the metric against x ({@link CurvesSpec}), the heat map's draws
 * functions of the data source. Each kind is a package of the report layer holding its record and
 * the class that reads ({@link OutputReader}) and draws it; the spec reader finds them through
 * {@link SpecKinds}.
 */
public interface OutputSpec {

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
   * The output path without extension, relative to the figures root: {@code <experiment>} or {@code
   * <experiment>-<name>}.
   */
  default String base(String experiment) {
    return name() == null ? experiment : experiment + "-" + name();
  }
}
