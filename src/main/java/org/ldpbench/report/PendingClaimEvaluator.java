package org.ldpbench.report;

import java.util.List;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.spec.PendingClaim;
import org.ldpbench.stats.Direction;

/**
 * {@code pending}: a paper claim of the inventory without a rule we can run yet; always
 * undetermined, with the claim's reason, so that it keeps its row in the report.
 */
final class PendingClaimEvaluator implements ClaimEvaluator<PendingClaim> {

    @Override
    public Class<PendingClaim> claimClass() {
        return PendingClaim.class;
    }

    @Override
    public String rule() {
        return "none yet (pending)";
    }

    @Override
    public String hypothesis(PendingClaim claim, Direction direction, Double bayes) {
        return "not tested";
    }

    @Override
    public ClaimCheck evaluate(PendingClaim claim, ClaimInputs inputs, String hypothesis) {
        return new ClaimCheck(claim, ClaimCheck.Verdict.UNDETERMINED, hypothesis, List.of(), claim.reason());
    }

    @Override
    public boolean passFail() {
        return false;
    }

    @Override
    public boolean equivalence() {
        return false;
    }
}
