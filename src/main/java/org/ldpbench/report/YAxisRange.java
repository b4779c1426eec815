package org.ldpbench.report;

/**
 * The y-axis bounds of a {@link LineFigure}: the figure's own {@code yMin}/{@code yMax} where
 * given, otherwise the extent of everything drawn (points, error bars, reference lines). Computed
 * here rather than left to the plotting library so reference lines are always in view and a figure
 * without any finite data still gets a valid axis.
 *
 * @param min lower bound
 * @param max upper bound, &gt; min
 */
record YAxisRange(double min, double max) {

    static YAxisRange of(LineFigure figure) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (LineFigure.Series series : figure.series()) {
            double[] y = series.y();
            double[] error = series.error();
            for (int i = 0; i < y.length; i++) {
                if (Double.isNaN(y[i])) {
                    continue;
                }
                double e = error == null || Double.isNaN(error[i]) ? 0.0 : error[i];
                lo = Math.min(lo, y[i] - e);
                hi = Math.max(hi, y[i] + e);
            }
        }
        for (LineFigure.ReferenceLine line : figure.referenceLines()) {
            lo = Math.min(lo, line.value());
            hi = Math.max(hi, line.value());
        }

        boolean fixedMin = !Double.isNaN(figure.yMin());
        boolean fixedMax = !Double.isNaN(figure.yMax());
        double min = fixedMin ? figure.yMin() : lo;
        double max = fixedMax ? figure.yMax() : hi;

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
     * A decimal pattern for the y tick labels with enough digits for ticks a tenth of the
     * range apart, so all labels of one axis have the same number of decimals (0.50, 0.55, ...).
     */
    String decimalPattern() {
        double step = (max - min) / 10.0;
        int decimals = (int) Math.ceil(-Math.log10(step));
        decimals = Math.max(0, Math.min(decimals, 8));
        return decimals == 0 ? "#,##0" : "0." + "0".repeat(decimals);
    }
}
