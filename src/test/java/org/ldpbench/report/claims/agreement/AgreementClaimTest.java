package org.ldpbench.report.claims.agreement;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.claims.ClaimCheck.Verdict;
import org.ldpbench.report.kinds.Kinds;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.stats.Direction;
import org.ldpbench.testing.TestSpecs;

/**
 * The {@code agreement} claim on fixed-seed scores: two "implementations" A (LPCT, depth 2 and 4)
 * and B (LPCT-P, depth 2 and 4) share the parameter depth, so each depth is one paired comparison
 * over all 30 replications. Agreement must be supported when every configuration differs by noise
 * around 0.002 (margin 0.02), contradicted when one depth is off by 0.05 although the other agrees,
 * and undetermined when B never ran (all NA: the authors' checkout is missing).
 */
class AgreementClaimTest {

  static final String SPEC =
      TestSpecs.small("test/agreement", 1, 30)
          + """
            methods:
              - {name: LPCT, label: A, grid: {depth: [2, 4], lambda: [1]}}
              - {name: LPCT-P, label: B, grid: {depth: [2, 4]}}
            """;

  static final ExperimentPlan PLAN =
      ExperimentPlan.of(SpecParser.parse(SPEC, "agreement.yaml"), ExperimentSpec.Profile.FULL);

  static final AgreementClaim AGREE =
      new AgreementClaim("A and B agree", List.of("A"), "B", Map.of(), 0.02, ClaimMeta.OURS);

  /**
   * B: a shared split effect plus noise; A: B + offset(depth) + independent noise (sd 0.01), seed
   * 7.
   */
  static ResultSummary scores(double offsetAtDepth2, double offsetAtDepth4, boolean withB) {
    Map<String, Double> byKey = new HashMap<>();
    SplittableRandom random = new SplittableRandom(7);
    PLAN.units()
        .forEach(
            u ->
                u.groups()
                    .forEach(
                        g ->
                            g.trials()
                                .forEach(
                                    t -> {
                                      int depth = ((Number) t.parameters().get("depth")).intValue();
                                      double split =
                                          0.62 + 0.03 * Math.sin(u.replication() + depth);
                                      double noise = 0.01 * random.nextGaussian();
                                      if (g.method().label().equals("B")) {
                                        if (withB) {
                                          byKey.put(t.key(), split);
                                        }
                                      } else {
                                        byKey.put(
                                            t.key(),
                                            split
                                                + (depth == 2 ? offsetAtDepth2 : offsetAtDepth4)
                                                + noise);
                                      }
                                    })));
    return ResultSummary.of(PLAN, byKey);
  }

  static ClaimCheck check(ResultSummary summary) {
    return Kinds.check(AGREE, PLAN, summary, null, Direction.HIGHER_IS_BETTER);
  }

  @Test
  void implementationsThatDifferByNoiseAgreeInEveryConfiguration() {
    ClaimCheck check = check(scores(0.002, -0.002, true));
    assertThat(check.verdict()).isEqualTo(Verdict.SUPPORTED);
    // two sweep points (epsilon 1, 8) x two shared depths, each paired over 30 replications
    assertThat(check.comparisons()).hasSize(4);
    assertThat(check.comparisons()).allSatisfy(c -> assertThat(c.n()).isEqualTo(30));
    assertThat(check.comparisons().get(0).label()).contains("depth=2");
  }

  @Test
  void oneConfigurationOffByMoreThanTheMarginContradictsAgreement() {
    ClaimCheck check = check(scores(0.0, 0.05, true));
    assertThat(check.verdict()).isEqualTo(Verdict.CONTRADICTED);
  }

  @Test
  void withoutTheOtherImplementationsResultsTheClaimIsUndetermined() {
    ClaimCheck check = check(scores(0.0, 0.0, false));
    assertThat(check.verdict()).isEqualTo(Verdict.UNDETERMINED);
  }

  @Test
  void configurationsPairOnTheParametersBothHave() {
    ParameterSet ours =
        new ParameterSet(Map.of("depth", 2L, "lambda", 10.0, "criterion", "entropy"));
    assertThat(
            AgreementClaimKind.sameShared(
                ours, new ParameterSet(Map.of("depth", 2, "lambda", 10.0, "minSamplesLeaf", 1))))
        .isTrue();
    assertThat(
            AgreementClaimKind.sameShared(
                ours, new ParameterSet(Map.of("depth", 2, "lambda", 1.0))))
        .isFalse();
  }
}
