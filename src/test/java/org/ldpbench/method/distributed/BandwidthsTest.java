package org.ldpbench.method.distributed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Eq. 5 / eq. 11 by bisection against the golden table of spec/distributed.md §4.6, and the grid H
 * of §3.1.
 */
class BandwidthsTest {

  private static double[] repeat(double first, double rest, int m) {
    double[] v = new double[m + 1];
    Arrays.fill(v, rest);
    v[0] = first;
    return v;
  }

  /** β = 1/4, d = 2, target plus m sources, all with ε; δ = n^{−2} (n the source size). */
  @ParameterizedTest
  @CsvSource({
    "500, 500, 1, 1, 1, 0.06310, 0.17669",
    "500, 500, 1, 0.1, 0.5, 0.14177, 0.25623",
    "100, 100, 1, 0.5, 1.5, 0.15767, 0.31700",
    "1000, 500, 4, 1, 0.5, 0.03622, 0.09602",
    "250, 250, 1, Infinity, 1, 0.08326, 0.22296"
  })
  void solvesTheGoldenTable(
      double n0, double n, int m, double eps, double gamma, double r, double hDelta) {
    double[] sizes = repeat(n0, n, m);
    double[] epsilons = repeat(eps, eps, m);
    double[] gammas = repeat(1.0, gamma, m);
    double rate = Bandwidths.solve(sizes, epsilons, gammas, 0.25, 2, 1.0);
    assertThat(rate).isCloseTo(r, within(5e-5));
    assertThat(Bandwidths.lhs(sizes, epsilons, gammas, 0.25, 2, rate)).isCloseTo(1.0, within(1e-9));
    double h = Bandwidths.solve(sizes, epsilons, gammas, 0.25, 2, Math.log(2 * n * n));
    assertThat(h).isCloseTo(hDelta, within(5e-5));
  }

  @Test
  void nonPrivateHomogeneousRateIsTheTotalSizeToMinusOneOverTwoBetaPlusD() {
    double r =
        Bandwidths.solve(
            new double[] {250, 250},
            new double[] {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY},
            new double[] {1, 1},
            0.25,
            2,
            1.0);
    assertThat(r).isCloseTo(Math.pow(500, -0.4), within(1e-10));
  }

  @Test
  void weightsOfEq12FavourThePreciseServerAndSumToOne() {
    double[] u =
        Bandwidths.weights(
            new double[] {500, 500}, new double[] {1, 1}, new double[] {1, 0.5}, 0.25, 2, 0.2);
    assertThat(u[0] + u[1]).isCloseTo(1.0, within(1e-12));
    // equal precision; the source's signal h^{γβ} = 0.2^{0.125} beats the target's 0.2^{0.25}
    assertThat(u[1] / u[0]).isCloseTo(Math.pow(0.2, 0.125 - 0.25), within(1e-12));
  }

  @Test
  void gridMatchesTheSpecExamples() {
    assertThat(Bandwidths.adaptiveGrid(1000, 2, 2)).containsExactly(1, 0.5, 0.25, 0.125, 0.0625);
    assertThat(Bandwidths.adaptiveGrid(1000, 2, Math.E)).hasSize(4);
    assertThat(Bandwidths.adaptiveGrid(702, 7, 2)).containsExactly(1, 0.5);
    assertThat(Bandwidths.adaptiveGrid(702, 7, Math.E)).containsExactly(1);
    assertThat(Bandwidths.effectiveSize(new double[] {500, 500}, new double[] {1, 0.01}))
        .isCloseTo(525, within(1e-9));
  }
}
