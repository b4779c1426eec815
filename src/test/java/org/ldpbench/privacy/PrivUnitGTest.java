package org.ldpbench.privacy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.apache.commons.statistics.inference.KolmogorovSmirnovTest;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * PrivUnitG: constants against the authors' code, unbiasedness for the clipped input, and the
 * distribution of the release along the input, which is what its privacy rests on. Fixed seeds;
 * false-failure rates are those of the same tests with random seeds under a correct implementation
 * (|z| &gt; 5: 5.7e-7 per check; KS at level 1e-3).
 */
class PrivUnitGTest {

  private static final double Z = 5.0;

  /**
   * Reference: the authors' {@code priv_unit_G_get_p} and {@code get_gamma_sigma}
   * (comparison/PSGD/privatizer.py) run with SciPy 1.17.
   */
  @ParameterizedTest
  @CsvSource({
    "0.5, 0.55, 0.18727771221177617, 5.0183144521096565",
    "1, 0.59, 0.3957534300986853, 2.5159610697539616",
    "2, 0.67, 0.7873251633133579, 1.271488191411111",
    "4, 0.79, 1.5183724387688282, 0.6597907742926721",
    "8, 0.9, 2.7466817770131753, 0.3645742378378119",
    "1000, 0.99, 5.847172145099801, 0.1680867289942925"
  })
  void constantsMatchTheAuthorsCode(double epsilon, double p, double gamma, double sigma) {
    PrivUnitG mechanism = PrivUnitG.withBestP(epsilon);
    assertThat(mechanism.p()).isCloseTo(p, within(1e-12));
    assertThat(mechanism.gamma()).isCloseTo(gamma, Percentage.withPercentage(1e-9));
    assertThat(mechanism.sigma()).isCloseTo(sigma, Percentage.withPercentage(1e-9));
  }

  @Test
  void privacyLossBetweenUnitInputsIsEpsilonAndTheCapIsReported() {
    for (double epsilon : new double[] {0.5, 2, 8}) {
      PrivUnitG m = PrivUnitG.withBestP(epsilon);
      double high = Math.log(m.p() / m.q());
      double low = Math.log((1 - m.p()) / (1 - m.q()));
      assertThat(high - low).isCloseTo(epsilon, within(1e-12));
      assertThat(m.epsilonSpent()).isEqualTo(epsilon);
    }
    // the code's cap 1/q = 4e8 at ε ≥ 20 spends ln(p(1-q)/(q(1-p))) = 24.402... at p = 0.99 (SciPy)
    assertThat(PrivUnitG.withBestP(20).epsilonSpent()).isCloseTo(24.402094952706847, within(1e-9));
    assertThat(PrivUnitG.withBestP(1000).epsilonSpent()).isEqualTo(1000.0);
  }

  @Test
  void logWeightsOfTwoUnitInputsDifferByAtMostEpsilon() {
    PrivUnitG m = PrivUnitG.withBestP(1.0);
    double[] u = {1, 0, 0};
    double[] v = {0, 0, -1};
    SplittableRandom rng = new SplittableRandom(1L);
    double max = 0;
    for (int i = 0; i < 2000; i++) {
      double[] y = m.privatizeUnit(u, rng);
      max = Math.max(max, Math.abs(m.logWeight(y, u) - m.logWeight(y, v)));
    }
    assertThat(max).isCloseTo(1.0, within(1e-12)); // attained: both regions occur in 2000 draws
  }

  @Test
  void theReleaseAlongItsInputExceedsGammaWithProbabilityPAndAlongAnOrthogonalDirectionWithQ() {
    PrivUnitG m = PrivUnitG.withBestP(2.0);
    double[] u = {0.6, 0.8, 0.0};
    double[] w = {-0.8, 0.6, 0.0};
    SplittableRandom rng = new SplittableRandom(2L);
    int n = 100_000;
    int aboveU = 0;
    int aboveW = 0;
    for (int i = 0; i < n; i++) {
      double[] y = m.privatizeUnit(u, rng);
      if ((y[0] * u[0] + y[1] * u[1]) / m.sigma() > m.gamma()) {
        aboveU++;
      }
      if ((y[0] * w[0] + y[1] * w[1]) / m.sigma() > m.gamma()) {
        aboveW++;
      }
    }
    // binomial proportions; se = √(π(1−π)/n); |z| > 5 has probability 5.7e-7 each
    assertThat(Math.abs(aboveU / (double) n - m.p()) / Math.sqrt(m.p() * (1 - m.p()) / n))
        .isLessThan(Z);
    assertThat(Math.abs(aboveW / (double) n - m.q()) / Math.sqrt(m.q() * (1 - m.q()) / n))
        .isLessThan(Z);
  }

  @Test
  void alphaFollowsTheTwoSidedTruncatedMixtureByKolmogorovSmirnov() {
    PrivUnitG m = PrivUnitG.withBestP(4.0);
    SplittableRandom rng = new SplittableRandom(3L);
    double[] draws = new double[20_000];
    for (int i = 0; i < draws.length; i++) {
      draws[i] = m.sampleAlpha(rng);
    }
    // level 1e-3: false-failure rate 1e-3
    assertThat(
            KolmogorovSmirnovTest.withDefaults()
                .test(draws, new AlphaLaw(m.p(), m.gamma())::cumulativeProbability)
                .getPValue())
        .isGreaterThan(1e-3);
    // power: the law with p swapped for 1 − p is rejected
    assertThat(
            KolmogorovSmirnovTest.withDefaults()
                .test(draws, new AlphaLaw(1 - m.p(), m.gamma())::cumulativeProbability)
                .getPValue())
        .isLessThan(1e-3);
  }

  @ParameterizedTest
  @CsvSource({
    // x, clip C: the clipped input x/max(‖x‖, C) is the expected mean
    "0.6;0.0;0.8, 1.0", // on the sphere
    "0.3;-0.2;0.0, 1.0", // inside the ball: rounded to the sphere first
    "3.0;4.0;0.0, 1.0", // outside: clipped to (0.6, 0.8, 0)
    "0.0;0.0;0.0, 1.0", // zero: a random signed coordinate vector
    "1.0;0.0;0.0, 2.0"
  }) // C = 2: mean (0.5, 0, 0)
  void releaseIsUnbiasedForTheClippedInput(String xs, double clip) {
    double[] x = Arrays.stream(xs.split(";")).mapToDouble(Double::parseDouble).toArray();
    double norm = Math.sqrt(x[0] * x[0] + x[1] * x[1] + x[2] * x[2]);
    double[] expected = new double[3];
    for (int j = 0; j < 3; j++) {
      expected[j] = x[j] / Math.max(norm, clip);
    }
    PrivUnitG m = PrivUnitG.withBestP(1.0);
    SplittableRandom rng = new SplittableRandom(xs.hashCode());
    int n = 100_000;
    double[] sum = new double[3];
    double[] sumSquares = new double[3];
    for (int i = 0; i < n; i++) {
      double[] y = m.privatize(x, clip, rng);
      for (int j = 0; j < 3; j++) {
        sum[j] += y[j];
        sumSquares[j] += y[j] * y[j];
      }
    }
    for (int j = 0; j < 3; j++) {
      double mean = sum[j] / n;
      double sd = Math.sqrt(sumSquares[j] / n - mean * mean);
      // se of the mean from the sample sd (n = 1e5: its error is negligible); |z| > 5: 5.7e-7
      assertThat(Math.abs(mean - expected[j]) / (sd / Math.sqrt(n)))
          .as("coordinate %d", j)
          .isLessThan(Z);
    }
  }

  @Test
  void orthogonalCoordinatesHaveVarianceSigmaSquared() {
    PrivUnitG m = PrivUnitG.withBestP(0.5);
    SplittableRandom rng = new SplittableRandom(5L);
    int n = 50_000;
    double sum = 0;
    double sumSquares = 0;
    for (int i = 0; i < n; i++) {
      double y = m.privatizeUnit(new double[] {1, 0}, rng)[1];
      sum += y;
      sumSquares += y * y;
    }
    double variance = (sumSquares - sum * sum / n) / (n - 1);
    double s2 = m.sigma() * m.sigma();
    // σ·g_j is normal: se of the sample variance σ²√(2/(n−1)); |z| > 5 has probability about 6e-7
    assertThat(Math.abs(variance - s2) / (s2 * Math.sqrt(2.0 / (n - 1)))).isLessThan(Z);
  }

  @Test
  void tinyAndHugeInputsAreNormalisedWithoutUnderflowOrOverflow() {
    PrivUnitG m = PrivUnitG.withBestP(1.0);
    // squares of 1e-200 underflow to 0 and of 1e200 overflow: a naive norm would fail here
    assertThat(PrivUnitG.norm(new double[] {3e-200, 4e-200}))
        .isCloseTo(5e-200, Percentage.withPercentage(1e-12));
    assertThat(PrivUnitG.norm(new double[] {3e200, 4e200}))
        .isCloseTo(5e200, Percentage.withPercentage(1e-12));
    assertThat(
            Arrays.stream(
                m.privatize(new double[] {3e-200, 4e-200, 1e-210}, 1.0, new SplittableRandom(1))))
        .hasSize(3)
        .allMatch(Double::isFinite);
    assertThat(
            Arrays.stream(m.privatize(new double[] {3e200, 4e200}, 1.0, new SplittableRandom(1))))
        .allMatch(Double::isFinite);
    // subnormal entries carry few digits: dividing by a subnormal norm would not give a unit vector
    for (int i = 0; i < 100; i++) {
      assertThat(
              Arrays.stream(
                  m.privatize(new double[] {3e-322, 4e-322, 1e-323}, 1.0, new SplittableRandom(i))))
          .allMatch(Double::isFinite);
    }
  }

  @Test
  void rejectsBadArguments() {
    PrivUnitG m = PrivUnitG.withBestP(1.0);
    assertThatThrownBy(() -> m.privatizeUnit(new double[] {0.5, 0}, new SplittableRandom(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("unit vector");
    assertThatThrownBy(() -> m.privatize(new double[] {1}, 0.0, new SplittableRandom(1)))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PrivUnitG.of(1.0, 1.0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PrivUnitG.of(0.0, 0.5)).isInstanceOf(IllegalArgumentException.class);
  }

  /** α's law: N(0,1) restricted below γ with mass 1 − p, above γ with mass p. */
  private record AlphaLaw(double p, double gamma) {

    double cumulativeProbability(double t) {
      if (t < gamma) {
        return (1 - p) * StandardNormal.cdf(t) / StandardNormal.cdf(gamma);
      }
      return (1 - p)
          + p
              * (StandardNormal.cdf(t) - StandardNormal.cdf(gamma))
              / StandardNormal.survival(gamma);
    }
  }
}
