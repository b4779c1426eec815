package org.ldpbench.report.figures.line;

import org.ldpbench.param.Keyword;

/**
 * How a line chart spaces an axis ({@code xAxis:} and {@code yAxis:} in a spec): the x values
 * evenly as categories in sweep order (x only), or numbers on a linear or a logarithmic scale.
 */
public enum AxisScale implements Keyword {
  /** {@code category}: evenly spaced values in the order given, labelled as written (x only). */
  CATEGORY,
  /** {@code linear}: numbers in ascending order on a linear scale. */
  LINEAR,
  /** {@code log}: positive numbers in ascending order on a logarithmic scale. */
  LOG
}
