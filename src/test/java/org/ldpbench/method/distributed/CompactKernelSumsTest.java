package org.ldpbench.method.distributed;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.testing.TestDatasets;

/**
 * The triangular kernel's sums over the records within reach ({@link CompactKernelSums}, used by
 * {@link KernelStatistic#at}) are the same doubles, bit for bit, as the sum over every record in
 * index order that the statistic computed before (kept here as {@link #reference}), on data built
 * to hit the edge cases: records exactly h away from a point (kernel exactly 0), repeated values,
 * points outside [0,1]^d, weights that cancel to zero, one record and none.
 */
class CompactKernelSumsTest {

  /** The statistic's loop before the compact sums: every record, in index order. */
  static double[] reference(
      double[] x,
      double[] weights,
      int n,
      int d,
      double[] p,
      int rows,
      Kernel kernel,
      double h,
      double norm) {
    double[] out = new double[rows];
    for (int a = 0; a < rows; a++) {
      double s = 0;
      for (int i = 0; i < n; i++) {
        s += weights[i] * kernel.at(x, i * d, p, a * d, d, h);
      }
      out[a] = s * norm;
    }
    return out;
  }

  @Test
  void compactSumsEqualTheFullSumsBitForBit() {
    SplittableRandom random = new SplittableRandom(2024);
    int compared = 0;
    int exactZeros = 0;
    int boundaryHits = 0;
    for (int d = 1; d <= 3; d++) {
      for (int n : new int[] {0, 1, 7, 300, 2000}) {
        for (double h : new double[] {1.0, 0.5, 0.125, 1.0 / 64, 0.3, 0.0123}) {
          double[] x = new double[n * d];
          for (int v = 0; v < x.length; v++) {
            // on a 1/64 grid (exact distances, ties) or anywhere
            x[v] = random.nextBoolean() ? random.nextInt(65) / 64.0 : random.nextDouble();
          }
          double[] weights = new double[n];
          for (int i = 0; i < n; i++) {
            weights[i] =
                random.nextBoolean()
                    ? (random.nextBoolean() ? 0.5 : -0.5)
                    : random.nextDouble() - 0.3;
          }
          int rows = 150;
          double[] p = new double[rows * d];
          for (int v = 0; v < p.length; v++) {
            int kind = random.nextInt(4);
            p[v] =
                kind == 0
                    ? random.nextInt(65) / 64.0
                    : kind == 1
                        ? random.nextDouble()
                        : kind == 2
                            ? -0.4 + 1.8 * random.nextDouble()
                            : (n > 0 ? x[random.nextInt(x.length)] + h : h);
          }
          double norm = n == 0 ? 0.0 : 1.0 / (n * Math.pow(h, d));
          double[] expected = reference(x, weights, n, d, p, rows, Kernel.TRI, h, norm);
          double[] actual = CompactKernelSums.at(x, weights, n, d, p, rows, Kernel.TRI, h, norm);
          for (int a = 0; a < rows; a++) {
            assertThat(Double.doubleToRawLongBits(actual[a]))
                .as("d %d n %d h %s point %d: %s vs %s", d, n, h, a, actual[a], expected[a])
                .isEqualTo(Double.doubleToRawLongBits(expected[a]));
            compared++;
            exactZeros += expected[a] == 0.0 ? 1 : 0;
            for (int i = 0; i < n; i++) {
              boundaryHits += Math.abs(x[i * d] - p[a * d]) / h == 1.0 ? 1 : 0;
            }
          }
        }
      }
    }
    assertThat(compared).isEqualTo(3 * 5 * 6 * 150);
    assertThat(exactZeros).as("points with no record in reach").isGreaterThan(500);
    assertThat(boundaryHits)
        .as("records exactly h away in the sorted coordinate")
        .isGreaterThan(1000);
  }

  @Test
  void theStatisticGivesTheSameDoublesAsTheFullSumForBothKernels() {
    SplittableRandom random = new SplittableRandom(7);
    int n = 800;
    double[] x = new double[2 * n];
    int[] y = new int[n];
    for (int i = 0; i < n; i++) {
      x[2 * i] = random.nextDouble();
      x[2 * i + 1] = random.nextInt(33) / 32.0;
      y[i] = random.nextInt(2);
    }
    Dataset data = TestDatasets.binaryRowMajor(x, y);
    double[] grid = new double[2 * 400];
    for (int a = 0; a < 400; a++) {
      grid[2 * a] = (a % 20) / 19.0;
      int row = a / 20;
      grid[2 * a + 1] = row / 19.0;
    }
    Features points = Features.wrap(grid, 400, 2);
    double[] weights = new double[n];
    for (int i = 0; i < n; i++) {
      weights[i] = data.targets().value(i) - 0.3;
    }
    for (Kernel kernel : Kernel.values()) {
      for (double h : new double[] {0.5, 1.0 / 32, 0.01}) {
        double norm = 1.0 / (n * Math.pow(h, 2));
        double[] expected = reference(x, weights, n, 2, grid, 400, kernel, h, norm);
        double[] actual = KernelStatistic.at(data, points, kernel, h, 0.3);
        for (int a = 0; a < 400; a++) {
          assertThat(Double.doubleToRawLongBits(actual[a]))
              .as(kernel + " h " + h + " point " + a)
              .isEqualTo(Double.doubleToRawLongBits(expected[a]));
        }
      }
    }
  }
}
