package org.ldpbench.privacy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.Variance;
import org.apache.commons.statistics.distribution.LaplaceDistribution;
import org.apache.commons.statistics.inference.KolmogorovSmirnovTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Statistical tests use fixed seeds, so they are deterministic; the stated false-failure rates are
 * those of the same test with a random seed under a correct implementation. Tolerances are in
 * standard errors derived from the sample size: |z| &gt; 5 has probability 5.7e-7 for a standard
 * normal statistic.
 */
class LaplaceMechanismTest {

  private static final double Z = 5.0;
  private static final double KS_ALPHA = 1e-3;

  // ------------------------------------------------------------------ per-user draws

  @Test
  void sampleHasMeanZeroAndVarianceTwoBSquared() {
    double b = 2.5;
    LaplaceMechanism mechanism = LaplaceMechanism.withScale(b);
    SplittableRandom rng = new SplittableRandom(20240501L);
    int n = 200_000;
    double sum = 0.0;
    double sumSquares = 0.0;
    for (int i = 0; i < n; i++) {
      double z = mechanism.sample(rng);
      sum += z;
      sumSquares += z * z;
    }
    // mean: Var(Z) = 2b², so se = sqrt(2b²/n); |z| > 5 has probability 5.7e-7
    double mean = sum / n;
    assertThat(Math.abs(mean) / Math.sqrt(2 * b * b / n)).isLessThan(Z);
    // E Z² = 2b², Var(Z²) = E Z⁴ − (E Z²)² = 24b⁴ − 4b⁴ = 20b⁴; |z| > 5 has probability 5.7e-7
    double meanSquare = sumSquares / n;
    double se = Math.sqrt(20.0 / n) * b * b;
    assertThat(Math.abs(meanSquare - 2 * b * b) / se).isLessThan(Z);
  }

  @Test
  void sampleFollowsLaplaceByKolmogorovSmirnov() {
    double b = 0.7;
    LaplaceMechanism mechanism = LaplaceMechanism.withScale(b);
    SplittableRandom rng = new SplittableRandom(7L);
    double[] draws = new double[20_000];
    for (int i = 0; i < draws.length; i++) {
      draws[i] = mechanism.sample(rng);
    }
    KolmogorovSmirnovTest ks = KolmogorovSmirnovTest.withDefaults();
    // false-failure rate 1e-3 (the test's level) under a correct implementation
    assertThat(ks.test(draws, LaplaceDistribution.of(0.0, b)::cumulativeProbability).getPValue())
        .isGreaterThan(KS_ALPHA);
    // power check: the same data must reject a 20% wrong scale (KS distance ≈ 0.03 vs critical ≈
    // 0.014)
    assertThat(
            ks.test(draws, LaplaceDistribution.of(0.0, 1.2 * b)::cumulativeProbability).getPValue())
        .isLessThan(KS_ALPHA);
  }

  @Test
  void releaseAddsOneSampleToTheValue() {
    LaplaceMechanism mechanism = LaplaceMechanism.withScale(3.0);
    double released = mechanism.release(10.0, new SplittableRandom(5L));
    double noise = mechanism.sample(new SplittableRandom(5L));
    assertThat(released).isEqualTo(10.0 + noise);

    double[] values = {1.0, -2.0, 0.0};
    double[] out = mechanism.release(values, new SplittableRandom(9L));
    SplittableRandom replay = new SplittableRandom(9L);
    for (int j = 0; j < values.length; j++) {
      assertThat(out[j]).isEqualTo(values[j] + mechanism.sample(replay));
    }
    assertThat(values).containsExactly(1.0, -2.0, 0.0); // input untouched
  }

  // ------------------------------------------------------------------ exact aggregate

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 10, 50})
  void sumOfNoiseMatchesLiteralSumInDistribution(int n) {
    double b = 1.5;
    LaplaceMechanism mechanism = LaplaceMechanism.withScale(b);
    int reps = 20_000;
    SplittableRandom aggregateRng = new SplittableRandom(1000L + n);
    SplittableRandom literalRng = new SplittableRandom(2000L + n);
    double[] aggregate = new double[reps];
    double[] literal = new double[reps];
    for (int r = 0; r < reps; r++) {
      aggregate[r] = mechanism.sumOfNoise(n, aggregateRng);
      double s = 0.0;
      for (int i = 0; i < n; i++) {
        s += mechanism.sample(literalRng);
      }
      literal[r] = s;
    }
    // two-sample KS at level 1e-3: false-failure rate 1e-3 per n under a correct implementation
    assertThat(KolmogorovSmirnovTest.withDefaults().test(aggregate, literal).getPValue())
        .isGreaterThan(KS_ALPHA);

    double variance = 2.0 * n * b * b;
    for (double[] draws : new double[][] {aggregate, literal}) {
      double mean = Mean.of(draws).getAsDouble();
      // se of the mean = sqrt(2nb²/reps); |z| > 5 has probability 5.7e-7
      assertThat(Math.abs(mean) / Math.sqrt(variance / reps)).isLessThan(Z);
      // se of the sample variance ≈ σ²·sqrt(2/(reps−1) + κ/reps) with excess kurtosis κ = 3/n
      // for a sum of n Laplace; |z| > 5 has probability about 6e-7
      double seVariance = variance * Math.sqrt(2.0 / (reps - 1) + (3.0 / n) / reps);
      assertThat(Math.abs(Variance.of(draws).getAsDouble() - variance) / seVariance).isLessThan(Z);
    }
  }

  @Test
  void sumOfNoiseOfZeroUsersIsExactlyZero() {
    LaplaceMechanism mechanism = LaplaceMechanism.withScale(2.0);
    SplittableRandom rng = new SplittableRandom(3L);
    for (int i = 0; i < 100; i++) {
      assertThat(mechanism.sumOfNoise(0, rng)).isEqualTo(0.0);
    }
  }

  @Test
  void sumOfNoiseRejectsNegativeCount() {
    LaplaceMechanism mechanism = LaplaceMechanism.withScale(2.0);
    assertThatThrownBy(() -> mechanism.sumOfNoise(-1, new SplittableRandom(1L)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("-1");
  }

  // ------------------------------------------------------------------ construction

  @Test
  void forSensitivityHasScaleSensitivityOverEpsilon() {
    assertThat(LaplaceMechanism.forSensitivity(2.0, 0.5).scale()).isEqualTo(4.0);
    assertThat(LaplaceMechanism.forSensitivity(4.0, 8.0).scale()).isEqualTo(0.5);
    assertThat(LaplaceMechanism.forSensitivity(1.0, 3.0).scale()).isEqualTo(1.0 / 3.0);
    // ε = 1000 is the papers' "non-private" point and must be accepted
    assertThat(LaplaceMechanism.forSensitivity(4.0, 1000.0).scale()).isEqualTo(0.004);
  }

  @ParameterizedTest
  @ValueSource(
      doubles = {0.0, -0.0, -1.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY})
  void forSensitivityRejectsBadEpsilonNamingIt(double epsilon) {
    assertThatThrownBy(() -> LaplaceMechanism.forSensitivity(1.0, epsilon))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("epsilon");
  }

  @ParameterizedTest
  @ValueSource(doubles = {0.0, -2.0, Double.NaN, Double.POSITIVE_INFINITY})
  void rejectsBadSensitivityAndScale(double bad) {
    assertThatThrownBy(() -> LaplaceMechanism.forSensitivity(bad, 1.0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("sensitivity");
    assertThatThrownBy(() -> LaplaceMechanism.withScale(bad))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("scale");
  }

  @Test
  void logDensityMatchesCommonsMath() {
    for (double b : new double[] {0.004, 0.5, 1.0, 4.0}) {
      LaplaceMechanism mechanism = LaplaceMechanism.withScale(b);
      for (double value : new double[] {0.0, 1.0, -3.0}) {
        LaplaceDistribution reference = LaplaceDistribution.of(value, b);
        for (double z = -10.0; z <= 10.0; z += 0.37) {
          if (Math.abs(z - value) / b > 600) {
            // Commons Math takes the log of the density, which is subnormal or 0 out here;
            // the closed form −|z − value|/b − ln(2b) is the reference instead
            assertThat(mechanism.logDensity(z, value))
                .isCloseTo(-Math.abs(z - value) / b - Math.log(2 * b), within(1e-9));
            continue;
          }
          assertThat(mechanism.logDensity(z, value))
              .isCloseTo(
                  reference.logDensity(z), within(1e-9 * (1 + Math.abs(reference.logDensity(z)))));
        }
      }
    }
  }
}
