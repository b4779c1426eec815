package org.ldpbench.report;

import java.util.ArrayList;
import java.util.List;
import org.ldpbench.stats.Holm;

/**
 * The correction across one paper's claims: the confirmatory claims with tested comparisons (not
 * the interval rule of slopes, not undetermined ones without comparisons) each give a claim-level
 * p-value for support (the largest Holm-adjusted p of its comparisons, since every one must hold) and
 * one against it (the smallest); both lists are Holm-adjusted over those K claims and each verdict is
 * recomputed from them, its power at level α / (comparisons · K). Exploratory claims keep their
 * within-claim verdicts and never enter the correction.
 */
final class PaperClaims {

    /** How the correction is described in reports. */
    static final String METHOD = "Holm across the paper's confirmatory tested claims (each claim's p for"
            + " support is the largest, its p against the smallest, of its Holm-adjusted comparisons)";

    private PaperClaims() {
    }

    /** The checks after the correction, in the same order. */
    static List<ClaimCheck> adjust(List<ClaimCheck> checks) {
        List<Integer> tested = new ArrayList<>();
        for (int i = 0; i < checks.size(); i++) {
            ClaimCheck c = checks.get(i);
            if (c.claim().meta().confirmatory() && !ClaimEvaluators.passFail(c.claim()) && !c.comparisons().isEmpty()) {
                tested.add(i);
            }
        }
        double[] pFor = Holm.adjust(tested.stream().mapToDouble(i -> checks.get(i).claimLevelFor()).toArray());
        double[] pAgainst = Holm.adjust(tested.stream().mapToDouble(i -> checks.get(i).claimLevelAgainst())
                .toArray());
        List<ClaimCheck> out = new ArrayList<>(checks);
        for (int k = 0; k < tested.size(); k++) {
            ClaimCheck c = checks.get(tested.get(k));
            long distinct = Math.max(1, c.distinctComparisons());
            out.set(tested.get(k), c.acrossPaper(pFor[k], pAgainst[k],
                    ClaimCheck.ALPHA / (distinct * tested.size()), ClaimEvaluators.equivalence(c.claim())));
        }
        return out;
    }
}
