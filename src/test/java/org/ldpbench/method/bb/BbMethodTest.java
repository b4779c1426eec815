package org.ldpbench.method.bb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.apache.commons.statistics.inference.KolmogorovSmirnovTest;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.MechanismCalls;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.method.cube.CubeLattice;
import org.ldpbench.method.cube.LazyCubeRelease;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.MethodFits;
import org.ldpbench.testing.Slow;

/**
 * Berrett–Butucea's mechanism and classifier (spec §C.1 tests 2, 3, 5, 6). Statistical checks use
 * fixed seeds; the KS comparison rejects at p &lt; 1e-4 (false-failure rate 1e-4).
 */
class BbMethodTest {

  private static Dataset uniform(int n, int d, double eta, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    double[] x = new double[n * d];
    int[] y = new int[n];
    for (int i = 0; i < n; i++) {
      for (int k = 0; k < d; k++) {
        x[i * d + k] = rng.nextDouble();
      }
      y[i] = rng.nextDouble() < eta ? 1 : 0;
    }
    return new Dataset(Features.wrap(x, n, d), ClassLabels.binary(y));
  }

  private static TrainingInput input(Dataset train, Dataset test, double eps) {
    return TrainingInput.of(
        DataSplit.of(Dataset.emptyBinary(train.dimension()), train, test),
        List.of(PrivacyBudget.pure(eps)),
        5L);
  }

  @SuppressWarnings("unchecked")
  private static LazyCubeRelease release(TrainingInput in, Map<String, Object> params, long seed) {
    BbMethod bb = new BbMethod();
    PrivateProtocol<LazyCubeRelease> protocol =
        (PrivateProtocol<LazyCubeRelease>)
            bb.protocol(in.publicInput(), MethodFits.fitParameters(bb, params));
    return MechanismCalls.reading(
        in,
        () -> protocol.mechanisms().get(0).release(in.privateSample(), new SplittableRandom(seed)));
  }

  @Test
  void everyPointIsInTwoToTheDWindowsAndWithoutNoiseTheRuleIsTheWindowMajority() {
    Dataset train = uniform(2000, 2, 0.7, 1);
    TrainingInput in = input(train, uniform(50, 2, 0.5, 2), 1e9);
    LazyCubeRelease r = release(in, Map.of("bandwidth", "fixed", "h", 0.25), 3);
    double firstHalf = 0;
    for (double v : everyOther(r.coordinates(), 0)) {
      firstHalf += v;
    }
    // 1000 users in I1, each in exactly 4 windows; the noise sums are of order 1e-6 here
    assertThat(firstHalf).isCloseTo(4000.0, within(1e-3));
    // E T = E[1{X in window}(eta - 1/2)] > 0 everywhere with eta = 0.7: every prediction is 1 for a
    // large sample
    int[] labels =
        MethodFits.labels(
            new BbMethod(),
            input(uniform(200_000, 2, 0.7, 4), uniform(50, 2, 0.5, 2), 1e9),
            Map.of("bandwidth", "fixed", "h", 0.25),
            6,
            uniform(50, 2, 0.5, 2).features());
    assertThat(labels).containsOnly(1);
  }

  @Slow
  @Test
  void theMeanOfTIsTheWindowMassTimesTheMargin() {
    // X ~ U[0,1], eta = 0.7, interior window of side 2h: E T = 0.2 * 2h (d = 1), averaged over data
    // and noise
    double h = 0.1;
    int n = 4000;
    double sum = 0;
    int reps = 400;
    for (int rep = 0; rep < reps; rep++) {
      Dataset train = uniform(n, 1, 0.7, 100 + rep);
      TrainingInput in = input(train, uniform(5, 1, 0.5, 2), 4.0);
      BbMethod bb = new BbMethod();
      @SuppressWarnings("unchecked")
      PrivateProtocol<LazyCubeRelease> protocol =
          (PrivateProtocol<LazyCubeRelease>)
              bb.protocol(
                  in.publicInput(),
                  MethodFits.fitParameters(
                      bb, Map.of("bandwidth", "fixed", "h", h, "shift", false)));
      int seed = rep;
      LazyCubeRelease r =
          MechanismCalls.reading(
              in,
              () ->
                  protocol
                      .mechanisms()
                      .get(0)
                      .release(in.privateSample(), new SplittableRandom(seed)));
      long window = r.lattice().key(new int[] {5});
      double[] v = r.get(window);
      sum += v[1] / (n / 2.0) - v[0] / n;
    }
    // alpha = 4: scale 1; sd of T per rep about sqrt(4000)/2000 + ... = 0.036 (noise) plus the
    // data's 0.01;
    // over 400 reps s.e. 0.0019; tolerance 0.009 is 4.7 s.e. (false-failure rate 3e-6)
    assertThat(sum / reps).isCloseTo(0.2 * 2 * h, within(0.009));
  }

  @Slow
  @Test
  void aggregateNoiseAndPerUserNoiseAgreeInDistribution() {
    Dataset train = uniform(40, 1, 0.5, 7);
    TrainingInput in = input(train, uniform(5, 1, 0.5, 2), 1.0);
    double[] aggregate = new double[3000];
    double[] perUser = new double[3000];
    for (int i = 0; i < aggregate.length; i++) {
      aggregate[i] = release(in, Map.of("bandwidth", "fixed", "h", 0.5), 2L * i).coordinates()[2];
      perUser[i] =
          release(in, Map.of("bandwidth", "fixed", "h", 0.5, "noise", "per-user"), 2 * i + 1)
              .coordinates()[2];
    }
    assertThat(KolmogorovSmirnovTest.withDefaults().test(aggregate, perUser).getPValue())
        .isGreaterThan(1e-4);
    // variance of the sum of 20 Laplace(4/alpha): 2 * 20 * 16 = 640
    assertThat(variance(aggregate)).isCloseTo(640, within(640 * 0.15));
  }

  @Test
  void theScaleIsTwoToTheDPlusOneOverAlpha() {
    BbMechanism m =
        new BbMechanism(CubeLattice.of(3, 0.5, false, null), PrivacyBudget.pure(0.5), false);
    assertThat(m.scale()).isCloseTo(16 / 0.5, within(1e-12));
    assertThat(
            m.release(new PrivateSample(uniform(3, 3, 0.5, 1)), new SplittableRandom(1))
                .coordinates())
        .hasSize(2 * 5 * 5 * 5);
  }

  private static double[] everyOther(double[] v, int offset) {
    double[] out = new double[v.length / 2];
    for (int i = 0; i < out.length; i++) {
      out[i] = v[2 * i + offset];
    }
    return out;
  }

  private static double variance(double[] v) {
    double mean = 0;
    for (double x : v) {
      mean += x / v.length;
    }
    double s = 0;
    for (double x : v) {
      s += (x - mean) * (x - mean);
    }
    return s / (v.length - 1);
  }
}
