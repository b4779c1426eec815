package org.ldpbench.report.claims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.report.NumberText;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.claims.ClaimCheck.Verdict;
import org.ldpbench.report.claims.belowbayes.BelowBayesClaim;
import org.ldpbench.report.claims.dominates.DominatesClaim;
import org.ldpbench.report.claims.mostoftenbest.MostOftenBestClaim;
import org.ldpbench.report.claims.mostoftenbest.NumberOneCount;
import org.ldpbench.report.claims.trend.TrendClaim;
import org.ldpbench.report.claims.trend.TrendClaimKind;
import org.ldpbench.report.claims.within.WithinClaim;
import org.ldpbench.report.kinds.Kinds;
import org.ldpbench.report.paper.ClaimsSection;
import org.ldpbench.report.paper.PaperClaims;
import org.ldpbench.report.paper.PaperReport;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.PairedTest;
import org.ldpbench.testing.TestSpecs;

/**
 * Claim verdicts on hand-made per-replication scores whose paired differences are known exactly:
 * B's score is a shared replication effect, A's is B's plus a chosen mean difference plus ±s noise
 * that alternates in pairs (+s, −s over consecutive odd and consecutive even replications), so that
 * on the test half (the 10 odd replications of 20) the differences have mean "difference", sd
 * s·√(10/9) and se s/3: t = 3·difference/s with 9 degrees of freedom. One grid configuration per
 * method, so the selection half always chooses it. These are exact computations, not random: no
 * false-failure rate.
 */
public class ClaimCheckTest {

  static final String SPEC =
      TestSpecs.small("test/claims", 1, 20)
          + """
            methods:
              - {name: LPCT, label: A, grid: {depth: [2], lambda: [1]}}
              - {name: LPCT-P, label: B, grid: {depth: [2]}}
            """;

  public static final ExperimentPlan PLAN =
      ExperimentPlan.of(SpecParser.parse(SPEC, "claims.yaml"), ExperimentSpec.Profile.FULL);

  /** A score as a function of the method label, ε and the replication. */
  public interface Scores {
    double at(String label, double epsilon, int replication);
  }

  public static ResultSummary summary(Scores scores) {
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
                                            scores.at(
                                                g.method().label(),
                                                g.point().epsilon(),
                                                u.replication())))));
    return ResultSummary.of(PLAN, byKey);
  }

  /** The shared replication effect: cancels in every paired difference. */
  public static double base(int replication) {
    return 0.62 + 0.03 * Math.sin(replication);
  }

  /** +s, +s, −s, −s, … so that each half (odd or even replications) alternates +s, −s. */
  public static double noise(int replication, double s) {
    return (replication / 2) % 2 == 0 ? s : -s;
  }

  /**
   * A = B + difference(ε) ± s; the noise is shifted by two replications at ε = 8 (a distinct test).
   */
  public static ResultSummary differences(
      double differenceAtOne, double differenceAtEight, double s) {
    return summary(
        (label, epsilon, r) ->
            label.equals("B")
                ? base(r)
                : base(r)
                    + (epsilon == 1.0
                        ? differenceAtOne + noise(r, s)
                        : differenceAtEight + noise(r + 2, s)));
  }

  static ClaimMeta paper(double effect) {
    return new ClaimMeta("A beats B", "Figure 1", false, effect);
  }

  static ClaimSpec dominates(double tolerance) {
    return new DominatesClaim(
        "A is better than B", List.of("A"), List.of("B"), Map.of(), tolerance, ClaimMeta.OURS);
  }

  public static ClaimCheck check(ClaimSpec claim, ResultSummary summary) {
    return Kinds.check(claim, PLAN, summary, 0.786, Direction.HIGHER_IS_BETTER);
  }

  @Test
  void aFalseClaimIsContradictedAndTheReportSaysSo() {
    ClaimCheck check = check(dominates(0), differences(-0.02, -0.01, 0.005));
    assertThat(check.verdict()).isEqualTo(Verdict.CONTRADICTED);
    ClaimCheck.Comparison first = check.comparisons().get(0);
    assertThat(first.label()).isEqualTo("A − B at ε=1");
    assertThat(first.n()).isEqualTo(10);
    assertThat(first.difference()).isCloseTo(-0.02, within(1e-12));
    assertThat(first.se()).isCloseTo(0.005 / 3, within(1e-12));
    assertThat(PaperReport.claimsText(List.of(check)))
        .contains("**contradicted** (2 comparisons: 0 significant" + " for the claim, 2 against)")
        .contains("A − B > 0 at every sweep point")
        .contains("| exploratory |");
  }

  @Test
  void aClearlyTrueClaimIsSupported() {
    ClaimCheck check = check(dominates(0), differences(0.03, 0.02, 0.005));
    assertThat(check.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(check.comparisons()).allMatch(ClaimCheck.Comparison::forClaim);
  }

  /**
   * t = 3·0.004/0.01 = 1.2 (9 df): no evidence either way; the MDE decides between the two
   * outcomes.
   */
  @Test
  void anInsignificantResultIsUndeterminedUnlessTheTestCouldSeeThePapersEffect() {
    ResultSummary weak = differences(0.004, 0.004, 0.01);
    ClaimSpec small =
        new DominatesClaim("A beats B", List.of("A"), List.of("B"), Map.of(), 0, paper(0.005));
    ClaimCheck undetermined = check(small, weak);
    assertThat(undetermined.verdict()).isEqualTo(Verdict.UNDETERMINED);
    // MDE = se·(t_{0.95, 9} + t_{0.8, 9}) at α: support needs both comparisons (an
    // intersection-union test),
    // so neither is adjusted: (0.01/3)·(1.833 + 0.883)
    assertThat(undetermined.mde()).isCloseTo(0.01 / 3 * (1.8331129327 + 0.8834038), within(1e-6));
    assertThat(undetermined.reason())
        .contains("power below 0.8 against the effect 0.005: minimal detectable" + " effect 0.009");
    ClaimSpec large =
        new DominatesClaim("A beats B", List.of("A"), List.of("B"), Map.of(), 0, paper(0.05));
    assertThat(check(large, weak).verdict()).isEqualTo(Verdict.NOT_CONTRADICTED);
  }

  /** The flattering case: a tolerance used to turn "slightly worse" into support. */
  @Test
  void aToleranceNeverCountsAsSupport() {
    ResultSummary slightlyWorse = differences(-0.002, -0.002, 0.001);
    ClaimCheck strict = check(dominates(0), slightlyWorse);
    assertThat(strict.verdict()).isEqualTo(Verdict.CONTRADICTED);
    ClaimCheck tolerant = check(dominates(0.005), slightlyWorse);
    assertThat(tolerant.verdict())
        .isIn(Verdict.NOT_CONTRADICTED, Verdict.UNDETERMINED)
        .isNotEqualTo(Verdict.SUPPORTED);
    assertThat(tolerant.comparisons()).noneMatch(ClaimCheck.Comparison::forClaim);
    assertThat(tolerant.hypothesis())
        .isEqualTo(
            "A − B > 0 at every sweep point (contradicted only beyond 0.005" + " the other way)");
    assertThat(check(dominates(0.005), differences(-0.02, -0.02, 0.005)).verdict())
        .isEqualTo(Verdict.CONTRADICTED);
  }

  @Test
  void lowerIsBetterFlipsTheDirection() {
    ClaimCheck check =
        Kinds.check(
            dominates(0), PLAN, differences(0.03, 0.02, 0.005), null, Direction.LOWER_IS_BETTER);
    assertThat(check.verdict()).isEqualTo(Verdict.CONTRADICTED);
    assertThat(check.hypothesis()).startsWith("A − B < 0 at every sweep point");
  }

  /** One trend test over the axis, never step-wise tolerances: a fall of 0.0004 is not support. */
  @Test
  void aTrendIsOneTestOverTheWholeAxis() {
    ClaimSpec rises =
        new TrendClaim("A rises", List.of("A"), "epsilon", Map.of(), 0, true, ClaimMeta.OURS);
    ResultSummary up =
        summary((label, epsilon, r) -> base(r) + (epsilon == 8.0 ? 0.03 + noise(r, 0.005) : 0));
    ClaimCheck check = check(rises, up);
    assertThat(check.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(check.comparisons())
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.label()).isEqualTo("A along ε 1 … 8 (2 values)");
              assertThat(c.difference()).isCloseTo(0.03, within(1e-12));
            });
    ResultSummary down =
        summary((label, epsilon, r) -> base(r) + (epsilon == 8.0 ? -0.03 + noise(r, 0.005) : 0));
    assertThat(check(rises, down).verdict()).isEqualTo(Verdict.CONTRADICTED);
    ResultSummary flatDown =
        summary((label, epsilon, r) -> base(r) + (epsilon == 8.0 ? -0.0004 + noise(r, 0.005) : 0));
    ClaimSpec tolerant =
        new TrendClaim("A rises", List.of("A"), "epsilon", Map.of(), 0.005, true, ClaimMeta.OURS);
    assertThat(check(tolerant, flatDown).verdict()).isNotEqualTo(Verdict.SUPPORTED);
    ClaimSpec falls =
        new TrendClaim("A falls", List.of("A"), "epsilon", Map.of(), 0, false, ClaimMeta.OURS);
    assertThat(check(falls, down).verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(check(falls, down).hypothesis())
        .isEqualTo("fitted change first → last value of ε < 0");
  }

  @Test
  void theTrendStatisticIsTheLeastSquaresChangeOverTheAxis() {
    double[] changes =
        TrendClaimKind.changes(
            List.of(new double[] {0.0, 1.0}, new double[] {1.0, 1.0}, new double[] {2.0, 1.0}));
    assertThat(changes).containsExactly(2.0, 0.0);
  }

  /** The flattering case: two identical differences gave p = 0; the sign test gives 1/4. */
  @Test
  void aZeroVarianceDifferenceFromTwoReplicationsIsNotSignificant() {
    PairedTest two = ClaimData.test("x", new double[] {0.75, 0.5}, new double[] {0.5, 0.25}, 0.0);
    assertThat(two.degenerate()).isTrue();
    assertThat(two.pGreater()).isEqualTo(0.25);
    assertThat(two.pLess()).isEqualTo(1.0);
    assertThat(Power.mde(0.0, 2, 0.05)).isInfinite();
    assertThat(Power.mde(0.0, 10, 0.05)).isZero();
  }

  @Test
  void withinIsAnEquivalenceTest() {
    ClaimSpec close =
        new WithinClaim("A is close to B", List.of("A"), "B", Map.of(), 0.01, ClaimMeta.OURS);
    assertThat(check(close, differences(0.001, -0.001, 0.002)).verdict())
        .isEqualTo(Verdict.SUPPORTED);
    assertThat(check(close, differences(0.03, 0.0, 0.002)).verdict())
        .isEqualTo(Verdict.CONTRADICTED);
    assertThat(check(close, differences(-0.03, 0.0, 0.002)).verdict())
        .isEqualTo(Verdict.CONTRADICTED);
    // |0.009| < 0.01 but the noise is too large to show equivalence: the margin is below the
    // detectable one
    ClaimCheck noisy = check(close, differences(0.009, 0.009, 0.03));
    assertThat(noisy.verdict()).isEqualTo(Verdict.UNDETERMINED);
    assertThat(noisy.reason()).contains("minimal detectable margin");
  }

  /**
   * B gains 0.05 from ε = 1 to 8; A at ε = 1 has B's ε = 8 level: equivalent only when B is read at
   * ε = 8.
   */
  @Test
  void withinComparesWithTheOtherLabelAtAMovedPointWhenAsked() {
    ResultSummary scores =
        summary(
            (label, epsilon, r) ->
                label.equals("B")
                    ? base(r) + (epsilon == 8.0 ? 0.05 : 0)
                    : base(r) + 0.05 + noise(r, 0.002));
    ClaimSpec moved =
        new WithinClaim(
            "A at eps 1 matches B at eps 8",
            List.of("A"),
            "B",
            Map.of("epsilon", 1.0),
            Map.of("epsilon", 8.0),
            0.01,
            ClaimMeta.OURS);
    ClaimCheck check = check(moved, scores);
    assertThat(check.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(check.comparisons()).hasSize(1);
    assertThat(check.comparisons().get(0).label()).isEqualTo("A − B (ε=8) at ε=1");
    assertThat(check.comparisons().get(0).difference()).isCloseTo(0.0, within(1e-12));
    ClaimSpec same =
        new WithinClaim(
            "A at eps 1 matches B at eps 1",
            List.of("A"),
            "B",
            Map.of("epsilon", 1.0),
            0.01,
            ClaimMeta.OURS);
    assertThat(check(same, scores).verdict()).isEqualTo(Verdict.CONTRADICTED);
  }

  @Test
  void belowBayesIsAOneSampleTestAgainstTheBayesAccuracy() {
    ClaimSpec below = new BelowBayesClaim("below Bayes", List.of("A"), Map.of(), ClaimMeta.OURS);
    assertThat(check(below, summary((label, epsilon, r) -> 0.70 + noise(r, 0.01))).verdict())
        .isEqualTo(Verdict.SUPPORTED);
    assertThat(check(below, summary((label, epsilon, r) -> 0.80 + noise(r, 0.01))).verdict())
        .isEqualTo(Verdict.CONTRADICTED);
    assertThat(
            Kinds.check(
                    below,
                    PLAN,
                    summary((label, epsilon, r) -> 0.70),
                    null,
                    Direction.HIGHER_IS_BETTER)
                .verdict())
        .isEqualTo(Verdict.UNDETERMINED);
  }

  /** Two paper claims each supported at p = 0.03 alone are not both supported across the paper. */
  @Test
  void paperClaimsAreCorrectedAcrossThePaper() {
    double m = 0.01 * 2.0 / 3; // t = 2.0 on 9 df: p = 0.0383 per comparison
    ClaimSpec atOne =
        new DominatesClaim(
            "A beats B at 1", List.of("A"), List.of("B"), Map.of("epsilon", 1.0), 0, paper(0.05));
    ClaimSpec atEight =
        new DominatesClaim(
            "A beats B at 8", List.of("A"), List.of("B"), Map.of("epsilon", 8.0), 0, paper(0.05));
    ResultSummary both = differences(m, m, 0.01);
    ClaimCheck one = check(atOne, both);
    assertThat(one.verdict()).isEqualTo(Verdict.SUPPORTED);
    List<ClaimCheck> adjusted = PaperClaims.adjust(List.of(one, check(atEight, both)));
    assertThat(adjusted)
        .allSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.NOT_CONTRADICTED));
    assertThat(adjusted.get(0).paperFor()).isCloseTo(2 * one.claimLevelFor(), within(1e-12));
    // exploratory claims are left alone
    ClaimCheck ours = check(dominates(0), both);
    assertThat(PaperClaims.adjust(List.of(ours, check(atEight, both))).get(0)).isEqualTo(ours);
  }

  /**
   * Table 2's headline as the paper counts it: No. 1 (best mean at three decimals, ties shared) on
   * more than half of the values, with a paired bootstrap over replications for the count.
   */
  @Test
  void mostOftenBestCountsFirstPlacesWithABootstrap() {
    ClaimSpec best =
        new MostOftenBestClaim(
            "A is No. 1 on most", List.of("A"), List.of("B"), "epsilon", Map.of(), ClaimMeta.OURS);
    ClaimCheck ahead = check(best, differences(0.03, 0.02, 0.005));
    assertThat(ahead.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(ahead.comparisons())
        .singleElement()
        .satisfies(
            c ->
                assertThat(c.label())
                    .isEqualTo(
                        "A: No. 1 on 2 of 2 (bootstrap 95% interval 2–2; P(more than half) = 1)"));
    assertThat(check(best, differences(-0.03, -0.02, 0.005)).verdict())
        .isEqualTo(Verdict.CONTRADICTED);
    // an exact tie at one value shares the first place, as the paper bolds ties
    assertThat(check(best, differences(0.03, 0.0, 0.0)).verdict()).isEqualTo(Verdict.SUPPORTED);
    // first at one of the two values, behind by less than the noise at the other: the count is 1,
    // which
    // is not more than half, and the bootstrap cannot call it either way
    ClaimCheck half = check(best, differences(0.03, -0.001, 0.005));
    assertThat(half.comparisons())
        .singleElement()
        .satisfies(
            c ->
                assertThat(c.label())
                    .startsWith("A: No. 1 on 1 of 2 (bootstrap 95% interval 1–2;"));
    assertThat(half.verdict()).isEqualTo(Verdict.UNDETERMINED);
    // the verdict line counts sweep points (the rule's pass/fail items), not "fitted slopes"
    assertThat(PaperReport.claimsText(List.of(half)))
        .contains("(0 of 1 sweep points support, 0 contradict)")
        .doesNotContain("fitted slopes");
  }

  @Test
  void aNumberOneIsTheBestMeanAtThreeDecimalsWithTiesShared() {
    assertThat(NumberOneCount.numberOne(new double[][] {{0.7004}, {0.7001}}, null, true)).isTrue();
    assertThat(NumberOneCount.numberOne(new double[][] {{0.7001}, {0.7004}}, null, true)).isTrue();
    assertThat(NumberOneCount.numberOne(new double[][] {{0.7004}, {0.7006}}, null, true)).isFalse();
    assertThat(NumberOneCount.numberOne(new double[][] {{0.2}, {0.3}}, null, false)).isTrue();
    // a resample that repeats replication 1: means 0.6 and 0.8
    assertThat(
            NumberOneCount.numberOne(
                new double[][] {{0.9, 0.6}, {0.1, 0.8}}, new int[] {1, 1}, true))
        .isFalse();
    assertThat(NumberOneCount.numberOne(new double[][] {{0.9, 0.6}, {0.1, 0.8}}, null, true))
        .isTrue();
    // a competitor without results does not compete; the claimed method without results is never
    // No. 1
    assertThat(NumberOneCount.numberOne(new double[][] {{0.5}, {Double.NaN}}, null, true)).isTrue();
    assertThat(NumberOneCount.numberOne(new double[][] {{Double.NaN}, {0.5}}, null, true))
        .isFalse();
  }

  @Test
  void missingResultsLeaveTheClaimUndetermined() {
    ClaimCheck check = check(dominates(0), ResultSummary.of(PLAN, Map.of()));
    assertThat(check.verdict()).isEqualTo(Verdict.UNDETERMINED);
    assertThat(check.reason()).contains("no results for A");
    assertThat(PaperReport.claimsText(List.of(check)))
        .contains("| undetermined | ")
        .contains("no results for A");
  }

  @Test
  void aQuickProfileTestsNothing() {
    ExperimentPlan quick = ExperimentPlan.of(PLAN.spec(), ExperimentSpec.Profile.QUICK);
    ExperimentSpec spec =
        SpecParser.parse(
            SPEC + "claims:\n  - {text: t, check: dominates, methods: [A]," + " over: [B]}\n",
            "claims.yaml");
    List<ClaimCheck> checks =
        ClaimsSection.checks(
            spec, quick, differences(0.03, 0.02, 0.005), ExperimentSpec.Profile.QUICK);
    assertThat(checks)
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.verdict()).isEqualTo(Verdict.UNDETERMINED);
              assertThat(c.reason()).startsWith("too few replications");
            });
  }

  @Test
  void pValuesAreWrittenWithoutFalseZeros() {
    assertThat(NumberText.p(3.2e-12)).isEqualTo("3e-12");
    assertThat(NumberText.p(0.0123)).isEqualTo("0.012");
    assertThat(NumberText.p(0.9996)).isEqualTo("> 0.999");
    assertThat(NumberText.effect(0.0123456)).isEqualTo("0.012");
    assertThat(NumberText.meanSe(0.0108, 0.0031)).isEqualTo("+0.0108 ± 0.0031");
  }
}
