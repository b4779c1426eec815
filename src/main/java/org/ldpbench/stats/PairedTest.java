package org.ldpbench.stats;

import java.util.Arrays;
import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.inference.TTest;

/**
 * Student's t-test of the mean of paired differences against a shift, with both one-sided p-values.
 * For paired samples a and b (replication r of a and of b saw the same data) the differences d_r =
 * a_r − b_r over the replications where both have a score are tested against H₀: mean(d) = {@code
 * shift}; {@link #pGreater()} is the p-value for H₁: mean(d) &gt; shift and {@link #pLess()} for
 * H₁: mean(d) &lt; shift. The statistic is t = (d̄ − shift)/(s_d/√n) with n − 1 degrees of freedom,
 * as R's {@code t.test(a, b, paired = TRUE, mu = shift, alternative = "greater")}; a one-sample
 * test of a mean against a constant is the same test with b = that constant ({@link #oneSample}).
 * The p-values come from commons-statistics-inference's {@link TTest}.
 *
 * <p>When every difference is the same the t statistic is undefined (R refuses such data). Here a
 * constant difference above the shift is certain evidence for "greater" (t = +∞, pGreater = 0,
 * pLess = 1), below it for "less", and a constant difference equal to the shift (two identical
 * samples tested against 0) is no evidence either way (t = NaN, both p-values 1).
 *
 * @param n pairs where both samples have a score (at least 2)
 * @param mean mean difference d̄ (not shifted)
 * @param se standard error of the mean difference, s_d/√n
 * @param shift the null value of the mean difference
 * @param statistic t = (d̄ − shift)/se
 * @param df degrees of freedom, n − 1
 * @param pGreater p-value for H₁: mean difference &gt; shift
 * @param pLess p-value for H₁: mean difference &lt; shift
 */
public record PairedTest(
    int n,
    double mean,
    double se,
    double shift,
    double statistic,
    double df,
    double pGreater,
    double pLess) {

  /** Tests the differences a_r − b_r (pairs with a NaN are dropped) against {@code shift}. */
  public static PairedTest of(double[] a, double[] b, double shift) {
    if (a.length != b.length) {
      throw new IllegalArgumentException(
          "paired samples need equal lengths, got " + a.length + " and " + b.length);
    }
    double[] differences = new double[a.length];
    int n = 0;
    for (int i = 0; i < a.length; i++) {
      if (!Double.isNaN(a[i]) && !Double.isNaN(b[i])) {
        differences[n++] = a[i] - b[i];
      }
    }
    return ofDifferences(Arrays.copyOf(differences, n), shift);
  }

  /**
   * Tests the mean of {@code x} (NaN values dropped) against {@code mu}: the differences x_r − mu.
   */
  public static PairedTest oneSample(double[] x, double mu) {
    double[] constant = new double[x.length];
    Arrays.fill(constant, mu);
    return of(x, constant, 0.0);
  }

  /** Tests the mean of {@code differences} (no NaN) against {@code shift}. */
  public static PairedTest ofDifferences(double[] differences, double shift) {
    if (Double.isNaN(shift) || Double.isInfinite(shift)) {
      throw new IllegalArgumentException("the shift must be finite, got " + shift);
    }
    SampleSummary summary = SampleSummary.of(differences);
    int n = summary.n();
    if (n < 2) {
      throw new IllegalArgumentException("a t-test needs at least 2 pairs, got " + n);
    }
    double df = n - 1;
    if (summary.sd() == 0.0) {
      double excess = summary.mean() - shift;
      if (excess > 0) {
        return new PairedTest(
            n, summary.mean(), 0.0, shift, Double.POSITIVE_INFINITY, df, 0.0, 1.0);
      }
      if (excess < 0) {
        return new PairedTest(
            n, summary.mean(), 0.0, shift, Double.NEGATIVE_INFINITY, df, 1.0, 0.0);
      }
      return new PairedTest(n, summary.mean(), 0.0, shift, Double.NaN, df, 1.0, 1.0);
    }
    TTest test = TTest.withDefaults().withMu(shift);
    TTest.Result greater = test.with(AlternativeHypothesis.GREATER_THAN).test(differences);
    TTest.Result less = test.with(AlternativeHypothesis.LESS_THAN).test(differences);
    return new PairedTest(
        n,
        summary.mean(),
        summary.se(),
        shift,
        greater.getStatistic(),
        greater.getDegreesOfFreedom(),
        greater.getPValue(),
        less.getPValue());
  }

  /**
   * True if all differences were equal, so the t statistic is undefined (see the class comment).
   */
  public boolean degenerate() {
    return se == 0.0;
  }
}
