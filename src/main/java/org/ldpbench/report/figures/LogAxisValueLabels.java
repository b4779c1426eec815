package org.ldpbench.report.figures;

import java.util.List;
import java.util.function.Function;

/**
 * Tick labels of a logarithmic x axis that show the data's own x values ({@code ldpbench plot
 * --log-x}): XChart puts the ticks of a log axis at 1…9 × 10^k; each tick at one of the figure's x
 * values gets that value's label and every other tick none, so a sweep over 1, 4 and 8 reads "1 4
 * 8", not "1 2 5". When some x value falls between those ticks (750, 0.25) and so cannot be
 * labelled, the 1, 2 and 5 ticks are labelled as well ({@link LogTickLabels}), so the axis can
 * still be read there. Every label stands at its own value: the axis never shows a logarithm.
 */
final class LogAxisValueLabels implements Function<Double, String> {

  /** Relative distance within which a tick is at an x value. */
  private static final double TOLERANCE = 1e-9;

  private final double[] values;
  private final List<String> labels;
  private final boolean allOnTicks;
  private final LogTickLabels between = new LogTickLabels();

  /**
   * @param values the x values (&gt; 0), in ascending order
   * @param labels one label per x value
   */
  LogAxisValueLabels(double[] values, List<String> labels) {
    if (values.length != labels.size()) {
      throw new IllegalArgumentException("values and labels differ in length");
    }
    this.values = values.clone();
    this.labels = List.copyOf(labels);
    boolean all = true;
    for (double value : values) {
      all &= onTick(value);
    }
    this.allOnTicks = all;
  }

  /**
   * Whether XChart's log axis has a tick at {@code value}: a whole number 1…9 times a power of ten.
   */
  static boolean onTick(double value) {
    double exponent = Math.floor(Math.log10(value) + TOLERANCE);
    double mantissa = value / Math.pow(10, exponent);
    return Math.abs(mantissa - Math.rint(mantissa)) <= 1e-6 * mantissa
        && Math.rint(mantissa) >= 1
        && Math.rint(mantissa) <= 9;
  }

  @Override
  public String apply(Double tick) {
    if (tick == null || !(tick > 0)) {
      return "";
    }
    for (int i = 0; i < values.length; i++) {
      if (Math.abs(tick - values[i]) <= 1e-6 * values[i]) {
        return labels.get(i);
      }
    }
    return allOnTicks ? "" : between.apply(tick);
  }
}
