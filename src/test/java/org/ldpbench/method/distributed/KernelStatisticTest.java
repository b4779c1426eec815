package org.ldpbench.method.distributed;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.testing.TestDatasets;

/**
 * The kernel statistic of eq. 7 and the sensitivity bound of eq. 8 on random neighbouring data
 * sets.
 */
class KernelStatisticTest {

  private static Dataset data(double[] x, int[] y) {
    return TestDatasets.binaryRowMajor(x, y);
  }

  @Test
  void statisticIsTheCentredKernelSumOverNhd() {
    Dataset d = data(new double[] {0.5, 0.5, 0.6, 0.5}, new int[] {1, 0});
    Features at = Features.of(new double[][] {{0.5, 0.5}});
    // TRI, h = 0.5: K(0) = 1 and K((0.1, 0)/0.5) = 0.8; (1/(2·0.25))·(0.5·1 − 0.5·0.8) = 0.2
    assertThat(KernelStatistic.at(d, at, Kernel.TRI, 0.5, 0.5)[0])
        .isCloseTo(0.2, org.assertj.core.api.Assertions.within(1e-12));
    assertThat(Kernel.GAUSS.peak(2))
        .isCloseTo(1 / (2 * Math.PI), org.assertj.core.api.Assertions.within(1e-15));
  }

  /**
   * Replacing record 1 changes T_h by (1/(n h^d))·(a·k(X, ·) − b·k(X', ·)), whose RKHS norm is
   * (1/(n h^d))·√(a²K(0) + b²K(0) − 2ab·K((X − X')/h)); on random pairs it never exceeds Δ, the
   * released values differ exactly by that function at every point, and so by at most Δ·√K(0)
   * pointwise.
   */
  @ParameterizedTest
  @CsvSource({"TRI, 0.5", "TRI, 0.3", "GAUSS, 0.5", "GAUSS, 0.8"})
  void theSensitivityBoundHoldsOnRandomNeighbouringDataSets(String kernelName, double centre) {
    Kernel kernel = Kernel.valueOf(kernelName);
    SplittableRandom rng = new SplittableRandom(17);
    int d = 2;
    double[] grid = new double[2 * 121];
    for (int a = 0; a < 121; a++) {
      grid[2 * a] = (a % 11) / 10.0;
      int row = a / 11;
      grid[2 * a + 1] = row / 10.0;
    }
    Features points = Features.wrap(grid, 121, 2);
    double worst = 0;
    for (int trial = 0; trial < 300; trial++) {
      int n = 1 + rng.nextInt(20);
      double h = Math.pow(2, -rng.nextInt(5));
      double[] x = new double[2 * n];
      int[] y = new int[n];
      for (int i = 0; i < n; i++) {
        x[2 * i] = rng.nextDouble();
        x[2 * i + 1] = rng.nextDouble();
        y[i] = rng.nextInt(2);
      }
      double[] x2 = x.clone();
      int[] y2 = y.clone();
      x2[0] = rng.nextDouble();
      x2[1] = rng.nextDouble();
      y2[0] = rng.nextInt(2);
      double a = y[0] - centre;
      double b = y2[0] - centre;
      double scale = 1.0 / (n * Math.pow(h, d));
      double cross = kernel.at(x, 0, x2, 0, d, h);
      double norm =
          scale * Math.sqrt(Math.max(0, (a * a + b * b) * kernel.peak(d) - 2 * a * b * cross));
      double bound = KernelStatistic.sensitivity(n, h, d, kernel, centre);
      assertThat(norm).isLessThanOrEqualTo(bound * (1 + 1e-12));
      worst = Math.max(worst, norm / bound);
      double[] t = KernelStatistic.at(data(x, y), points, kernel, h, centre);
      double[] t2 = KernelStatistic.at(data(x2, y2), points, kernel, h, centre);
      for (int p = 0; p < 121; p++) {
        double expected =
            scale
                * (a * kernel.at(x, 0, grid, 2 * p, d, h)
                    - b * kernel.at(x2, 0, grid, 2 * p, d, h));
        assertThat(t[p] - t2[p])
            .isCloseTo(
                expected, org.assertj.core.api.Assertions.within(1e-9 * (1 + Math.abs(expected))));
        assertThat(Math.abs(t[p] - t2[p]))
            .isLessThanOrEqualTo(bound * Math.sqrt(kernel.peak(d)) * (1 + 1e-12));
      }
    }
    // the bound is nearly attained (labels flipped at far-apart points), so it is not loose
    assertThat(worst).isGreaterThan(0.9);
  }
}
