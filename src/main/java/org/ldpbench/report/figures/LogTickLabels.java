package org.ldpbench.report.figures;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;
import java.util.function.Function;

/**
 * Tick labels for a logarithmic axis that spans fewer than {@value #MIN_DECADES} decades. XChart
 * labels a log axis at powers of ten only, so such an axis shows one label or none (an excess risk
 * between 0.003 and 0.06 is labelled "0.01" and nothing else). With XChart's ticks at every 1…9 ×
 * 10^k, this formatter labels the 1, 2 and 5 ticks and leaves the others blank, so the axis is
 * readable at every decade and between.
 */
final class LogTickLabels implements Function<Double, String> {

  /** Axes spanning at least this many decades keep XChart's decade-only labels. */
  static final double MIN_DECADES = 2.0;

  private final DecimalFormat format =
      new DecimalFormat("#,##0.######", DecimalFormatSymbols.getInstance(Locale.ROOT));

  /** True if an axis from {@code min} to {@code max} (both &gt; 0) needs the 1-2-5 labels. */
  static boolean needed(double min, double max) {
    return min > 0 && max > min && Math.log10(max / min) < MIN_DECADES;
  }

  @Override
  public String apply(Double value) {
    if (value == null || !(value > 0)) {
      return "";
    }
    double exponent = Math.floor(Math.log10(value) + 1e-9);
    long mantissa = Math.round(value / Math.pow(10, exponent));
    return mantissa == 1 || mantissa == 2 || mantissa == 5 ? format.format(value) : "";
  }
}
