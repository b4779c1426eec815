package org.ldpbench.method.lpct;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MechanismCalls;
import org.ldpbench.method.Method;
import org.ldpbench.method.Methods;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.Release;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.partition.QuantileCriterionPartitioner;
import org.ldpbench.partition.RandomMaxEdgePartitioner;
import org.ldpbench.partition.SplitCriterion;
import org.ldpbench.partition.TreePartition;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.TestDatasets;

/** The partition rules of the LPCT family: {@code splitter: cart} and LPCT-R's random max-edge. */
class LpctPartitionRulesTest {

  private static DataSplit maYang(int nPrivate, int nPublic, long seed) {
    return TestDatasets.maYang(0.5, nPrivate, nPublic, 300, TestDatasets.hashedStreams(seed));
  }

  private static ParameterSet fitParameters(Method method, Map<String, Object> given) {
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

  /**
   * The fit of {@code method}'s protocol on {@code input}, through {@link PrivateMethod#protocol}.
   */
  private static LpctFit viaProtocol(
      PrivateMethod method, PublicInput input, PrivateSample sample, Map<String, Object> given) {
    return (LpctFit) run(method.protocol(input, fitParameters(method, given)), sample);
  }

  private static <R extends Release> Fit run(PrivateProtocol<R> protocol, PrivateSample sample) {
    List<R> releases =
        protocol.mechanisms().stream()
            .map(m -> m.release(sample, new SplittableRandom(3L)))
            .toList();
    return protocol.curate(releases);
  }

  private static PublicInput withBudget(TrainingInput input, double epsilon, long publicSeed) {
    PublicInput p = input.publicInput();
    return new PublicInput(
        p.publicSample(),
        p.evaluationPoints(),
        List.of(PrivacyBudget.pure(epsilon)),
        p.privateSampleSizes(),
        publicSeed);
  }

  private static boolean samePartition(TreePartition a, TreePartition b) {
    if (a.nodeCount() != b.nodeCount()) {
      return false;
    }
    for (int node = 0; node < a.nodeCount(); node++) {
      if (a.splitDimension(node) != b.splitDimension(node)
          || a.threshold(node) != b.threshold(node)) {
        return false;
      }
    }
    return true;
  }

  // ------------------------------------------------------------------ one growth per rule

  /**
   * Table 2's depth grid through the run's memo (one growth per public sample and rule, cut per
   * depth) gives exactly the partition a fresh build at each depth gives, whether the grid is asked
   * deepest first or shallowest first, for both splitters.
   */
  @Test
  void everyDepthOfTheGridThroughTheMemoEqualsAFreshBuildAtThatDepth() {
    DataSplit split = maYang(500, 2000, 4L);
    int[] grid = {16, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14};
    Method lpct = Methods.find("LPCT").orElseThrow();
    for (String splitter : List.of("maxedge", "cart")) {
      TrainingInput input = TrainingInput.of(split, PrivacyBudget.pure(1.0));
      for (int round = 0; round < 2; round++) {
        for (int depth : grid) {
          ParameterSet p = fitParameters(lpct, Map.of("splitter", splitter, "depth", depth));
          TreePartition viaMemo =
              LpctPartitions.built(p, depth, input.publicInput(), UNUSED_RANDOMNESS);
          TreePartition fresh =
              LpctPartitions.of(p, depth).build(split.publicTrain(), UNUSED_RANDOMNESS);
          assertThat(samePartition(viaMemo, fresh)).as(splitter + " depth " + depth).isTrue();
          assertThat(viaMemo.sameCells(fresh)).as(splitter + " depth " + depth).isTrue();
          assertThat(viaMemo.maxDepth()).isLessThanOrEqualTo(depth);
        }
        Arrays.sort(grid); // second round: shallowest first, a fresh memo
        input = TrainingInput.of(split, PrivacyBudget.pure(1.0));
      }
      assertThat(
              LpctPartitions.built(
                      fitParameters(lpct, Map.of("splitter", splitter, "depth", 12)),
                      12,
                      input.publicInput(),
                      UNUSED_RANDOMNESS)
                  .maxDepth())
          .as(splitter + ": deep trees")
          .isGreaterThan(8);
    }
  }

  private static final SplittableRandom UNUSED_RANDOMNESS = new SplittableRandom(0L);

  // ------------------------------------------------------------------ LPCT-R

  @Test
  void lpctRIsRegisteredWithItsOwnStreamAndNoSplitterChoice() {
    Method r = Methods.find("LPCT-R").orElseThrow();
    assertThat(r).isInstanceOf(LpctMethod.class);
    assertThat(((LpctMethod) r).randomPartition()).isTrue();
    assertThat(r.info().parameters().names())
        .contains("depth", "minSamplesSplit", "minSamplesLeaf", "fullTree", "noise", "lambda")
        .doesNotContain("splitter", "criterion");
    assertThat(r.info().parameters().postProcessingNames()).containsExactly("lambda");
    assertThat(r.info().noiseStream())
        .isNotEqualTo(Methods.find("LPCT").orElseThrow().info().noiseStream());
  }

  @Test
  void lpctRSeesTheSamePartitionAtEveryEpsilonAndAnotherWithAnotherPublicSeed() {
    DataSplit split = maYang(2000, 200, 1L);
    TrainingInput input = TrainingInput.of(split, PrivacyBudget.pure(1.0));
    PrivateMethod lpctR = (PrivateMethod) Methods.find("LPCT-R").orElseThrow();
    Map<String, Object> p = Map.of("depth", 6);
    LpctFit atOne =
        MechanismCalls.reading(
            input, () -> viaProtocol(lpctR, withBudget(input, 1.0, 77L), input.privateSample(), p));
    LpctFit atEight =
        MechanismCalls.reading(
            input, () -> viaProtocol(lpctR, withBudget(input, 8.0, 77L), input.privateSample(), p));
    assertThat(atOne.partition().leafCount()).isGreaterThan(16);
    assertThat(samePartition(atOne.partition(), atEight.partition())).isTrue();
    // it is the random max-edge partition drawn from the public seed
    TreePartition expected =
        new RandomMaxEdgePartitioner(6, 1, 1, false)
            .build(split.publicTrain(), new SplittableRandom(77L));
    assertThat(samePartition(atOne.partition(), expected)).isTrue();
    // and its privacy noise is the only thing the budget changes
    assertThat(atOne.leafSums().su()).isNotEqualTo(atEight.leafSums().su());
    // another public seed draws another partition (one of a few seeds differs; each differs with
    // prob. > 1/2)
    boolean differs = false;
    for (long seed = 78; seed < 84 && !differs; seed++) {
      long publicSeed = seed;
      differs =
          !samePartition(
              atOne.partition(),
              MechanismCalls.reading(
                      input,
                      () ->
                          viaProtocol(
                              lpctR, withBudget(input, 1.0, publicSeed), input.privateSample(), p))
                  .partition());
    }
    assertThat(differs).isTrue();
    // through fit as the runner calls it: same public seed, another noise stream, same partition
    LpctFit fitted =
        (LpctFit)
            lpctR.fit(
                TrainingInput.of(split, List.of(PrivacyBudget.pure(2.0)), 77L),
                fitParameters(lpctR, p),
                new SplittableRandom(5L));
    assertThat(samePartition(fitted.partition(), expected)).isTrue();
  }

  @Test
  void lpctRPredictsWithEquationEightOnItsLeaves() {
    DataSplit split = maYang(1500, 100, 2L);
    PrivateMethod lpctR = (PrivateMethod) Methods.find("LPCT-R").orElseThrow();
    LpctFit fit =
        (LpctFit)
            lpctR.fit(
                TrainingInput.of(split, List.of(PrivacyBudget.pure(4.0)), 9L),
                fitParameters(lpctR, Map.of("depth", 4)),
                new SplittableRandom(5L));
    Features test = split.test().features();
    for (double lambda : new double[] {0.0, 2.0, 1e6}) {
      int[] labels = fit.model(new ParameterSet(Map.of("lambda", lambda))).predict(test).labels();
      LpctCurator.LeafDecisions decisions =
          LpctCurator.weighted(fit.leafSums(), fit.publicCounts(), lambda);
      int[] leaves = fit.partition().leavesOf(test);
      for (int i = 0; i < leaves.length; i++) {
        assertThat(labels[i]).isEqualTo(decisions.labels()[leaves[i]]);
      }
    }
  }

  // ------------------------------------------------------------------ splitter: cart

  @Test
  void cartSplitterBuildsTheQuantileCriterionTreeForEveryVariantAndRoutesByItsThresholds() {
    DataSplit split = maYang(1500, 300, 3L);
    TrainingInput input = TrainingInput.of(split, PrivacyBudget.pure(8.0));
    TreePartition expected =
        new QuantileCriterionPartitioner(4, SplitCriterion.ENTROPY, 1, 1, false)
            .build(split.publicTrain(), new SplittableRandom(0L));
    boolean offMidpoint = false;
    for (int node = 0; node < expected.nodeCount(); node++) {
      if (!expected.isLeaf(node)) {
        int k = expected.splitDimension(node);
        offMidpoint |=
            expected.threshold(node) != 0.5 * (expected.lower(node, k) + expected.upper(node, k));
      }
    }
    assertThat(offMidpoint).as("a CART tree cuts off the midpoints").isTrue();
    Features test = split.test().features();
    for (LpctVariant variant : LpctVariant.values()) {
      if (variant == LpctVariant.LPCT_THEORY) {
        continue; // chooses its own depth (TheoryChoiceTest)
      }
      LpctMethod method = new LpctMethod(variant);
      LpctFit fit =
          (LpctFit)
              method.fit(
                  input,
                  fitParameters(method, Map.of("depth", 4, "splitter", "cart")),
                  new SplittableRandom(1L));
      assertThat(samePartition(fit.partition(), expected)).as(variant.name()).isTrue();
      ParameterSet post =
          variant.usesLambda() ? new ParameterSet(Map.of("lambda", 5.0)) : ParameterSet.empty();
      int[] labels = fit.model(post).predict(test).labels();
      LpctCurator.LeafDecisions decisions =
          switch (variant) {
            case LPCT, LPCT_NP -> LpctCurator.weighted(fit.leafSums(), fit.publicCounts(), 5.0);
            case LPCT_P -> LpctCurator.privateOnly(fit.leafSums());
            case LPCT_Q -> LpctCurator.publicOnly(fit.publicCounts());
            case LPCT_THEORY -> throw new IllegalStateException("skipped above");
          };
      // each test point gets the decision of the leaf whose rectangle holds it
      for (int i = 0; i < test.rows(); i++) {
        int leaf = fit.partition().leafOf(test.row(i));
        int node = fit.partition().nodeOfLeaf(leaf);
        for (int k = 0; k < 2; k++) {
          assertThat(test.get(i, k))
              .isBetween(fit.partition().lower(node, k), fit.partition().upper(node, k));
        }
        assertThat(labels[i]).isEqualTo(decisions.labels()[leaf]);
      }
    }
    // the default is still max-edge, and the two rules give different trees here
    LpctMethod lpct = new LpctMethod(LpctVariant.LPCT);
    LpctFit maxEdge =
        (LpctFit)
            lpct.fit(input, fitParameters(lpct, Map.of("depth", 4)), new SplittableRandom(1L));
    assertThat(samePartition(maxEdge.partition(), expected)).isFalse();
  }

  @Test
  void unknownSplitterIsRejectedWithTheAllowedValues() {
    Method lpct = Methods.find("LPCT").orElseThrow();
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () ->
                lpct.info()
                    .parameters()
                    .complete(Map.of("depth", 2, "lambda", 1.0, "splitter", "random")))
        .hasMessageContaining("splitter")
        .hasMessageContaining("maxedge, cart");
  }
}
