package org.ldpbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.report.ClaimCheck.Verdict;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.BelowBayesClaim;
import org.ldpbench.spec.ClaimSpec;
import org.ldpbench.spec.DominatesClaim;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.spec.TrendClaim;
import org.ldpbench.spec.WithinClaim;
import org.ldpbench.stats.Direction;
import org.ldpbench.testing.TestSpecs;

/**
 * Claim verdicts on hand-made per-replication scores whose paired differences are known exactly:
 * B's score is a shared replication effect, A's is B's plus a chosen mean difference plus ±s
 * alternating noise, so the paired t statistic is mean·√19/s with 19 degrees of freedom (20
 * replications). One grid configuration per method, so the best configuration is that one.
 */
class ClaimCheckTest {

    static final String SPEC = TestSpecs.small("test/claims", 1, 20) + """
            methods:
              - {name: LPCT, label: A, grid: {depth: [2], lambda: [1]}}
              - {name: LPCT-P, label: B, grid: {depth: [2]}}
            """;

    static final ExperimentPlan PLAN = ExperimentPlan.of(SpecParser.parse(SPEC, "claims.yaml"),
            ExperimentSpec.Profile.FULL);

    /** A score as a function of the method label, ε and the replication. */
    interface Scores {
        double at(String label, double epsilon, int replication);
    }

    static ResultSummary summary(Scores scores) {
        Map<String, Double> byKey = new HashMap<>();
        PLAN.units().forEach(u -> u.groups().forEach(g -> g.trials().forEach(t -> byKey.put(t.key(),
                scores.at(g.method().label(), g.point().epsilon(), u.replication())))));
        return ResultSummary.of(PLAN, byKey);
    }

    /** The shared replication effect: cancels in every paired difference. */
    static double base(int replication) {
        return 0.62 + 0.03 * Math.sin(replication);
    }

    static double noise(int replication, double s) {
        return replication % 2 == 0 ? s : -s;
    }

    /**
     * A = B + difference(ε) ± s; the noise starts with +s at ε = 1 and with −s at ε = 8, so equal
     * differences at both points are two distinct tests with the same statistic.
     */
    static ResultSummary differences(double differenceAtOne, double differenceAtEight, double s) {
        return summary((label, epsilon, r) -> label.equals("B") ? base(r)
                : base(r) + (epsilon == 1.0 ? differenceAtOne + noise(r, s) : differenceAtEight + noise(r + 1, s)));
    }

    static ClaimSpec dominates(double tolerance) {
        return new DominatesClaim("A is better than B", List.of("A"), List.of("B"), Map.of(), tolerance);
    }

    static ClaimCheck check(ClaimSpec claim, ResultSummary summary) {
        return ClaimCheck.of(claim, PLAN, summary, 0.786, Direction.HIGHER_IS_BETTER);
    }

    @Test
    void aFalseClaimIsContradictedAndTheReportSaysSo() {
        ClaimCheck check = check(dominates(0), differences(-0.02, -0.01, 0.005));
        assertThat(check.verdict()).isEqualTo(Verdict.CONTRADICTED);
        assertThat(check.comparisons()).hasSize(2);
        ClaimCheck.Comparison first = check.comparisons().get(0);
        assertThat(first.label()).isEqualTo("A − B at ε=1");
        assertThat(first.difference()).isCloseTo(-0.02, within(1e-12));
        assertThat(first.againstClaim()).isTrue();
        String text = PaperReport.claimsText(List.of(check));
        assertThat(text).contains("| A is better than B | **contradicted** (2 comparisons: 0 significant for the claim, 2 against)")
                .contains("A − B > 0 at every sweep point")
                .contains("| A − B at ε=1 | -0.0200 ± 0.0011 |")
                .doesNotContain("0.000 (").doesNotContain("| supported");
    }

    @Test
    void aClearlyTrueClaimIsSupported() {
        ClaimCheck check = check(dominates(0), differences(0.03, 0.02, 0.005));
        assertThat(check.verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(check.comparisons()).allMatch(ClaimCheck.Comparison::forClaim);
        // t = 0.02·√19/0.005 = 17.4 with 19 df: p about 1e-13, written with one significant digit
        ClaimCheck.Comparison weaker = check.comparisons().get(1);
        assertThat(weaker.pClaimed()).isLessThan(1e-12).isPositive();
        assertThat(PaperReport.claimsText(List.of(check))).contains("*supported* (2 comparisons: 2 significant for the claim")
                .containsPattern("\\| A − B at ε=8 \\| \\+0\\.0200 ± 0\\.0011 \\| \\*\\*\\de-1\\d \\(\\de-1\\d\\)\\*\\*");
    }

    @Test
    void aNullEffectIsNotContradicted() {
        ClaimCheck check = check(dominates(0), differences(0.0, 0.0, 0.005));
        assertThat(check.verdict()).isEqualTo(Verdict.NOT_CONTRADICTED);
        // mean difference 0 (up to rounding of the scores): both one-sided p-values near 1/2
        assertThat(check.comparisons().get(0).pClaimed()).isCloseTo(0.5, within(1e-6));
        assertThat(check.comparisons().get(0).pAgainst()).isCloseTo(0.5, within(1e-6));
        assertThat(PaperReport.claimsText(List.of(check))).contains("*not contradicted*");
    }

    /** Two comparisons each with raw p = 0.030 (t = 2.0, 19 df): Holm makes both 0.060. */
    @Test
    void holmAdjustsOverTheComparisonsOfOneClaim() {
        double m = 2.0 * 0.01 / Math.sqrt(19); // t = 2.0
        ClaimCheck check = check(dominates(0), differences(m, m, 0.01));
        assertThat(check.comparisons()).allSatisfy(c -> {
            assertThat(c.pClaimed()).isCloseTo(0.03000101819304917, within(1e-9)); // scipy t.sf(2.0, 19)
            assertThat(c.holmClaimed()).isCloseTo(0.06000203638609834, within(1e-9));
        });
        assertThat(check.verdict()).isEqualTo(Verdict.NOT_CONTRADICTED);

        // step-down: a tiny p first, then 0.030 · 1 < 0.05, so both are significant
        ClaimCheck stepDown = check(dominates(0), differences(0.05, m, 0.01));
        assertThat(stepDown.comparisons().get(1).holmClaimed()).isCloseTo(0.03000101819304917, within(1e-9));
        assertThat(stepDown.comparisons().get(0).holmClaimed())
                .isCloseTo(2 * stepDown.comparisons().get(0).pClaimed(), within(1e-20));
        assertThat(stepDown.verdict()).isEqualTo(Verdict.SUPPORTED);
    }

    @Test
    void verdictRuleOnAdjustedPValues() {
        assertThat(ClaimCheck.verdict(new double[] {0.01, 0.04}, new double[] {0.99, 0.96})).isEqualTo(Verdict.SUPPORTED);
        assertThat(ClaimCheck.verdict(new double[] {0.01, 0.05}, new double[] {0.99, 0.95}))
                .isEqualTo(Verdict.NOT_CONTRADICTED);
        // any significant comparison against the claim wins, whatever the others say
        assertThat(ClaimCheck.verdict(new double[] {1e-9, 0.99}, new double[] {1.0, 0.049}))
                .isEqualTo(Verdict.CONTRADICTED);
    }

    /** A = B − 0.002 ± 0.005: t = −1.74 for "A ≥ B"; for "A ≥ B − 0.005" t = +2.62. */
    @Test
    void aToleranceShiftsTheNullHypothesis() {
        ResultSummary slightlyWorse = differences(-0.002, -0.002, 0.005);
        ClaimCheck strict = check(dominates(0), slightlyWorse);
        assertThat(strict.verdict()).isEqualTo(Verdict.NOT_CONTRADICTED);
        assertThat(strict.comparisons().get(0).pAgainst()).isBetween(0.04, 0.05); // raw only; Holm doubles it
        ClaimCheck tolerant = check(dominates(0.005), slightlyWorse);
        assertThat(tolerant.verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(tolerant.hypothesis()).isEqualTo("A − B > -0.005 at every sweep point");
        // the difference shown is the raw one, not shifted
        assertThat(tolerant.comparisons().get(0).difference()).isCloseTo(-0.002, within(1e-12));

        ClaimCheck muchWorse = check(dominates(0.005), differences(-0.02, -0.02, 0.005));
        assertThat(muchWorse.verdict()).isEqualTo(Verdict.CONTRADICTED);
        // beyond the tolerance but not significantly: A = B − 0.006 ± 0.005, t = −0.87
        assertThat(check(dominates(0.005), differences(-0.006, -0.006, 0.005)).verdict())
                .isEqualTo(Verdict.NOT_CONTRADICTED);
    }

    @Test
    void lowerIsBetterFlipsTheDirection() {
        ResultSummary higher = differences(0.03, 0.02, 0.005);
        ClaimCheck check = ClaimCheck.of(dominates(0), PLAN, higher, null, Direction.LOWER_IS_BETTER);
        assertThat(check.verdict()).isEqualTo(Verdict.CONTRADICTED);
        assertThat(check.hypothesis()).isEqualTo("A − B < 0 at every sweep point");
        ClaimCheck tolerant = ClaimCheck.of(dominates(0.005), PLAN, differences(0.002, 0.002, 0.005), null,
                Direction.LOWER_IS_BETTER);
        assertThat(tolerant.verdict()).isEqualTo(Verdict.SUPPORTED);
    }

    @Test
    void increasingTestsEachStep() {
        ClaimSpec rises = new TrendClaim("A rises", List.of("A"), "epsilon", Map.of(), 0, false, true);
        // A at ε = 8 is A at ε = 1 plus 0.03 ± 0.005
        ResultSummary up = summary((label, epsilon, r) -> base(r) + (epsilon == 8.0 ? 0.03 + noise(r, 0.005) : 0));
        ClaimCheck check = check(rises, up);
        assertThat(check.verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(check.comparisons()).singleElement().satisfies(c -> {
            assertThat(c.label()).isEqualTo("A ε 1 → 8");
            assertThat(c.difference()).isCloseTo(0.03, within(1e-12));
        });
        ResultSummary down = summary((label, epsilon, r) -> base(r) + (epsilon == 8.0 ? -0.03 + noise(r, 0.005) : 0));
        assertThat(check(rises, down).verdict()).isEqualTo(Verdict.CONTRADICTED);
    }

    @Test
    void decreasingIsIncreasingTheOtherWay() {
        ClaimSpec falls = new TrendClaim("A falls", List.of("A"), "epsilon", Map.of(), 0, false, false);
        ResultSummary down = summary((label, epsilon, r) -> base(r) + (epsilon == 8.0 ? -0.03 + noise(r, 0.005) : 0));
        ClaimCheck check = check(falls, down);
        assertThat(check.verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(check.hypothesis()).isEqualTo("each step along ε: later − earlier < 0");
        ResultSummary up = summary((label, epsilon, r) -> base(r) + (epsilon == 8.0 ? 0.03 + noise(r, 0.005) : 0));
        assertThat(check(falls, up).verdict()).isEqualTo(Verdict.CONTRADICTED);
        ClaimSpec trend = new TrendClaim("A falls overall", List.of("A"), "epsilon", Map.of(), 0, true, false);
        assertThat(check(trend, down).hypothesis()).isEqualTo("last vs first value of ε: later − earlier < 0");
        assertThat(check(trend, down).verdict()).isEqualTo(Verdict.SUPPORTED);
    }

    @Test
    void withinIsAnEquivalenceTest() {
        ClaimSpec close = new WithinClaim("A is close to B", List.of("A"), "B", Map.of(), 0.01);
        ClaimCheck equivalent = check(close, differences(0.001, -0.001, 0.002));
        assertThat(equivalent.verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(check(close, differences(0.03, 0.0, 0.002)).verdict()).isEqualTo(Verdict.CONTRADICTED);
        assertThat(check(close, differences(-0.03, 0.0, 0.002)).verdict()).isEqualTo(Verdict.CONTRADICTED);
        // |0.009| < 0.01 but the noise is too large to show equivalence, or a difference
        assertThat(check(close, differences(0.009, 0.009, 0.01)).verdict()).isEqualTo(Verdict.NOT_CONTRADICTED);
        // TOST p of the first comparison: the larger of the two one-sided p-values; difference 0.001,
        // se 0.002·√(20/19)/√20: t = (0.001 + 0.01)/se for the lower and (0.001 − 0.01)/se for the upper bound
        ClaimCheck.Comparison c = equivalent.comparisons().get(0);
        double se = 0.002 / Math.sqrt(19);
        assertThat(c.se()).isCloseTo(se, within(1e-12));
        double upper = new org.apache.commons.math3.distribution.TDistribution(null, 19)
                .cumulativeProbability((0.001 - 0.01) / se);
        assertThat(c.pClaimed()).isCloseTo(upper, within(1e-12));
    }

    @Test
    void belowBayesIsAOneSampleTestAgainstTheBayesAccuracy() {
        ClaimSpec below = new BelowBayesClaim("below Bayes", List.of("A"), Map.of());
        ResultSummary far = summary((label, epsilon, r) -> 0.70 + noise(r, 0.01));
        assertThat(check(below, far).verdict()).isEqualTo(Verdict.SUPPORTED);
        ResultSummary above = summary((label, epsilon, r) -> 0.80 + noise(r, 0.01));
        ClaimCheck contradicted = check(below, above);
        assertThat(contradicted.verdict()).isEqualTo(Verdict.CONTRADICTED);
        assertThat(contradicted.comparisons().get(0).difference()).isCloseTo(0.80 - 0.786, within(1e-12));
        ResultSummary at = summary((label, epsilon, r) -> 0.786 + noise(r, 0.01));
        assertThat(check(below, at).verdict()).isEqualTo(Verdict.NOT_CONTRADICTED);
        assertThat(ClaimCheck.of(below, PLAN, far, null, Direction.HIGHER_IS_BETTER).verdict())
                .isEqualTo(Verdict.UNDETERMINED);
    }

    /** A's scores are the same at both ε (like LPCT-Q): one test, so Holm leaves its p = 0.030 alone. */
    @Test
    void identicalComparisonsAreOneTestInHolm() {
        ClaimSpec below = new BelowBayesClaim("below Bayes", List.of("A"), Map.of());
        double m = 2.0 * 0.01 / Math.sqrt(19); // t = −2.0 with 19 df
        ClaimCheck check = check(below, summary((label, epsilon, r) -> 0.786 - m + noise(r, 0.01)));
        assertThat(check.comparisons()).hasSize(2);
        assertThat(check.distinctComparisons()).isEqualTo(1);
        assertThat(check.comparisons().get(1).sameAs()).isEqualTo("A at ε=1");
        assertThat(check.comparisons()).allSatisfy(c -> {
            assertThat(c.pClaimed()).isCloseTo(0.03000101819304917, within(1e-9));
            assertThat(c.holmClaimed()).isCloseTo(0.03000101819304917, within(1e-9));
        });
        assertThat(check.verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(PaperReport.claimsText(List.of(check))).contains("(2 comparisons, 1 distinct:")
                .contains("| A at ε=8 (same test as A at ε=1) |");
    }

    @Test
    void pValuesAreWrittenWithoutFalseZeros() {
        assertThat(NumberText.p(3.2e-12)).isEqualTo("3e-12");
        assertThat(NumberText.p(9.6e-5)).isEqualTo("1e-4");
        assertThat(NumberText.p(0.00049)).isEqualTo("5e-4");
        assertThat(NumberText.p(0.0123)).isEqualTo("0.012");
        assertThat(NumberText.p(0.9996)).isEqualTo("> 0.999");
        assertThat(NumberText.p(1.0)).isEqualTo("1");
        assertThat(NumberText.p(0.0)).isEqualTo("0");
        assertThat(NumberText.meanSe(-0.000015, 0.000015)).isEqualTo("-0.000015 ± 0.000015");
        assertThat(NumberText.meanSe(0.0108, 0.0031)).isEqualTo("+0.0108 ± 0.0031");
    }

    @Test
    void missingResultsLeaveTheClaimUndetermined() {
        ClaimCheck check = check(dominates(0), ResultSummary.of(PLAN, Map.of()));
        assertThat(check.verdict()).isEqualTo(Verdict.UNDETERMINED);
        assertThat(check.reason()).contains("no results for A");
        assertThat(PaperReport.claimsText(List.of(check))).contains("| undetermined | ").contains("no results for A");
    }

    @Test
    void identicalConfigurationsAreNoEvidenceWithoutToleranceAndCertainWithOne() {
        ResultSummary same = summary((label, epsilon, r) -> base(r));
        ClaimCheck strict = check(dominates(0), same);
        assertThat(strict.verdict()).isEqualTo(Verdict.NOT_CONTRADICTED);
        assertThat(strict.comparisons().get(0).degenerate()).isTrue();
        assertThat(check(dominates(0.001), same).verdict()).isEqualTo(Verdict.SUPPORTED);
    }
}
