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
            Map.entry("agreement", "{text: t, check: agreement, methods: [LPCT], over: [LPCT-Q], tolerance: 0.02}"));

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
