package org.ldpbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The tests of {@code ldpbench compare} against SciPy 1.17.1, values computed once:
 *
 * <pre>
 * python3 -c "
 * from scipy.stats import wilcoxon, ttest_rel, friedmanchisquare
 * a=[0.81, 0.79, 0.845, 0.77, 0.8, 0.825, 0.77, 0.82, 0.855, 0.75]
 * b=[0.78,0.80,0.80,0.75,0.74,0.79,0.775,0.77,0.79,0.765]
 * print(wilcoxon(a,b,zero_method='wilcox',correction=True,method='exact'))
 * print(ttest_rel(a,b))
 * print(friedmanchisquare([0.81,0.72,0.90,0.65,0.88,0.70],[0.79,0.72,0.91,0.60,0.85,0.69],[0.75,0.71,0.86,0.61,0.80,0.66]))"
 * WilcoxonResult(statistic=np.float64(6.0), pvalue=np.float64(0.02734375))
 * TtestResult(statistic=np.float64(2.9803598543359953), pvalue=np.float64(0.015440561796127373), df=np.int64(9))
 * FriedmanchisquareResult(statistic=np.float64(7.913043478260865), pvalue=np.float64(0.019129536225545064))
 * </pre>
 *
 * (no zero and no tied |d| among the 10 differences, so WilcoxonSignedRank's exact p-value and
 * SciPy's zero_method='wilcox' agree; the Friedman data have one tied row, 0.72 = 0.72, so the tie
 * correction is checked too). The corrected t and Demšar's post hoc with SciPy's distributions:
 *
 * <pre>
 * import numpy as np; from scipy.stats import t, norm, rankdata
 * d=np.array(a)-np.array(b); n=10; tt=d.mean()/np.sqrt((1/n+0.25)*d.var(ddof=1))
 * print(tt, 2*t.sf(abs(tt),n-1))                       # 1.5930693520315409 0.1456086974202839
 * M=[[0.81,0.79,0.75],[0.72,0.72,0.71],[0.90,0.91,0.86],[0.65,0.60,0.61],[0.88,0.85,0.80],[0.70,0.69,0.66]]
 * R=np.array([rankdata(-np.array(r)) for r in M]).mean(axis=0)   # [1.25 1.91666667 2.83333333]
 * z=(R-R[0])/np.sqrt(3*4/(6*6)); print(2*norm.sf(abs(z)))       # [1. 0.24821308 0.00609895]
 * </pre>
 *
 * Holm over the two comparisons: 0.00609895·2 = 0.0121979, max(0.0121979, 0.24821308) = 0.24821308.
 */
class ResultMatrixStatsTest {

  static final double[] A = {0.81, 0.79, 0.845, 0.77, 0.8, 0.825, 0.77, 0.82, 0.855, 0.75};
  static final double[] B = {0.78, 0.80, 0.80, 0.75, 0.74, 0.79, 0.775, 0.77, 0.79, 0.765};
  static final double[][] SCORES = {
    {0.81, 0.79, 0.75},
    {0.72, 0.72, 0.71},
    {0.90, 0.91, 0.86},
    {0.65, 0.60, 0.61},
    {0.88, 0.85, 0.80},
    {0.70, 0.69, 0.66}
  };

  @Test
  void wilcoxonTwoSidedAgreesWithScipy() {
    WilcoxonSignedRank w = WilcoxonSignedRank.of(A, B);
    assertThat(w.exact()).isTrue();
    assertThat(w.n() * (w.n() + 1) / 2.0 - w.statistic())
        .isEqualTo(6.0); // SciPy reports min(W+, W-)
    assertThat(PairedComparison.WILCOXON.p(A, B, 0.25)).isCloseTo(0.02734375, within(1e-12));
    assertThat(PairedComparison.WILCOXON.p(B, A, 0.25)).isCloseTo(0.02734375, within(1e-12));
  }

  /**
   * Tied |d| (0.005, 0.04 and 0.06 twice each): the normal approximation with tie-corrected
   * variance and continuity correction, as SciPy's. SciPy is given the scores in thousandths
   * (integers), since in doubles 0.85 − 0.79 and 0.80 − 0.74 differ in the last bit and SciPy would
   * rank them apart (0.02165321327013386); WilcoxonSignedRank treats |d| equal to 1e-9 as tied:
   * python3 -c "from scipy.stats import wilcoxon;
   * print(wilcoxon([810,790,840,770,800,830,780,820,850,760],
   * [780,800,800,750,740,790,775,770,790,765], zero_method='wilcox', correction=True,
   * method='approx'))" WilcoxonResult(statistic=np.float64(4.5),
   * pvalue=np.float64(0.021567871524888073))
   */
  @Test
  void wilcoxonWithTiesAgreesWithScipysNormalApproximation() {
    double[] a = {0.81, 0.79, 0.84, 0.77, 0.80, 0.83, 0.78, 0.82, 0.85, 0.76};
    WilcoxonSignedRank w = WilcoxonSignedRank.of(a, B);
    assertThat(w.ties()).isTrue();
    assertThat(w.exact()).isFalse();
    assertThat(PairedComparison.WILCOXON.p(a, B, 0.25))
        .isCloseTo(0.021567871524888073, within(1e-12));
  }

  @Test
  void pairedTAgreesWithScipy() {
    assertThat(PairedTest.of(A, B, 0).statistic()).isCloseTo(2.9803598543359953, within(1e-10));
    assertThat(PairedComparison.T.p(A, B, 0.25)).isCloseTo(0.015440561796127373, within(1e-10));
  }

  @Test
  void correctedResampledTAgreesWithScipysTDistribution() {
    CorrectedResampledTTest t = CorrectedResampledTTest.of(A, B, 0.25);
    assertThat(t.statistic()).isCloseTo(1.5930693520315409, within(1e-10));
    assertThat(t.p()).isCloseTo(0.1456086974202839, within(1e-10));
    assertThat(PairedComparison.CORRECTED_T.p(A, B, 0.25)).isEqualTo(t.p());
    // the correction only widens: the plain t's p-value is smaller
    assertThat(t.p()).isGreaterThan(PairedComparison.T.p(A, B, 0.25));
    assertThat(CorrectedResampledTTest.of(A, A, 0.25).p()).isEqualTo(1.0);
  }

  @Test
  void friedmanAgreesWithScipyAndPostHocWithDemsar() {
    Friedman f = Friedman.of(SCORES, Direction.HIGHER_IS_BETTER);
    assertThat(f.statistic()).isCloseTo(7.913043478260865, within(1e-10));
    assertThat(f.p()).isCloseTo(0.019129536225545064, within(1e-12));
    assertThat(f.df()).isEqualTo(2);
    assertThat(f.averageRanks())
        .containsExactly(new double[] {1.25, 23 / 12.0, 34 / 12.0}, within(1e-12));
    double[] holm = f.againstControl(0);
    assertThat(holm[0]).isNaN();
    assertThat(holm[1]).isCloseTo(0.24821308, within(1e-8));
    assertThat(holm[2]).isCloseTo(2 * 0.00609895, within(1e-7));
  }

  @Test
  void friedmanRanksFollowTheDirectionAndSkipIncompleteRows() {
    double[][] negated = new double[SCORES.length + 1][];
    for (int i = 0; i < SCORES.length; i++) {
      negated[i] = Arrays.stream(SCORES[i]).map(v -> -v).toArray();
    }
    negated[SCORES.length] = new double[] {Double.NaN, 0.1, 0.2};
    Friedman f = Friedman.of(negated, Direction.LOWER_IS_BETTER);
    assertThat(f.blocks()).isEqualTo(6);
    assertThat(f.statistic()).isCloseTo(7.913043478260865, within(1e-10));
  }
}
