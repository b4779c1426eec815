package org.ldpbench.report;

import java.util.ArrayList;
import java.util.List;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.NotWorseClaim;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.PairedTest;

/**
 * {@code not-worse} (non-inferiority): one comparison per method, label of {@code over} and sweep point
 * on the test half; with d = better-signed a − b, claimed H₁: mean(d) &gt; −tolerance, other direction
 * H₁: mean(d) &lt; −tolerance (both one-sided paired t-tests at the margin).
 */
final class NotWorseClaimEvaluator extends TestedClaimEvaluator<NotWorseClaim> {

    @Override
    public Class<NotWorseClaim> claimClass() {
        return NotWorseClaim.class;
    }

    @Override
    public String rule() {
        return "non-inferiority at a stated margin (one-sided paired t), at every point";
    }

    @Override
    public String hypothesis(NotWorseClaim claim, Direction direction, Double bayes) {
        String first = claim.methods().size() == 1 ? claim.methods().get(0) : "method";
        boolean higher = direction == Direction.HIGHER_IS_BETTER;
        return first + " − " + (claim.over().size() == 1 ? claim.over().get(0) : "each of "
                + String.join(", ", claim.over())) + (claim.otherAt().isEmpty() ? "" : " read at"
                + AxisText.suffix(claim.otherAt())) + " " + (higher ? "> −" : "< ")
                + ParameterSet.format(claim.tolerance()) + " at " + Quantifiers.where(claim.meta());
    }

    @Override
    List<RawComparison> comparisons(NotWorseClaim claim, ClaimInputs inputs) {
        List<RawComparison> raw = new ArrayList<>();
        for (String method : inputs.subjects(claim)) {
            for (String other : claim.over()) {
                for (SweepPoint point : ClaimData.points(inputs.plan(), claim.at())) {
                    for (SweepPoint otherPoint : ClaimData.moved(inputs.plan(), point, claim.otherAt())) {
                        String label = method + " − " + other + AxisText.suffix(DominatesClaimEvaluator.changed(point,
                                otherPoint)) + ClaimData.at(point);
                        double[] a = ClaimData.selected(inputs, method, point);
                        double[] b = ClaimData.selected(inputs, other, otherPoint);
                        double[] signedA = ClaimData.signed(a, inputs.direction());
                        double[] signedB = ClaimData.signed(b, inputs.direction());
                        PairedTest margin = ClaimData.test(label, signedA, signedB, -claim.tolerance());
                        PairedTest plain = ClaimData.test(label, a, b, 0.0);
                        raw.add(new RawComparison(label, plain, plain.mean(), margin.pGreater(), margin.pLess(),
                                ClaimData.differences(a, b)).inGroup(ClaimData.group(point, claim.meta().across())));
                    }
                }
            }
        }
        return raw;
    }
}
