package org.ldpbench.privacy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.apache.commons.statistics.distribution.NormalDistribution;
import org.apache.commons.statistics.inference.KolmogorovSmirnovTest;
import org.junit.jupiter.api.Test;

/**
 * Distribution tests of the joint Gaussian-process noise and of the Gaussian calibrations, with
 * fixed seeds; the false-failure rates are those of the same tests with a random seed.
 */
class GaussianProcessNoiseTest {

  /**
   * A product-triangular Gram matrix of 5 points in [0,1]² at h = 0.5 (values of (1 − |t₁|)₊(1 −
   * |t₂|)₊).
   */
  private static double[][] gram() {
    double[][] x = {{0.1, 0.2}, {0.3, 0.25}, {0.5, 0.5}, {0.45, 0.6}, {0.9, 0.9}};
    double h = 0.5;
    double[][] g = new double[x.length][x.length];
    for (int a = 0; a < x.length; a++) {
      for (int b = 0; b < x.length; b++) {
        double k = 1;
        for (int c = 0; c < 2; c++) {
          k *= Math.max(0, 1 - Math.abs(x[a][c] - x[b][c]) / h);
        }
        g[a][b] = k;
      }
    }
    return g;
  }

  /**
   * The draw reads the packed factor four rows at a time; each row must still be the plain sum Σ_b
   * L[a][b]·z[b] from +0 in column order, bit for bit (the golden outputs depend on it), for every
   * row count modulo 4, dense (Gaussian kernel) and sparse (triangular at a small h).
   */
  @Test
  void aDrawIsTheRowByRowSumInColumnOrderBitForBit() {
    for (int n : new int[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 37, 120}) {
      for (double h : new double[] {0.6, 0.05}) {
        for (boolean gauss : new boolean[] {true, false}) {
          double[][] g = gram(n, h, gauss);
          GaussianProcessNoise noise = new GaussianProcessNoise(g, 1e-9);
          double[][] shifted = new double[n][];
          for (int a = 0; a < n; a++) {
            shifted[a] = g[a].clone();
            shifted[a][a] += noise.jitter();
          }
          double[] lower = CholeskyFactor.lower(shifted);
          SplittableRandom zs = new SplittableRandom(n);
          double[] z = new double[n];
          for (int a = 0; a < n; a++) {
            z[a] = zs.nextGaussian();
          }
          double[] drawn = noise.draw(0.7, new SplittableRandom(n));
          for (int a = 0; a < n; a++) {
            double s = 0;
            for (int b = 0; b <= a; b++) {
              s += lower[a * n + b] * z[b];
            }
            assertThat(Double.doubleToRawLongBits(drawn[a]))
                .as("n=%d h=%s gauss=%s row %d", n, h, gauss, a)
                .isEqualTo(Double.doubleToRawLongBits(0.7 * s));
          }
        }
      }
    }
  }

  /** The Gram matrix of n points of a fixed pseudo-random design in [0,1]². */
  private static double[][] gram(int n, double h, boolean gauss) {
    SplittableRandom rng = new SplittableRandom(11);
    double[][] x = new double[n][2];
    for (double[] p : x) {
      p[0] = rng.nextDouble();
      p[1] = rng.nextDouble();
    }
    double[][] g = new double[n][n];
    for (int a = 0; a < n; a++) {
      for (int b = 0; b < n; b++) {
        double k = 1;
        if (gauss) {
          double s = 0;
          for (int c = 0; c < 2; c++) {
            double t = (x[a][c] - x[b][c]) / h;
            s += t * t;
          }
          k = Math.exp(-0.5 * s);
        } else {
          for (int c = 0; c < 2; c++) {
            k *= Math.max(0, 1 - Math.abs(x[a][c] - x[b][c]) / h);
          }
        }
        g[a][b] = k;
      }
    }
    return g;
  }

  @Test
  void sampleCovarianceOfJointDrawsIsSigmaSquaredTimesTheGramMatrix() {
    double[][] g = gram();
    GaussianProcessNoise noise = new GaussianProcessNoise(g, 1e-9);
    double sigma = 1.3;
    int draws = 40_000;
    int n = g.length;
    double[][] sum = new double[n][n];
    double[] mean = new double[n];
    SplittableRandom rng = new SplittableRandom(3);
    for (int r = 0; r < draws; r++) {
      double[] z = noise.draw(sigma, rng);
      for (int a = 0; a < n; a++) {
        mean[a] += z[a] / draws;
        for (int b = 0; b < n; b++) {
          sum[a][b] += z[a] * z[b] / draws;
        }
      }
    }
    for (int a = 0; a < n; a++) {
      for (int b = 0; b < n; b++) {
        double target = sigma * sigma * (g[a][b] + (a == b ? noise.jitter() : 0));
        double saa = sigma * sigma * g[a][a];
        double sbb = sigma * sigma * g[b][b];
        // Var of the sample covariance of a Gaussian pair: (S_aa S_bb + S_ab²)/R; |z| > 5 has
        // probability 5.7e-7 per entry, 25 entries: false-failure rate < 2e-5
        double se = Math.sqrt((saa * sbb + target * target) / draws);
        assertThat(Math.abs(sum[a][b] - target)).as("cov(%d,%d)", a, b).isLessThan(5 * se);
      }
      assertThat(Math.abs(mean[a])).isLessThan(5 * sigma * Math.sqrt(g[a][a] / draws));
    }
    // power: points 0 and 1 are correlated (G = 0.54); independent noise would give 0, 10 s.e. away
    assertThat(sum[0][1]).isGreaterThan(0.4 * sigma * sigma);
  }

  @Test
  void marginalsAreNormalAndThePointwiseAblationHasTheSameMarginalsButNoCorrelation() {
    double[][] g = gram();
    GaussianProcessNoise noise = new GaussianProcessNoise(g, 1e-9);
    int draws = 20_000;
    double[] joint = new double[draws];
    double[] pointwise = new double[draws];
    double cross = 0;
    SplittableRandom rng = new SplittableRandom(5);
    for (int r = 0; r < draws; r++) {
      joint[r] = noise.draw(2.0, rng)[2];
      double[] p = noise.drawPointwise(2.0, rng);
      pointwise[r] = p[2];
      cross += p[0] * p[1] / draws;
    }
    NormalDistribution marginal =
        NormalDistribution.of(0, 2.0 * Math.sqrt(g[2][2] + noise.jitter()));
    KolmogorovSmirnovTest ks = KolmogorovSmirnovTest.withDefaults();
    // each KS test has false-failure rate 1e-3
    assertThat(ks.test(joint, marginal::cumulativeProbability).getPValue()).isGreaterThan(1e-3);
    assertThat(ks.test(pointwise, marginal::cumulativeProbability).getPValue()).isGreaterThan(1e-3);
    // independent points: covariance 0 with s.e. 4/sqrt(R) = 0.028; |z| > 5 has probability 5.7e-7
    assertThat(Math.abs(cross)).isLessThan(5 * 4.0 / Math.sqrt(draws));
  }

  @Test
  void aSingularGramMatrixIsFactoredWithMoreJitter() {
    double[][] g = {{1, 1}, {1, 1}}; // two equal points
    GaussianProcessNoise noise = new GaussianProcessNoise(g, 0.0);
    assertThat(noise.jitter()).isGreaterThan(0).isLessThan(1e-6);
    double[] z = noise.draw(1.0, new SplittableRandom(1));
    assertThat(z[0]).isCloseTo(z[1], org.assertj.core.api.Assertions.within(1e-4));
  }

  @Test
  void classicalCalibrationHoldsUpToEpsilonFiveAndFailsAtTenAndTheAnalyticOneIsExact() {
    // spec/distributed.md 2.3: delta = 1e-4: exact delta 1.0e-5 at eps = 5, 1.6e-4 at eps = 10
    assertThat(GaussianCalibration.classicalIsValid(5, 1e-4)).isTrue();
    assertThat(GaussianCalibration.classicalIsValid(10, 1e-4)).isFalse();
    double exact10 =
        GaussianCalibration.exactDelta(GaussianCalibration.classicalSigma(1, 10, 1e-4), 10);
    assertThat(exact10).isBetween(1.5e-4, 1.7e-4);
    double exact5 =
        GaussianCalibration.exactDelta(GaussianCalibration.classicalSigma(1, 5, 1e-4), 5);
    assertThat(exact5).isBetween(0.9e-5, 1.1e-5);
    for (double eps : new double[] {0.1, 1, 5, 10, 50}) {
      double sigma = GaussianCalibration.analyticSigma(2.0, eps, 1e-5);
      assertThat(GaussianCalibration.exactDelta(sigma / 2.0, eps)).isLessThanOrEqualTo(1e-5);
      assertThat(GaussianCalibration.exactDelta(sigma / 2.0 * 0.999, eps)).isGreaterThan(1e-5);
    }
    // the analytic sigma is smaller than the classical one where both are valid
    assertThat(GaussianCalibration.analyticSigma(1, 1, 1e-5))
        .isLessThan(GaussianCalibration.classicalSigma(1, 1, 1e-5));
  }

  /**
   * The jitter is relative to the largest diagonal entry of the Gram matrix, with a floor of 1e-12
   * (a kernel whose K(x, x) is not 1, e.g. a sum of kernels, gets a jitter on its own scale).
   */
  @Test
  void theJitterIsRelativeToTheLargestDiagonalEntry() {
    double[][] g = {{4, 1, 0}, {1, 2, 0}, {0, 0, 3}};

    assertThat(new GaussianProcessNoise(g, 1e-3).jitter()).isEqualTo(4e-3);
    assertThat(new GaussianProcessNoise(g, 0).jitter()).isEqualTo(4e-12);
    double[][] zero = {{0, 0}, {0, 0}};
    assertThat(new GaussianProcessNoise(zero, 1e-3).jitter()).isEqualTo(1e-3);
  }
}
