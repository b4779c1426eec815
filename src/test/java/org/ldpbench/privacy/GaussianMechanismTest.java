package org.ldpbench.privacy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.Variance;
import org.apache.commons.statistics.distribution.NormalDistribution;
import org.apache.commons.statistics.inference.KolmogorovSmirnovTest;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Distribution tests of the Gaussian mechanism with fixed seeds (deterministic); the stated
 * false-failure rates are those of the same test with a random seed under a correct implementation.
 * |z| &gt; 5 has probability 5.7e-7 for a standard normal statistic.
 */
class GaussianMechanismTest {

  private static final double Z = 5.0;
  private static final double KS_ALPHA = 1e-3;

  @Test
  void sampleHasMeanZeroVarianceSigmaSquaredAndIsNormalByKolmogorovSmirnov() {
    double sigma = 1.7;
    GaussianMechanism mechanism = GaussianMechanism.withSigma(sigma);
    SplittableRandom rng = new SplittableRandom(11L);
    int n = 50_000;
    double[] draws = new double[n];
    for (int i = 0; i < n; i++) {
      draws[i] = mechanism.sample(rng);
    }
    double mean = Mean.of(draws).getAsDouble();
    // se of the mean σ/√n; |z| > 5 has probability 5.7e-7
    assertThat(Math.abs(mean) / (sigma / Math.sqrt(n))).isLessThan(Z);
    // se of the sample variance of normal data σ²·√(2/(n−1)); |z| > 5 has probability about 6e-7
    assertThat(
            Math.abs(Variance.of(draws).getAsDouble() - sigma * sigma)
                / (sigma * sigma * Math.sqrt(2.0 / (n - 1))))
        .isLessThan(Z);
    KolmogorovSmirnovTest ks = KolmogorovSmirnovTest.withDefaults();
    // false-failure rate 1e-3 (the test's level)
    assertThat(ks.test(draws, NormalDistribution.of(0.0, sigma)::cumulativeProbability).getPValue())
        .isGreaterThan(KS_ALPHA);
    // power: a 10% wrong σ is rejected (KS distance ≈ 0.024 against a critical value ≈ 0.009)
    assertThat(
            ks.test(draws, NormalDistribution.of(0.0, 1.1 * sigma)::cumulativeProbability)
                .getPValue())
        .isLessThan(KS_ALPHA);
  }

  @Test
  void releaseAddsOneDrawPerCoordinate() {
    GaussianMechanism mechanism = GaussianMechanism.withSigma(2.0);
    double[] values = {1.0, -1.0, 4.0};
    double[] out = mechanism.release(values, new SplittableRandom(4L));
    SplittableRandom replay = new SplittableRandom(4L);
    for (int j = 0; j < values.length; j++) {
      assertThat(out[j]).isEqualTo(values[j] + mechanism.sample(replay));
    }
    assertThat(values).containsExactly(1.0, -1.0, 4.0);
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 3, 40})
  void sumOfNoiseMatchesTheLiteralSumInDistribution(int n) {
    GaussianMechanism mechanism = GaussianMechanism.withSigma(0.8);
    int reps = 20_000;
    SplittableRandom a = new SplittableRandom(100L + n);
    SplittableRandom b = new SplittableRandom(200L + n);
    double[] aggregate = new double[reps];
    double[] literal = new double[reps];
    for (int r = 0; r < reps; r++) {
      aggregate[r] = mechanism.sumOfNoise(n, a);
      for (int i = 0; i < n; i++) {
        literal[r] += mechanism.sample(b);
      }
    }
    // two-sample KS at level 1e-3: false-failure rate 1e-3 per n
    assertThat(KolmogorovSmirnovTest.withDefaults().test(aggregate, literal).getPValue())
        .isGreaterThan(KS_ALPHA);
    double variance = n * 0.64;
    // se of the sample variance σ²·√(2/(reps−1)); |z| > 5 has probability about 6e-7
    assertThat(
            Math.abs(Variance.of(aggregate).getAsDouble() - variance)
                / (variance * Math.sqrt(2.0 / (reps - 1))))
        .isLessThan(Z);
    assertThat(mechanism.sumOfNoise(0, a)).isZero();
  }

  @Test
  void classicalCalibrationIsTheTextbookFormula() {
    GaussianMechanism mechanism = GaussianMechanism.classical(1.0, 0.5, 1e-5);
    assertThat(mechanism.sigma()).isCloseTo(9.689610525210778, within(1e-12));
    assertThatThrownBy(() -> GaussianMechanism.classical(1.0, 0.5, 0.0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> GaussianMechanism.classical(-1.0, 0.5, 0.1))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> GaussianMechanism.withSigma(0.0))
        .isInstanceOf(IllegalArgumentException.class);
  }

  /**
   * Reference: SciPy, δ = norm.cdf(a − b) − exp(ε + norm.logcdf(−a − b)) with a = Δ/(2σ), b = εσ/Δ
   * (Balle &amp; Wang 2018, Thm 8).
   */
  @ParameterizedTest
  @CsvSource({
    "1, 1, 1, 0.12693673750664392",
    "2, 3, 0.5, 0.10874437688858538",
    "1, 0.05, 50, 0.9999999999999488",
    "1, 9.689610525210778, 0.5, 1.607853993087218e-08",
    "1, 0.6056006578256736, 8, 7.970595518086876e-06"
  })
  void exactDeltaMatchesBalleWang(
      double sensitivity, double sigma, double epsilon, double expected) {
    assertThat(GaussianMechanism.withSigma(sigma).exactDelta(sensitivity, epsilon))
        .isCloseTo(expected, Percentage.withPercentage(1e-7));
  }

  @Test
  void exactDeltaIsBelowTheTargetForTheClassicalCalibrationAtSmallEpsilon() {
    for (double epsilon : new double[] {0.1, 0.5, 0.9}) {
      GaussianMechanism mechanism = GaussianMechanism.classical(2.0, epsilon, 1e-6);
      assertThat(mechanism.exactDelta(2.0, epsilon)).isLessThan(1e-6);
      // and the guarantee is tight in the sense that a smaller σ would need a larger δ
      assertThat(GaussianMechanism.withSigma(mechanism.sigma() / 2).exactDelta(2.0, epsilon))
          .isGreaterThan(mechanism.exactDelta(2.0, epsilon));
    }
  }

  @Test
  void logDensityIsTheNormalLogDensity() {
    GaussianMechanism mechanism = GaussianMechanism.withSigma(2.0);
    assertThat(mechanism.logDensity(3.0, 1.0))
        .isCloseTo(NormalDistribution.of(1.0, 2.0).logDensity(3.0), within(1e-12));
  }
}
