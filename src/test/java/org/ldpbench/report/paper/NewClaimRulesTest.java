package org.ldpbench.report.paper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ldpbench.report.claims.ClaimCheckTest.base;
import static org.ldpbench.report.claims.ClaimCheckTest.check;
import static org.ldpbench.report.claims.ClaimCheckTest.differences;
import static org.ldpbench.report.claims.ClaimCheckTest.noise;
import static org.ldpbench.report.claims.ClaimCheckTest.summary;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.claims.ClaimCheck.Verdict;
import org.ldpbench.report.claims.ClaimCheckTest;
import org.ldpbench.report.claims.Power;
import org.ldpbench.report.claims.applicability.ApplicabilityClaim;
import org.ldpbench.report.claims.contrast.ContrastClaim;
import org.ldpbench.report.claims.dominates.DominatesClaim;
import org.ldpbench.report.claims.effecttrend.EffectTrendClaim;
import org.ldpbench.report.claims.mostoftenbest.MostOftenBestClaim;
import org.ldpbench.report.claims.notworse.NotWorseClaim;
import org.ldpbench.report.claims.ranksum.RankSumClaim;
import org.ldpbench.report.claims.value.ValueClaim;
import org.ldpbench.report.claims.varies.VariesClaim;
import org.ldpbench.report.kinds.Kinds;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;
import org.ldpbench.stats.Direction;

/**
 * The rules added for one-sentence-one-claim: interactions, contrasts, non-inferiority, stated
 * values, quantifiers, table counts, applicability, and how a sentence's parts combine across the
 * paper. Scores are {@link ClaimCheckTest}'s hand-made ones (A = B + a chosen difference ±
 * alternating noise, 20 replications, ε ∈ {1, 8}): exact computations, so no false-failure rate,
 * except the bootstrap rules, whose seed is fixed.
 */
class NewClaimRulesTest {

  private static ClaimMeta sentence(String id) {
    return new ClaimMeta(
        "A beats B", "Figure 1", false, Double.NaN, id, "", ClaimMeta.Quantifier.ALL, "");
  }

  /** "A beats B at ε = {@code epsilon}" (no tolerance). */
  private static ClaimSpec beatsAt(double epsilon, ClaimMeta meta) {
    return new DominatesClaim(
        "A beats B at ε = " + ParameterSet.format(epsilon),
        List.of("A"),
        List.of("B"),
        Map.of("epsilon", epsilon),
        0,
        meta);
  }

  private static ClaimMeta quantified(ClaimMeta.Quantifier quantifier) {
    return new ClaimMeta("", "", true, Double.NaN, "", "", quantifier, "epsilon");
  }

  @Test
  void aContrastIsTheWeightedSumOfPairedScores() {
    ClaimSpec gain =
        new ContrastClaim(
            "A − B > 0",
            List.of(
                new ContrastClaim.Term("A", 1, Map.of()),
                new ContrastClaim.Term("B", -1, Map.of())),
            Map.of(),
            0.0,
            ClaimMeta.OURS);
    assertThat(check(gain, differences(0.03, 0.02, 0.005)).verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(check(gain, differences(-0.03, -0.02, 0.005)).verdict())
        .isEqualTo(Verdict.CONTRADICTED);
    // a term read at another point: A at ε = 8 minus A at ε = 1, one test (no free axis left)
    ClaimSpec rise =
        new ContrastClaim(
            "A rises",
            List.of(
                new ContrastClaim.Term("A", 1, Map.of("epsilon", 8.0)),
                new ContrastClaim.Term("A", -1, Map.of("epsilon", 1.0))),
            Map.of(),
            0.0,
            ClaimMeta.OURS);
    ClaimCheck rises = check(rise, differences(0.0, 0.04, 0.005));
    assertThat(rises.comparisons())
        .singleElement()
        .satisfies(c -> assertThat(c.label()).isEqualTo("A (ε=8) − A (ε=1)"));
    assertThat(rises.verdict()).isEqualTo(Verdict.SUPPORTED);
  }

  @Test
  void anEffectTrendTestsTheInteraction() {
    ClaimSpec grows =
        new EffectTrendClaim(
            "A's lead grows with ε",
            List.of("A"),
            "B",
            "",
            "epsilon",
            Map.of(),
            0.0,
            true,
            ClaimMeta.OURS);
    ClaimCheck growing = check(grows, differences(0.01, 0.04, 0.005));
    assertThat(growing.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(growing.comparisons())
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.label()).isEqualTo("A − B along ε 1 … 8 (2 values)");
              assertThat(c.difference())
                  .isCloseTo(0.03, org.assertj.core.api.Assertions.within(1e-9));
            });
    assertThat(check(grows, differences(0.04, 0.01, 0.005)).verdict())
        .isEqualTo(Verdict.CONTRADICTED);
  }

  @Test
  void notWorseHoldsWithinItsMarginAndFailsBeyondIt() {
    ClaimSpec close =
        new NotWorseClaim(
            "A at most 0.03 below B",
            List.of("A"),
            List.of("B"),
            Map.of(),
            Map.of(),
            0.03,
            ClaimMeta.OURS);
    assertThat(check(close, differences(-0.01, -0.01, 0.005)).verdict())
        .isEqualTo(Verdict.SUPPORTED);
    assertThat(check(close, differences(-0.06, -0.01, 0.005)).verdict())
        .isEqualTo(Verdict.CONTRADICTED);
  }

  @Test
  void aStatedValueIsTestedOnOneSideOrByTwo() {
    ResultSummary scores = summary((label, epsilon, r) -> 0.6 + noise(r, 0.01));
    assertThat(
            check(
                    new ValueClaim(
                        "below 0.643",
                        List.of("A"),
                        Map.of(),
                        0.643,
                        0.0,
                        ValueClaim.Relation.BELOW,
                        ClaimMeta.OURS),
                    scores)
                .verdict())
        .isEqualTo(Verdict.SUPPORTED);
    assertThat(
            check(
                    new ValueClaim(
                        "above 0.643",
                        List.of("A"),
                        Map.of(),
                        0.643,
                        0.0,
                        ValueClaim.Relation.ABOVE,
                        ClaimMeta.OURS),
                    scores)
                .verdict())
        .isEqualTo(Verdict.CONTRADICTED);
    assertThat(
            check(
                    new ValueClaim(
                        "near 0.61",
                        List.of("A"),
                        Map.of(),
                        0.61,
                        0.02,
                        ValueClaim.Relation.NEAR,
                        ClaimMeta.OURS),
                    scores)
                .verdict())
        .isEqualTo(Verdict.SUPPORTED);
    assertThat(
            check(
                    new ValueClaim(
                        "near 0.70",
                        List.of("A"),
                        Map.of(),
                        0.70,
                        0.02,
                        ValueClaim.Relation.NEAR,
                        ClaimMeta.OURS),
                    scores)
                .verdict())
        .isEqualTo(Verdict.CONTRADICTED);
  }

  /**
   * A is clearly better at ε = 1 and clearly worse at ε = 8: "some" holds, "most" (both of two)
   * does not.
   */
  @Test
  void aQuantifierCountsTheValuesOfItsAxis() {
    ResultSummary mixed = differences(0.03, -0.03, 0.005);
    DominatesClaim some =
        new DominatesClaim(
            "A beats B somewhere",
            List.of("A"),
            List.of("B"),
            Map.of(),
            0,
            quantified(ClaimMeta.Quantifier.SOME));
    DominatesClaim most =
        new DominatesClaim(
            "A beats B mostly",
            List.of("A"),
            List.of("B"),
            Map.of(),
            0,
            quantified(ClaimMeta.Quantifier.MOST));
    assertThat(check(some, mixed).verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(check(most, mixed).verdict()).isEqualTo(Verdict.CONTRADICTED);
    assertThat(check(some, mixed).hypothesis())
        .endsWith("at every point of at least one value of ε");
    assertThat(check(some, differences(-0.03, -0.03, 0.005)).verdict())
        .isEqualTo(Verdict.CONTRADICTED);
  }

  /**
   * One comparison decided for the claim with a wide spread, one undecided with a narrow one: only
   * the latter needs power.
   */
  @Test
  void aComparisonAlreadySignificantForTheClaimNeedsNoMorePower() {
    ResultSummary scores =
        summary(
            (label, epsilon, r) ->
                label.equals("B")
                    ? base(r)
                    : base(r)
                        + (epsilon == 1.0 ? 0.2 + noise(r, 0.05) : 0.0005 + noise(r, 0.0003)));
    ClaimCheck check =
        check(
            new DominatesClaim(
                "A beats B", List.of("A"), List.of("B"), Map.of(), 0.005, ClaimMeta.OURS),
            scores);
    // the undecided comparison at ε = 8 (se 0.0001) sees an effect of 0.01 easily; the one at ε = 1
    // holds already
    assertThat(check.mde()).isLessThan(0.001);
    assertThat(check.verdict()).isIn(Verdict.SUPPORTED, Verdict.NOT_CONTRADICTED);
  }

  @Test
  void theReplicationsThatWouldDecideReachThePowerAndNoFewerDo() {
    double se = 0.01 / 3;
    int n = 10;
    int needed = Power.replications(se, n, 0.05, 0.005, false);
    double sd = se * Math.sqrt(n);
    assertThat(Power.mde(sd / Math.sqrt(needed), needed, 0.05)).isLessThanOrEqualTo(0.005);
    assertThat(Power.mde(sd / Math.sqrt(needed - 1), needed - 1, 0.05)).isGreaterThan(0.005);
    assertThat(Power.replications(se, n, 0.05, 0.0, false)).isEqualTo(Integer.MAX_VALUE);
    ClaimCheck undetermined =
        check(
            new DominatesClaim(
                "A beats B",
                List.of("A"),
                List.of("B"),
                Map.of(),
                0,
                new ClaimMeta("q", "l", false, 0.005)),
            differences(0.002, 0.002, 0.01));
    assertThat(undetermined.verdict()).isEqualTo(Verdict.UNDETERMINED);
    assertThat(undetermined.lacksPower()).isTrue();
    assertThat(undetermined.replicationsNeeded()).isGreaterThan(20);
    assertThat(PaperReport.claimsText(List.of(undetermined)))
        .contains("replications would decide it");
  }

  @Test
  void theRankSumAndTheBoldCountAreBootstrappedTableRules() {
    ResultSummary ahead = differences(0.03, 0.02, 0.005);
    RankSumClaim rank =
        new RankSumClaim(
            "A has the smallest rank sum",
            List.of("A"),
            List.of("B"),
            "epsilon",
            Map.of(),
            ClaimMeta.OURS);
    ClaimCheck ranked = check(rank, ahead);
    assertThat(ranked.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(ranked.comparisons())
        .singleElement()
        .satisfies(c -> assertThat(c.label()).startsWith("A: rank sum 2 against B's 4"));
    assertThat(check(rank, differences(-0.03, -0.02, 0.005)).verdict())
        .isEqualTo(Verdict.CONTRADICTED);
    MostOftenBestClaim bold =
        new MostOftenBestClaim(
            "A is bold most often",
            List.of("A"),
            List.of("B"),
            "epsilon",
            Map.of(),
            ClaimMeta.OURS,
            MostOftenBestClaim.Count.BOLD);
    ClaimCheck counted = check(bold, ahead);
    assertThat(counted.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(counted.comparisons())
        .singleElement()
        .satisfies(
            c -> assertThat(c.label()).startsWith("A: No. 1 (bold) on 2 of 2 against B's 0"));
    // equal scores: both bold everywhere, a tie no number of replications breaks
    ClaimCheck tied = check(bold, summary((label, epsilon, r) -> base(r)));
    assertThat(tied.verdict()).isEqualTo(Verdict.CONTRADICTED);
    assertThat(Kinds.of(bold).ruleOf(bold)).startsWith("No. 1 count by bold cells");
  }

  @Test
  void applicabilityCountsTheValuesWhereAMethodDeclaredItselfNotApplicable() {
    Map<String, Double> byKey = new HashMap<>();
    Set<String> na = new HashSet<>();
    ClaimCheckTest.PLAN
        .units()
        .forEach(
            u ->
                u.groups()
                    .forEach(
                        g ->
                            g.trials()
                                .forEach(
                                    t -> {
                                      byKey.put(t.key(), 0.7);
                                      if (g.method().label().equals("B")
                                          && g.point().epsilon() == 8.0) {
                                        na.add(t.key());
                                      }
                                    })));
    ResultSummary summary =
        ResultSummary.of(ClaimCheckTest.PLAN, byKey, na, "accuracy", Direction.HIGHER_IS_BETTER);
    assertThat(
            check(
                    new ApplicabilityClaim(
                        "B is NA once", List.of("B"), "epsilon", Map.of(), 1, ClaimMeta.OURS),
                    summary)
                .verdict())
        .isEqualTo(Verdict.SUPPORTED);
    assertThat(
            check(
                    new ApplicabilityClaim(
                        "B runs", List.of("B"), "epsilon", Map.of(), -1, ClaimMeta.OURS),
                    summary)
                .verdict())
        .isEqualTo(Verdict.CONTRADICTED);
    assertThat(
            check(
                    new ApplicabilityClaim(
                        "A runs", List.of("A"), "epsilon", Map.of(), -1, ClaimMeta.OURS),
                    summary)
                .verdict())
        .isEqualTo(Verdict.SUPPORTED);
    assertThat(
            check(
                    new ApplicabilityClaim(
                        "A runs", List.of("A"), "epsilon", Map.of(), -1, ClaimMeta.OURS),
                    ResultSummary.of(ClaimCheckTest.PLAN, Map.of()))
                .verdict())
        .isEqualTo(Verdict.UNDETERMINED);
  }

  @Test
  void variesNeedsTheSpreadChosenOnOneHalfToHoldOnTheOther() {
    VariesClaim varies =
        new VariesClaim("A varies over ε", List.of("A"), "epsilon", Map.of(), 0.0, ClaimMeta.OURS);
    assertThat(check(varies, differences(0.0, 0.05, 0.005)).verdict()).isEqualTo(Verdict.SUPPORTED);
    // the same scores at both values up to the noise: the chosen spread does not hold on the test
    // half
    assertThat(check(varies, summary((label, epsilon, r) -> base(r) + noise(r, 0.005))).verdict())
        .isNotEqualTo(Verdict.SUPPORTED);
  }

  /**
   * Two rows of one sentence are two parts of one claim: one contradicted part makes the claim
   * contradicted.
   */
  @Test
  void aSentencesPartsCombineIntoOneClaimAcrossThePaper() {
    ClaimSpec holds = beatsAt(1.0, sentence("MY-6.2.1:4"));
    ClaimSpec fails = beatsAt(8.0, sentence("MY-6.2.1:4"));
    ClaimSpec other =
        new DominatesClaim(
            "A beats B", List.of("A"), List.of("B"), Map.of(), 0, sentence("MY-6.2.1:5"));
    ResultSummary mixed = differences(0.03, -0.03, 0.005);
    List<ClaimCheck> adjusted =
        PaperClaims.adjust(List.of(check(holds, mixed), check(fails, mixed), check(other, mixed)));
    assertThat(adjusted.get(0).verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(adjusted.get(1).verdict()).isEqualTo(Verdict.CONTRADICTED);
    List<SentenceClaims.Claim> claims = SentenceClaims.of(adjusted);
    assertThat(claims).hasSize(2);
    assertThat(claims.get(0).sentence()).isEqualTo("MY-6.2.1:4");
    assertThat(claims.get(0).parts()).hasSize(2);
    assertThat(claims.get(0).verdict()).isEqualTo(Verdict.CONTRADICTED);
    assertThat(ClaimCounts.table(adjusted))
        .contains("| paper (confirmatory, one per sentence) | 0 | 0 | 2 | 0 | 2 |");
    String section = ClaimsSection.text(adjusted, claims);
    assertThat(section)
        .contains("part 1 of 2 of claim MY-6.2.1:4, whose verdict is **contradicted**")
        .contains("| MY-6.2.1:4 “A beats B” (Figure 1). Read as: A beats B at ε = 1 |");
    String opening =
        ReproducesSection.text(
            claims, adjusted, ReproducesSection.experiments(), List.of("Headline."));
    assertThat(opening)
        .startsWith("## What reproduces")
        .contains("**0 supported**")
        .contains("**2 contradicted**")
        .contains("- MY-6.2.1:4 “A beats B” (Figure 1): A − B at ε=8: -0.0300 ± 0.0017")
        .endsWith("Headline.\n\n");
    assertThat(SentenceClaims.combine(List.of(Verdict.SUPPORTED, Verdict.UNDETERMINED)))
        .isEqualTo(Verdict.UNDETERMINED);
    assertThat(SentenceClaims.combine(List.of(Verdict.SUPPORTED, Verdict.NOT_CONTRADICTED)))
        .isEqualTo(Verdict.NOT_CONTRADICTED);
  }

  /**
   * A report that tests no sentence of its paper (theorem predictions, our scale runs) still opens
   * with "What reproduces", says that its rows are exploratory, counts them, and names the
   * contradicted ones; a report with no row at all has no such section.
   */
  @Test
  void aReportWithOnlyExploratoryRowsOpensWithWhatReproducesAndSaysSo() {
    ResultSummary mixed = differences(0.03, -0.03, 0.005);
    ClaimSpec holds = beatsAt(1.0, ClaimMeta.OURS);
    ClaimSpec fails = beatsAt(8.0, ClaimMeta.OURS);
    List<ClaimCheck> rows = PaperClaims.adjust(List.of(check(holds, mixed), check(fails, mixed)));
    List<SentenceClaims.Claim> claims = SentenceClaims.of(rows);
    assertThat(claims).isEmpty();
    java.util.Map<ClaimCheck, String> experiments = ReproducesSection.experiments();
    rows.forEach(r -> experiments.put(r, "paper/e1"));
    String opening = ReproducesSection.text(claims, rows, experiments, List.of());
    assertThat(opening)
        .startsWith("## What reproduces\n\nNo empirical sentence of the paper is tested here")
        .contains("the 2 rows below are our own exploratory checks")
        .contains("**1 supported**, 0 not contradicted, **1 contradicted**, 0 undetermined")
        .contains("- A beats B at ε = 8 (`paper/e1`)")
        .doesNotContain("- A beats B at ε = 1 ");
    assertThat(ReproducesSection.text(List.of(), rows.subList(0, 1), experiments, List.of()))
        .contains("the one row below is our own exploratory check (")
        .contains("**1 supported**, 0 not contradicted, **0 contradicted**");
    assertThat(ReproducesSection.text(List.of(), List.of(), experiments, List.of())).isEmpty();
  }
}
