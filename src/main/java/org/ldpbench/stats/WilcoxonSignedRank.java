package org.ldpbench.stats;

import java.util.Arrays;
import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.inference.ContinuityCorrection;
import org.apache.commons.statistics.inference.PValueMethod;
import org.apache.commons.statistics.inference.WilcoxonSignedRankTest;

/**
 * The paired Wilcoxon signed-rank test with both one-sided p-values, as Ma &amp; Yang use it for
 * the bold cells of Table 2 (spec/lpct.md §7.4). For paired samples a and b (replication r of both
 * saw the same data) the differences d_r = a_r − b_r are tested for symmetry about 0; {@link
 * #pGreater()} is the p-value for H₁: a tends to exceed b, {@link #pLess()} for the reverse.
 *
 * <p>The rules, those of R's {@code wilcox.test} (the p-values come from commons-statistics-
 * inference's {@link WilcoxonSignedRankTest}):
 *
 * <ul>
 *   <li>pairs with a NaN are dropped; zero differences are dropped (R's and SciPy's default;
 *       commons-statistics would keep them in the ranking, Pratt's method, so they are removed
 *       before it sees the data);
 *   <li>with n &lt; 50 remaining differences and no tied |d|: the exact p-value (R's default);
 *   <li>otherwise the normal approximation with the tie correction of the variance and a continuity
 *       correction of 1/2 (R's {@code correct = TRUE}).
 * </ul>
 *
 * One difference from R: when zeros were dropped and the rest has no ties, R refuses the exact
 * p-value ("cannot compute exact p-value with zeroes") and uses the normal approximation; here the
 * exact p-value of the remaining differences is used, i.e. R's {@code wilcox.test(d[d != 0])}.
 *
 * <p>Floating point: accuracies are ratios such as k/n_test, and two differences that are equal as
 * fractions can differ in the last bits as doubles, which would turn a real tie into two ranks. So
 * |d| values that agree to 1e-9 relative are treated as tied, and |d| ≤ 1e-12·max(|a|, |b|) as
 * zero.
 *
 * <p>With no non-zero difference both p-values are 1 (no evidence either way).
 *
 * @param n non-zero differences used
 * @param zeros zero differences dropped
 * @param statistic W⁺, the sum of the ranks of the positive differences
 * @param ties whether some |d| were tied
 * @param exact whether the p-values are exact (else the normal approximation)
 * @param pGreater p-value for H₁: the differences are shifted above 0
 * @param pLess p-value for H₁: the differences are shifted below 0
 */
public record WilcoxonSignedRank(
    int n,
    int zeros,
    double statistic,
    boolean ties,
    boolean exact,
    double pGreater,
    double pLess) {

  /** Below this many non-zero differences (and without ties) the p-values are exact, as R. */
  public static final int EXACT_BELOW = 50;

  static final double TIE_TOLERANCE = 1e-9;
  static final double ZERO_TOLERANCE = 1e-12;

  /** Tests the differences a_r − b_r; pairs with a NaN are dropped. */
  public static WilcoxonSignedRank of(double[] a, double[] b) {
    if (a.length != b.length) {
      throw new IllegalArgumentException(
          "paired samples need equal lengths, got " + a.length + " and " + b.length);
    }
    double[] differences = new double[a.length];
    int kept = 0;
    for (int i = 0; i < a.length; i++) {
      if (Double.isNaN(a[i]) || Double.isNaN(b[i])) {
        continue;
      }
      double d = a[i] - b[i];
      double scale = Math.max(Math.abs(a[i]), Math.abs(b[i]));
      differences[kept++] = Math.abs(d) <= ZERO_TOLERANCE * scale ? 0.0 : d;
    }
    return ofDifferences(Arrays.copyOf(differences, kept));
  }

  /** Tests the differences themselves (no NaN); exact zeros are dropped. */
  public static WilcoxonSignedRank ofDifferences(double[] differences) {
    int zeros = 0;
    double[] nonZero = new double[differences.length];
    int n = 0;
    for (double d : differences) {
      if (Double.isNaN(d)) {
        throw new IllegalArgumentException("differences must not be NaN");
      }
      if (d == 0.0) {
        zeros++;
      } else {
        nonZero[n++] = d;
      }
    }
    if (n == 0) {
      return new WilcoxonSignedRank(0, zeros, 0.0, false, true, 1.0, 1.0);
    }
    double[] d = snapTies(Arrays.copyOf(nonZero, n));
    boolean ties = hasTies(d);
    boolean exact = n < EXACT_BELOW && !ties;
    WilcoxonSignedRankTest test =
        WilcoxonSignedRankTest.withDefaults()
            .with(exact ? PValueMethod.EXACT : PValueMethod.ASYMPTOTIC)
            .with(ContinuityCorrection.ENABLED);
    WilcoxonSignedRankTest.Result greater = test.with(AlternativeHypothesis.GREATER_THAN).test(d);
    WilcoxonSignedRankTest.Result less = test.with(AlternativeHypothesis.LESS_THAN).test(d);
    return new WilcoxonSignedRank(
        n, zeros, greater.getStatistic(), ties, exact, greater.getPValue(), less.getPValue());
  }

  /**
   * Replaces each |d| by the smallest |d| of its run of values within {@link #TIE_TOLERANCE}
   * relative.
   */
  private static double[] snapTies(double[] d) {
    Integer[] order = new Integer[d.length];
    for (int i = 0; i < d.length; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (i, j) -> Double.compare(Math.abs(d[i]), Math.abs(d[j])));
    double[] out = d.clone();
    double anchor = Math.abs(d[order[0]]);
    for (Integer i : order) {
      double magnitude = Math.abs(d[i]);
      if (magnitude - anchor > TIE_TOLERANCE * magnitude) {
        anchor = magnitude;
      }
      out[i] = Math.copySign(anchor, d[i]);
    }
    return out;
  }

  private static boolean hasTies(double[] d) {
    double[] magnitudes = new double[d.length];
    for (int i = 0; i < d.length; i++) {
      magnitudes[i] = Math.abs(d[i]);
    }
    Arrays.sort(magnitudes);
    for (int i = 1; i < magnitudes.length; i++) {
      if (magnitudes[i] == magnitudes[i - 1]) {
        return true;
      }
    }
    return false;
  }
}
