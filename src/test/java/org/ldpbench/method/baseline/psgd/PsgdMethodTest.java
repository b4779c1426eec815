package org.ldpbench.method.baseline.psgd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.testing.MethodFits;
import org.ldpbench.testing.TestDatasets;
import org.ldpbench.testing.TestSpecs;

class PsgdMethodTest {

  private static double loss(PsgdNetwork network, double[] theta, Features x, int row, int y) {
    double p = PsgdNetwork.probability(network.logit(theta, x, row, network.newActivations()));
    return -(y * Math.log(p) + (1 - y) * Math.log(1 - p));
  }

  @Test
  void gradientsMatchFiniteDifferencesOfTheCrossEntropy() {
    Features x = TestDatasets.points(new double[] {0.3, -0.7, 0.9});
    for (int hidden : new int[] {0, 4}) {
      PsgdNetwork network = new PsgdNetwork(3, hidden);
      double[] theta = network.initialize(new SplittableRandom(hidden + 1));
      for (int y = 0; y <= 1; y++) {
        double[] gradient = new double[network.parameterCount()];
        network.addGradient(theta, x, 0, y, 1.0, gradient, network.newActivations());
        for (int i = 0; i < theta.length; i++) {
          double[] plus = theta.clone();
          double[] minus = theta.clone();
          plus[i] += 1e-6;
          minus[i] -= 1e-6;
          double numeric = (loss(network, plus, x, 0, y) - loss(network, minus, x, 0, y)) / 2e-6;
          // central differences: error O(h²) plus rounding about 1e-10/h
          assertThat(gradient[i])
              .as("h=%d y=%d param %d", hidden, y, i)
              .isCloseTo(numeric, within(1e-7));
        }
      }
    }
  }

  @Test
  void layoutAndInitialisationFollowPyTorch() {
    PsgdNetwork linear = new PsgdNetwork(5, 0);
    assertThat(linear.tensorCount()).isEqualTo(2);
    assertThat(linear.parameterCount()).isEqualTo(6);
    PsgdNetwork net = new PsgdNetwork(5, 3);
    assertThat(net.tensorCount()).isEqualTo(4);
    assertThat(net.parameterCount()).isEqualTo(15 + 3 + 3 + 1);
    assertThat(net.tensorSize(0)).isEqualTo(15);
    assertThat(net.tensorStart(2)).isEqualTo(18);
    double[] theta = new PsgdNetwork(100, 400).initialize(new SplittableRandom(3));
    // first layer (fan-in 100) within ±0.1, second (fan-in 400) within ±0.05
    for (int i = 0; i < 100 * 400 + 400; i++) {
      assertThat(Math.abs(theta[i])).isLessThan(0.1);
    }
    for (int i = 100 * 400 + 400; i < theta.length; i++) {
      assertThat(Math.abs(theta[i])).isLessThan(0.05);
    }
    // uniform on (−0.1, 0.1): mean 0, sd 0.1/√3; 40400 draws, |z| > 5 has probability 5.7e-7
    double mean = Arrays.stream(theta, 0, 40400).average().orElseThrow();
    assertThat(Math.abs(mean) / (0.1 / Math.sqrt(3) / Math.sqrt(40400))).isLessThan(5);
  }

  private static DataSplit logistic(int nPrivate, int nPublic, long seed) {
    return DataSplit.of(
        logisticSample(nPublic, seed),
        logisticSample(nPrivate, seed + 1),
        logisticSample(2000, seed + 2));
  }

  /** x uniform on [0,1]², P(Y = 1 | x) = σ(10(x₀ − 0.5)); Bayes accuracy about 0.86. */
  private static Dataset logisticSample(int n, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    double[] x = new double[2 * n];
    int[] y = new int[n];
    for (int i = 0; i < n; i++) {
      x[2 * i] = rng.nextDouble();
      x[2 * i + 1] = rng.nextDouble();
      y[i] = rng.nextDouble() < PsgdNetwork.probability(10 * (x[2 * i] - 0.5)) ? 1 : 0;
    }
    return new Dataset(Features.wrap(x, n, 2), ClassLabels.binary(y));
  }

  @Test
  void theCuratorsModelIsTheReplayOfTheTranscript() {
    DataSplit split = logistic(200, 30, 1L);
    for (PsgdVariant variant : PsgdVariant.values()) {
      PsgdMethod method = new PsgdMethod(variant);
      TrainingInput input = TrainingInput.of(split, PrivacyBudget.pure(2));
      ParameterSet p = MethodFits.fitParameters(method, Map.of("lr", 0.1));
      PrivateProtocol<?> protocol =
          method.protocol(input.publicInput(), p, new SplittableRandom(5));
      PsgdMechanism mechanism = (PsgdMechanism) protocol.mechanisms().get(0);
      PsgdTranscript transcript =
          mechanism.release(new PrivateSample(split.privateSample()), new SplittableRandom(6));
      assertThat(transcript.messages()).hasSize(200);
      // rebuild the curator's side from public input alone and replay the messages
      PsgdNetwork network = method.network(2, p);
      SplittableRandom publicRandomness = new SplittableRandom(5);
      double[] initial = network.initialize(publicRandomness);
      int[] order = PsgdMethod.permutation(230, publicRandomness);
      double[] warm = PsgdServer.warmStart(network, initial, split.publicTrain(), 0.1, 100);
      PsgdServer server = new PsgdServer(network, split.publicTrain(), order, 200, 0.1);
      assertThat(server.replay(warm, transcript.messages()))
          .containsExactly(transcript.finalParameters());
      assertThat(transcript.coordinates()).hasSize(200 * network.parameterCount());
    }
  }

  @Test
  void largeTranscriptsKeepOnlyTheFinalModel() {
    PsgdMethod method = new PsgdMethod(PsgdVariant.NETWORK);
    Dataset priv =
        TestDatasets.uniform(1700, 50, 1L); // h = 50: 2601 parameters, 4.4 M numbers > 2^22
    DataSplit split =
        DataSplit.of(TestDatasets.uniform(5, 50, 2L), priv, TestDatasets.uniform(5, 50, 3L));
    ParameterSet p = MethodFits.fitParameters(method, Map.of("lr", 0.01));
    PrivateProtocol<?> protocol =
        method.protocol(
            TrainingInput.of(split, PrivacyBudget.pure(1)).publicInput(),
            p,
            new SplittableRandom(1));
    PsgdTranscript release =
        (PsgdTranscript)
            protocol.mechanisms().get(0).release(new PrivateSample(priv), new SplittableRandom(2));
    assertThat(release.messages()).isNull();
    assertThat(release.coordinates()).containsExactly(release.finalParameters());
  }

  @Test
  void learnsALogisticModelFromPrivateDataAlone() {
    // no public data (no warm start): whatever it learns comes from the privatized gradients
    DataSplit split = logistic(20_000, 0, 7L);
    TrainingInput input = TrainingInput.of(split, PrivacyBudget.pure(8));
    double accuracy =
        MethodFits.accuracy(
            MethodFits.labels(
                new PsgdMethod(PsgdVariant.LINEAR),
                input,
                Map.of("lr", 0.05),
                3L,
                split.test().features()),
            split);
    // Bayes accuracy ≈ 0.86; a random start is near 0.5. With 2000 test points the s.e. is ≈ 0.01.
    assertThat(accuracy).isGreaterThan(0.75);
  }

  @Test
  void guaranteeIsTheBudgetAndHonestWherePrivUnitGsCapBites() {
    DataSplit split = logistic(20, 10, 1L);
    PsgdMethod method = new PsgdMethod(PsgdVariant.LINEAR);
    for (String privatize : new String[] {"split", "joint"}) {
      ParameterSet p = MethodFits.fitParameters(method, Map.of("lr", 0.1, "privatize", privatize));
      assertThat(
              method
                  .protocol(TrainingInput.of(split, PrivacyBudget.pure(2)).publicInput(), p)
                  .mechanisms()
                  .get(0)
                  .guarantee())
          .contains(PrivacyBudget.pure(2));
    }
    // split at ε = 45: each of the 2 tensors gets 22.5 ≥ 20, where the code's cap spends 24.40 each
    ParameterSet p = MethodFits.fitParameters(method, Map.of("lr", 0.1));
    double claimed =
        method
            .protocol(TrainingInput.of(split, PrivacyBudget.pure(45)).publicInput(), p)
            .mechanisms()
            .get(0)
            .guarantee()
            .orElseThrow()
            .epsilon();
    assertThat(claimed).isCloseTo(2 * 24.402094952706847, within(1e-8));
  }

  @Test
  void perTensorIsTheCodesEpsilonPerTensorAndDeclaresTTimesEpsilon() {
    // the authors' code gives each of the T tensors the whole eps: the same run as split at T*eps,
    // and a
    // user's release costs T*eps, which the mechanism must declare (never eps)
    DataSplit split = logistic(60, 20, 3L);
    for (PsgdVariant variant : PsgdVariant.values()) {
      PsgdMethod method = new PsgdMethod(variant);
      int tensors = variant == PsgdVariant.LINEAR ? 2 : 4;
      Map<String, Object> code = Map.of("lr", 0.1, "privatize", "per-tensor");
      Map<String, Object> ours = Map.of("lr", 0.1, "privatize", "split");
      int[] atEpsilon = labelsAtSeven(method, split, 1, code);
      int[] splitAtTEpsilon = labelsAtSeven(method, split, tensors, ours);
      int[] splitAtEpsilon = labelsAtSeven(method, split, 1, ours);
      assertThat(atEpsilon).as(variant.name()).containsExactly(splitAtTEpsilon);
      assertThat(atEpsilon)
          .as(variant.name() + " differs from eps/T per tensor")
          .isNotEqualTo(splitAtEpsilon);
      ParameterSet p = MethodFits.fitParameters(method, code);
      assertThat(
              method
                  .protocol(TrainingInput.of(split, PrivacyBudget.pure(1)).publicInput(), p)
                  .mechanisms()
                  .get(0)
                  .guarantee())
          .as(variant.name())
          .contains(PrivacyBudget.pure(tensors));
    }
  }

  /** The test labels of {@code method} fitted on {@code split} at pure ε with seed 7. */
  private static int[] labelsAtSeven(
      PsgdMethod method, DataSplit split, double epsilon, Map<String, Object> params) {
    return MethodFits.labels(
        method,
        TrainingInput.of(split, PrivacyBudget.pure(epsilon)),
        params,
        7L,
        split.test().features());
  }

  @Test
  void jointIsOneReleaseOfTheWholeGradientNotTheSplitOne() {
    // privatize: joint and split are both eps-DP, so no audit layer tells them apart and no golden
    // spec runs joint: a joint configuration that ran split would pass everything else
    DataSplit split = logistic(60, 200, 3L);
    for (PsgdVariant variant : PsgdVariant.values()) {
      PsgdMethod method = new PsgdMethod(variant);
      int[] joint = labelsAtSeven(method, split, 1, Map.of("lr", 0.1, "privatize", "joint"));
      int[] separate = labelsAtSeven(method, split, 1, Map.of("lr", 0.1, "privatize", "split"));
      assertThat(joint).as(variant.name()).isNotEqualTo(separate);
    }
  }

  @Test
  void everyPrivatizeAndClipSettingUsesThePublicRandomnessOfSplitAtClipOne() {
    // Table 2's code column (per-tensor) and ours (split) at one learning rate: the same initial
    // weights,
    // permutation and warm start (one warm start per replication, a paired comparison), their own
    // noise
    ExperimentPlan plan =
        ExperimentPlan.of(
            SpecParser.parse(
                TestSpecs.small("test/psgd-public", 5, 1)
                    + """
                        methods:
                          - {name: PSGD-N, label: code, params: {privatize: per-tensor}, grid: {lr: [0.01, 0.1]}}
                          - {name: PSGD-N, grid: {lr: [0.01, 0.1]}}
                          - {name: PSGD-N, label: joint, params: {privatize: joint, clip: 2}, grid: {lr: [0.01, 0.1]}}
                        """,
                "psgd.yaml"),
            ExperimentSpec.Profile.FULL);
    List<ExperimentPlan.FitGroup> groups = plan.units().get(0).groups();
    assertThat(groups).hasSizeGreaterThanOrEqualTo(6);
    Map<String, Set<Long>> publicSeeds = new TreeMap<>();
    Set<Long> noiseSeeds = new HashSet<>();
    for (ExperimentPlan.FitGroup g : groups) {
      publicSeeds
          .computeIfAbsent(g.fitParameters().get("lr").toString(), k -> new HashSet<>())
          .add(g.publicSeed());
      noiseSeeds.add(g.noiseSeed());
    }
    assertThat(publicSeeds)
        .hasSize(2)
        .allSatisfy((lr, seeds) -> assertThat(seeds).as("lr %s", lr).hasSize(1));
    assertThat(publicSeeds.get("0.01")).doesNotContainAnyElementsOf(publicSeeds.get("0.1"));
    assertThat(noiseSeeds).hasSize(groups.size());
    // split at clip 1 keeps its own configuration, so its outputs did not change with version 3
    PsgdMethod method = new PsgdMethod(PsgdVariant.NETWORK);
    ParameterSet split = MethodFits.fitParameters(method, Map.of("lr", 0.1));
    assertThat(method.publicRandomnessConfiguration(split)).isEqualTo(split);
    assertThat(
            method.publicRandomnessConfiguration(
                MethodFits.fitParameters(
                    method, Map.of("lr", 0.1, "privatize", "per-tensor", "clip", 3.0))))
        .isEqualTo(split);
  }

  @Test
  void publicStepsAreHandComputedSgdSteps() {
    // linear model w = 0.5, b = 0; one public point x = 1, y = 1: p = σ(0.5) = 0.6224593312018546,
    // ∂BCE/∂(w, b) = (p − 1)·(x, 1) = −0.3775406687981454 each; lr = 0.1
    PsgdNetwork network = new PsgdNetwork(1, 0);
    Dataset one = TestDatasets.binary(new double[][] {{1.0}}, new int[] {1});
    double[] expected = {0.5 + 0.1 * 0.3775406687981454, 0.1 * 0.3775406687981454};
    PsgdServer server = new PsgdServer(network, one, new int[] {0}, 0, 0.1);
    assertThat(
            server.run(
                new double[] {0.5, 0.0},
                (user, theta) -> {
                  throw new AssertionError("no private user");
                },
                null))
        .containsExactly(expected, within(1e-14));
    // the warm start is the same step on the full (one-point) batch
    assertThat(PsgdServer.warmStart(network, new double[] {0.5, 0.0}, one, 0.1, 1))
        .containsExactly(expected, within(1e-14));
    // a private user's message m moves the model by −lr·m
    PsgdServer withUser =
        new PsgdServer(network, one, new int[] {0, 1}, 1, 0.1); // user 0, then public row 0
    double[] afterMessage =
        withUser.run(new double[] {0.5, 0.0}, (user, theta) -> new double[] {2.0, -1.0}, null);
    double[] moved = {0.3, 0.1};
    double p = PsgdNetwork.probability(0.3 * 1.0 + 0.1);
    assertThat(afterMessage)
        .containsExactly(
            new double[] {moved[0] - 0.1 * (p - 1), moved[1] - 0.1 * (p - 1)}, within(1e-14));
  }

  @Test
  void permutationIsAPermutation() {
    int[] order = PsgdMethod.permutation(1000, new SplittableRandom(1));
    assertThat(Arrays.stream(order).sorted().toArray())
        .containsExactly(IntStream.range(0, 1000).toArray());
  }
}
