package org.ldpbench.report;

import org.ldpbench.spec.ClaimMeta;

/** How a claim's quantifier reads in its hypothesis: "every sweep point", "more than half of the values of dataset". */
final class Quantifiers {

    private Quantifiers() {
    }

    /** Where the claim must hold, in words. */
    static String where(ClaimMeta meta) {
        return switch (meta.quantifier()) {
            case ALL -> "every sweep point";
            case MOST -> "every point of more than half of the values of " + AxisText.label(meta.across());
            case SOME -> "every point of at least one value of " + AxisText.label(meta.across());
        };
    }
}
