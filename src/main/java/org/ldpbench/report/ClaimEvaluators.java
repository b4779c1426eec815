package org.ldpbench.report;

import java.util.List;
import org.ldpbench.spec.ClaimSpec;

/**
 * The registry of claim evaluators, one per record of the sealed {@link ClaimSpec} hierarchy, and
 * the single point that dispatches a claim to its evaluator.
 *
 * <p><b>Adding a kind of claim.</b> Spec reading ({@code experiment}) must not depend on the report
 * layer, so a kind is split at the package boundary, one class and one registry line on each side:
 * in {@code experiment}, a record implementing {@code ClaimSpec} (added to its {@code permits}
 * clause) and a {@code ClaimKind} that reads it, listed in {@code ClaimKinds}; here, a {@link
 * ClaimEvaluator} (usually a {@link TestedClaimEvaluator}) listed below. The compiler asks the
 * evaluator for all its methods, and {@code ClaimEvaluatorsTest} fails if a record of the sealed
 * hierarchy has no evaluator.
 */
final class ClaimEvaluators {

    private static final List<ClaimEvaluator<?>> ALL = List.of(new TrendClaimEvaluator(),
            new DominatesClaimEvaluator(), new WithinClaimEvaluator(), new BelowBayesClaimEvaluator(),
            new PeakedClaimEvaluator(), new OptimumShiftClaimEvaluator(), new SlopeClaimEvaluator(),
            new PendingClaimEvaluator(), new SlopeOrderClaimEvaluator(),
            new MostOftenBestClaimEvaluator(), new AgreementClaimEvaluator(), new EffectTrendClaimEvaluator(),
            new ContrastClaimEvaluator(), new NotWorseClaimEvaluator(), new ValueClaimEvaluator(),
            new PlateauClaimEvaluator(), new ApplicabilityClaimEvaluator(), new RankSumClaimEvaluator(),
            new VariesClaimEvaluator());

    private ClaimEvaluators() {
    }

    /** Every evaluator. */
    static List<ClaimEvaluator<?>> all() {
        return ALL;
    }

    /** Evaluates {@code claim} with its evaluator. */
    static ClaimCheck evaluate(ClaimSpec claim, ClaimInputs inputs) {
        if (claim.meta().aboutSeconds()) {
            java.util.Optional<ResultSummary> seconds = inputs.summary().seconds();
            if (seconds.isEmpty()) {
                return new ClaimCheck(claim, ClaimCheck.Verdict.UNDETERMINED, "not tested", List.of(),
                        "no run times were summarised for this spec");
            }
            inputs = new ClaimInputs(inputs.plan(), seconds.get(), inputs.bayes(),
                    org.ldpbench.stats.Direction.LOWER_IS_BETTER, inputs.summary());
        }
        return evaluate(evaluator(claim), claim, inputs);
    }

    /** True if {@code claim}'s comparisons are pass/fail rules rather than tests. */
    static boolean passFail(ClaimSpec claim) {
        return evaluator(claim).passFail();
    }

    /** What {@code claim}'s pass/fail comparisons are, e.g. "fitted slopes". */
    static String passFailItems(ClaimSpec claim) {
        return evaluator(claim).passFailItems();
    }

    /** The rule of {@code claim}'s kind in words. */
    static String rule(ClaimSpec claim) {
        if (claim instanceof org.ldpbench.spec.MostOftenBestClaim count) {
            return MostOftenBestClaimEvaluator.rule(count);
        }
        return evaluator(claim).rule();
    }

    /** True if {@code claim}'s comparisons are equivalence tests. */
    static boolean equivalence(ClaimSpec claim) {
        return equivalence(evaluator(claim), claim);
    }

    private static <C extends ClaimSpec> boolean equivalence(ClaimEvaluator<C> evaluator, ClaimSpec claim) {
        return evaluator instanceof TestedClaimEvaluator<C> tested
                ? tested.equivalence(evaluator.claimClass().cast(claim)) : evaluator.equivalence();
    }

    private static ClaimEvaluator<?> evaluator(ClaimSpec claim) {
        return ALL.stream().filter(e -> e.claimClass() == claim.getClass()).findFirst()
                .orElseThrow(() -> new IllegalStateException("no evaluator for " + claim.getClass().getSimpleName()
                        + "; register one in ClaimEvaluators"));
    }

    private static <C extends ClaimSpec> ClaimCheck evaluate(ClaimEvaluator<C> evaluator, ClaimSpec claim,
            ClaimInputs inputs) {
        C typed = evaluator.claimClass().cast(claim);
        String hypothesis = evaluator.hypothesis(typed, inputs.direction(), inputs.bayes());
        return evaluator.evaluate(typed, inputs, hypothesis);
    }
}
