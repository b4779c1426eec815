package org.ldpbench.report;

import java.util.List;
import org.ldpbench.spec.ClaimSpec;

/**
 * An evaluator whose claim is a family of tested comparisons: the subclass makes the comparisons,
 * and {@link ClaimCheck#decide} Holm-adjusts them into the verdict. A missing result, or no
 * comparison at all, makes the claim undetermined.
 *
 * @param <C> the claim record
 */
abstract class TestedClaimEvaluator<C extends ClaimSpec> implements ClaimEvaluator<C> {

    /** The claim's comparisons before the Holm adjustment; throws {@link MissingResult} if a result is missing. */
    abstract List<RawComparison> comparisons(C claim, ClaimInputs inputs);

    /** The effect the power is computed against when the claim states none. */
    double defaultEffect(C claim) {
        return ClaimCheck.DEFAULT_EFFECT;
    }

    /** True if the comparisons are equivalence tests (their power is the smallest margin they can establish). */
    @Override
    public boolean equivalence() {
        return false;
    }

    /** True if {@code claim}'s comparisons are equivalence tests (by default, those of every claim of this kind). */
    boolean equivalence(C claim) {
        return equivalence();
    }

    @Override
    public final ClaimCheck evaluate(C claim, ClaimInputs inputs, String hypothesis) {
        try {
            List<RawComparison> raw = comparisons(claim, inputs);
            if (raw.isEmpty()) {
                throw new MissingResult("no comparison to make (check 'at' and 'along')");
            }
            return ClaimCheck.decide(claim, hypothesis, raw, defaultEffect(claim), equivalence(claim));
        } catch (MissingResult e) {
            return new ClaimCheck(claim, ClaimCheck.Verdict.UNDETERMINED, hypothesis, List.of(), e.getMessage());
        }
    }

    @Override
    public final boolean passFail() {
        return false;
    }
}
