package org.ldpbench.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The registry of claim kinds: complete over the sealed {@link ClaimSpec} hierarchy, and every kind reads. */
class ClaimKindsTest {

    /** One valid claim of each check, by name (a new kind needs an example here). */
    private static final Map<String, String> EXAMPLES = Map.ofEntries(
            Map.entry("increasing", "{text: t, check: increasing, along: epsilon}"),
            Map.entry("decreasing", "{text: t, check: decreasing, along: gamma, tolerance: 0.01}"),
            Map.entry("dominates", "{text: t, check: dominates, methods: [LPCT], over: [LPCT-Q], tolerance: 0.005}"),
            Map.entry("within", "{text: t, check: within, methods: [LPCT], over: [LPCT-Q], tolerance: 0.01, at: {epsilon: 8}}"),
            Map.entry("below-bayes", "{text: t, check: below-bayes}"),
            Map.entry("peaked", "{text: t, check: peaked, methods: [LPCT], along: depth, sides: first}"),
            Map.entry("optimum-increasing", "{text: t, check: optimum-increasing, methods: [LPCT], parameter: depth, along: epsilon}"),
            Map.entry("optimum-decreasing", "{text: t, check: optimum-decreasing, methods: [LPCT], parameter: lambda,"
                    + " along: gamma}"),
            Map.entry("slope", "{text: t, check: slope, expected: -0.5}"),
            Map.entry("pending", "{text: t, check: pending, reason: r}"),
            Map.entry("slope-order", "{text: t, check: slope-order, methods: [LPCT], over: [LPCT-Q]}"),
            Map.entry("most-often-best", "{text: t, check: most-often-best, methods: [LPCT], over: [LPCT-Q],"
                    + " along: epsilon}"),
            Map.entry("agreement", "{text: t, check: agreement, methods: [LPCT], over: [LPCT-Q], tolerance: 0.02}"),
            Map.entry("effect-increasing", "{text: t, check: effect-increasing, methods: [LPCT], over: [LPCT-Q],"
                    + " along: epsilon}"),
            Map.entry("effect-decreasing", "{text: t, check: effect-decreasing, methods: [LPCT], change: gamma,"
                    + " along: epsilon}"),
            Map.entry("contrast", "{text: t, check: contrast, terms: [{method: LPCT, weight: 1}, {method: LPCT-Q,"
                    + " weight: -1, at: {gamma: 5}}]}"),
            Map.entry("not-worse", "{text: t, check: not-worse, methods: [LPCT], over: [LPCT-Q], tolerance: 0.03}"),
            Map.entry("above", "{text: t, check: above, value: 0.5}"),
            Map.entry("below", "{text: t, check: below, methods: [LPCT-Q], value: 0.643, at: {epsilon: [1, 8]}}"),
            Map.entry("near", "{text: t, check: near, value: 0.81, tolerance: 0.02}"),
            Map.entry("plateau", "{text: t, check: plateau, methods: [LPCT], parameter: depth, tolerance: 0.02}"),
            Map.entry("applicable", "{text: t, check: applicable, along: gamma}"),
            Map.entry("not-applicable", "{text: t, check: not-applicable, along: gamma, expected: 1}"),
            Map.entry("best-rank-sum", "{text: t, check: best-rank-sum, methods: [LPCT], over: [LPCT-Q], along: gamma}"),
            Map.entry("varies", "{text: t, check: varies, along: gamma}"));

    private static String spec(String claim) {
        return FigureReaderTest.VALID + "claims:\n  - " + claim + "\n";
    }

    @Test
    void everyRecordOfTheSealedHierarchyHasAKindAndEveryCheckOneName() {
        Set<Class<?>> records = OutputKindsTest.leaves(ClaimSpec.class);
        assertThat(ClaimKinds.all().stream().<Class<?>>map(ClaimKind::claimClass).distinct().toList())
                .containsExactlyInAnyOrderElementsOf(records);
        assertThat(ClaimKinds.checks()).doesNotHaveDuplicates();
    }

    @Test
    void everyKindReadsItsExampleIntoItsRecordUnderItsName() {
        assertThat(EXAMPLES.keySet()).containsExactlyInAnyOrder(ClaimKinds.checks());
        for (ClaimKind<?> kind : ClaimKinds.all()) {
            List<ClaimSpec> claims = SpecParser.parse(spec(EXAMPLES.get(kind.check())), "claims.yaml").claims();
            assertThat(claims).as(kind.check()).singleElement().isInstanceOf(kind.claimClass())
                    .satisfies(c -> assertThat(c.check()).isEqualTo(kind.check()))
                    .satisfies(c -> assertThat(c.text()).isEqualTo("t"));
        }
    }

    @Test
    void examplesKeepTheirFields() {
        List<ClaimSpec> claims = SpecParser.parse(FigureReaderTest.VALID + "claims:\n  - "
                + EXAMPLES.get("decreasing") + "\n  - " + EXAMPLES.get("peaked") + "\n  - " + EXAMPLES.get("slope")
                + "\n  - " + EXAMPLES.get("optimum-decreasing") + "\n", "claims.yaml").claims();
        assertThat(claims.get(0)).isEqualTo(new TrendClaim("t", List.of(), "gamma", Map.of(), 0.01, false, ClaimMeta.OURS));
        assertThat(claims.get(1)).isEqualTo(new PeakedClaim("t", List.of("LPCT"), "depth", Map.of(),
                PeakedClaim.Sides.FIRST, ClaimMeta.OURS));
        assertThat(claims.get(2)).isEqualTo(new SlopeClaim("t", List.of(), "rates", -0.5, ClaimMeta.OURS));
        assertThat(claims.get(3)).isEqualTo(new OptimumShiftClaim("t", List.of("LPCT"), "lambda", "gamma", Map.of(),
                false, false, ClaimMeta.OURS));
    }

    @Test
    void newKindsKeepTheirFields() {
        List<ClaimSpec> claims = SpecParser.parse(FigureReaderTest.VALID + "claims:\n  - " + EXAMPLES.get("contrast")
                + "\n  - " + EXAMPLES.get("below") + "\n  - " + EXAMPLES.get("effect-decreasing") + "\n  - "
                + EXAMPLES.get("not-applicable") + "\n  - {text: t, check: dominates, methods: [LPCT], over: [LPCT-Q],"
                + " margin: 0.05, otherAt: {gamma: 5}, quantifier: most, across: epsilon, sentence: \"MY-7.3:22\","
                + " quote: q, location: l, metric: seconds}\n", "claims.yaml").claims();
        assertThat(claims.get(0)).isEqualTo(new ContrastClaim("t", List.of(new ContrastClaim.Term("LPCT", 1, Map.of()),
                new ContrastClaim.Term("LPCT-Q", -1, Map.of("gamma", 5.0))), Map.of(), 0.0, ClaimMeta.OURS));
        assertThat(claims.get(1)).isEqualTo(new ValueClaim("t", List.of("LPCT-Q"), Map.of("epsilon", List.of(1.0, 8.0)),
                0.643, 0.0, ValueClaim.Relation.BELOW, ClaimMeta.OURS));
        assertThat(claims.get(2)).isEqualTo(new EffectTrendClaim("t", List.of("LPCT"), "", "gamma", "epsilon", Map.of(),
                0.0, false, ClaimMeta.OURS));
        assertThat(claims.get(3)).isEqualTo(new ApplicabilityClaim("t", List.of(), "gamma", Map.of(), 1, ClaimMeta.OURS));
        assertThat(claims.get(4)).isEqualTo(new DominatesClaim("t", List.of("LPCT"), List.of("LPCT-Q"), Map.of(), 0.0,
                new ClaimMeta("q", "l", false, Double.NaN, "MY-7.3:22", "seconds", ClaimMeta.Quantifier.MOST, "epsilon"),
                Map.of("gamma", 5.0), 0.05));
    }

    @Test
    void anUnknownCheckListsTheRegisteredOnes() {
        assertThatThrownBy(() -> SpecParser.parse(spec("{text: t, check: rises}"), "claims.yaml"))
                .isInstanceOf(SpecException.class)
                .hasMessageEndingWith("claims[0].check: 'rises' is not allowed; allowed: "
                        + String.join(", ", ClaimKinds.checks()));
    }

    @Test
    void aQuoteMakesAPaperClaimAndNeedsItsLocation() {
        ClaimSpec quoted = SpecParser.parse(spec("{text: t, check: below-bayes, quote: \"the words\", location: \"Fig. 4\","
                + " effect: 0.02}"), "claims.yaml").claims().get(0);
        assertThat(quoted.meta()).isEqualTo(new ClaimMeta("the words", "Fig. 4", false, 0.02));
        assertThat(SpecParser.parse(spec("{text: t, check: below-bayes}"), "claims.yaml").claims().get(0).meta())
                .isEqualTo(ClaimMeta.OURS);
        assertThatThrownBy(() -> SpecParser.parse(spec("{text: t, check: below-bayes, quote: q}"), "claims.yaml"))
                .isInstanceOf(SpecException.class).hasMessageContaining("claims[0].location: a quoted claim needs");
        assertThatThrownBy(() -> SpecParser.parse(spec("{text: t, check: below-bayes, role: paper}"), "claims.yaml"))
                .isInstanceOf(SpecException.class).hasMessageContaining("claims[0].role: a paper claim needs 'quote'");
        assertThatThrownBy(() -> SpecParser.parse(spec("{text: t, check: below-bayes, reason: r}"), "claims.yaml"))
                .isInstanceOf(SpecException.class).hasMessageContaining("only check 'pending' takes 'reason'");
    }

    @Test
    void anAgreementNeedsAPositiveMarginStatedBeforeTheRun() {
        assertThatThrownBy(() -> SpecParser.parse(spec("{text: t, check: agreement, methods: [LPCT], over: [LPCT-Q]}"),
                "claims.yaml")).isInstanceOf(SpecException.class).hasMessageContaining("claims[0].tolerance");
        assertThatThrownBy(() -> SpecParser.parse(spec("{text: t, check: agreement, methods: [LPCT], over: [LPCT-Q],"
                + " tolerance: 0}"), "claims.yaml")).isInstanceOf(SpecException.class)
                .hasMessageContaining("claims[0].tolerance: check 'agreement' needs a margin > 0");
        assertThat(SpecParser.parse(spec(EXAMPLES.get("agreement")), "claims.yaml").claims().get(0))
                .isEqualTo(new AgreementClaim("t", List.of("LPCT"), "LPCT-Q", Map.of(), 0.02, ClaimMeta.OURS));
    }
}
