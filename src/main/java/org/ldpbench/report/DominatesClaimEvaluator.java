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
                + String.join(", ", claim.over())) + (claim.otherAt().isEmpty() ? "" : " read at"
                + AxisText.suffix(claim.otherAt())) + " " + (higher ? ">" : "<") + " "
                + (claim.margin() > 0 ? (higher ? "" : "−") + ParameterSet.format(claim.margin()) : "0") + " at "
                + Quantifiers.where(claim.meta())
                + (claim.tolerance() > 0 ? " (contradicted only beyond " + ParameterSet.format(claim.tolerance())
                + " the other way)" : "");
    }

    @Override
    List<RawComparison> comparisons(DominatesClaim claim, ClaimInputs inputs) {
        List<RawComparison> raw = new ArrayList<>();
        String across = claim.meta().across();
        for (String method : inputs.subjects(claim)) {
            for (String other : claim.over()) {
                for (SweepPoint point : ClaimData.points(inputs.plan(), claim.at())) {
                    for (SweepPoint otherPoint : ClaimData.moved(inputs.plan(), point, claim.otherAt())) {
                        String label = method + " − " + other + (claim.otherAt().isEmpty() ? ""
                                : AxisText.suffix(changed(point, otherPoint))) + ClaimData.at(point);
                        raw.add(ClaimData.better(label, ClaimData.selected(inputs, method, point),
                                ClaimData.selected(inputs, other, otherPoint), claim.tolerance(), claim.margin(),
                                inputs.direction()).inGroup(ClaimData.group(point, across)));
                    }
                }
            }
        }
        return raw;
    }

    /** The coordinates of {@code moved} that differ from {@code point}'s. */
    static java.util.Map<String, Object> changed(SweepPoint point, SweepPoint moved) {
        java.util.Map<String, Object> out = new java.util.LinkedHashMap<>();
        moved.coordinates().forEach((axis, value) -> {
            if (!ClaimData.matches(value, point.coordinates().get(axis))) {
                out.put(axis, value);
            }
        });
        return out;
    }
}
