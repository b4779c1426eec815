package org.ldpbench.report.figures;

import java.util.List;

/**
 * Finds series a reader would not see: a series whose every point lies, at the figure's scale, on
 * an earlier series is drawn on top of it and hides it. The renderer then draws the later series
 * with a gapped dash (so the one underneath shows through) and says "coincides with" in its legend
 * entry, instead of silently showing one line for two methods.
 *
 * <p>Two series coincide when they have points at the same x positions (at least one) and differ
 * there by at most {@value #TOLERANCE} of the y axis's span (of log y on a log axis): about 2
 * pixels on the house figure size, less than a marker.
 */
final class CoincidentSeries {

  /** Largest difference, as a fraction of the y axis span, that a reader cannot see. */
  static final double TOLERANCE = 0.005;

  private CoincidentSeries() {}

  /**
   * For each series, the index of the first earlier series it hides, or -1.
   *
   * @param series the figure's series in drawing order
   * @param yMin bottom of the y axis
   * @param yMax top of the y axis
   * @param logY whether the y axis is logarithmic
   */
  static int[] hidden(List<LineFigure.Series> series, double yMin, double yMax, boolean logY) {
    double span = logY ? Math.log10(yMax / yMin) : yMax - yMin;
    int[] out = new int[series.size()];
    for (int s = 0; s < series.size(); s++) {
      out[s] = -1;
      for (int t = 0; t < s && out[s] < 0; t++) {
        if (coincide(series.get(t).y(), series.get(s).y(), TOLERANCE * span, logY)) {
          out[s] = t;
        }
      }
    }
    return out;
  }

  private static boolean coincide(double[] a, double[] b, double tolerance, boolean logY) {
    int common = 0;
    for (int i = 0; i < a.length; i++) {
      boolean hasA = drawable(a[i], logY);
      boolean hasB = drawable(b[i], logY);
      if (hasA != hasB) {
        return false;
      }
      if (!hasA) {
        continue;
      }
      double difference = logY ? Math.abs(Math.log10(a[i] / b[i])) : Math.abs(a[i] - b[i]);
      if (difference > tolerance) {
        return false;
      }
      common++;
    }
    return common > 0;
  }

  private static boolean drawable(double y, boolean logY) {
    return !Double.isNaN(y) && (!logY || y > 0);
  }
}
