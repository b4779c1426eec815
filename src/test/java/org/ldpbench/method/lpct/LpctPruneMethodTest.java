package org.ldpbench.method.lpct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.MechanismCalls;
import org.ldpbench.method.Methods;
import org.ldpbench.method.NotApplicable;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.partition.QuantileCriterionPartitioner;
import org.ldpbench.partition.SplitCriterion;
import org.ldpbench.partition.TreePartition;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.TestDatasets;

/**
 * LPCT-prune end to end: budget composition, its mechanism's distribution, the fallback,
 * robustness.
 */
class LpctPruneMethodTest {

  private static final LpctPruneMethod METHOD = new LpctPruneMethod();

  private static DataSplit maYang(int nPrivate, int nPublic, long seed) {
    return TestDatasets.maYang(0.5, nPrivate, nPublic, 300, TestDatasets.hashedStreams(seed));
  }

  private static ParameterSet fitParameters(Map<String, Object> given) {
    return METHOD
        .info()
        .parameters()
        .complete(given)
        .without(METHOD.info().parameters().postProcessingNames());
  }

  private static ParameterSet constants(String value) {
    return new ParameterSet(Map.of("constants", value));
  }

  private static PrivateProtocol<PruneRelease> protocol(
      TrainingInput input, Map<String, Object> given) {
    return METHOD.protocol(input.publicInput(), fitParameters(given), new SplittableRandom(1L));
  }

  private static LpctPruneRandomizer mechanism(TrainingInput input, Map<String, Object> given) {
    return (LpctPruneRandomizer) protocol(input, given).mechanisms().get(0);
  }

  private static LpctPruneFit fit(TrainingInput input, Map<String, Object> given, long seed) {
    return (LpctPruneFit) METHOD.fit(input, fitParameters(given), new SplittableRandom(seed));
  }

  // ------------------------------------------------------------------ registry and parameters

  @Test
  void registeredWithItsParameters() {
    assertThat(Methods.find("LPCT-prune").orElseThrow()).isInstanceOf(LpctPruneMethod.class);
    assertThat(METHOD.info().privacyModel()).isEqualTo(PrivacyModel.LOCAL);
    assertThat(METHOD.info().parameters().names())
        .contains(
            "splitter",
            "criterion",
            "minSamplesSplit",
            "minSamplesLeaf",
            "fullTree",
            "maxDepth",
            "minDepth",
            "fallback",
            "halveBudget",
            "noise",
            "constants");
    assertThat(METHOD.info().parameters().postProcessingNames()).containsExactly("constants");
    assertThat(fitParameters(Map.of()).canonical())
        .isEqualTo(
            "criterion=entropy;fallback=enabled;fullTree=false;"
                + "halveBudget=true;maxDepth=-1;minDepth=-1;minSamplesLeaf=1;minSamplesSplit=1;noise=aggregate;"
                + "splitter=maxedge");
    assertThat(METHOD.info().parameters().complete(Map.of()).getString("constants"))
        .isEqualTo("code");
    assertThat(METHOD.auditConfigurations()).isNotEmpty();
  }

  // ------------------------------------------------------------------ budget

  @Test
  void mechanismGuaranteesComposeToTheBudget() {
    TrainingInput input = TrainingInput.of(maYang(200, 40, 1L), PrivacyBudget.pure(2.0));
    // JMLR: two queries of eps/2 each
    LpctPruneRandomizer jmlr = mechanism(input, Map.of());
    assertThat(protocol(input, Map.of()).mechanisms()).hasSize(1);
    assertThat(jmlr.query().guarantee().orElseThrow().epsilon()).isEqualTo(1.0);
    assertThat(jmlr.fallback().guarantee().orElseThrow().epsilon()).isEqualTo(1.0);
    assertThat(jmlr.guarantee().orElseThrow()).isEqualTo(PrivacyBudget.pure(2.0));
    assertThat(jmlr.query().noiseScale()).isEqualTo(4.0); // 4/(eps/2)
    // halved budget without fallback: one query of eps/2 (the other half is not spent)
    LpctPruneRandomizer half = mechanism(input, Map.of("fallback", "disabled"));
    assertThat(half.fallback()).isNull();
    assertThat(half.guarantee().orElseThrow()).isEqualTo(PrivacyBudget.pure(1.0));
    // C0: one query of eps
    LpctPruneRandomizer c0 = mechanism(input, Map.of("fallback", "disabled", "halveBudget", false));
    assertThat(c0.guarantee().orElseThrow()).isEqualTo(PrivacyBudget.pure(2.0));
    assertThat(c0.query().noiseScale()).isEqualTo(2.0);
    // a fallback after a full-eps query would spend 1.5 eps: not applicable
    assertThatThrownBy(() -> protocol(input, Map.of("halveBudget", false)))
        .isInstanceOf(NotApplicable.class)
        .hasMessageContaining("halveBudget: true");
  }

  /**
   * One user at (0.1, 0.1) with label 1; trees of depth 2 (query, 4 leaves) and 1 (fallback, 2
   * leaves); ε = 2, so each query has Laplace scale b = 4/(ε/2) = 4 per coordinate: mean = the
   * indicator, variance 2b² = 32. With n = 20,000 releases: a mean's s.e. is 0.04 (bound 6 s.e. =
   * 0.24); a sample variance's relative s.e. is √((κ − 1)/n) = 1.6 % with Laplace kurtosis κ = 6
   * (bound 6 s.e. = 9.5 %); the correlation of a query and a fallback coordinate has s.e. 1/√n =
   * 0.007 (bound 0.042). False-failure rate below 1e-7 for the 12 + 12 + 4 checks together (normal
   * tails at 6 s.e.).
   */
  @Test
  void composedReleaseHasTheScaleOfItsHalfBudgetAndIndependentParts() {
    Dataset publicSample =
        TestDatasets.binary(
            new double[][] {{0.2, 0.2}, {0.8, 0.8}, {0.3, 0.7}, {0.7, 0.3}},
            new int[] {0, 1, 1, 0});
    Dataset one = TestDatasets.binary(new double[][] {{0.1, 0.1}}, new int[] {1});
    TrainingInput input =
        TrainingInput.of(DataSplit.of(publicSample, one, one), PrivacyBudget.pure(2.0));
    for (String noise : new String[] {"per-user", "aggregate"}) {
      LpctPruneRandomizer mechanism =
          mechanism(input, Map.of("maxDepth", 2, "minDepth", 1, "fullTree", true, "noise", noise));
      PrivateSample sample = input.privateSample();
      int n = 20_000;
      double[][] draws = new double[n][];
      SplittableRandom rng = new SplittableRandom(5L);
      for (int i = 0; i < n; i++) {
        draws[i] =
            MechanismCalls.reading(input, () -> mechanism.release(sample, rng).coordinates());
      }
      assertThat(draws[0]).hasSize(12);
      // the user's cell: query leaf 0 ({x1 < ½, x2 < ½}) and fallback leaf 0 ({x1 < ½})
      double[] expectedMean = {1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0};
      for (int c = 0; c < 12; c++) {
        double mean = 0;
        for (double[] d : draws) {
          mean += d[c];
        }
        mean /= n;
        double variance = 0;
        for (double[] d : draws) {
          variance += (d[c] - mean) * (d[c] - mean);
        }
        variance /= n - 1;
        assertThat(mean).as("%s coordinate %d", noise, c).isCloseTo(expectedMean[c], within(0.24));
        assertThat(variance).as("%s coordinate %d", noise, c).isCloseTo(32.0, within(0.095 * 32.0));
      }
      for (int[] pair : new int[][] {{0, 8}, {4, 10}, {1, 9}, {0, 4}}) {
        assertThat(correlation(draws, pair[0], pair[1]))
            .as("%s %s", noise, Arrays.toString(pair))
            .isCloseTo(0.0, within(0.042));
      }
    }
  }

  private static double correlation(double[][] draws, int a, int b) {
    double ma = 0;
    double mb = 0;
    for (double[] d : draws) {
      ma += d[a];
      mb += d[b];
    }
    ma /= draws.length;
    mb /= draws.length;
    double sab = 0;
    double saa = 0;
    double sbb = 0;
    for (double[] d : draws) {
      sab += (d[a] - ma) * (d[b] - mb);
      saa += (d[a] - ma) * (d[a] - ma);
      sbb += (d[b] - mb) * (d[b] - mb);
    }
    return sab / Math.sqrt(saa * sbb);
  }

  // ------------------------------------------------------------------ the fit

  @Test
  void depthsComeFromTheDataUnlessFixed() {
    DataSplit split = maYang(10_000, 50, 2L);
    TrainingInput input = TrainingInput.of(split, PrivacyBudget.pure(1.0));
    LpctPruneFit fromData = fit(input, Map.of(), 1L);
    // full eps in the formulas: section 9's p0 = 5, p_min = 4 for n_P = 10^4, n_Q = 50, eps = 1
    assertThat(fromData.context().p0()).isEqualTo(5);
    assertThat(fromData.context().pMin()).isEqualTo(4);
    assertThat(fromData.context().queryEpsilon()).isEqualTo(0.5);
    assertThat(fromData.partition().maxDepth()).isLessThanOrEqualTo(5);
    assertThat(fromData.fallbackPartition().maxDepth()).isLessThanOrEqualTo(4);
    LpctPruneFit fixed =
        fit(
            input,
            Map.of("maxDepth", 3, "minDepth", 7, "fallback", "disabled", "halveBudget", false),
            1L);
    assertThat(fixed.context().p0()).isEqualTo(3);
    assertThat(fixed.context().pMin()).isEqualTo(3); // clipped to p0
    assertThat(fixed.context().queryEpsilon()).isEqualTo(1.0);
    assertThat(fixed.fallbackPartition()).isNull();
  }

  @Test
  void cartSplitterPrunesTheQuantileCriterionTree() {
    DataSplit split = maYang(2000, 300, 3L);
    TrainingInput input = TrainingInput.of(split, PrivacyBudget.pure(4.0));
    LpctPruneFit fit = fit(input, Map.of("splitter", "cart", "maxDepth", 5, "minDepth", 2), 1L);
    TreePartition expected =
        new QuantileCriterionPartitioner(5, SplitCriterion.ENTROPY, 1, 1, false)
            .build(split.publicTrain(), new SplittableRandom(0L));
    assertThat(fit.partition().nodeCount()).isEqualTo(expected.nodeCount());
    for (int node = 0; node < expected.nodeCount(); node++) {
      assertThat(fit.partition().threshold(node)).isEqualTo(expected.threshold(node));
    }
    TreePartition fallback =
        new QuantileCriterionPartitioner(2, SplitCriterion.ENTROPY, 1, 1, false)
            .build(split.publicTrain(), new SplittableRandom(0L));
    assertThat(fit.fallbackPartition().nodeCount()).isEqualTo(fallback.nodeCount());
  }

  @Test
  void constantsArePostProcessingOfOneRelease() {
    DataSplit split = maYang(3000, 200, 4L);
    TrainingInput input = TrainingInput.of(split, PrivacyBudget.pure(8.0));
    LpctPruneFit fit = fit(input, Map.of("fallback", "disabled", "halveBudget", false), 9L);
    Features test = split.test().features();
    int[] code = fit.model(constants("code")).predict(test).labels();
    int[] paper = fit.model(constants("paper_alg2")).predict(test).labels();
    // the same release, pruned two ways: each model follows its own walk's leaf decisions
    for (PruneConstants c : PruneConstants.values()) {
      int[] labels = c == PruneConstants.CODE ? code : paper;
      LpctPruning.Result result = fit.prune(c);
      int[] leaves = fit.partition().leavesOf(test);
      for (int i = 0; i < leaves.length; i++) {
        assertThat(labels[i]).isEqualTo(result.decisions().labels()[leaves[i]]);
      }
    }
    assertThat(code).isNotEqualTo(paper);
    // and repeating a model is deterministic (no state kept between walks)
    assertThat(fit.model(constants("code")).predict(test).labels()).isEqualTo(code);
  }

  @Test
  void flaggedWalkFallsBackToThePrivateOnlyTreeOfDepthPMin() {
    DataSplit split = maYang(2000, 100, 5L);
    TrainingInput input = TrainingInput.of(split, PrivacyBudget.pure(1.0));
    // p_min = p0 - 2 with the code's constants: nearly every leaf climbs 2 levels without a pass
    LpctPruneFit fit = fit(input, Map.of("maxDepth", 5, "minDepth", 3), 6L);
    LpctPruning.Result result = fit.prune(PruneConstants.CODE);
    assertThat(result.flag()).isTrue();
    Features test = split.test().features();
    Predictions predictions = fit.model(constants("code")).predict(test);
    LpctCurator.LeafDecisions privateOnly = LpctCurator.privateOnly(fit.fallbackSums());
    int[] leaves = fit.fallbackPartition().leavesOf(test);
    for (int i = 0; i < leaves.length; i++) {
      assertThat(predictions.labels()[i]).isEqualTo(privateOnly.labels()[leaves[i]]);
    }
    assertThat(predictions.diagnostics())
        .containsEntry("fallbackUsed", 1.0)
        .containsEntry("flag", 1.0)
        .containsEntry("p0", 5.0)
        .containsEntry("pMin", 3.0);
    // without the fallback, the same walk answers with its own leaf decisions (and a different
    // tree)
    LpctPruneFit noFallback =
        fit(input, Map.of("maxDepth", 5, "minDepth", 3, "fallback", "disabled"), 6L);
    Predictions own = noFallback.model(constants("code")).predict(test);
    assertThat(own.diagnostics()).containsEntry("fallbackUsed", 0.0);
    int[] ownLeaves = noFallback.partition().leavesOf(test);
    LpctPruning.Result ownResult = noFallback.prune(PruneConstants.CODE);
    for (int i = 0; i < ownLeaves.length; i++) {
      assertThat(own.labels()[i]).isEqualTo(ownResult.decisions().labels()[ownLeaves[i]]);
    }
  }

  @Test
  void edgeCasesNeverThrow() {
    List<String> failures = new ArrayList<>();
    SplittableRandom rng = new SplittableRandom(7L);
    Features probes = Features.of(new double[][] {{0.5, 0.5}, {-0.2, 0.3}, {1.4, 1.0}, {0.0, 1.0}});
    for (int nPrivate : new int[] {1, 7, 300}) {
      for (int nPublic : new int[] {0, 1, 3, 60}) {
        Dataset pub = points(nPublic, rng);
        Dataset priv = points(nPrivate, rng);
        for (double eps : new double[] {0.001, 1.0, 1000.0}) {
          TrainingInput input =
              TrainingInput.of(
                  DataSplit.of(pub, priv, new Dataset(probes, ClassLabels.binary(new int[4]))),
                  PrivacyBudget.pure(eps));
          for (Map<String, Object> p : configurations()) {
            try {
              LpctPruneFit fit = fit(input, p, 3L);
              for (PruneConstants c : PruneConstants.values()) {
                Predictions predictions = fit.model(constants(c.keyword())).predict(probes);
                assertThat(predictions.labels()).containsAnyOf(0, 1).hasSize(4);
                assertThat(predictions.labels()[1]).isZero(); // outside [0,1]^2
                predictions
                    .diagnostics()
                    .values()
                    .forEach(v -> assertThat(Double.isFinite(v)).isTrue());
              }
            } catch (RuntimeException | AssertionError e) {
              failures.add(
                  "n_P=" + nPrivate + " n_Q=" + nPublic + " eps=" + eps + " " + p + ": " + e);
            }
          }
        }
      }
    }
    assertThat(failures).isEmpty();
  }

  private static List<Map<String, Object>> configurations() {
    List<Map<String, Object>> all = new ArrayList<>();
    for (String splitter : new String[] {"maxedge", "cart"}) {
      for (Map<String, Object> budget :
          List.of(
              Map.<String, Object>of(),
              Map.<String, Object>of("fallback", "disabled"),
              Map.<String, Object>of("fallback", "disabled", "halveBudget", false))) {
        Map<String, Object> p = new HashMap<>(budget);
        p.put("splitter", splitter);
        all.add(p);
        Map<String, Object> fixed = new HashMap<>(p);
        fixed.put("maxDepth", 3);
        fixed.put("fullTree", true);
        fixed.put("noise", "per-user");
        all.add(fixed);
      }
    }
    return all;
  }

  private static Dataset points(int n, SplittableRandom rng) {
    double[][] x = new double[n][];
    int[] y = new int[n];
    for (int i = 0; i < n; i++) {
      x[i] = new double[] {rng.nextDouble(), rng.nextDouble()};
      y[i] = rng.nextInt(2);
    }
    return new Dataset(Features.wrap(flatten(x), n, 2), ClassLabels.binary(y));
  }

  private static double[] flatten(double[][] x) {
    double[] out = new double[x.length * 2];
    for (int i = 0; i < x.length; i++) {
      out[2 * i] = x[i][0];
      out[2 * i + 1] = x[i][1];
    }
    return out;
  }
}
