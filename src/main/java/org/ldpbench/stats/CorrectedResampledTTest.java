package org.ldpbench.stats;

import java.util.Arrays;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Nadeau &amp; Bengio's corrected resampled t-test (C. Nadeau and Y. Bengio, "Inference for the
 * Generalization Error", Machine Learning 52:239–281, 2003; the "corrected paired t-test" of Weka's
 * Experimenter). When the n paired scores come from n random train/test splits of one data set, the
 * training sets overlap and the plain paired t-test's variance s²/n is too small; the correction
 * replaces 1/n by 1/n + n_test/n_train:
 *
 * <pre>t = d̄ / sqrt((1/n + n_test/n_train) · s_d²),  n − 1 degrees of freedom.</pre>
 *
 * With independent draws per replication (the synthetic sources draw fresh data every time) the
 * plain test is valid and this one is conservative. Pairs with a NaN are dropped.
 *
 * @param n pairs used
 * @param mean mean difference d̄ = mean(a − b)
 * @param statistic the corrected t (±∞ for a constant non-zero difference, NaN for all-zero
 *     differences)
 * @param df degrees of freedom, n − 1
 * @param p two-sided p-value (0 for a constant non-zero difference, 1 for all-zero differences)
 */
public record CorrectedResampledTTest(int n, double mean, double statistic, double df, double p) {

  /**
   * Tests the differences a_r − b_r.
   *
   * @param testTrainRatio n_test / n_train of each split (&gt; 0)
   */
  public static CorrectedResampledTTest of(double[] a, double[] b, double testTrainRatio) {
    if (a.length != b.length) {
      throw new IllegalArgumentException(
          "paired samples need equal lengths, got " + a.length + " and " + b.length);
    }
    if (!(testTrainRatio > 0) || Double.isInfinite(testTrainRatio)) {
      throw new IllegalArgumentException(
          "n_test/n_train must be finite and > 0, got " + testTrainRatio);
    }
    double[] d = new double[a.length];
    int n = 0;
    for (int i = 0; i < a.length; i++) {
      if (!Double.isNaN(a[i]) && !Double.isNaN(b[i])) {
        d[n++] = a[i] - b[i];
      }
    }
    SampleSummary summary = SampleSummary.of(Arrays.copyOf(d, n));
    if (n < 2) {
      throw new IllegalArgumentException("a t-test needs at least 2 pairs, got " + n);
    }
    double df = n - 1;
    double variance = summary.sd() * summary.sd();
    if (variance == 0.0) {
      return summary.mean() == 0.0
          ? new CorrectedResampledTTest(n, 0.0, Double.NaN, df, 1.0)
          : new CorrectedResampledTTest(
              n, summary.mean(), Math.copySign(Double.POSITIVE_INFINITY, summary.mean()), df, 0.0);
    }
    double t = summary.mean() / Math.sqrt((1.0 / n + testTrainRatio) * variance);
    double p = Math.min(1.0, 2 * TDistribution.of(df).survivalProbability(Math.abs(t)));
    return new CorrectedResampledTTest(n, summary.mean(), t, df, p);
  }
}
