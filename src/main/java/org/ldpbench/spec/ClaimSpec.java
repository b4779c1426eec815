package org.ldpbench.spec;

import java.util.List;

/**
 * A statement of the paper about an experiment ({@code claims[i]} in a spec), checked against our
 * results in the report by a stated test ({@code org.ldpbench.report.ClaimCheck} gives the tests
 * and the verdict rule). One record per kind of check, each holding only its own fields; each is
 * read by its {@link ClaimKind} (registered in {@link ClaimKinds}) and evaluated by its evaluator in
 * {@code report/}.
 */
public sealed interface ClaimSpec
        permits TrendClaim, DominatesClaim, WithinClaim, BelowBayesClaim, PeakedClaim, OptimumShiftClaim, SlopeClaim,
        PendingClaim, SlopeOrderClaim, MostOftenBestClaim, AgreementClaim, EffectTrendClaim, ContrastClaim,
        NotWorseClaim, ValueClaim, PlateauClaim, ApplicabilityClaim, RankSumClaim, VariesClaim {

    /** The paper's claim in words. */
    String text();

    /** The labels the claim is about (all labels if empty). */
    List<String> methods();

    /** The check's name in specs, e.g. {@code dominates}. */
    String check();

    /** The quote, its location and whether the claim is confirmatory. */
    ClaimMeta meta();
}
