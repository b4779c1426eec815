package org.ldpbench.report;

import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.spec.ClaimSpec;
import org.ldpbench.stats.Direction;

/**
 * Evaluates one kind of claim ({@code org.ldpbench.spec.ClaimSpec}) against the results:
 * states the claimed alternative in words and runs the claim's comparisons to a {@link ClaimCheck}.
 * The spec side of the kind (its record and how it is read) lives in {@code experiment}; see {@link
 * ClaimEvaluators} for what adding a kind takes.
 *
 * @param <C> the claim record this evaluator checks
 */
interface ClaimEvaluator<C extends ClaimSpec> {

    /** The claim record this evaluator checks. */
    Class<C> claimClass();

    /**
     * The claimed alternative in words, e.g. "LPCT − other &gt; 0 at every sweep point"; {@code bayes}
     * is the data's Bayes accuracy or null if unknown.
     */
    String hypothesis(C claim, Direction direction, Double bayes);

    /** Evaluates {@code claim}; a missing result makes it undetermined, never an exception. */
    ClaimCheck evaluate(C claim, ClaimInputs inputs, String hypothesis);

    /**
     * True if the comparisons are pass/fail rules (p-values 0 or 1) rather than tests, so that the
     * report shows "passes"/"fails" instead of p-values.
     */
    boolean passFail();

    /** What a pass/fail rule's comparisons are, in the verdict line: "2 of 3 fitted slopes support". */
    default String passFailItems() {
        return "checks";
    }

    /**
     * True if the comparisons are equivalence tests (TOST), whose power is the smallest margin they
     * establish rather than the smallest shift they detect.
     */
    boolean equivalence();

    /** The rule in words, for the claim table: e.g. "one-sided superiority (paired t)". */
    String rule();
}
