package org.ldpbench.privacy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.testing.DenseCholesky;

/**
 * {@link CholeskyFactor} and the sparse draws of {@link GaussianProcessNoise} give the same
 * doubles, bit for bit, as commons-math3's {@code CholeskyDecomposition} (restated in {@link
 * DenseCholesky}) and the dense draw loop they replace: on triangular-kernel Gram matrices (mostly
 * zeros at small bandwidths), Gaussian-kernel ones, dense random SPD matrices and matrices holding
 * −0 entries; non-PD and non-symmetric matrices are refused as before.
 */
class CholeskyFactorTest {

  /**
   * Product triangular kernel Gram matrix of random points in [0,1]^d plus jitter on the diagonal.
   */
  static double[][] triangularGram(SplittableRandom random, int n, int d, double h, double jitter) {
    double[][] x = new double[n][d];
    for (double[] row : x) {
      for (int k = 0; k < d; k++) {
        row[k] = random.nextBoolean() ? random.nextInt(33) / 32.0 : random.nextDouble();
      }
    }
    double[][] g = new double[n][n];
    for (int a = 0; a < n; a++) {
      for (int b = 0; b <= a; b++) {
        double k = 1.0;
        for (int c = 0; c < d && k != 0.0; c++) {
          double t = Math.abs(x[a][c] - x[b][c]) / h;
          k = t >= 1.0 ? 0.0 : k * (1.0 - t);
        }
        g[a][b] = k;
        g[b][a] = k;
      }
      g[a][a] += jitter;
    }
    return g;
  }

  /** commons-math3's factor as GaussianProcessNoise read it (row-major L), or null if not PD. */
  static double[] commonsLower(double[][] matrix) {
    return DenseCholesky.lower(matrix);
  }

  private static void assertBitwise(double[] actual, double[] expected, String what) {
    assertThat(actual).as(what).hasSameSizeAs(expected);
    for (int i = 0; i < expected.length; i++) {
      if (Double.doubleToRawLongBits(actual[i]) != Double.doubleToRawLongBits(expected[i])) {
        throw new AssertionError(
            what + ": entry " + i + " is " + actual[i] + ", commons-math " + expected[i]);
      }
    }
  }

  @Test
  void theFactorIsCommonsMathsBitForBit() {
    SplittableRandom random = new SplittableRandom(11);
    int sparseFactors = 0;
    for (int d = 1; d <= 2; d++) {
      for (double h : new double[] {0.5, 0.125, 1.0 / 32, 0.0078125, 0.3}) {
        for (int n : new int[] {1, 2, 40, 220}) {
          double[][] g = triangularGram(random, n, d, h, 1e-9);
          double[] expected = commonsLower(g);
          assertThat(expected).isNotNull();
          double[] actual = CholeskyFactor.lower(g);
          assertBitwise(actual, expected, "tri d " + d + " h " + h + " n " + n);
          sparseFactors += SparseRowsOfLower.of(actual, n) != null ? 1 : 0;
        }
      }
    }
    assertThat(sparseFactors).as("factors sparse enough to be skipped through").isGreaterThan(8);
    // dense SPD: B·Bᵀ + I
    for (int n : new int[] {3, 60, 150}) {
      double[][] b = new double[n][n];
      for (double[] row : b) {
        for (int k = 0; k < n; k++) {
          row[k] = random.nextDouble() - 0.5;
        }
      }
      double[][] a = new double[n][n];
      for (int i = 0; i < n; i++) {
        for (int j = 0; j <= i; j++) {
          double s = 0;
          for (int k = 0; k < n; k++) {
            s += b[i][k] * b[j][k];
          }
          a[i][j] = s + (i == j ? 1.0 : 0.0);
          a[j][i] = a[i][j];
        }
      }
      assertBitwise(CholeskyFactor.lower(a), commonsLower(a), "dense n " + n);
    }
  }

  @Test
  void negativeZerosAndTinyValuesAreFactoredAsCommonsMathDoes() {
    SplittableRandom random = new SplittableRandom(5);
    for (int trial = 0; trial < 30; trial++) {
      double[][] g = triangularGram(random, 80, 2, 0.05, 1e-9);
      for (int a = 0; a < 80; a++) {
        for (int b = 0; b < a; b++) {
          if (g[a][b] == 0.0 && random.nextInt(4) == 0) {
            g[a][b] = -0.0;
            g[b][a] = -0.0;
          } else if (g[a][b] == 0.0 && random.nextInt(8) == 0) {
            double tiny =
                (random.nextBoolean() ? -1 : 1) * Double.MIN_VALUE * (1 + random.nextInt(50));
            g[a][b] = tiny;
            g[b][a] = tiny;
          }
        }
      }
      assertBitwise(CholeskyFactor.lower(g), commonsLower(g), "trial " + trial);
    }
  }

  @Test
  void nonPositiveDefiniteGivesNullAndNonSymmetricIsRefused() {
    double[][] indefinite = {{1, 2}, {2, 1}};
    assertThat(commonsLower(indefinite)).isNull();
    assertThat(CholeskyFactor.lower(indefinite)).isNull();
    assertThatThrownBy(() -> CholeskyFactor.lower(new double[][] {{1, 0.5}, {0.4, 1}}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not symmetric at (0, 1)");
  }

  @Test
  void sparseDrawsEqualTheDenseLoopOnCommonsMathsFactor() {
    SplittableRandom random = new SplittableRandom(3);
    for (double h : new double[] {0.5, 1.0 / 64}) {
      double[][] g = triangularGram(random, 300, 2, h, 0.0);
      GaussianProcessNoise noise = new GaussianProcessNoise(g, 1e-9);
      double[][] jittered = new double[300][];
      for (int a = 0; a < 300; a++) {
        jittered[a] = g[a].clone();
        jittered[a][a] += noise.jitter();
      }
      double[] lower = commonsLower(jittered);
      for (long seed = 0; seed < 5; seed++) {
        SplittableRandom zs = new SplittableRandom(seed);
        double[] z = new double[300];
        for (int a = 0; a < 300; a++) {
          z[a] = zs.nextGaussian();
        }
        double[] expected = new double[300];
        for (int a = 0; a < 300; a++) {
          double s = 0;
          for (int b = 0; b <= a; b++) {
            s += lower[a * 300 + b] * z[b];
          }
          expected[a] = 2.5 * s;
        }
        assertBitwise(
            noise.draw(2.5, new SplittableRandom(seed)), expected, "h " + h + " seed " + seed);
      }
    }
  }
}
