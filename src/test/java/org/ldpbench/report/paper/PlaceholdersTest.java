package org.ldpbench.report.paper;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.stats.Direction;

/**
 * The placeholders of PAPER.md prose: a mean renders from the stored results; a method that is NA
 * at the point (the authors' package not installed on a user's machine, as {@code make reproduce}
 * runs everywhere outside this project) renders as NA, as the tables show it, not as a
 * "(bad placeholder: …)" that reads as a bug in the report.
 */
class PlaceholdersTest {

    private static final String PROSE = "ours {{test/report LPCT epsilon=1}}, theirs {{test/report LPCT-Q epsilon=1}}"
            + " and {{test/report LPCT-Q epsilon=8}}; {{not/run LPCT epsilon=1}}";

    private static String render(Set<String> notApplicable) {
        ExperimentPlan plan = ReportTest.plan(ReportTest.SPEC);
        Map<String, Double> scores = ReportTest.scores(plan, 0.65, 0.70, 0.60);
        ResultSummary summary = ResultSummary.of(plan, scores, notApplicable, "accuracy", Direction.HIGHER_IS_BETTER);
        return Placeholders.render(PROSE, List.of(new Placeholders.Results(plan.spec(), plan, summary,
                ExperimentSpec.Profile.FULL)));
    }

    /** The keys of LPCT-Q's trials at ε = {@code epsilon}. */
    private static Set<String> lpctQ(double epsilon) {
        return ReportTest.plan(ReportTest.SPEC).units().stream().flatMap(u -> u.groups().stream())
                .filter(g -> g.method().label().equals("LPCT-Q") && g.point().epsilon() == epsilon)
                .flatMap(g -> g.trials().stream()).map(ExperimentPlan.Trial::key).collect(Collectors.toSet());
    }

    @Test
    void aMeanRendersWithThreeDecimals() {
        // LPCT depth 2 at eps 1: 0.65 + jitter {0.01, -0.01, 0.005, -0.005}, mean 0.65; LPCT-Q: 0.60 + jitter/2
        assertThat(render(Set.of())).isEqualTo("ours 0.650, theirs 0.600 and 0.600; (not run: not/run)");
    }

    @Test
    void aMethodNotApplicableAtThePointRendersAsNaNotAsABadPlaceholder() {
        assertThat(render(lpctQ(1.0))).isEqualTo(
                "ours 0.650, theirs " + Placeholders.NOT_APPLICABLE + " and 0.600; (not run: not/run)");
    }

    @Test
    void anUnknownLabelIsStillABadPlaceholder() {
        ExperimentPlan plan = ReportTest.plan(ReportTest.SPEC);
        ResultSummary summary = ResultSummary.of(plan, ReportTest.scores(plan, 0.65, 0.70, 0.60));
        assertThat(Placeholders.render("{{test/report PHIST epsilon=1}}", List.of(new Placeholders.Results(
                plan.spec(), plan, summary, ExperimentSpec.Profile.FULL)))).startsWith("(bad placeholder: no result for PHIST");
    }

    private static final String LOG_LOG = """
            name: test/slope
            seed: 5
            replications: 2
            data:
              synthetic: ma-yang-2d
              params: {gamma: 1, nPublic: 30, nTest: 100}
            sweep:
              epsilon: [1]
              nPrivate: [100, 1000, 10000]
            methods:
              - {name: LPCT, grid: {depth: [1], lambda: [1]}}
            output:
              figure: {x: nPrivate, xAxis: log, yAxis: log, fit: loglog, fitBelow: %s}
            """;

    /** The slope placeholder of {@code LOG_LOG} with means 2·n^−0.5 (0.2, 0.063, 0.02) and the given fit window. */
    private static String slope(String fitBelow, String curve) {
        ExperimentPlan plan = ReportTest.plan(LOG_LOG.formatted(fitBelow));
        Map<String, Double> scores = new java.util.HashMap<>();
        plan.units().forEach(u -> u.groups().forEach(g -> g.trials().forEach(t -> {
            double n = ((Number) g.point().get("nPrivate")).doubleValue();
            scores.put(t.key(), 2 * Math.pow(n, -0.5) * (u.replication() == 0 ? 1.01 : 0.99));
        })));
        ResultSummary summary = ResultSummary.of(plan, scores);
        return Placeholders.render("{{slope test/slope \"" + curve + "\"}}", List.of(new Placeholders.Results(
                plan.spec(), plan, summary, ExperimentSpec.Profile.FULL)));
    }

    @Test
    void aFittedCurveRendersItsSlope() {
        assertThat(slope("1", "LPCT (ε=1)")).startsWith("−0.50 [");
    }

    @Test
    void aDrawnCurveWithoutAFitRendersNotApplicableNotABadPlaceholder() {
        // only the mean 0.02 lies below 0.05: one point, no fit (as a quick profile's short sweep gives)
        assertThat(slope("0.05", "LPCT (ε=1)")).isEqualTo(Placeholders.NO_FIT);
    }

    @Test
    void aCurveTheFigureDoesNotDrawIsStillABadPlaceholder() {
        assertThat(slope("1", "PHIST")).startsWith("(bad placeholder: no fitted curve \"PHIST\"");
    }
}
