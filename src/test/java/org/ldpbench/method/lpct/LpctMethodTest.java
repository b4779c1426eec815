package org.ldpbench.method.lpct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Method;
import org.ldpbench.method.Methods;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.partition.MaxEdgePartitioner;
import org.ldpbench.partition.SplitCriterion;
import org.ldpbench.partition.TreePartition;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.TestDatasets;

/** LPCT end to end: the privacy boundary, the public-only partition and the variants. */
class LpctMethodTest {

  private static final double[] LAMBDAS = {0.0, 0.5, 5.0, 1000.0};

  private static DataSplit maYang(int nPrivate, int nPublic, long seed) {
    return TestDatasets.maYang(0.5, nPrivate, nPublic, 500, TestDatasets.hashedStreams(seed));
  }

  /**
   * Complete fit-time parameters of {@code method} from {@code given} (λ, if any, is not a fit
   * parameter).
   */
  private static ParameterSet fitParameters(LpctMethod method, Map<String, Object> given) {
    Map<String, Object> all = new HashMap<>(given);
    if (method.info().parameters().find("lambda").isPresent()) {
      all.putIfAbsent("lambda", 1.0);
    }
    return method
        .info()
        .parameters()
        .complete(all)
        .without(method.info().parameters().postProcessingNames());
  }

  private static LpctFit fit(
      LpctVariant variant, TrainingInput input, Map<String, Object> given, long seed) {
    LpctMethod method = new LpctMethod(variant);
    Fit fit = method.fit(input, fitParameters(method, given), new SplittableRandom(seed));
    assertThat(fit).isInstanceOf(LpctFit.class);
    return (LpctFit) fit;
  }

  private static ParameterSet lambda(double lambda) {
    return new ParameterSet(Map.of("lambda", lambda));
  }

  private static int[] labels(Fit fit, ParameterSet post, Features points) {
    return fit.model(post).predict(points).labels();
  }

  // ------------------------------------------------------------------ partition from public data
  // only

  @Test
  void partitionIsBuiltFromPublicDataOnly() {
    DataSplit a = maYang(3000, 40, 1L);
    DataSplit other = maYang(5000, 40, 2L);
    // same public sample, an entirely different private sample (other points, other labels, other
    // size)
    DataSplit b = DataSplit.of(a.publicTrain(), other.privateSample(), a.test());
    Map<String, Object> p = Map.of("depth", 5);
    TrainingInput inputA = TrainingInput.of(a, PrivacyBudget.pure(2.0));
    TrainingInput inputB = TrainingInput.of(b, PrivacyBudget.pure(2.0));
    for (LpctVariant variant : LpctVariant.values()) {
      if (variant == LpctVariant.LPCT_THEORY) {
        continue; // chooses its own depth from the sample sizes (TheoryChoiceTest); same
        // public-only build
      }
      LpctFit fitA = fit(variant, inputA, p, 10L);
      LpctFit fitB = fit(variant, inputB, p, 11L);
      assertSamePartition(fitA.partition(), fitB.partition());
      assertThat(fitA.publicCounts().cu()).containsExactly(fitB.publicCounts().cu());
      assertThat(fitA.publicCounts().cv()).containsExactly(fitB.publicCounts().cv());
      if (variant != LpctVariant.LPCT_Q) {
        // the private samples do reach the curator's sums (so they could have changed the tree)
        assertThat(fitA.leafSums().su()).isNotEqualTo(fitB.leafSums().su());
      }
    }
    // it is the tree the partitioner builds on the public sample...
    TreePartition onPublic =
        new MaxEdgePartitioner(5, SplitCriterion.ENTROPY, 1, 1, false)
            .build(a.publicTrain(), new SplittableRandom(0L));
    assertSamePartition(fit(LpctVariant.LPCT, inputA, p, 10L).partition(), onPublic);
    // ...and not the one it would build on the private sample (the bug of the authors' HEAD, spec
    // §2.8)
    TreePartition onPrivate =
        new MaxEdgePartitioner(5, SplitCriterion.ENTROPY, 1, 1, false)
            .build(a.privateSample(), new SplittableRandom(0L));
    assertThat(onPrivate.leafCount()).isNotEqualTo(onPublic.leafCount());
  }

  private static void assertSamePartition(TreePartition x, TreePartition y) {
    assertThat(x.leafCount()).isEqualTo(y.leafCount());
    assertThat(x.nodeCount()).isEqualTo(y.nodeCount());
    for (int node = 0; node < x.nodeCount(); node++) {
      assertThat(x.splitDimension(node)).isEqualTo(y.splitDimension(node));
      assertThat(x.threshold(node)).isEqualTo(y.threshold(node));
    }
    SplittableRandom probes = new SplittableRandom(4L);
    for (int i = 0; i < 5000; i++) {
      double[] point = {probes.nextDouble(-0.2, 1.2), probes.nextDouble(-0.2, 1.2)};
      assertThat(x.leafOf(point)).isEqualTo(y.leafOf(point));
    }
  }

  // ------------------------------------------------------------------ the privacy boundary

  @ParameterizedTest
  @ValueSource(strings = {"aggregate", "per-user"})
  void modelsDependOnlyOnReleasesAndPublicData(String noise) {
    DataSplit drawn = maYang(400, 200, 5L);
    // the private sample wraps arrays this test keeps (wrap and binary hand them over, not copied),
    // so
    // the test can overwrite the records after the fit, as a method holding on to them would see
    double[] x = drawn.privateSample().features().copyRowMajor();
    int[] y = drawn.privateSample().classLabels().copyLabels();
    Dataset priv = new Dataset(Features.wrap(x, y.length, 2), ClassLabels.binary(y));
    DataSplit split = DataSplit.of(drawn.publicTrain(), priv, drawn.test());
    TrainingInput input = TrainingInput.of(split, PrivacyBudget.pure(4.0));
    Features test = split.test().features();
    Map<String, Object> p = Map.of("depth", 3, "noise", noise);
    LpctFit lpct = fit(LpctVariant.LPCT, input, p, 77L);
    LpctFit lpctP = fit(LpctVariant.LPCT_P, input, p, 77L);
    double[] su = lpct.leafSums().su().clone();
    double[] sv = lpct.leafSums().sv().clone();
    int[][] before = new int[LAMBDAS.length + 1][];
    for (int k = 0; k < LAMBDAS.length; k++) {
      before[k] = labels(lpct, lambda(LAMBDAS[k]), test);
    }
    before[LAMBDAS.length] = labels(lpctP, ParameterSet.empty(), test);

    // overwrite the private records in place with garbage
    SplittableRandom garbage = new SplittableRandom(666L);
    for (int i = 0; i < y.length; i++) {
      y[i] = 1 - y[i];
    }
    for (int k = 0; k < x.length; k++) {
      x[k] = garbage.nextDouble(-3.0, 3.0);
    }

    for (int k = 0; k < LAMBDAS.length; k++) {
      assertThat(labels(lpct, lambda(LAMBDAS[k]), test))
          .as("lambda %s", LAMBDAS[k])
          .isEqualTo(before[k]);
    }
    assertThat(labels(lpctP, ParameterSet.empty(), test)).isEqualTo(before[LAMBDAS.length]);
    assertThat(lpct.leafSums().su()).containsExactly(su);
    assertThat(lpct.leafSums().sv()).containsExactly(sv);
    // control: a new fit with the same noise seed does read the (now garbage) private data; it gets
    // them as
    // a new sample object, since a sample's routing is remembered per object (RoutingMemo: data are
    // immutable)
    Dataset garbled = new Dataset(Features.wrap(x, y.length, 2), ClassLabels.binary(y));
    TrainingInput garbledInput =
        TrainingInput.of(
            DataSplit.of(drawn.publicTrain(), garbled, drawn.test()), PrivacyBudget.pure(4.0));
    assertThat(fit(LpctVariant.LPCT, garbledInput, p, 77L).leafSums().sv()).isNotEqualTo(sv);
    // and the predictions are not trivially constant
    assertThat(before[0]).contains(0, 1);
  }

  // ------------------------------------------------------------------ variants

  /**
   * Public: two points in each half of x1 = 0.5, all with x2 = 0.5, so the depth-1 cut is on
   * dimension 0 (dimension 1 would send all four points right: gain 0). Leaf 0 = {x1 &lt; ½}: C_U =
   * 2, C_V = 1; leaf 1: C_U = 2, C_V = 2. Private: leaf 0 holds 3 users with labels 0, 0, 1 (S_U =
   * 3, S_V = 1); leaf 1 holds 4 users with labels 0, 0, 0, 1 (S_U = 4, S_V = 1).
   */
  private static TrainingInput tinyExample() {
    Dataset pub =
        TestDatasets.binary(
            new double[][] {{0.2, 0.5}, {0.3, 0.5}, {0.7, 0.5}, {0.8, 0.5}},
            new int[] {1, 0, 1, 1});
    Dataset priv =
        TestDatasets.binary(
            new double[][] {
              {0.1, 0.1}, {0.2, 0.9}, {0.4, 0.4}, {0.6, 0.2}, {0.9, 0.9}, {0.55, 0.3}, {0.95, 0.05}
            },
            new int[] {0, 0, 1, 0, 0, 0, 1});
    Dataset test =
        TestDatasets.binary(
            new double[][] {{0.3, 0.3}, {0.7, 0.7}, {1.2, 0.5}}, new int[] {0, 0, 0});
    return TrainingInput.of(DataSplit.of(pub, priv, test), PrivacyBudget.pure(1.0));
  }

  @Test
  void nonPrivateReferenceMatchesHandComputedValues() {
    TrainingInput input = tinyExample();
    LpctFit fit = fit(LpctVariant.LPCT_NP, input, Map.of("depth", 1), 1L);
    assertThat(fit.partition().splitDimension(0)).isEqualTo(0);
    assertThat(fit.leafSums().su()).containsExactly(3.0, 4.0);
    assertThat(fit.leafSums().sv()).containsExactly(1.0, 1.0);
    assertThat(fit.publicCounts().cu()).containsExactly(2.0, 2.0);
    assertThat(fit.publicCounts().cv()).containsExactly(1.0, 2.0);
    // η(λ) = (S_V + λC_V)/(S_U + λC_U):
    //   λ = 0:  1/3, 1/4        → 0, 0
    //   λ = 1:  2/5, 3/6 = ½    → 0, 0 (tie gives 0)
    //   λ = 2:  3/7, 5/8        → 0, 1
    //   λ = 10: 11/23, 21/24    → 0, 1
    double[][] eta = {
      {1.0 / 3, 1.0 / 4}, {2.0 / 5, 0.5}, {3.0 / 7, 5.0 / 8}, {11.0 / 23, 21.0 / 24}
    };
    double[] lambdas = {0.0, 1.0, 2.0, 10.0};
    int[][] expected = {{0, 0, 0}, {0, 0, 0}, {0, 1, 0}, {0, 1, 0}};
    for (int k = 0; k < lambdas.length; k++) {
      LpctCurator.LeafDecisions d =
          LpctCurator.weighted(fit.leafSums(), fit.publicCounts(), lambdas[k]);
      assertThat(d.eta()[0]).isCloseTo(eta[k][0], within(1e-15));
      assertThat(d.eta()[1]).isCloseTo(eta[k][1], within(1e-15));
      Predictions predictions = fit.model(lambda(lambdas[k])).predict(input.evaluationPoints());
      assertThat(predictions.labels()).as("lambda %s", lambdas[k]).containsExactly(expected[k]);
      assertThat(predictions.diagnostics())
          .containsEntry("outOfRange", 1.0)
          .containsEntry("nonPositiveDenominators", 0.0);
    }
  }

  @Test
  void publicOnlyVariantUsesNoPrivateData() {
    DataSplit a = maYang(1000, 300, 21L);
    DataSplit other = maYang(700, 10, 22L);
    Dataset flipped = flipLabels(other.privateSample());
    DataSplit b = DataSplit.of(a.publicTrain(), flipped, a.test());
    Map<String, Object> p = Map.of("depth", 4);
    LpctFit fitA = fit(LpctVariant.LPCT_Q, TrainingInput.of(a, PrivacyBudget.pure(1.0)), p, 1L);
    LpctFit fitB = fit(LpctVariant.LPCT_Q, TrainingInput.of(b, PrivacyBudget.pure(1.0)), p, 2L);
    assertThat(fitA.leafSums()).isNull();
    int[] predictionsA = labels(fitA, ParameterSet.empty(), a.test().features());
    assertThat(labels(fitB, ParameterSet.empty(), a.test().features())).isEqualTo(predictionsA);
    // they are C_V/C_U > ½ per leaf
    LpctCurator.LeafDecisions publicOnly = LpctCurator.publicOnly(fitA.publicCounts());
    int[] leaves = fitA.partition().leavesOf(a.test().features());
    for (int i = 0; i < leaves.length; i++) {
      assertThat(predictionsA[i]).isEqualTo(publicOnly.labels()[leaves[i]]);
    }
    assertThat(predictionsA).contains(0, 1);
    // LPCT-P on the same two splits does see the difference
    Map<String, Object> pp = Map.of("depth", 4);
    assertThat(
            labels(
                fit(LpctVariant.LPCT_P, TrainingInput.of(a, PrivacyBudget.pure(1000.0)), pp, 1L),
                ParameterSet.empty(),
                a.test().features()))
        .isNotEqualTo(
            labels(
                fit(LpctVariant.LPCT_P, TrainingInput.of(b, PrivacyBudget.pure(1000.0)), pp, 1L),
                ParameterSet.empty(),
                a.test().features()));
  }

  private static Dataset flipLabels(Dataset data) {
    int[] y = data.classLabels().copyLabels();
    for (int i = 0; i < y.length; i++) {
      y[i] = 1 - y[i];
    }
    return new Dataset(data.features(), ClassLabels.binary(y));
  }

  @Test
  void pointsOutsideTheUnitCubeArePredictedZeroAndCounted() {
    // every public label is 1, so every leaf predicts 1 under LPCT-Q and under LPCT with a huge λ
    Dataset pub =
        TestDatasets.binary(
            new double[][] {
              {0.1, 0.1},
              {0.3, 0.8},
              {0.6, 0.2},
              {0.9, 0.7},
              {0.45, 0.55},
              {0.7, 0.9},
              {0.2, 0.4},
              {0.8, 0.3}
            },
            new int[] {1, 1, 1, 1, 1, 1, 1, 1});
    Features test =
        TestDatasets.points(
            new double[] {0.5, 0.5},
            new double[] {0.0, 0.0},
            new double[] {1.0, 1.0},
            new double[] {-0.1, 0.5},
            new double[] {0.5, 1.2},
            new double[] {Math.nextUp(1.0), 0.3},
            new double[] {0.25, 0.75});
    Dataset testSet = new Dataset(test, ClassLabels.binary(new int[7]));
    TrainingInput input =
        TrainingInput.of(
            DataSplit.of(pub, TestDatasets.uniform(50, 2, 1L), testSet), PrivacyBudget.pure(1.0));
    int[] expected = {1, 1, 1, 0, 0, 0, 1};
    Predictions q =
        fit(LpctVariant.LPCT_Q, input, Map.of("depth", 2), 3L)
            .model(ParameterSet.empty())
            .predict(test);
    assertThat(q.labels()).containsExactly(expected);
    assertThat(q.diagnostics())
        .containsEntry("outOfRange", 3.0)
        .containsEntry(TreeClassifierModel.OUT_OF_RANGE, 3.0);
    Predictions lpct =
        fit(LpctVariant.LPCT, input, Map.of("depth", 2), 3L).model(lambda(1e9)).predict(test);
    assertThat(lpct.labels()).containsExactly(expected);
    assertThat(lpct.diagnostics()).containsEntry("outOfRange", 3.0);
  }

  @Test
  void predictionsFollowTheLeafDecisionsWhicheverPointsWereRoutedBefore() {
    DataSplit split = maYang(2000, 500, 31L);
    TrainingInput input = TrainingInput.of(split, PrivacyBudget.pure(8.0));
    LpctFit fit = fit(LpctVariant.LPCT, input, Map.of("depth", 4), 9L);
    Features a = split.test().features();
    Features b = split.publicTrain().features();
    for (double l : new double[] {0.0, 3.0, 1e6, 0.0}) {
      LpctCurator.LeafDecisions decisions =
          LpctCurator.weighted(fit.leafSums(), fit.publicCounts(), l);
      for (Features points : new Features[] {a, b, a}) {
        int[] predicted = labels(fit, lambda(l), points);
        int[] leaves = fit.partition().leavesOf(points);
        assertThat(predicted).hasSize(points.rows());
        for (int i = 0; i < leaves.length; i++) {
          assertThat(predicted[i]).isEqualTo(decisions.labels()[leaves[i]]);
        }
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"aggregate", "per-user"})
  void lpctAndLpctPShareTheirRelease(String noise) {
    LpctMethod lpct = new LpctMethod(LpctVariant.LPCT);
    LpctMethod lpctP = new LpctMethod(LpctVariant.LPCT_P);
    assertThat(lpct.info().noiseStream()).isEqualTo(lpctP.info().noiseStream());
    assertThat(new LpctMethod(LpctVariant.LPCT_Q).info().noiseStream())
        .isNotEqualTo(lpct.info().noiseStream());
    assertThat(new LpctMethod(LpctVariant.LPCT_NP).info().noiseStream())
        .isNotEqualTo(lpct.info().noiseStream())
        .isNotEqualTo(new LpctMethod(LpctVariant.LPCT_Q).info().noiseStream());

    DataSplit split = maYang(600, 100, 41L);
    TrainingInput input = TrainingInput.of(split, PrivacyBudget.pure(1.0));
    Map<String, Object> p = Map.of("depth", 3, "noise", noise);
    LpctFit a = fit(LpctVariant.LPCT, input, p, 123L);
    LpctFit b = fit(LpctVariant.LPCT_P, input, p, 123L);
    assertThat(a.leafSums().su()).containsExactly(b.leafSums().su());
    assertThat(a.leafSums().sv()).containsExactly(b.leafSums().sv());
    assertThat(a.leafSums().users()).isEqualTo(600).isEqualTo(b.leafSums().users());
    // so LPCT at λ = 0 and LPCT-P predict identically (paired comparison)
    Features test = split.test().features();
    assertThat(labels(a, lambda(0.0), test)).isEqualTo(labels(b, ParameterSet.empty(), test));
    // another seed gives another release
    assertThat(fit(LpctVariant.LPCT, input, p, 124L).leafSums().su())
        .isNotEqualTo(a.leafSums().su());
  }

  @Test
  void bothNoiseModesCentreOnTheExactCounts() {
    DataSplit split = maYang(300, 100, 51L);
    // ε = 10⁶: scale 4e−6, so each leaf sum is within ~sqrt(2·300)·4e−6·5 ≈ 5e−4 of the truth (5
    // sd)
    TrainingInput input = TrainingInput.of(split, PrivacyBudget.pure(1e6));
    LpctFit exact = fit(LpctVariant.LPCT_NP, input, Map.of("depth", 3), 1L);
    LpctFit aggregate = fit(LpctVariant.LPCT, input, Map.of("depth", 3, "noise", "aggregate"), 2L);
    LpctFit perUser = fit(LpctVariant.LPCT, input, Map.of("depth", 3, "noise", "per-user"), 2L);
    for (int j = 0; j < exact.leafSums().leafCount(); j++) {
      assertThat(aggregate.leafSums().su()[j]).isCloseTo(exact.leafSums().su()[j], within(1e-3));
      assertThat(aggregate.leafSums().sv()[j]).isCloseTo(exact.leafSums().sv()[j], within(1e-3));
      assertThat(perUser.leafSums().su()[j]).isCloseTo(exact.leafSums().su()[j], within(1e-3));
      assertThat(perUser.leafSums().sv()[j]).isCloseTo(exact.leafSums().sv()[j], within(1e-3));
    }
    // the option is honoured: the two modes draw differently from the same stream
    assertThat(perUser.leafSums().su()).isNotEqualTo(aggregate.leafSums().su());
  }

  @Test
  void registryAndParameterSpaces() {
    for (LpctVariant variant : LpctVariant.values()) {
      Method method = Methods.find(variant.methodName()).orElseThrow();
      assertThat(method).isInstanceOf(LpctMethod.class);
      assertThat(((LpctMethod) method).variant()).isEqualTo(variant);
      assertThat(method.info().parameters().names())
          .contains("criterion", "minSamplesSplit", "minSamplesLeaf", "fullTree", "splitter");
      if (variant == LpctVariant.LPCT_THEORY) {
        assertThat(method.info().parameters().names())
            .doesNotContain("depth", "lambda")
            .contains("theoryAlpha", "theoryGamma");
      } else {
        assertThat(method.info().parameters().names()).contains("depth");
      }
    }
    assertThat(Methods.find("LPCT").orElseThrow().info().privacyModel())
        .isEqualTo(PrivacyModel.LOCAL);
    assertThat(Methods.find("LPCT-P").orElseThrow().info().privacyModel())
        .isEqualTo(PrivacyModel.LOCAL);
    assertThat(Methods.find("LPCT-Q").orElseThrow().info().privacyModel())
        .isEqualTo(PrivacyModel.LOCAL);
    assertThat(Methods.find("LPCT-NP").orElseThrow().info().privacyModel())
        .isEqualTo(PrivacyModel.NONE);
    assertThat(new LpctMethod(LpctVariant.LPCT).info().parameters().postProcessingNames())
        .containsExactly("lambda");
    assertThat(new LpctMethod(LpctVariant.LPCT_NP).info().parameters().postProcessingNames())
        .containsExactly("lambda");
    assertThat(new LpctMethod(LpctVariant.LPCT_P).info().parameters().postProcessingNames())
        .isEmpty();
    assertThat(new LpctMethod(LpctVariant.LPCT_Q).info().parameters().names())
        .doesNotContain("lambda", "noise");
    assertThat(new LpctMethod(LpctVariant.LPCT_P).info().parameters().names()).contains("noise");
    // defaults of spec §2.7 [REC]
    ParameterSet defaults = fitParameters(new LpctMethod(LpctVariant.LPCT), Map.of("depth", 2));
    assertThat(defaults.canonical())
        .isEqualTo(
            "criterion=entropy;depth=2;fullTree=false;minSamplesLeaf=1;minSamplesSplit=1;noise=aggregate;"
                + "splitter=maxedge");
  }

  @Test
  void fitParametersReachThePartitioner() {
    DataSplit split = maYang(100, 30, 61L);
    TrainingInput input = TrainingInput.of(split, PrivacyBudget.pure(1.0));
    // fullTree: exactly 2^depth leaves even with 30 public points at depth 6
    assertThat(
            fit(LpctVariant.LPCT, input, Map.of("depth", 6, "fullTree", true), 1L)
                .partition()
                .leafCount())
        .isEqualTo(64);
    assertThat(fit(LpctVariant.LPCT, input, Map.of("depth", 6), 1L).partition().leafCount())
        .isLessThan(64);
    // criterion: GINI and ENTROPY differ on the constructed sample of MaxEdgePartitionerTest
    Dataset pub =
        TestDatasets.binary(
            new double[][] {
              {0.2, 0.7}, {0.6, 0.2}, {0.7, 0.3}, {0.6, 0.6}, {0.7, 0.7}, {0.8, 0.8}, {0.9, 0.6}
            },
            new int[] {1, 0, 1, 0, 1, 1, 1});
    TrainingInput small =
        TrainingInput.of(
            DataSplit.of(pub, split.privateSample(), split.test()), PrivacyBudget.pure(1.0));
    Map<String, Object> entropy = Map.of("depth", 1, "minSamplesLeaf", 0);
    Map<String, Object> gini = Map.of("depth", 1, "minSamplesLeaf", 0, "criterion", "gini");
    assertThat(fit(LpctVariant.LPCT_Q, small, entropy, 1L).partition().splitDimension(0))
        .isEqualTo(0);
    assertThat(fit(LpctVariant.LPCT_Q, small, gini, 1L).partition().splitDimension(0)).isEqualTo(1);
  }
}
