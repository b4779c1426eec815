package org.ldpbench.stats;

import org.ldpbench.param.Keyword;

/**
 * The paired tests a result matrix can mark cells by ({@code compare --test}): each gives the
 * two-sided p-value of "a and b differ" for paired per-replication scores (pairs with a NaN
 * dropped). The option names each by its word: {@code wilcoxon}, {@code t}, {@code corrected-t}.
 */
public enum PairedComparison implements Keyword {
  /**
   * The Wilcoxon signed-rank test ({@link WilcoxonSignedRank}: zeros dropped, exact below 50 pairs
   * without ties).
   */
  WILCOXON,
  /** Student's paired t-test ({@link PairedTest}). */
  T,
  /** Nadeau &amp; Bengio's corrected resampled t-test ({@link CorrectedResampledTTest}). */
  CORRECTED_T;

  /**
   * The two-sided p-value; for the one-sided tests twice the smaller one-sided p-value (capped at
   * 1), as R and SciPy compute the two-sided ones. NaN with fewer than 2 complete pairs.
   *
   * @param testTrainRatio n_test/n_train, used by {@link #CORRECTED_T} only
   */
  public double p(double[] a, double[] b, double testTrainRatio) {
    int pairs = 0;
    for (int i = 0; i < a.length; i++) {
      if (!Double.isNaN(a[i]) && !Double.isNaN(b[i])) {
        pairs++;
      }
    }
    if (pairs < 2) {
      return Double.NaN;
    }
    return switch (this) {
      case WILCOXON -> {
        WilcoxonSignedRank w = WilcoxonSignedRank.of(a, b);
        yield Math.min(1.0, 2 * Math.min(w.pGreater(), w.pLess()));
      }
      case T -> {
        PairedTest t = PairedTest.of(a, b, 0.0);
        yield Math.min(1.0, 2 * Math.min(t.pGreater(), t.pLess()));
      }
      case CORRECTED_T -> CorrectedResampledTTest.of(a, b, testTrainRatio).p();
    };
  }
}
