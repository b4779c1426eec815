package org.ldpbench.report;

import java.util.ArrayList;
import java.util.List;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.WithinClaim;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.PairedTest;

/**
 * {@code within}: one comparison per method and sweep point, on the raw difference a − b. Claimed:
 * equivalence |mean| &lt; tolerance by two one-sided tests (TOST: p = the larger of the p-values for
 * mean &gt; −tolerance and mean &lt; tolerance); other direction: |mean| &gt; tolerance, p = min(1, 2 ·
 * the smaller of the p-values for mean &gt; tolerance and mean &lt; −tolerance) (Bonferroni over the
 * two sides).
 */
final class WithinClaimEvaluator extends TestedClaimEvaluator<WithinClaim> {

    @Override
    public Class<WithinClaim> claimClass() {
        return WithinClaim.class;
    }

    @Override
    public String rule() {
        return "equivalence (two one-sided paired t-tests, TOST)";
    }

    @Override
    public String hypothesis(WithinClaim claim, Direction direction, Double bayes) {
        String first = claim.methods().size() == 1 ? claim.methods().get(0) : "method";
        return "|" + first + " − " + claim.other() + AxisText.suffix(claim.otherAt()) + "| < "
                + ParameterSet.format(claim.tolerance())
                + " (equivalence by two one-sided tests) at " + Quantifiers.where(claim.meta())
                + "; other direction: |difference| > " + ParameterSet.format(claim.tolerance());
    }

    @Override
    double defaultEffect(WithinClaim claim) {
        return claim.tolerance();
    }

    @Override
    public boolean equivalence() {
        return true;
    }

    @Override
    List<RawComparison> comparisons(WithinClaim claim, ClaimInputs inputs) {
        List<RawComparison> raw = new ArrayList<>();
        for (String method : inputs.subjects(claim)) {
            for (SweepPoint point : ClaimData.points(inputs.plan(), claim.at())) {
                for (SweepPoint otherPoint : ClaimData.moved(inputs.plan(), point, claim.otherAt())) {
                    raw.add(comparison(claim, inputs, method, point, otherPoint));
                }
            }
        }
        return raw;
    }

    /** The equivalence test of {@code method} at {@code point} against the other label at {@code otherPoint}. */
    private static RawComparison comparison(WithinClaim claim, ClaimInputs inputs, String method, SweepPoint point,
            SweepPoint otherPoint) {
        double tolerance = claim.tolerance();
        String label = method + " − " + claim.other() + AxisText.suffix(DominatesClaimEvaluator.changed(point,
                otherPoint)) + ClaimData.at(point);
        double[] a = ClaimData.selected(inputs, method, point);
        double[] b = ClaimData.selected(inputs, claim.other(), otherPoint);
        PairedTest lower = ClaimData.test(label, a, b, -tolerance);
        PairedTest upper = ClaimData.test(label, a, b, tolerance);
        double equivalent = Math.max(lower.pGreater(), upper.pLess());
        double outside = Math.min(1.0, 2 * Math.min(upper.pGreater(), lower.pLess()));
        PairedTest plain = ClaimData.test(label, a, b, 0.0);
        return new RawComparison(label, plain, plain.mean(), equivalent, outside, ClaimData.differences(a, b))
                .inGroup(ClaimData.group(point, claim.meta().across()));
    }
}
