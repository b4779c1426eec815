package org.ldpbench.report.paper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.claims.slope.SlopeClaim;
import org.ldpbench.report.kinds.Kinds;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.spec.claim.ClaimSpec;
import org.ldpbench.stats.Direction;

/** {@code check: slope} (spec D.4): fitted log–log slopes against the theory's exponent. */
class SlopeClaimTest {

  private static final String SPEC =
      """
            name: test/slopes
            seed: 5
            replications: 4
            data:
              synthetic: ma-yang-2d
              params: {gamma: 1, nPublic: 30, nTest: 100}
            sweep:
              epsilon: [1]
              nPrivate: [100, 1000, 10000, 100000, 1000000]
            methods:
              - {name: LPCT, grid: {depth: [1], lambda: [1]}}
              - {name: LPCT-Q, grid: {depth: [1]}}
            output:
              figures:
                - {name: rates, x: nPrivate, xAxis: log, yAxis: log, fit: loglog, fitBelow: 0.1}
                - {name: plain, x: nPrivate}
            claims:
              - {text: "LPCT at n^-1/2", check: slope, methods: [LPCT], expected: -0.5}
              - {text: "LPCT at n^-0.8", check: slope, methods: [LPCT], expected: -0.8}
              - {text: "both at n^-1/2", check: slope, figure: rates, expected: -0.5}
              - {text: "LPCT-Q nearly flat", check: slope, methods: [LPCT-Q], expected: -0.06}
              - {text: "LPCT at n^-0.4", check: slope, methods: [LPCT], expected: -0.4}
              - {text: "LPCT steeper than LPCT-Q", check: slope-order, methods: [LPCT], over: [LPCT-Q], figure: rates}
              - {text: "LPCT-Q steeper than LPCT", check: slope-order, methods: [LPCT-Q], over: [LPCT], figure: rates}
            """;

  /**
   * LPCT: 2·n^(−1/2) below the window's 0.1 (the first point, 0.2, is outside); LPCT-Q:
   * 0.05·n^(−0.05), with ±1% replication jitter in a different order per n, so the bootstrap
   * intervals are narrow (about ±0.01) around the true slopes.
   */
  private static ResultSummary summary(ExperimentPlan plan) {
    Map<String, Double> scores = new HashMap<>();
    double[][] jitter = {
      {0.01, -0.01, 0.005, -0.005},
      {-0.01, 0.01, -0.005, 0.005},
      {0.005, -0.005, 0.01, -0.01},
      {-0.005, 0.01, -0.01, 0.005},
      {0.01, 0.005, -0.01, -0.005}
    };
    plan.units()
        .forEach(
            u ->
                u.groups()
                    .forEach(
                        g ->
                            g.trials()
                                .forEach(
                                    t -> {
                                      double n = ((Number) g.point().get("nPrivate")).doubleValue();
                                      int i = (int) Math.round(Math.log10(n)) - 2;
                                      double value =
                                          g.method().label().equals("LPCT")
                                              ? (n == 100 ? 0.2 : 2 * Math.pow(n, -0.5))
                                              : 0.05 * Math.pow(n, -0.05);
                                      scores.put(t.key(), value * (1 + jitter[i][u.replication()]));
                                    })));
    return ResultSummary.of(plan, scores);
  }

  private static ClaimCheck check(ExperimentPlan plan, ResultSummary summary, int claim) {
    ClaimSpec spec = plan.spec().claims().get(claim);
    return Kinds.check(spec, plan, summary, null, Direction.LOWER_IS_BETTER);
  }

  @Test
  void anIntervalInsideTheBandSupportsOneOutsideContradictsAndOneAcrossItDoesNeither() {
    ExperimentPlan plan =
        ExperimentPlan.of(SpecParser.parse(SPEC, "slopes.yaml"), ExperimentSpec.Profile.FULL);
    ResultSummary summary = summary(plan);
    assertThat(((SlopeClaim) plan.spec().claims().get(0)).figure()).isEqualTo("rates");
    assertThat(((SlopeClaim) plan.spec().claims().get(0)).expected()).isEqualTo(-0.5);

    ClaimCheck near = check(plan, summary, 0);
    assertThat(near.verdict()).isEqualTo(ClaimCheck.Verdict.SUPPORTED);
    assertThat(near.comparisons()).hasSize(1);
    assertThat(near.comparisons().get(0).difference()).isCloseTo(0.0, within(0.01));
    assertThat(near.comparisons().get(0).label())
        .startsWith("LPCT (ε=1): slope -0.50")
        .contains("(4 points, 3.0 decades)");

    ClaimCheck far = check(plan, summary, 1);
    assertThat(far.verdict()).isEqualTo(ClaimCheck.Verdict.CONTRADICTED);
    assertThat(far.hypothesis()).contains("inside -0.8 ± 0.1");

    // LPCT-Q's slope is -0.05, far outside -0.5 ± 0.1: the claim about both is contradicted
    ClaimCheck both = check(plan, summary, 2);
    assertThat(both.verdict()).isEqualTo(ClaimCheck.Verdict.CONTRADICTED);
    assertThat(both.comparisons())
        .extracting(ClaimCheck.Comparison::forClaim)
        .containsExactly(true, false);

    // -0.05 [about -0.06, -0.04] lies inside -0.06 ± 0.1 even though -0.06 is not in the interval
    assertThat(check(plan, summary, 3).verdict()).isEqualTo(ClaimCheck.Verdict.SUPPORTED);
    // -0.5 [-0.501, -0.499] straddles the band edge -0.4 - 0.1 = -0.5: neither
    ClaimCheck across = check(plan, summary, 4);
    assertThat(across.comparisons().get(0).label()).contains(": neither");
    assertThat(across.verdict()).isEqualTo(ClaimCheck.Verdict.NOT_CONTRADICTED);
    String text = PaperReport.claimsText(List.of(near, far));
    assertThat(text)
        .contains(
            "supported* (1 of 1 fitted slopes support, 0 contradict)",
            "**contradicted** (0 of 1 fitted slopes support, 1 contradict)",
            "| supports |",
            "**contradicts**");
  }

  /**
   * E6's "cost in the exponent" is a statement about slopes, tested by disjoint bootstrap
   * intervals.
   */
  @Test
  void aSlopeOrderComparesTheTwoExponents() {
    ExperimentPlan plan =
        ExperimentPlan.of(SpecParser.parse(SPEC, "slopes.yaml"), ExperimentSpec.Profile.FULL);
    ResultSummary summary = summary(plan);
    assertThat(check(plan, summary, 5).verdict()).isEqualTo(ClaimCheck.Verdict.SUPPORTED);
    ClaimCheck reversed = check(plan, summary, 6);
    assertThat(reversed.verdict()).isEqualTo(ClaimCheck.Verdict.CONTRADICTED);
    assertThat(reversed.comparisons().get(0).label()).startsWith("LPCT-Q (ε=1): -0.050");
  }

  /**
   * The old rule passed a 2-point fit within 0.15 of the theory; fewer than 4 points decide nothing
   * now.
   */
  @Test
  void fewPointsOrANarrowWindowAreUndetermined() {
    String three =
        SPEC.replace("[100, 1000, 10000, 100000, 1000000]", "[100, 1000, 10000, 100000]");
    ExperimentPlan plan =
        ExperimentPlan.of(SpecParser.parse(three, "slopes.yaml"), ExperimentSpec.Profile.FULL);
    ClaimCheck check = check(plan, summary(plan), 0);
    assertThat(check.verdict()).isEqualTo(ClaimCheck.Verdict.UNDETERMINED);
    assertThat(check.reason()).contains("3 points over 2.00 decades");
    String narrow =
        SPEC.replace("[100, 1000, 10000, 100000, 1000000]", "[100, 200, 400, 800, 1600]")
            .replace("fitBelow: 0.1", "fitBelow: 0.3");
    ExperimentPlan narrowPlan =
        ExperimentPlan.of(SpecParser.parse(narrow, "slopes.yaml"), ExperimentSpec.Profile.FULL);
    assertThat(check(narrowPlan, summary(narrowPlan), 0).reason()).contains("over 1.20 decades");
  }

  @Test
  void aSlopeClaimNeedsAFittedFigureAndItsNumbers() {
    String noFigure = SPEC.replace("figure: rates, ", "figure: plain, ");
    assertThatThrownBy(() -> SpecParser.parse(noFigure, "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining(
            "claims[2].figure: 'plain' is not a figure with fit: loglog; allowed: rates");
    String tolerance = SPEC.replaceFirst("expected: -0\\.5}", "expected: -0.5, tolerance: 0.15}");
    assertThatThrownBy(() -> SpecParser.parse(tolerance, "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("claims[0].tolerance: check 'slope' takes no 'tolerance'");
    String along = SPEC.replace("expected: -0.8}", "expected: -0.8, along: nPrivate}");
    assertThatThrownBy(() -> SpecParser.parse(along, "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("claims[1].along: check 'slope' takes no 'along'");
  }
}
