package org.ldpbench.spec.output;

import org.ldpbench.param.Keyword;
import org.ldpbench.stats.SampleSummary;

/**
 * What a line chart's bars and a table's ± show ({@code errorBars:} in a spec): one standard error
 * of the mean, one standard deviation of the replications, or nothing.
 */
public enum ErrorBars implements Keyword {
  /** {@code se}: ±1 standard error of the mean (the default). */
  SE,
  /** {@code sd}: ±1 standard deviation of the replications. */
  SD,
  /** {@code none}: the mean alone. */
  NONE;

  /** The half-width of the bar for {@code summary}: its s.e. or s.d., NaN for none. */
  public double halfWidth(SampleSummary summary) {
    return switch (this) {
      case SE -> summary.se();
      case SD -> summary.sd();
      case NONE -> Double.NaN;
    };
  }
}
