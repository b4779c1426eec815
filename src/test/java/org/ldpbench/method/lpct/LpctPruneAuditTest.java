package org.ldpbench.method.lpct;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.audit.endtoend.PrivacyAuditor;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.partition.MaxEdgePartitioner;
import org.ldpbench.partition.SplitCriterion;
import org.ldpbench.partition.TreePartition;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.Slow;
import org.ldpbench.testing.TestDatasets;

/**
 * The privacy audit on LPCT-prune's composed randomizer (two queries of ε/2, on trees of depth 2
 * and 1) with its worst neighbour pair, at ε = 2: it keeps the composed ε, and its empirical loss
 * exceeds ε/2, so the composition is needed: a randomizer that claimed one query's ε/2 for both
 * would be caught (at ε = 1 the audit's lower bound, about 0.5 with 200,000 draws of 8 shifted
 * coordinates, is too close to ε/2 to show this). False-failure rate of the correct case: at most
 * 1e-6 (see {@link PrivacyAuditor}); the power check fails only if the audit misses a loss of ε = 2
 * against a claim of 1.
 */
@Slow
class LpctPruneAuditTest {

  private static final double EPSILON = 2.0;
  private static final PrivacyAuditor AUDITOR = new PrivacyAuditor(200_000, 1e-6);

  private static TreePartition fullTree(int depth) {
    return new MaxEdgePartitioner(depth, SplitCriterion.ENTROPY, 0, 0, true)
        .build(Dataset.emptyBinary(2), new SplittableRandom(0L));
  }

  private static PrivateSample user(double x1, double x2, int y) {
    return TestDatasets.oneUser(x1, x2, y);
  }

  private static LpctPruneRandomizer composed(LpctLocalRandomizer.Mode mode) {
    PrivacyBudget half = PrivacyBudget.pure(EPSILON / 2);
    return new LpctPruneRandomizer(
        new LpctLocalRandomizer(fullTree(2), half, mode),
        new LpctLocalRandomizer(fullTree(1), half, mode));
  }

  private static PrivacyAuditor.Result audit(
      LpctPruneRandomizer randomizer, double claimed, long seed) {
    PrivateSample first = user(0.1, 0.1, 1);
    PrivateSample second = user(0.9, 0.9, 1);
    assertThat(randomizer.release(first, new SplittableRandom(1)).coordinates()).hasSize(12);
    return AUDITOR.audit(
        rng -> randomizer.release(first, rng).coordinates(),
        rng -> randomizer.release(second, rng).coordinates(),
        claimed,
        0.0,
        seed);
  }

  @Test
  void composedQueriesKeepEpsilonAndNeedTheComposition() {
    LpctPruneRandomizer perUser = composed(LpctLocalRandomizer.Mode.PER_USER);
    assertThat(perUser.guarantee().orElseThrow().epsilon()).isEqualTo(EPSILON);
    PrivacyAuditor.Result atEpsilon = audit(perUser, EPSILON, 21);
    PrivacyAuditor.Result aggregate =
        audit(composed(LpctLocalRandomizer.Mode.AGGREGATE), EPSILON, 22);
    System.out.println(
        "LPCT-prune per-user: " + atEpsilon + "\nLPCT-prune aggregate: " + aggregate);
    assertThat(atEpsilon.violates()).as(atEpsilon.toString()).isFalse();
    assertThat(aggregate.violates()).as(aggregate.toString()).isFalse();
    // the loss of the pair is well above one query's eps/2: claiming eps/2 is caught
    assertThat(atEpsilon.epsilonLowerBound()).isGreaterThan(EPSILON / 2);
    PrivacyAuditor.Result forgotComposition = audit(perUser, EPSILON / 2, 23);
    assertThat(forgotComposition.violates()).as(forgotComposition.toString()).isTrue();
  }
}
