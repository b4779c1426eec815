package org.ldpbench.spec.output;

import org.ldpbench.param.Keyword;

/**
 * What a line chart or table shows at each point ({@code value:} in a spec): the metric, or the
 * running time of the configuration that is best in the metric (Ma &amp; Yang's Table 3).
 */
public enum PlottedValue implements Keyword {
  /** The spec's primary metric: mean ± s.e. of the best configuration. */
  METRIC,
  /**
   * The running time in seconds (fit + predict of one trial, the fit shared by the post-processing
   * variants of a fit group) of the configuration that is best in the primary metric.
   */
  SECONDS
}
