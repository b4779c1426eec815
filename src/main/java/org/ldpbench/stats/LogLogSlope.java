package org.ldpbench.stats;

import java.util.Optional;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * The least-squares line through (log x, log y): y ≈ exp(intercept)·x^slope. On a log–log plot of
 * excess risk against a sample size the slope is the empirical rate (e.g. −1/2 for n^{−1/2}); the
 * 95% confidence interval is the usual one for a regression slope, slope ± t(0.975; n − 2)·se,
 * which treats the points as independent with equal variance on the log scale. Natural logs are
 * used; the slope does not depend on the base.
 *
 * <p>The sums are updated point by point in the order of commons-math3's {@code SimpleRegression}
 * (centred, so a large intercept loses no digits), which computed this fit before the harness left
 * that library: slope, intercept and standard error keep their bits.
 *
 * @param n points used (positive, finite x and y)
 * @param slope fitted slope on the log–log scale
 * @param intercept fitted intercept (natural log of the value at x = 1)
 * @param lower lower end of the 95% confidence interval, NaN when n &lt; 3
 * @param upper upper end of the 95% confidence interval, NaN when n &lt; 3
 */
public record LogLogSlope(int n, double slope, double intercept, double lower, double upper) {

    /** Confidence level of {@link #lower()} … {@link #upper()}. */
    public static final double LEVEL = 0.95;

    /**
     * Fits the points (x[i], y[i]) that have finite, positive coordinates (a log scale cannot show
     * the others). Empty when fewer than two such points with distinct x remain.
     */
    public static Optional<LogLogSlope> fit(double[] x, double[] y) {
        if (x.length != y.length) {
            throw new IllegalArgumentException("x and y differ in length: " + x.length + " and " + y.length);
        }
        Sums regression = new Sums();
        double firstX = Double.NaN;
        boolean distinct = false;
        for (int i = 0; i < x.length; i++) {
            if (usable(x[i]) && usable(y[i])) {
                double logX = Math.log(x[i]);
                if (Double.isNaN(firstX)) {
                    firstX = logX;
                } else if (logX != firstX) {
                    distinct = true;
                }
                regression.add(logX, Math.log(y[i]));
            }
        }
        int n = (int) regression.n;
        if (n < 2 || !distinct) {
            return Optional.empty();
        }
        double slope = regression.slope();
        double lower = Double.NaN;
        double upper = Double.NaN;
        if (n >= 3) {
            double t = TDistribution.of(n - 2).inverseCumulativeProbability(0.5 + LEVEL / 2);
            double halfWidth = t * regression.slopeStandardError();
            lower = slope - halfWidth;
            upper = slope + halfWidth;
        }
        return Optional.of(new LogLogSlope(n, slope, regression.intercept(), lower, upper));
    }

    /** Centred sums of a least-squares line, updated one point at a time. */
    private static final class Sums {

        private long n;
        private double meanX;
        private double meanY;
        private double sumX;
        private double sumY;
        private double sumXX;
        private double sumYY;
        private double sumXY;

        void add(double x, double y) {
            if (n == 0) {
                meanX = x;
                meanY = y;
            } else {
                double fact1 = 1.0 + n;
                double fact2 = n / (1.0 + n);
                double dx = x - meanX;
                double dy = y - meanY;
                sumXX += dx * dx * fact2;
                sumYY += dy * dy * fact2;
                sumXY += dx * dy * fact2;
                meanX += dx / fact1;
                meanY += dy / fact1;
            }
            sumX += x;
            sumY += y;
            n++;
        }

        double slope() {
            return sumXY / sumXX;
        }

        double intercept() {
            return (sumY - slope() * sumX) / n;
        }

        /** sqrt(MSE / Sxx), MSE = max(0, Syy − Sxy²/Sxx)/(n − 2); n ≥ 3. */
        double slopeStandardError() {
            double squaredErrors = Math.max(0d, sumYY - sumXY * sumXY / sumXX);
            return Math.sqrt(squaredErrors / (n - 2) / sumXX);
        }
    }

    private static boolean usable(double v) {
        return Double.isFinite(v) && v > 0.0;
    }

    /** The fitted value exp(intercept)·x^slope. */
    public double fitted(double x) {
        return Math.exp(intercept + slope * Math.log(x));
    }

    /** True if the confidence interval is defined (at least three points). */
    public boolean hasInterval() {
        return !Double.isNaN(lower);
    }
}
