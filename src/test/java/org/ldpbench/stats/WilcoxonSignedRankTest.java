package org.ldpbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Pinned to R's {@code wilcox.test}. R is not installed here: the reference values were produced
 * with SciPy 1.17, {@code scipy.stats.wilcoxon(d, alternative=..., correction=True, method=...)}
 * (method = 'exact' or 'asymptotic' as R would choose; SciPy's asymptotic p-value uses the same
 * tie-corrected variance and continuity correction as R), and each test names the R call the value
 * corresponds to.
 */
class WilcoxonSignedRankTest {

  private static final double[] D1 = {
    0.012, -0.004, 0.031, 0.007, 0.045, -0.011, 0.026, 0.019, -0.002, 0.038
  };

  @Test
  void exactWithoutTiesOrZeros() {
    // R: wilcox.test(d1, alternative = "greater")  (n = 10 < 50, no ties: exact)
    // SciPy: wilcoxon(d1, alternative='greater', correction=True, method='exact') -> W+ = 48, p =
    // 0.0185546875
    WilcoxonSignedRank test = WilcoxonSignedRank.ofDifferences(D1);
    assertThat(test.exact()).isTrue();
    assertThat(test.ties()).isFalse();
    assertThat(test.n()).isEqualTo(10);
    assertThat(test.statistic()).isEqualTo(48.0);
    assertThat(test.pGreater()).isCloseTo(0.0185546875, within(1e-15));
    // R: wilcox.test(d1, alternative = "less") -> p = 0.986328125
    assertThat(test.pLess()).isCloseTo(0.986328125, within(1e-15));
  }

  @Test
  void pairedFormTestsTheDifferences() {
    // R: wilcox.test(a, b, paired = TRUE, alternative = "greater") with a - b = d1: same values
    double[] b = new double[D1.length];
    double[] a = new double[D1.length];
    for (int i = 0; i < D1.length; i++) {
      b[i] = 0.8;
      a[i] = 0.8 + D1[i];
    }
    WilcoxonSignedRank test = WilcoxonSignedRank.of(a, b);
    assertThat(test.pGreater()).isCloseTo(0.0185546875, within(1e-15));
    assertThat(test.pLess()).isCloseTo(0.986328125, within(1e-15));
  }

  @Test
  void normalApproximationWithTieAndContinuityCorrectionWhenTiesAndZeros() {
    double[] d2 = {0.01, 0.02, 0.02, -0.01, 0.03, 0.03, 0.04, 0, 0, 0.05, -0.02, 0.015};
    // R: wilcox.test(d2, alternative = "greater")  (zeros dropped, ties: normal approximation,
    // correct = TRUE)
    // SciPy: wilcoxon(d2[d2 != 0], alternative='greater', correction=True, method='asymptotic')
    //   -> W+ = 48.5, p = 0.017963949560264657; 'less' -> 0.9860990849399638
    WilcoxonSignedRank test = WilcoxonSignedRank.ofDifferences(d2);
    assertThat(test.n()).isEqualTo(10);
    assertThat(test.zeros()).isEqualTo(2);
    assertThat(test.ties()).isTrue();
    assertThat(test.exact()).isFalse();
    assertThat(test.statistic()).isEqualTo(48.5);
    assertThat(test.pGreater()).isCloseTo(0.017963949560264657, within(1e-12));
    assertThat(test.pLess()).isCloseTo(0.9860990849399638, within(1e-12));
  }

  @Test
  void zerosAreDroppedAndTheRestTestedExactly() {
    double[] d3 = {0.1, 0.2, 0, -0.3, 0.4, 0.5, 0.6, 0.7};
    // R: wilcox.test(d3[d3 != 0], alternative = "greater")  (exact on the 7 non-zero differences)
    // SciPy: wilcoxon(d3[d3 != 0], alternative='greater', correction=True, method='exact') -> W+ =
    // 25, p = 0.0390625
    // (R's wilcox.test(d3) itself would refuse the exact p-value because of the zero and give the
    //  normal approximation 0.03796348149127886; see the class comment of WilcoxonSignedRank)
    WilcoxonSignedRank test = WilcoxonSignedRank.ofDifferences(d3);
    assertThat(test.exact()).isTrue();
    assertThat(test.zeros()).isEqualTo(1);
    assertThat(test.statistic()).isEqualTo(25.0);
    assertThat(test.pGreater()).isCloseTo(0.0390625, within(1e-15));
    assertThat(test.pLess()).isCloseTo(0.9765625, within(1e-15));
  }

  @Test
  void exactUpToFortyNineAndNormalFromFifty() {
    double[] d6 =
        IntStream.range(0, 49).mapToDouble(i -> (i + 1) * (i % 3 != 0 ? 1 : -1)).toArray();
    // R: wilcox.test(d6, alternative = "greater")  (n = 49: exact)
    // SciPy: method='exact' -> W+ = 800, p = 0.03124271418379898
    WilcoxonSignedRank small = WilcoxonSignedRank.ofDifferences(d6);
    assertThat(small.exact()).isTrue();
    assertThat(small.statistic()).isEqualTo(800.0);
    assertThat(small.pGreater()).isCloseTo(0.03124271418379898, within(1e-13));

    double[] d5 =
        IntStream.range(0, 60).mapToDouble(i -> (i + 1) * (i % 3 != 0 ? 1 : -1)).toArray();
    // R: wilcox.test(d5, alternative = "greater")  (n = 60 >= 50: normal approximation, correct =
    // TRUE)
    // SciPy: method='asymptotic' -> W+ = 1240, p = 0.008450826637983766; 'less' ->
    // 0.9917170159916606
    WilcoxonSignedRank large = WilcoxonSignedRank.ofDifferences(d5);
    assertThat(large.exact()).isFalse();
    assertThat(large.ties()).isFalse();
    assertThat(large.statistic()).isEqualTo(1240.0);
    assertThat(large.pGreater()).isCloseTo(0.008450826637983766, within(1e-12));
    assertThat(large.pLess()).isCloseTo(0.9917170159916606, within(1e-12));
  }

  @Test
  void differencesEqualAsFractionsAreTiedThoughTheirDoublesDiffer() {
    // 0.3 - 0.2 = 0.09999999999999998 but 0.2 - 0.1 = 0.1: one tie of three, as with exact
    // arithmetic
    double[] a = {0.3, 0.2, 0.5, 0.9};
    double[] b = {0.2, 0.1, 0.4, 0.9};
    WilcoxonSignedRank test = WilcoxonSignedRank.of(a, b);
    assertThat(test.zeros()).isEqualTo(1);
    assertThat(test.ties()).isTrue();
    WilcoxonSignedRank same = WilcoxonSignedRank.ofDifferences(new double[] {0.1, 0.1, 0.1, 0.0});
    assertThat(test.pGreater()).isEqualTo(same.pGreater());
    assertThat(test.statistic()).isEqualTo(6.0);
  }

  @Test
  void noNonZeroDifferenceIsNoEvidenceAndNanPairsAreDropped() {
    WilcoxonSignedRank none =
        WilcoxonSignedRank.of(new double[] {0.5, 0.6}, new double[] {0.5, 0.6});
    assertThat(none.pGreater()).isEqualTo(1.0);
    assertThat(none.pLess()).isEqualTo(1.0);
    assertThat(none.zeros()).isEqualTo(2);
    WilcoxonSignedRank withNan =
        WilcoxonSignedRank.of(new double[] {0.9, Double.NaN, 0.7}, new double[] {0.8, 0.1, 0.5});
    assertThat(withNan.n()).isEqualTo(2);
    assertThatThrownBy(() -> WilcoxonSignedRank.of(new double[1], new double[2]))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
