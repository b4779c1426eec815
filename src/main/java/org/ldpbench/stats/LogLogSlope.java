package org.ldpbench.stats;

import java.util.List;
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
   * t(0.975; df) for df = 1 … 60 as commons-math3 3.6.1 computed them (a root finder stopping at
   * 1e-9, so they are off by up to 4.3e-10): the committed {@code *-slopes.csv} files print the
   * interval to full precision and keep their bytes with these values. Larger df use
   * commons-statistics' exact quantile; {@code LogLogSlopeTest} checks each against it.
   */
  static final List<Double> T_975 =
      List.of(
          0x1.96993aacc4d3bp3,
          0x1.135ea98e065c4p2,
          0x1.975a668851c7bp1,
          0x1.63628d9e98c72p1,
          0x1.4908d359dff81p1,
          0x1.393468546e6a3p1,
          0x1.2eac01e9f5b7ap1,
          0x1.272b24bc9247dp1,
          0x1.218e5dac50b7p1,
          0x1.1d33a7661d343p1,
          0x1.19b9e1b8c99a3p1,
          0x1.16e356bbc355bp1,
          0x1.1486f5cb67d63p1,
          0x1.12885ec4c0688p1,
          0x1.10d356b5a06dfp1,
          0x1.0f590e8d62deep1,
          0x1.0e0e6fd5b1574p1,
          0x1.0ceb036f23f44p1,
          0x1.0be83653b6679p1,
          0x1.0b00d9a954444p1,
          0x1.0a30c955b505ap1,
          0x1.0974ac3559fbbp1,
          0x1.08c9c5c7af878p1,
          0x1.082dd3fc3a168p1,
          0x1.079ef594769abp1,
          0x1.071b96b177db7p1,
          0x1.06a261e29bdaap1,
          0x1.0632348973a37p1,
          0x1.05ca15bce2878p1,
          0x1.05692f10aaeeap1,
          0x1.050ec6d0032d4p1,
          0x1.04ba3b572582fp1,
          0x1.046aff4ce0d92p1,
          0x1.0420968c7f618p1,
          0x1.03da939b97bfdp1,
          0x1.0398958fb660bp1,
          0x1.035a464e0e4c2p1,
          0x1.031f59141b8afp1,
          0x1.02e7893bbcad2p1,
          0x1.02b299300ed4cp1,
          0x1.0280518a7d28ap1,
          0x1.02508051216e4p1,
          0x1.0222f850e412p1,
          0x1.01f7908ed3dp1,
          0x1.01ce23cd00c4bp1,
          0x1.01a6901fcf85fp1,
          0x1.0180b69140f83p1,
          0x1.015c7ad019358p1,
          0x1.0139c2e929272p1,
          0x1.01187709471bep1,
          0x1.00f88146be518p1,
          0x1.00d9cd712e716p1,
          0x1.00bc48e6fc923p1,
          0x1.009fe26f9904cp1,
          0x1.00848a19f91f1p1,
          0x1.006a311ebbca7p1,
          0x1.0050c9c58321bp1,
          0x1.0038474d1e19ap1,
          0x1.00209dd62b099p1,
          0x1.0009c24fe7d6cp1);

  /**
   * Fits the points (x[i], y[i]) that have finite, positive coordinates (a log scale cannot show
   * the others). Empty when fewer than two such points with distinct x remain.
   */
  public static Optional<LogLogSlope> fit(double[] x, double[] y) {
    if (x.length != y.length) {
      throw new IllegalArgumentException(
          "x and y differ in length: " + x.length + " and " + y.length);
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
      double t = tQuantile(n - 2);
      double halfWidth = t * regression.slopeStandardError();
      lower = slope - halfWidth;
      upper = slope + halfWidth;
    }
    return Optional.of(new LogLogSlope(n, slope, regression.intercept(), lower, upper));
  }

  /**
   * The upper (1 + {@link #LEVEL})/2 quantile of Student's t with {@code df} degrees of freedom.
   */
  static double tQuantile(int df) {
    return df <= T_975.size()
        ? T_975.get(df - 1)
        : TDistribution.of(df).inverseCumulativeProbability(0.5 + LEVEL / 2);
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
