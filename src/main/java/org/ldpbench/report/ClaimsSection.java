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
 * ({@link ClaimCheck}), one row per claim with its verdict, the claimed alternative and the
 * comparison that decided it, and every comparison in a collapsed table (pass/fail rules, such as
 * slope claims, show "passes" or "fails" instead of p-values).
 */
final class ClaimsSection {

    private ClaimsSection() {
    }

    static void append(StringBuilder md, ExperimentSpec spec, ExperimentPlan plan, ResultSummary summary) {
        if (spec.claims().isEmpty()) {
            return;
        }
        Double bayes = null;
        if (plan.dataPoints().get(0).source() instanceof KnownBayesAccuracy known) {
            bayes = known.bayesAccuracy();
        }
        List<ClaimCheck> checks = new ArrayList<>();
        for (ClaimSpec claim : spec.claims()) {
            checks.add(ClaimCheck.of(claim, plan, summary, bayes, spec.primaryMetric().direction()));
        }
        md.append(text(checks));
    }

    /**
     * The claims section: how the claims are tested, one row per claim (verdict, the claimed
     * alternative, the comparison that decided it) and every comparison in a collapsed table.
     */
    static String text(List<ClaimCheck> checks) {
        StringBuilder md = new StringBuilder();
        md.append(String.format(Locale.ROOT, "What the paper says, checked against these numbers. Each comparison is a"
                + " one-sided paired t-test (Student t, n − 1 degrees of freedom) on the per-replication differences of"
                + " two best configurations, which saw the same data in every replication (for the Bayes accuracy, a"
                + " one-sample t-test of the scores). The p-values of one claim are Holm-adjusted over its"
                + " comparisons, α = %s family-wise per claim: **contradicted** if some comparison is significant"
                + " against the claim; otherwise *supported* if every comparison is significant for it; otherwise"
                + " *not contradicted* (within noise). Differences are mean ± s.e. of first minus second.%n%n",
                ParameterSet.format(ClaimCheck.ALPHA)));
        List<List<String>> rows = new ArrayList<>();
        for (ClaimCheck check : checks) {
            rows.add(List.of(check.claim().text(), verdictText(check), check.hypothesis(), decisiveText(check)));
        }
        MarkdownTable.append(md, List.of("claim", "verdict", "tested (claimed direction)", "deciding comparison"),
                rows);
        md.append("\n");
        for (int i = 0; i < checks.size(); i++) {
            ClaimCheck check = checks.get(i);
            if (check.comparisons().isEmpty()) {
                continue;
            }
            md.append(String.format(Locale.ROOT, "<details><summary>Claim %d: %s</summary>%n%n", i + 1,
                    check.comparisons().size() == 1 ? "the comparison" : "all " + check.comparisons().size()
                            + " comparisons"));
            List<List<String>> comparisonRows = new ArrayList<>();
            for (ClaimCheck.Comparison c : check.comparisons()) {
                String label = c.sameAs().isEmpty() ? c.label() : c.label() + " (same test as " + c.sameAs() + ")";
                if (ClaimEvaluators.passFail(check.claim())) {
                    comparisonRows.add(List.of(label, String.format(Locale.ROOT, "%+.3f", c.difference()),
                            c.forClaim() ? "passes" : "—", c.forClaim() ? "—" : "**fails**"));
                    continue;
                }
                comparisonRows.add(List.of(label, differenceText(c), pText(c.pClaimed(), c.holmClaimed(), c.forClaim()),
                        pText(c.pAgainst(), c.holmAgainst(), c.againstClaim())));
            }
            MarkdownTable.append(md, List.of("comparison", "difference", "p for the claim (Holm)",
                    "p against it (Holm)"), comparisonRows);
            md.append("\n</details>\n\n");
        }
        return md.toString();
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
            long passing = check.comparisons().stream().filter(ClaimCheck.Comparison::forClaim).count();
            return String.format(Locale.ROOT, "%s (%d of %d fitted slopes pass)", verdict, passing,
                    check.comparisons().size());
        }
        long forClaim = check.comparisons().stream().filter(ClaimCheck.Comparison::forClaim).count();
        long against = check.comparisons().stream().filter(ClaimCheck.Comparison::againstClaim).count();
        int size = check.comparisons().size();
        long distinct = check.distinctComparisons();
        return String.format(Locale.ROOT, "%s (%d comparison%s%s: %d significant for the claim, %d against)", verdict,
                size, size == 1 ? "" : "s", distinct == size ? "" : ", " + distinct + " distinct", forClaim, against);
    }

    private static String decisiveText(ClaimCheck check) {
        if (ClaimEvaluators.passFail(check.claim())) {
            return check.decisive().map(c -> c.label() + (c.forClaim() ? ": passes" : ": fails"))
                    .orElse(check.reason());
        }
        return check.decisive().map(c -> c.label() + ": " + differenceText(c) + "; p = " + NumberText.p(c.pClaimed())
                + " for the claim (Holm " + NumberText.p(c.holmClaimed()) + "), " + NumberText.p(c.pAgainst())
                + " against (Holm " + NumberText.p(c.holmAgainst()) + ")").orElse(check.reason());
    }

    private static String differenceText(ClaimCheck.Comparison c) {
        return NumberText.meanSe(c.difference(), c.se()) + (c.degenerate() ? " (identical differences)" : "");
    }

    private static String pText(double raw, double holm, boolean significant) {
        String text = NumberText.p(raw) + " (" + NumberText.p(holm) + ")";
        return significant ? "**" + text + "**" : text;
    }
}
