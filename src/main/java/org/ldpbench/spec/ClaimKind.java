package org.ldpbench.spec;

/**
 * One kind of claim check ({@code check:} in a spec's {@code claims[i]}): its name and how the rest
 * of the entry is read and checked against the spec's methods, sweep and figures into its {@link
 * ClaimSpec} record, so that the check can run on the results. Evaluation lives in {@code report/}
 * (its {@code ClaimEvaluator}), because reading a spec must not depend on the report layer; see
 * {@link ClaimKinds} for what adding a kind takes.
 *
 * @param <C> the record this kind reads
 */
interface ClaimKind<C extends ClaimSpec> {

    /** The check's name in specs, e.g. {@code dominates}. */
    String check();

    /** The record this kind reads. */
    Class<C> claimClass();

    /**
     * Reads and checks one claim whose keys, text and labels have been checked by {@link
     * ClaimReader}; throws {@link SpecException} naming the field at fault.
     */
    C read(ClaimBlock block, ClaimReader.Context context);
}
