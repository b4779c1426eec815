package org.ldpbench.spec;

import java.util.List;
import java.util.Optional;

/**
 * The registry of claim checks, in the order error messages list them. A kind may be registered
 * twice under two names (one class reads {@code increasing} and {@code decreasing}).
 *
 * <p><b>Adding a kind of claim.</b> Spec reading ({@code experiment}) must not depend on the report
 * layer, so a kind is split at the package boundary, one class and one registry line on each side:
 * here, a record implementing {@link ClaimSpec} (added to its {@code permits} clause) and a {@link
 * ClaimKind} that reads it, listed below; in {@code report}, a {@code ClaimEvaluator} that states
 * its hypothesis and evaluates it, listed in {@code ClaimEvaluators}. The compiler asks each for all
 * its methods; {@code ClaimKindsTest} and {@code ClaimEvaluatorsTest} fail if a record of the sealed
 * hierarchy has no kind or no evaluator.
 */
final class ClaimKinds {

    private static final List<ClaimKind<?>> ALL = List.of(new TrendClaimKind(true), new TrendClaimKind(false),
            new DominatesClaimKind(), new WithinClaimKind(), new BelowBayesClaimKind(), new PeakedClaimKind(),
            new OptimumShiftClaimKind(true), new OptimumShiftClaimKind(false), new SlopeClaimKind(),
            new PendingClaimKind(), new SlopeOrderClaimKind(), new MostOftenBestClaimKind(),
            new AgreementClaimKind(), new EffectTrendClaimKind(true), new EffectTrendClaimKind(false),
            new ContrastClaimKind(), new NotWorseClaimKind(), new ValueClaimKind(ValueClaim.Relation.ABOVE),
            new ValueClaimKind(ValueClaim.Relation.BELOW), new ValueClaimKind(ValueClaim.Relation.NEAR),
            new PlateauClaimKind(), new ApplicabilityClaimKind(true), new ApplicabilityClaimKind(false),
            new RankSumClaimKind(), new VariesClaimKind());

    private ClaimKinds() {
    }

    /** Every kind, in registry order. */
    static List<ClaimKind<?>> all() {
        return ALL;
    }

    /** The names used in specs, in registry order. */
    static String[] checks() {
        return ALL.stream().map(ClaimKind::check).toArray(String[]::new);
    }

    /** The kind named {@code check}, if any. */
    static Optional<ClaimKind<?>> byCheck(String check) {
        return ALL.stream().<ClaimKind<?>>map(k -> k).filter(k -> k.check().equals(check)).findFirst();
    }
}
