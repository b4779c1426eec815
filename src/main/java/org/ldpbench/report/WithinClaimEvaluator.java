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
                + " (equivalence by two one-sided tests); other direction: |difference| > "
                + ParameterSet.format(claim.tolerance());
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
        String other = claim.other();
        double tolerance = claim.tolerance();
        List<RawComparison> raw = new ArrayList<>();
        for (String method : inputs.subjects(claim)) {
            for (SweepPoint point : ClaimData.points(inputs.plan(), claim.at())) {
                SweepPoint otherPoint = moved(inputs, point, claim.otherAt());
                String label = method + " − " + other + AxisText.suffix(claim.otherAt()) + ClaimData.at(point);
                double[] a = ClaimData.selected(inputs.summary(), method, point);
                double[] b = ClaimData.selected(inputs.summary(), other, otherPoint);
                PairedTest lower = ClaimData.test(label, a, b, -tolerance);
                PairedTest upper = ClaimData.test(label, a, b, tolerance);
                double equivalent = Math.max(lower.pGreater(), upper.pLess());
                double outside = Math.min(1.0, 2 * Math.min(upper.pGreater(), lower.pLess()));
                PairedTest plain = ClaimData.test(label, a, b, 0.0);
                raw.add(new RawComparison(label, plain, plain.mean(), equivalent, outside,
                        ClaimData.differences(a, b)));
            }
        }
        return raw;
    }

    /** The plan's point with {@code point}'s coordinates, those of {@code otherAt} replaced. */
    private static SweepPoint moved(ClaimInputs inputs, SweepPoint point, java.util.Map<String, Object> otherAt) {
        if (otherAt.isEmpty()) {
            return point;
        }
        java.util.Map<String, Object> coordinates = new java.util.LinkedHashMap<>(point.coordinates());
        coordinates.putAll(otherAt);
        List<SweepPoint> found = ClaimData.points(inputs.plan(), coordinates);
        if (found.size() != 1) {
            throw new MissingResult("no single sweep point at " + coordinates);
        }
        return found.get(0);
    }
}
