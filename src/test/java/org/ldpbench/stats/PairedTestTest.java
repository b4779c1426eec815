package org.ldpbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/**
 * The paired and one-sample t-tests against reference values. R is not installed where these were
 * written; the expected numbers were computed with SciPy 1.17.1 ({@code scipy.stats.ttest_rel},
 * {@code ttest_1samp(d, popmean = mu, alternative = ...)}), which implements the same formula as
 * the R call quoted above each assertion.
 */
class PairedTestTest {

  static final double[] A = {0.712, 0.695, 0.731, 0.708, 0.699, 0.720, 0.704, 0.716};
  static final double[] B = {0.701, 0.698, 0.715, 0.700, 0.702, 0.705, 0.699, 0.703};

  @Test
  void pairedTestMatchesReferenceValues() {
    // R: t.test(a, b, paired = TRUE, alternative = "greater")  -> t = 2.9089, df = 7, p = 0.01135
    PairedTest t = PairedTest.of(A, B, 0.0);
    assertThat(t.n()).isEqualTo(8);
    assertThat(t.df()).isEqualTo(7.0);
    assertThat(t.mean()).isCloseTo(0.00775, within(1e-12));
    assertThat(t.se()).isCloseTo(0.0026642474145083255, within(1e-12));
    assertThat(t.statistic()).isCloseTo(2.908889000997767, within(1e-9));
    assertThat(t.pGreater()).isCloseTo(0.011348226872194505, within(1e-9));
    // R: t.test(a, b, paired = TRUE, alternative = "less")
    assertThat(t.pLess()).isCloseTo(0.9886517731278055, within(1e-9));
  }

  @Test
  void theShiftMovesTheNullHypothesis() {
    // R: t.test(a, b, paired = TRUE, mu = -0.005, alternative = "greater") -> t = 4.7856, p =
    // 0.0009997
    PairedTest nonInferior = PairedTest.of(A, B, -0.005);
    assertThat(nonInferior.statistic()).isCloseTo(4.7855915822866475, within(1e-9));
    assertThat(nonInferior.pGreater()).isCloseTo(0.0009996508009053533, within(1e-10));
    assertThat(nonInferior.mean())
        .isCloseTo(0.00775, within(1e-12)); // the mean itself is not shifted
    // R: t.test(a, b, paired = TRUE, mu = 0.01, alternative = "less") -> t = -0.84452, p = 0.2131
    PairedTest below = PairedTest.of(A, B, 0.01);
    assertThat(below.statistic()).isCloseTo(-0.8445161615799937, within(1e-9));
    assertThat(below.pLess()).isCloseTo(0.21314933690676002, within(1e-9));
    assertThat(below.pGreater()).isCloseTo(0.7868506630932399, within(1e-9));
  }

  @Test
  void oneSampleTestAgainstAConstant() {
    // R: t.test(c(0.781, 0.779, 0.790, 0.776, 0.783), mu = 0.786, alternative = "less")
    //    -> t = -1.7844, df = 4, p = 0.07446
    PairedTest t = PairedTest.oneSample(new double[] {0.781, 0.779, 0.790, 0.776, 0.783}, 0.786);
    assertThat(t.df()).isEqualTo(4.0);
    assertThat(t.statistic()).isCloseTo(-1.7844090123807574, within(1e-9));
    assertThat(t.pLess()).isCloseTo(0.07445862820056802, within(1e-9));
    assertThat(t.pGreater()).isCloseTo(0.925541371799432, within(1e-9));
  }

  @Test
  void tinyPValuesAreNotRoundedToZero() {
    // R: t.test(a2, b2, paired = TRUE, alternative = "greater") -> t = 285.0, df = 9, p = 2.05e-19
    double[] a = {0.70, 0.71, 0.72, 0.705, 0.715, 0.70, 0.712, 0.708, 0.703, 0.717};
    double[] jitter = {
      0.001, -0.001, 0.0005, -0.0005, 0.0002, -0.0002, 0.0003, -0.0003, 0.0001, 0.0
    };
    double[] b = new double[a.length];
    for (int i = 0; i < a.length; i++) {
      b[i] = a[i] - 0.05 + jitter[i];
    }
    PairedTest t = PairedTest.of(a, b, 0.0);
    assertThat(t.statistic()).isCloseTo(284.9987226977224, within(1e-6));
    assertThat(t.pGreater()).isCloseTo(2.051435007764798e-19, within(1e-24)).isPositive();
  }

  @Test
  void pairsWithAMissingScoreAreDropped() {
    double[] a = {0.70, 0.72, 0.69, 0.75, Double.NaN};
    double[] b = {0.68, 0.71, 0.70, 0.71, 0.90};
    PairedTest t = PairedTest.of(a, b, 0.0);
    assertThat(t.n()).isEqualTo(4);
    assertThat(t.df()).isEqualTo(3.0);
    // differences 0.02, 0.01, -0.01, 0.04: mean 0.015, sd 0.0208167, se 0.0104083
    assertThat(t.mean()).isCloseTo(0.015, within(1e-12));
    assertThat(t.se()).isCloseTo(0.010408329997330669, within(1e-12));
  }

  @Test
  void constantDifferencesAreCertainOrNoEvidence() {
    double[] a = {0.7, 0.8, 0.6};
    PairedTest same = PairedTest.of(a, a, 0.0);
    assertThat(same.degenerate()).isTrue();
    assertThat(same.pGreater()).isEqualTo(1.0);
    assertThat(same.pLess()).isEqualTo(1.0);
    PairedTest sameWithMargin = PairedTest.of(a, a, -0.005);
    assertThat(sameWithMargin.pGreater()).isZero();
    assertThat(sameWithMargin.pLess()).isEqualTo(1.0);
    PairedTest below = PairedTest.of(new double[] {0.5, 0.5}, new double[] {0.6, 0.6}, 0.0);
    assertThat(below.pLess()).isZero();
    assertThat(below.pGreater()).isEqualTo(1.0);
  }

  @Test
  void rejectsTooFewPairsAndUnequalLengths() {
    assertThatThrownBy(
            () -> PairedTest.of(new double[] {0.5, Double.NaN}, new double[] {0.4, 0.3}, 0.0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at least 2");
    assertThatThrownBy(() -> PairedTest.of(new double[1], new double[2], 0.0))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
