package org.ldpbench.spec;

/**
 * Where a claim comes from and how much it counts: the paper's words quoted verbatim with their
 * location, or none for a claim of ours; and the effect the test must be able to see.
 *
 * <p>A claim with a {@code quote} is <em>confirmatory</em> (a paper claim: it counts for or against
 * the paper and is corrected for multiple testing across the paper's confirmatory claims) unless its
 * spec says {@code role: exploratory}; a claim without a quote is <em>exploratory</em> (our
 * variants, ablations, acceptance checks): it is reported, but never counts for or against a paper
 * claim.
 *
 * @param quote the paper's words, verbatim (empty for a claim of ours)
 * @param location section, figure or table of the quote (empty without a quote)
 * @param exploratory true for a claim that never counts for or against the paper
 * @param effect the paper's stated or visible effect in the metric's units, against which the
 *     test's power is computed (NaN: the default of the rule)
 */
public record ClaimMeta(String quote, String location, boolean exploratory, double effect) {

    /** An exploratory claim of ours, without a quote, with the rule's default effect. */
    public static final ClaimMeta OURS = new ClaimMeta("", "", true, Double.NaN);

    /** A confirmatory paper claim with the rule's default effect. */
    public static ClaimMeta paper(String quote, String location) {
        return new ClaimMeta(quote, location, false, Double.NaN);
    }

    /** True for a paper claim that counts (it has a quote and is not marked exploratory). */
    public boolean confirmatory() {
        return !exploratory;
    }
}
