package org.ldpbench.report;

import java.util.ArrayList;
import java.util.List;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.DominatesClaim;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.stats.Direction;

/**
 * {@code dominates} (one-sided superiority, "better", "the best" against every other method): one
 * comparison per method, label in {@code over} and sweep point, on the test half of the replications
 * (configurations chosen on the selection half); claimed H₁: mean(d) &gt; 0, other direction H₁:
 * mean(d) &lt; −tolerance (a tolerance only widens "not contradicted").
 */
final class DominatesClaimEvaluator extends TestedClaimEvaluator<DominatesClaim> {

    @Override
    public Class<DominatesClaim> claimClass() {
        return DominatesClaim.class;
    }

    @Override
    public String rule() {
        return "one-sided superiority (paired t), at every point";
    }

    @Override
    public String hypothesis(DominatesClaim claim, Direction direction, Double bayes) {
        boolean higher = direction == Direction.HIGHER_IS_BETTER;
        String first = claim.methods().size() == 1 ? claim.methods().get(0) : "method";
        return first + " − " + (claim.over().size() == 1 ? claim.over().get(0) : "each of "
                + String.join(", ", claim.over())) + " " + (higher ? ">" : "<") + " 0 at every sweep point"
                + (claim.tolerance() > 0 ? " (contradicted only beyond " + ParameterSet.format(claim.tolerance())
                + " the other way)" : "");
    }

    @Override
    List<RawComparison> comparisons(DominatesClaim claim, ClaimInputs inputs) {
        List<RawComparison> raw = new ArrayList<>();
        for (String method : inputs.subjects(claim)) {
            for (String other : claim.over()) {
                for (SweepPoint point : ClaimData.points(inputs.plan(), claim.at())) {
                    String label = method + " − " + other + ClaimData.at(point);
                    raw.add(ClaimData.better(label, ClaimData.selected(inputs.summary(), method, point),
                            ClaimData.selected(inputs.summary(), other, point), claim.tolerance(),
                            inputs.direction()));
                }
            }
        }
        return raw;
    }
}
