package org.ldpbench.method.baseline.psgd;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.apache.commons.statistics.inference.KolmogorovSmirnovTest;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.privacy.PrivUnitG;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.Slow;

/**
 * The lazy first-layer pass draws W₁'s Gaussian noise as exact aggregates; its final model must
 * have the law of the literal pass (every user's whole PrivUnitG release applied in turn). Both are
 * run many times on a small sparse problem, with a user whose features are all zero (the dense
 * fallback) and public points in the order; every coordinate's mean and variance and three
 * coordinates' distributions (two-sample KS) are compared.
 */
class LazyFirstLayerPassTest {

  private static final int RUNS = 4000;

  @Slow
  @Test
  void theFinalModelHasTheLawOfTheLiteralPass() {
    double[][] privateX = {
      {0.9, 0, 0, 0.3, 0},
      {0, 0.5, 0, 0, 0.8},
      {0, 0, 0, 0, 0},
      {0.2, 0, 0.7, 0, 0},
      {0, 0, 0.4, 0, 0.6},
      {1.0, 0.1, 0, 0, 0}
    };
    int[] privateY = {1, 0, 1, 0, 1, 1};
    double[][] publicX = {{0, 0.6, 0, 0.2, 0}, {0.3, 0, 0, 0, 0.9}};
    int[] publicY = {0, 1};
    Dataset priv = new Dataset(Features.of(privateX), ClassLabels.binary(privateY));
    Dataset pub = new Dataset(Features.of(publicX), ClassLabels.binary(publicY));
    PsgdNetwork network = new PsgdNetwork(5, 2);
    // users and public points interleaved; user 2 (all-zero features) takes the dense fallback
    int[] order = {0, 6, 1, 2, 3, 7, 4, 5};
    double lr = 0.3;
    double clip = 1.0;
    double[] start = network.initialize(new SplittableRandom(5));
    PsgdServer server = new PsgdServer(network, pub, order, 6, lr);
    PsgdMechanism mechanism =
        new PsgdMechanism(network, server, start, PrivacyBudget.pure(8.0), false, clip);
    PrivUnitG[] randomizers = new PrivUnitG[network.tensorCount()];
    for (int t = 0; t < randomizers.length; t++) {
      randomizers[t] = PrivUnitG.withBestP(8.0 / network.tensorCount());
    }
    LazyFirstLayerPass lazy = server.lazyFirstLayer(randomizers, clip);

    int p = network.parameterCount();
    double[][] literalRuns = new double[p][RUNS];
    double[][] lazyRuns = new double[p][RUNS];
    double[] gradient = new double[p];
    double[] scratch = network.newActivations();
    for (int run = 0; run < RUNS; run++) {
      SplittableRandom noise = new SplittableRandom(1000 + run);
      double[] literal =
          server.run(
              start,
              (user, theta) -> {
                Arrays.fill(gradient, 0.0);
                network.addGradient(
                    theta, priv.features(), user, privateY[user], 1.0, gradient, scratch);
                return mechanism.privatize(gradient, noise);
              },
              null);
      double[] fast = lazy.run(start, priv, pub, new SplittableRandom(900_000 + run));
      for (int i = 0; i < p; i++) {
        literalRuns[i][run] = literal[i];
        lazyRuns[i][run] = fast[i];
      }
    }
    // means: |z| < 4.5 per coordinate (two-sided false-failure rate 7e-6 each, < 2e-4 over 25
    // coordinates);
    // variances: ratio within 1 +- 6 s.e. of a log variance ratio (sqrt(2/RUNS) per sample, about
    // 0.19 in all)
    for (int i = 0; i < p; i++) {
      double m1 = mean(literalRuns[i]);
      double m2 = mean(lazyRuns[i]);
      double v1 = variance(literalRuns[i], m1);
      double v2 = variance(lazyRuns[i], m2);
      double z = (m1 - m2) / Math.sqrt(v1 / RUNS + v2 / RUNS);
      assertThat(Math.abs(z)).as("coordinate %d: means %f vs %f", i, m1, m2).isLessThan(4.5);
      assertThat(Math.abs(Math.log(v2 / v1)))
          .as("coordinate %d: variances %f vs %f", i, v1, v2)
          .isLessThan(6 * Math.sqrt(2.0 * 2.0 / RUNS));
    }
    // distributions of a column touched only lazily by some users, a bias and the output layer
    KolmogorovSmirnovTest ks = KolmogorovSmirnovTest.withDefaults();
    for (int i : new int[] {1, 10, p - 1}) {
      assertThat(ks.test(literalRuns[i], lazyRuns[i]).getPValue())
          .as("KS p-value, coordinate %d", i)
          .isGreaterThan(1e-4);
    }
  }

  /**
   * One user whose first-layer gradient lives on a single entry (h = 1, one non-zero feature, or a
   * zero gradient rounded to ±e_j): there u = ±e, so PrivUnitG's release on that entry is σα alone
   * (the projection removes g's part) and on the other columns σg. The lazy pass must reproduce
   * both laws: same mean and variance per entry.
   */
  @org.junit.jupiter.params.ParameterizedTest
  @org.junit.jupiter.params.provider.ValueSource(doubles = {0.8, 0.0})
  void aOneEntryGradientGetsOnlyTheDirectionalPartOnItsEntry(double feature) {
    // feature 0: a zero gradient, which PrivUnitG rounds to a random signed coordinate vector
    Dataset priv =
        new Dataset(
            Features.of(new double[][] {{0.0, feature, 0.0}}), ClassLabels.binary(new int[] {1}));
    Dataset pub = new Dataset(Features.wrap(new double[0], 0, 3), ClassLabels.binary(new int[0]));
    PsgdNetwork network = new PsgdNetwork(3, 1);
    double[] start = {
      0.1, 0.5, -0.2, 0.3, 0.7, 0.1
    }; // W1 (3), b1, W2, b2: the hidden unit is active
    PsgdServer server = new PsgdServer(network, pub, new int[] {0}, 1, 1.0);
    PsgdMechanism mechanism =
        new PsgdMechanism(network, server, start, PrivacyBudget.pure(4.0), false, 1.0);
    PrivUnitG[] randomizers = new PrivUnitG[4];
    Arrays.fill(randomizers, PrivUnitG.withBestP(1.0));
    LazyFirstLayerPass lazy = server.lazyFirstLayer(randomizers, 1.0);
    double[] gradient = new double[network.parameterCount()];
    double[] scratch = network.newActivations();
    double[][] literalRuns = new double[3][RUNS];
    double[][] lazyRuns = new double[3][RUNS];
    for (int run = 0; run < RUNS; run++) {
      SplittableRandom noise = new SplittableRandom(run);
      double[] literal =
          server.run(
              start,
              (user, theta) -> {
                Arrays.fill(gradient, 0.0);
                network.addGradient(theta, priv.features(), user, 1, 1.0, gradient, scratch);
                return mechanism.privatize(gradient, noise);
              },
              null);
      double[] fast = lazy.run(start, priv, pub, new SplittableRandom(500_000 + run));
      for (int i = 0; i < 3; i++) {
        literalRuns[i][run] = literal[i];
        lazyRuns[i][run] = fast[i];
      }
    }
    for (int i = 0; i < 3; i++) {
      double v1 = variance(literalRuns[i], mean(literalRuns[i]));
      double v2 = variance(lazyRuns[i], mean(lazyRuns[i]));
      // same 6-s.e. band as above: false-failure rate below 1e-8 per entry
      assertThat(Math.abs(Math.log(v2 / v1)))
          .as("entry %d: variances %f vs %f", i, v1, v2)
          .isLessThan(6 * Math.sqrt(2.0 * 2.0 / RUNS));
    }
    double sigma = randomizers[0].sigma();
    if (feature != 0.0) {
      assertThat(variance(literalRuns[0], mean(literalRuns[0])))
          .as("an untouched column: sigma^2")
          .isCloseTo(sigma * sigma, org.assertj.core.api.Assertions.withinPercentage(15));
    }
  }

  private static double mean(double[] x) {
    double s = 0;
    for (double v : x) {
      s += v;
    }
    return s / x.length;
  }

  private static double variance(double[] x, double mean) {
    double s = 0;
    for (double v : x) {
      s += (v - mean) * (v - mean);
    }
    return s / (x.length - 1);
  }
}
