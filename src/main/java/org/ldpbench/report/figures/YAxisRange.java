package org.ldpbench.report.figures;

/**
 * The y-axis bounds of a {@link LineFigure}: the figure's own {@code yMin}/{@code yMax} where
 * given, otherwise the extent of everything drawn (points, error bars, fitted and reference lines;
 * on a log axis only what is positive). Computed here rather than left to the plotting library so
 * reference lines are always in view and a figure without any finite data still gets a valid axis.
 *
 * @param min lower bound
 * @param max upper bound, &gt; min
 */
record YAxisRange(double min, double max) {

  static YAxisRange of(LineFigure figure) {
    boolean log = figure.logY();
    double[] extent = dataExtent(figure);
    double lo = extent[0];
    double hi = extent[1];

    boolean fixedMin = !Double.isNaN(figure.yMin());
    boolean fixedMax = !Double.isNaN(figure.yMax());
    double min = fixedMin ? figure.yMin() : lo;
    double max = fixedMax ? figure.yMax() : hi;
    if (log) {
      return logRange(min, max, fixedMin, fixedMax);
    }

    if (!Double.isFinite(min) && !Double.isFinite(max)) {
      return new YAxisRange(0.0, 1.0); // nothing to draw and no bounds given
    }
    if (!Double.isFinite(min)) {
      min = max - 1.0;
    } else if (!Double.isFinite(max)) {
      max = min + 1.0;
    }
    if (!(min < max)) {
      // a single value, or data entirely on the wrong side of a fixed bound
      double pad = Math.max(Math.abs(min), Math.abs(max)) * 0.05;
      pad = pad > 0.0 ? pad : 0.5;
      if (fixedMin && !fixedMax) {
        max = min + 2 * pad;
      } else if (fixedMax && !fixedMin) {
        min = max - 2 * pad;
      } else {
        double mid = (min + max) / 2;
        min = mid - pad;
        max = mid + pad;
      }
    }
    return new YAxisRange(min, max);
  }

  /**
   * The lowest and highest value drawn: points with their error bars, fitted lines and reference
   * lines (on a log axis only positive values; ±∞ when nothing is drawn).
   */
  private static double[] dataExtent(LineFigure figure) {
    boolean log = figure.logY();
    double lo = Double.POSITIVE_INFINITY;
    double hi = Double.NEGATIVE_INFINITY;
    for (LineFigure.Series series : figure.series()) {
      double[] y = series.y();
      double[] error = series.error();
      for (int i = 0; i < y.length; i++) {
        if (Double.isNaN(y[i]) || (log && !(y[i] > 0.0))) {
          continue;
        }
        double e = error == null || Double.isNaN(error[i]) ? 0.0 : error[i];
        // on a log axis a bar reaching 0 is not drawn (LineChartFactory)
        double low = log && y[i] - e <= 0.0 ? y[i] : y[i] - e;
        double high = log && y[i] - e <= 0.0 ? y[i] : y[i] + e;
        lo = Math.min(lo, low);
        hi = Math.max(hi, high);
      }
    }
    for (LineFigure.FitLine fit : figure.fitLines()) {
      for (double v : fit.y()) {
        if (!Double.isNaN(v) && (!log || v > 0.0)) {
          lo = Math.min(lo, v);
          hi = Math.max(hi, v);
        }
      }
    }
    for (LineFigure.ReferenceLine line : figure.referenceLines()) {
      if (!log || line.value() > 0.0) {
        lo = Math.min(lo, line.value());
        hi = Math.max(hi, line.value());
      }
    }
    return new double[] {lo, hi};
  }

  /** The same rules on a log axis, where padding is a factor and bounds stay positive. */
  private static YAxisRange logRange(double min, double max, boolean fixedMin, boolean fixedMax) {
    if (!Double.isFinite(min) && !Double.isFinite(max)) {
      return new YAxisRange(0.1, 1.0);
    }
    if (!Double.isFinite(min)) {
      min = max / 10;
    } else if (!Double.isFinite(max)) {
      max = min * 10;
    }
    if (!(min < max)) {
      if (fixedMin && !fixedMax) {
        max = min * 2;
      } else if (fixedMax && !fixedMin) {
        min = max / 2;
      } else {
        double mid = Math.sqrt(min * max);
        min = mid / 1.5;
        max = mid * 1.5;
      }
    }
    return new YAxisRange(min, max);
  }

  /**
   * A decimal pattern for the y tick labels with enough digits for ticks a tenth of the range
   * apart, so all labels of one axis have the same number of decimals (0.50, 0.55, ...).
   */
  String decimalPattern() {
    double step = (max - min) / 10.0;
    int decimals = (int) Math.ceil(-Math.log10(step));
    decimals = Math.max(0, Math.min(decimals, 8));
    return decimals == 0 ? "#,##0" : "0." + "0".repeat(decimals);
  }
}
