package org.ldpbench.report;

import java.util.ArrayList;
import java.util.List;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.DominatesClaim;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.stats.Direction;

/**
 * {@code dominates}: one comparison per method, label in {@code over} and sweep point; claimed H₁:
 * mean(d) &gt; −tolerance ("a ≥ b − tolerance"), other direction H₁: mean(d) &lt; −tolerance.
 */
final class DominatesClaimEvaluator extends TestedClaimEvaluator<DominatesClaim> {

    @Override
    public Class<DominatesClaim> claimClass() {
        return DominatesClaim.class;
    }

    @Override
    public String hypothesis(DominatesClaim claim, Direction direction, Double bayes) {
        boolean higher = direction == Direction.HIGHER_IS_BETTER;
        String first = claim.methods().size() == 1 ? claim.methods().get(0) : "method";
        return first + " − " + (claim.over().size() == 1 ? claim.over().get(0) : "each of "
                + String.join(", ", claim.over())) + " " + (higher ? ">" : "<") + " "
                + ParameterSet.format(higher ? -claim.tolerance() : claim.tolerance()) + " at every sweep point";
    }

    @Override
    List<RawComparison> comparisons(DominatesClaim claim, ClaimInputs inputs) {
        List<RawComparison> raw = new ArrayList<>();
        for (String method : inputs.subjects(claim)) {
            for (String other : claim.over()) {
                for (SweepPoint point : ClaimData.points(inputs.plan(), claim.at())) {
                    String label = method + " − " + other + ClaimData.at(point);
                    raw.add(ClaimData.better(label, ClaimData.best(inputs.summary(), method, point).byReplication(),
                            ClaimData.best(inputs.summary(), other, point).byReplication(), claim.tolerance(),
                            inputs.direction()));
                }
            }
        }
        return raw;
    }
}
