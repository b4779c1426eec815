package org.ldpbench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ldpbench.data.KnownBayesAccuracy;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ClaimSpec;
import org.ldpbench.spec.ExperimentSpec;

/**
 * The claims part of an experiment's section in {@code REPORT.md}: every claim of the spec checked
 * ({@link ClaimCheck}), one row per claim with the paper's words and their location (or "ours" for
 * an exploratory claim), the rule, the verdict, the claimed alternative and the comparison that
 * decided it (or the minimal detectable effect), and every comparison in a collapsed table.
 */
final class ClaimsSection {

    /** Why a quick-profile run decides nothing. */
    static final String QUICK = "too few replications (quick profile): not tested";

    private ClaimsSection() {
    }

    /**
     * The checks of {@code spec}'s claims on its results; a quick-profile run leaves every claim
     * undetermined (too few replications) rather than test it.
     */
    static List<ClaimCheck> checks(ExperimentSpec spec, ExperimentPlan plan, ResultSummary summary,
            ExperimentSpec.Profile profile) {
        Double bayes = null;
        if (plan.dataPoints().get(0).source() instanceof KnownBayesAccuracy known) {
            bayes = known.bayesAccuracy();
        }
        List<ClaimCheck> checks = new ArrayList<>();
        for (ClaimSpec claim : spec.claims()) {
            checks.add(profile == ExperimentSpec.Profile.QUICK && !(claim instanceof org.ldpbench.spec.PendingClaim)
                    ? undetermined(claim, QUICK)
                    : ClaimCheck.of(claim, plan, summary, bayes, spec.primaryMetric().direction()));
        }
        return checks;
    }

    /** Every claim of {@code spec} undetermined for {@code reason} (the spec has not been run). */
    static List<ClaimCheck> undetermined(ExperimentSpec spec, String reason) {
        return spec.claims().stream().map(c -> undetermined(c, reason)).toList();
    }

    private static ClaimCheck undetermined(ClaimSpec claim, String reason) {
        return new ClaimCheck(claim, ClaimCheck.Verdict.UNDETERMINED, "not tested", List.of(), reason);
    }

    /** The claims section of one experiment (empty without claims). */
    static String text(List<ClaimCheck> checks) {
        if (checks.isEmpty()) {
            return "";
        }
        StringBuilder md = new StringBuilder();
        md.append(String.format(Locale.ROOT, "What the paper says, checked against these numbers by rules fixed before"
                + " the run. Tests use each method's configuration chosen on the even-indexed replications and scores"
                + " of the odd-indexed ones (the figures and tables above choose on all replications, as the paper"
                + " does); one-sided paired t-tests, Holm-adjusted within each claim, α = %s; the paper's confirmatory"
                + " claims are then corrected across the paper (%s). **contradicted**: significant against the"
                + " claim; *supported*: significant for it; *not contradicted*: neither, with power ≥ %s against the"
                + " claim's effect; undetermined: too little power (the minimal detectable effect is shown), results"
                + " missing, or no rule yet. Exploratory rows are ours and never count for or against the paper."
                + " Differences are mean ± s.e. of first minus second.%n%n", ParameterSet.format(ClaimCheck.ALPHA),
                PaperClaims.METHOD, ParameterSet.format(Power.POWER)));
        List<List<String>> rows = new ArrayList<>();
        for (ClaimCheck check : checks) {
            rows.add(List.of(claimText(check.claim()), check.claim().meta().confirmatory() ? "paper" : "exploratory",
                    ClaimEvaluators.rule(check.claim()), verdictText(check), check.hypothesis(), decisiveText(check)));
        }
        MarkdownTable.append(md, List.of("claim", "role", "rule", "verdict", "tested (claimed direction)",
                "deciding comparison"), rows);
        md.append("\n");
        for (int i = 0; i < checks.size(); i++) {
            appendComparisons(md, i + 1, checks.get(i));
        }
        return md.toString();
    }

    /** The paper's words with their location, then our reading; or our claim's text. */
    static String claimText(ClaimSpec claim) {
        if (claim.meta().quote().isEmpty()) {
            return claim.text();
        }
        return "“" + claim.meta().quote().replaceAll("\\s+", " ") + "” (" + claim.meta().location() + "). Read as: "
                + claim.text();
    }

    private static void appendComparisons(StringBuilder md, int number, ClaimCheck check) {
        if (check.comparisons().isEmpty()) {
            return;
        }
        md.append(String.format(Locale.ROOT, "<details><summary>Claim %d: %s</summary>%n%n", number,
                check.comparisons().size() == 1 ? "the comparison" : "all " + check.comparisons().size()
                        + " comparisons"));
        List<List<String>> comparisonRows = new ArrayList<>();
        for (ClaimCheck.Comparison c : check.comparisons()) {
            String label = c.sameAs().isEmpty() ? c.label() : c.label() + " (same test as " + c.sameAs() + ")";
            if (ClaimEvaluators.passFail(check.claim())) {
                comparisonRows.add(List.of(label, String.format(Locale.ROOT, "%+.3f", c.difference()),
                        c.forClaim() ? "supports" : "—", c.againstClaim() ? "**contradicts**" : "—"));
                continue;
            }
            comparisonRows.add(List.of(label, differenceText(c), pText(c.pClaimed(), c.holmClaimed(), c.forClaim()),
                    pText(c.pAgainst(), c.holmAgainst(), c.againstClaim())));
        }
        MarkdownTable.append(md, List.of("comparison", "difference", "p for the claim (Holm)",
                "p against it (Holm)"), comparisonRows);
        md.append("\n</details>\n\n");
    }

    private static String verdictText(ClaimCheck check) {
        String verdict = switch (check.verdict()) {
            case CONTRADICTED -> "**" + check.verdict().text() + "**";
            case SUPPORTED, NOT_CONTRADICTED -> "*" + check.verdict().text() + "*";
            case UNDETERMINED -> check.verdict().text();
        };
        if (check.comparisons().isEmpty()) {
            return verdict;
        }
        if (ClaimEvaluators.passFail(check.claim())) {
            long supporting = check.comparisons().stream().filter(ClaimCheck.Comparison::forClaim).count();
            long against = check.comparisons().stream().filter(ClaimCheck.Comparison::againstClaim).count();
            return String.format(Locale.ROOT, "%s (%d of %d %s support, %d contradict)", verdict,
                    supporting, check.comparisons().size(), ClaimEvaluators.passFailItems(check.claim()), against);
        }
        long forClaim = check.comparisons().stream().filter(ClaimCheck.Comparison::forClaim).count();
        long against = check.comparisons().stream().filter(ClaimCheck.Comparison::againstClaim).count();
        int size = check.comparisons().size();
        long distinct = check.distinctComparisons();
        String paper = Double.isNaN(check.paperFor()) ? "" : String.format(Locale.ROOT,
                "; across the paper p = %s for, %s against", NumberText.p(check.paperFor()),
                NumberText.p(check.paperAgainst()));
        return String.format(Locale.ROOT, "%s (%d comparison%s%s: %d significant for the claim, %d against%s)", verdict,
                size, size == 1 ? "" : "s", distinct == size ? "" : ", " + distinct + " distinct", forClaim, against,
                paper);
    }

    private static String decisiveText(ClaimCheck check) {
        String power = Double.isNaN(check.mde()) ? "" : "; effect " + NumberText.effect(check.effect())
                + ", minimal detectable " + NumberText.effect(check.mde());
        if (ClaimEvaluators.passFail(check.claim())) {
            return check.decisive().map(c -> c.label()).orElse(check.reason());
        }
        if (check.comparisons().isEmpty()) {
            return check.reason();
        }
        String prefix = check.reason().isEmpty() ? "" : check.reason() + ". ";
        return prefix + check.decisive().map(c -> c.label() + ": " + differenceText(c) + "; p = "
                + NumberText.p(c.pClaimed()) + " for the claim (Holm " + NumberText.p(c.holmClaimed()) + "), "
                + NumberText.p(c.pAgainst()) + " against (Holm " + NumberText.p(c.holmAgainst()) + ")")
                .orElse("") + power;
    }

    private static String differenceText(ClaimCheck.Comparison c) {
        return NumberText.meanSe(c.difference(), c.se()) + (c.degenerate() ? " (identical differences)" : "");
    }

    private static String pText(double raw, double holm, boolean significant) {
        String text = NumberText.p(raw) + " (" + NumberText.p(holm) + ")";
        return significant ? "**" + text + "**" : text;
    }
}
