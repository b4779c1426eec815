package org.ldpbench.report.claims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.claims.ClaimCheck.Verdict;
import org.ldpbench.report.kinds.Kinds;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.spec.claim.ClaimSpec;
import org.ldpbench.stats.Direction;
import org.ldpbench.testing.TestSpecs;

/**
 * The shape claims {@code peaked} and {@code optimum-increasing} on hand-made scores: accuracy as a
 * function of the depth with a chosen peak per ε, a shared replication effect and ±s alternating
 * noise (40 replications, so each half has 20).
 */
class ShapeClaimCheckTest {

  static final String SPEC =
      TestSpecs.small("test/shape", 1, 40)
          + """
            methods:
              - {name: LPCT, label: A, grid: {depth: [1..5], lambda: [1, 10]}}
            claims:
              - {text: "inverted U", check: peaked, methods: [A], along: depth}
              - {text: "rises", check: peaked, methods: [A], along: depth, sides: first}
              - {text: "best depth grows", check: optimum-increasing, methods: [A], parameter: depth, along: epsilon}
            """;

  static final ExperimentSpec PARSED = SpecParser.parse(SPEC, "shape.yaml");
  static final ExperimentPlan PLAN = ExperimentPlan.of(PARSED, ExperimentSpec.Profile.FULL);

  /** Accuracy at a depth, ε and replication. */
  interface Shape {
    double at(int depth, double lambda, double epsilon, int replication);
  }

  static ResultSummary summary(Shape shape) {
    Map<String, Double> byKey = new HashMap<>();
    PLAN.units()
        .forEach(
            u ->
                u.groups()
                    .forEach(
                        g ->
                            g.trials()
                                .forEach(
                                    t ->
                                        byKey.put(
                                            t.key(),
                                            shape.at(
                                                ((Number) t.parameters().get("depth")).intValue(),
                                                ((Number) t.parameters().get("lambda"))
                                                    .doubleValue(),
                                                g.point().epsilon(),
                                                u.replication())))));
    return ResultSummary.of(PLAN, byKey);
  }

  static double noise(int replication, double s) {
    return (replication % 4 < 2 ? s : -s) + 0.02 * Math.sin(replication);
  }

  /** A tent with its top at {@code peak}: 0.7 − 0.02·|depth − peak|, lambda = 10 slightly worse. */
  static Shape tent(int peakAtOne, int peakAtEight) {
    return (depth, lambda, epsilon, r) ->
        0.7
            - 0.02 * Math.abs(depth - (epsilon == 1.0 ? peakAtOne : peakAtEight))
            - (lambda == 10 ? 0.001 : 0)
            + noise(r + depth, 0.004);
  }

  static ClaimCheck check(int index, ResultSummary summary) {
    ClaimSpec claim = PARSED.claims().get(index);
    return Kinds.check(claim, PLAN, summary, null, Direction.HIGHER_IS_BETTER);
  }

  @Test
  void anInvertedUIsSupportedAndAMonotoneCurveContradictsIt() {
    assertThat(check(0, summary(tent(2, 4))).verdict()).isEqualTo(Verdict.SUPPORTED);
    // rising all the way at ε = 8: the best interior depth (4) is worse than the last one (5)
    ClaimCheck monotone =
        check(0, summary((depth, lambda, epsilon, r) -> 0.6 + 0.02 * depth + noise(r, 0.004)));
    assertThat(monotone.verdict()).isEqualTo(Verdict.CONTRADICTED);
    assertThat(monotone.comparisons())
        .anyMatch(
            c -> c.label().equals("A depth 4 − depth 5 at ε=1") && c.againstClaim() && c.n() == 20);
  }

  @Test
  void sidesFirstOnlyNeedsTheRiseFromTheFirstValue() {
    ClaimCheck rises =
        check(
            1,
            summary(
                (depth, lambda, epsilon, r) -> 0.6 + 0.02 * Math.min(depth, 3) + noise(r, 0.004)));
    assertThat(rises.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(rises.comparisons()).hasSize(2).allMatch(c -> c.label().contains("− depth 1"));
    assertThat(
            check(
                    0,
                    summary(
                        (depth, lambda, epsilon, r) ->
                            0.6 + 0.02 * Math.min(depth, 3) + noise(r, 0.004)))
                .verdict())
        .isNotEqualTo(Verdict.SUPPORTED);
  }

  @Test
  void aGrowingOptimumIsSupportedAShrinkingOneContradicted() {
    ClaimCheck grows = check(2, summary(tent(2, 4)));
    assertThat(grows.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(grows.comparisons())
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.difference()).isEqualTo(2.0);
              assertThat(c.pClaimed()).isEqualTo(1.0 / (ClaimCheck.BOOTSTRAP_RESAMPLES + 1));
            });
    assertThat(check(2, summary(tent(4, 2))).verdict()).isEqualTo(Verdict.CONTRADICTED);
  }

  @Test
  void anUnchangedOptimumIsNotContradicted() {
    ClaimCheck same = check(2, summary(tent(3, 3)));
    assertThat(same.verdict()).isEqualTo(Verdict.NOT_CONTRADICTED);
    assertThat(same.comparisons().get(0).difference()).isZero();
  }

  @Test
  void theReaderRejectsAParameterOutsideTheGrid() {
    assertThatThrownBy(
            () ->
                SpecParser.parse(
                    SPEC.replace("along: depth}", "along: minSamplesLeaf}"), "shape.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("claims[0].along")
        .hasMessageContaining(
            "'minSamplesLeaf' is not a grid parameter of A; its grid has depth, lambda");
    assertThatThrownBy(
            () ->
                SpecParser.parse(
                    SPEC.replace(
                        "parameter: depth, along: epsilon", "parameter: depth, along: depth"),
                    "shape.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("'depth' is not a sweep axis");
  }
}
