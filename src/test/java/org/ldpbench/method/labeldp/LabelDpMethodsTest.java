package org.ldpbench.method.labeldp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.apache.commons.statistics.inference.KolmogorovSmirnovTest;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.RealTargets;
import org.ldpbench.data.Targets;
import org.ldpbench.method.MechanismCalls;
import org.ldpbench.method.Method;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.Release;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.privacy.CategoricalMechanismsTestAccess;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.MethodFits;
import org.ldpbench.testing.Slow;

/**
 * Zhao et al.'s learners: limits (ε → ∞ gives the non-private rule), identities (full CDP at ε is
 * label CDP at ε/2), per-user versus aggregate releases (KS or chi-square, p &lt; 1e-4:
 * false-failure rate 1e-4 per assertion, fixed seeds), the kNN search against brute force.
 */
class LabelDpMethodsTest {

  private static Dataset data(int n, int d, boolean regression, int classes, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    double[] x = new double[n * d];
    int[] y = new int[n];
    double[] v = new double[n];
    for (int i = 0; i < n; i++) {
      for (int k = 0; k < d; k++) {
        x[i * d + k] = rng.nextDouble();
      }
      y[i] = rng.nextDouble() < 0.2 + 0.6 * x[i * d] ? 1 : rng.nextInt(classes);
      v[i] = Math.sin(6 * x[i * d]) + rng.nextDouble() - 0.5;
    }
    Targets t = regression ? new RealTargets(v) : new ClassLabels(y, classes);
    return new Dataset(Features.wrap(x, n, d), t);
  }

  private static TrainingInput input(Dataset train, Dataset test, double eps) {
    Dataset empty = train.select(new int[0]);
    return TrainingInput.of(DataSplit.of(empty, train, test), List.of(PrivacyBudget.pure(eps)), 3L);
  }

  private static Release release(
      PrivateMethod m, TrainingInput in, Map<String, ?> params, long seed) {
    PrivateProtocol<?> protocol = m.protocol(in.publicInput(), MethodFits.fitParameters(m, params));
    return MechanismCalls.reading(
        in,
        () -> protocol.mechanisms().get(0).release(in.privateSample(), new SplittableRandom(seed)));
  }

  @Test
  void withEpsilonToInfinityTheLabelLdpAndCdpClassifiersAreTheCubeMajority() {
    Dataset train = data(3000, 2, false, 3, 1);
    Dataset test = data(400, 2, false, 3, 2);
    // unshifted quarters: 16 full cubes of about 190 points, so no cube has tied counts
    Map<String, Object> h = Map.of("bandwidth", "fixed", "h", 0.25, "shift", false);
    int[] majority =
        MethodFits.labels(
            new NonPrivateCubeMethod(), input(train, test, 1.0), h, 1, test.features());
    for (Method m :
        List.of(new LabelLdpUnaryMethod(), new LabelLdpRrMethod(), new ExpMechMethod(false))) {
      int[] labels = MethodFits.labels(m, input(train, test, 1e6), h, 1, test.features());
      assertThat(labels).as(m.name()).isEqualTo(majority);
    }
  }

  @Test
  void fullCdpAtEpsilonIsLabelCdpAtHalfEpsilon() {
    Dataset train = data(500, 1, false, 2, 3);
    Dataset test = data(300, 1, false, 2, 4);
    Map<String, Object> h = Map.of("bandwidth", "fixed", "h", 0.05);
    for (long seed = 0; seed < 5; seed++) {
      assertThat(
              MethodFits.labels(
                  new ExpMechMethod(true), input(train, test, 0.2), h, seed, test.features()))
          .isEqualTo(
              MethodFits.labels(
                  new ExpMechMethod(false), input(train, test, 0.1), h, seed, test.features()));
    }
  }

  @Slow
  @Test
  void unaryAndRandomizedResponseAggregatesMatchPerUserReleases() {
    Dataset train = data(60, 1, false, 3, 5);
    TrainingInput in = input(train, data(5, 1, false, 3, 6), 1.0);
    for (PrivateMethod m : List.of(new LabelLdpUnaryMethod(), new LabelLdpRrMethod())) {
      long[] aggregate = new long[61];
      long[] perUser = new long[61];
      for (int i = 0; i < 6000; i++) {
        Map<String, Object> fixed = Map.of("bandwidth", "fixed", "h", 1.0);
        Map<String, Object> literal = Map.of("bandwidth", "fixed", "h", 1.0, "noise", "per-user");
        // lattice keys -1..2; key 1 (index 0) holds every point; coordinate 3 + 0 is its class-0
        // sum
        aggregate[(int) release(m, in, fixed, 2L * i).coordinates()[3]]++;
        perUser[(int) release(m, in, literal, 2 * i + 1).coordinates()[3]]++;
      }
      assertThat(CategoricalMechanismsTestAccess.chiSquareP(aggregate, perUser))
          .as(m.name())
          .isGreaterThan(1e-4);
    }
  }

  @Test
  void fullLdpRegressionAggregateMatchesPerUserAndLabelCdpIsTheRegressogramWithoutNoise() {
    Dataset train = data(30, 1, true, 2, 7);
    TrainingInput in = input(train, data(5, 1, true, 2, 8), 1.0);
    double[] a = new double[3000];
    double[] b = new double[3000];
    LdpCubeRegressionMethod ldp = new LdpCubeRegressionMethod();
    for (int i = 0; i < a.length; i++) {
      a[i] = release(ldp, in, Map.of("bandwidth", "fixed", "h", 1.0), 2L * i).coordinates()[3];
      b[i] =
          release(ldp, in, Map.of("bandwidth", "fixed", "h", 1.0, "noise", "per-user"), 2 * i + 1)
              .coordinates()[3];
    }
    assertThat(KolmogorovSmirnovTest.withDefaults().test(a, b).getPValue()).isGreaterThan(1e-4);
    // eps -> infinity: LCDP-CUBE predicts the cube means of the clipped labels
    Dataset big = data(5000, 1, true, 2, 9);
    Dataset test = data(200, 1, true, 2, 10);
    double[] predicted =
        new CubeMeanMethod(false)
            .fit(
                input(big, test, 1e9),
                MethodFits.fitParameters(
                    new CubeMeanMethod(false),
                    Map.of("bandwidth", "fixed", "h", 0.25, "shift", false, "clip", 10.0)),
                new SplittableRandom(1))
            .model(null)
            .predict(test.features())
            .values();
    double sum = 0;
    int count = 0;
    for (int i = 0; i < big.size(); i++) {
      if (big.features().get(i, 0) < 0.25) {
        sum += big.targets().value(i);
        count++;
      }
    }
    for (int i = 0; i < test.size(); i++) {
      if (test.features().get(i, 0) < 0.25) {
        assertThat(predicted[i]).isCloseTo(sum / count, within(1e-6));
      }
    }
  }

  @Test
  void labelLdpKnnAddsLaplaceOfScaleTwoTOverEpsilonAndWithoutNoiseIsPlainKnn() {
    Dataset train = data(4000, 2, true, 2, 11);
    Dataset test = data(100, 2, true, 2, 12);
    Map<String, Object> k = Map.of("neighbours", "fixed", "k", 15L, "clip", 10.0);
    double[] np =
        new NonPrivateKnnMethod()
            .fit(
                input(train, test, 1.0),
                MethodFits.fitParameters(
                    new NonPrivateKnnMethod(), Map.of("neighbours", "fixed", "k", 15L)),
                new SplittableRandom(1))
            .model(null)
            .predict(test.features())
            .values();
    double[] ldp =
        new LabelLdpKnnMethod()
            .fit(
                input(train, test, 1e9),
                MethodFits.fitParameters(new LabelLdpKnnMethod(), k),
                new SplittableRandom(1))
            .model(null)
            .predict(test.features())
            .values();
    assertThat(ldp).containsExactly(np, within(1e-6));
    // z - y over 4000 users (|y| <= 1.5 < T = 2: no clipping): Laplace(2T/eps) = Laplace(1) at eps
    // = 4, variance 2
    NoisyLabels r =
        (NoisyLabels)
            release(
                new LabelLdpKnnMethod(),
                input(train, test, 4.0),
                Map.of("neighbours", "fixed", "k", 5L, "clip", 2.0),
                13);
    double mean = 0;
    double var = 0;
    for (int i = 0; i < train.size(); i++) {
      double e = r.z()[i] - train.targets().value(i);
      mean += e / train.size();
      var += e * e / train.size();
    }
    // mean 0 with s.e. sqrt(2/4000) = 0.022: 5 s.e.; variance 2 * (2T/eps)^2 = 8T^2/eps^2 = 2,
    // relative s.e. 0.04: 5 s.e.
    assertThat(mean).isCloseTo(0.0, within(0.11));
    assertThat(var).isCloseTo(2.0, within(0.4));
  }

  @Test
  void knnIndexFindsTheSameNeighboursAsBruteForce() {
    for (int d : new int[] {1, 2, 3}) {
      Dataset train = data(3000, d, true, 2, 20 + d);
      Dataset query = data(50, d, true, 2, 30 + d);
      double[] values = new double[train.size()];
      for (int i = 0; i < values.length; i++) {
        values[i] = train.targets().value(i);
      }
      KnnIndex index = new KnnIndex(train.features());
      for (int k : new int[] {1, 7, 200, 3000}) {
        for (int q = 0; q < query.size(); q++) {
          double[] dist = new double[train.size()];
          Integer[] order = new Integer[train.size()];
          for (int i = 0; i < dist.length; i++) {
            order[i] = i;
            for (int j = 0; j < d; j++) {
              double e = train.features().get(i, j) - query.features().get(q, j);
              dist[i] += e * e;
            }
          }
          Arrays.sort(order, (u, w) -> Double.compare(dist[u], dist[w]));
          double sum = 0;
          for (int s = 0; s < k; s++) {
            sum += values[order[s]];
          }
          assertThat(index.mean(query.features(), q, k, index.inIndexOrder(values)))
              .as("d=%d k=%d", d, k)
              .isCloseTo(sum / k, within(1e-9));
        }
      }
    }
  }

  @Test
  void cubeMeanNoiseHasTheStatedScales() {
    // one cube (h = 1, unshifted: every point has index 0), 40 labels; label CDP: Laplace(2T/(n
    // eps)),
    // full CDP: Laplace(6T/(n0 eps)) with n0 = 0.5 * N * (h/2)^d = 10
    Dataset train = data(40, 1, true, 2, 14);
    TrainingInput in = input(train, data(5, 1, true, 2, 15), 0.5);
    Map<String, Object> fixed = Map.of("bandwidth", "fixed", "h", 1.0, "shift", false, "clip", 2.0);
    double[] label = new double[4000];
    double[] full = new double[4000];
    for (int i = 0; i < label.length; i++) {
      label[i] = release(new CubeMeanMethod(false), in, fixed, 2L * i).coordinates()[1];
      full[i] = release(new CubeMeanMethod(true), in, fixed, 2 * i + 1).coordinates()[1];
    }
    double bLabel = 2 * 2.0 / (40 * 0.5);
    double bFull = 6 * 2.0 / (10 * 0.5);
    // Laplace sample variance: relative s.e. sqrt(5/4000) = 0.035; 5 s.e. tolerance (false-failure
    // rate 6e-7)
    assertThat(variance(label)).isCloseTo(2 * bLabel * bLabel, within(0.18 * 2 * bLabel * bLabel));
    assertThat(variance(full)).isCloseTo(2 * bFull * bFull, within(0.18 * 2 * bFull * bFull));
  }

  private static double variance(double[] v) {
    double mean = Arrays.stream(v).average().orElseThrow();
    return Arrays.stream(v).map(x -> (x - mean) * (x - mean)).sum() / (v.length - 1);
  }
}
