package org.ldpbench.data.synthetic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.apache.commons.statistics.distribution.TDistribution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Bailey's polar t sampler against commons-math's t CDF (the law R2 drew before, by inversion).
 * Kolmogorov–Smirnov with n = 100,000 fixed-seed draws: the critical value √(ln(2/α)/(2n)) = 0.0085
 * at α = 10⁻⁶ (the false-failure rate of each case); the t laws with ν and 2ν differ by at least
 * 0.02 in sup-norm (scipy: t(2.5) vs t(5) 0.028, t(3.5) vs t(7) 0.021, t(1) vs t(2) 0.056), so a
 * sampler with the wrong degrees of freedom fails.
 */
class StudentTTest {

  private static final int N = 100_000;
  private static final double CRITICAL = Math.sqrt(Math.log(2 / 1e-6) / (2.0 * N));

  /** sup |F_n − F| of the sorted sample against the t CDF with {@code nu} degrees of freedom. */
  private static double ks(double[] sample, double nu) {
    double[] x = sample.clone();
    Arrays.sort(x);
    TDistribution t = TDistribution.of(nu);
    double d = 0;
    for (int i = 0; i < x.length; i++) {
      double f = t.cumulativeProbability(x[i]);
      d =
          Math.max(
              d, Math.max(Math.abs((i + 1.0) / x.length - f), Math.abs(f - (double) i / x.length)));
    }
    return d;
  }

  private static double[] draws(double nu, long seed) {
    StudentT t = new StudentT(nu);
    SplittableRandom rng = new SplittableRandom(seed);
    double[] out = new double[N];
    for (int i = 0; i < N; i++) {
      out[i] = t.sample(rng);
    }
    return out;
  }

  @ParameterizedTest
  @CsvSource({"2.5, 1", "3.5, 2", "1.0, 3", "0.7, 4", "30.0, 5"})
  void hasTheTLaw(double nu, long seed) {
    assertThat(ks(draws(nu, seed), nu)).isLessThan(CRITICAL);
  }

  @ParameterizedTest
  @CsvSource({"2.5, 1", "3.5, 2", "1.0, 3"})
  void aSamplerWithTwiceTheDegreesOfFreedomIsRejected(double nu, long seed) {
    assertThat(ks(draws(2 * nu, seed), nu)).isGreaterThan(CRITICAL);
  }

  @Test
  void isSymmetricAndFiniteAndRejectsBadDegrees() {
    double[] x = draws(2.5, 9);
    long negative = Arrays.stream(x).filter(v -> v < 0).count();
    // P(T < 0) = 1/2: 6 s.d. of a Binomial(1e5, 1/2) count is 949 (false-failure rate 2e-9)
    assertThat(Math.abs(negative - N / 2.0)).isLessThan(6 * Math.sqrt(N / 4.0));
    assertThat(Arrays.stream(x).allMatch(Double::isFinite)).isTrue();
    assertThatThrownBy(() -> new StudentT(0.0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new StudentT(Double.POSITIVE_INFINITY))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
