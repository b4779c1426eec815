package org.ldpbench.method.distributed;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The closed-form maxima of §3.5 against brute force over the weight sets. */
class WeightSetTest {

  private static double combined(double[] w, double[] t) {
    double s = 0;
    for (int j = 0; j < t.length; j++) {
      s += w[j] * t[j];
    }
    return s;
  }

  private static double index(double[] w, double[] t, double[] v) {
    double s = 0;
    double var = 0;
    for (int j = 0; j < t.length; j++) {
      s += w[j] * t[j];
      var += w[j] * w[j] * v[j];
    }
    return s * s / var;
  }

  @Test
  void simplexMaximumAndSignAgreeWithDirichletSearch() {
    SplittableRandom rng = new SplittableRandom(8);
    for (int trial = 0; trial < 200; trial++) {
      int servers = 2 + rng.nextInt(4);
      double[] t = new double[servers];
      double[] v = new double[servers];
      for (int j = 0; j < servers; j++) {
        t[j] = rng.nextGaussian();
        v[j] = 0.1 + rng.nextDouble();
      }
      WeightSet.Best best = WeightSet.ALL.best(t, v, new double[servers], new double[servers]);
      double brute = 0;
      boolean positive = false;
      for (int s = 0; s < 20_000; s++) {
        double[] w = new double[servers];
        double sum = 0;
        for (int j = 0; j < servers; j++) {
          w[j] =
              -Math.log(rng.nextDouble())
                  * (rng.nextInt(3) == 0 ? 0 : 1); // Dirichlet(1) with faces
          sum += w[j];
        }
        if (sum == 0) {
          continue;
        }
        double value = index(w, t, v);
        if (value > brute) {
          brute = value;
          positive = combined(w, t) > 0;
        }
      }
      // the closed form is the supremum: never below a sampled value, and random search comes close
      assertThat(best.rho()).isGreaterThanOrEqualTo(brute * (1 - 1e-12));
      assertThat(brute).isGreaterThan(0.9 * best.rho());
      assertThat(best.positive()).isEqualTo(positive);
    }
  }

  @Test
  void homogeneousMaximumAgreesWithAFineGridInW0() {
    SplittableRandom rng = new SplittableRandom(9);
    for (int trial = 0; trial < 200; trial++) {
      int servers = 2 + rng.nextInt(4);
      double[] t = new double[servers];
      double[] v = new double[servers];
      double[] u = new double[servers];
      double total = 0;
      for (int j = 0; j < servers; j++) {
        t[j] = rng.nextGaussian();
        v[j] = 0.1 + rng.nextDouble();
        u[j] = j == 0 ? 0 : rng.nextDouble();
        total += u[j];
      }
      for (int j = 1; j < servers; j++) {
        u[j] /= total;
      }
      WeightSet.Best best = WeightSet.HOMOG.best(t, v, new double[servers], u);
      double brute = 0;
      boolean positive = false;
      for (int i = 0; i <= 100_000; i++) {
        double w0 = i / 100_000.0;
        double[] w = new double[servers];
        w[0] = w0;
        for (int j = 1; j < servers; j++) {
          w[j] = (1 - w0) * u[j];
        }
        double value = index(w, t, v);
        if (value > brute) {
          brute = value;
          positive = combined(w, t) > 0;
        }
      }
      assertThat(best.rho())
          .isCloseTo(brute, org.assertj.core.api.Assertions.within(1e-6 * brute + 1e-12));
      assertThat(best.positive()).isEqualTo(positive);
    }
  }

  @Test
  void fixedVectorsAreSampleProportionsTargetOnlyAndEqual() {
    double[] n = {100, 300};
    assertThat(WeightSet.SAMP.fixed(n)).containsExactly(0.25, 0.75);
    assertThat(WeightSet.TAR.fixed(n)).containsExactly(1.0, 0.0);
    assertThat(WeightSet.EQUAL.fixed(n)).containsExactly(0.5, 0.5);
    WeightSet.Best tar =
        WeightSet.TAR.best(new double[] {-1, 5}, new double[] {1, 1}, n, new double[2]);
    assertThat(tar.positive()).isFalse();
    assertThat(tar.rho()).isEqualTo(1.0);
  }
}
