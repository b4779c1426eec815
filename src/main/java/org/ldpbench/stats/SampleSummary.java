package org.ldpbench.stats;

/**
 * Mean, sample standard deviation (n − 1 denominator) and standard error of the mean of a sample.
 * NaN values (a missing score) are not allowed; empty samples give NaN statistics.
 *
 * <p>The moments are updated value by value (Welford), in the exact arithmetic of commons-math3's
 * {@code SummaryStatistics}, which computed them before the harness left that library: every stored
 * summary and printed table keeps its bits ({@code SampleSummaryTest} pins them).
 *
 * @param n sample size
 * @param mean sample mean
 * @param sd sample standard deviation, 0 for n = 1
 * @param se sd/√n
 */
public record SampleSummary(int n, double mean, double sd, double se) {

  /** The summary of {@code values}. */
  public static SampleSummary of(double[] values) {
    long n = 0;
    double mean = 0.0;
    double squares = 0.0; // sum of squared deviations from the mean
    for (double value : values) {
      if (Double.isNaN(value)) {
        throw new IllegalArgumentException("NaN in a sample");
      }
      n++;
      double deviation = value - mean;
      double step = deviation / n;
      mean += step;
      squares += ((double) n - 1) * deviation * step;
    }
    if (n == 0) {
      return new SampleSummary(0, Double.NaN, Double.NaN, Double.NaN);
    }
    double sd = n == 1 ? 0.0 : Math.sqrt(squares / (n - 1d));
    return new SampleSummary((int) n, mean, sd, sd / Math.sqrt((double) n));
  }
}
