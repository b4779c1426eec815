package org.ldpbench.report;

import java.util.ArrayList;
import java.util.List;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.ValueClaim;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.PairedTest;

/**
 * {@code above}, {@code below}, {@code near}: one-sample t-tests of each method's test-half scores
 * against the stated value, per sweep point. above: claimed H₁ mean &gt; value, other direction mean &lt;
 * value − tolerance; below: the mirror image; near: TOST |mean − value| &lt; tolerance, other direction
 * |mean − value| &gt; tolerance (Bonferroni over its two sides).
 */
final class ValueClaimEvaluator extends TestedClaimEvaluator<ValueClaim> {

    @Override
    public Class<ValueClaim> claimClass() {
        return ValueClaim.class;
    }

    @Override
    public String rule() {
        return "one-sample t-test against a stated value (TOST for near), at every point";
    }

    @Override
    public String hypothesis(ValueClaim claim, Direction direction, Double bayes) {
        String value = ParameterSet.format(claim.value());
        return switch (claim.relation()) {
            case ABOVE -> "mean > " + value;
            case BELOW -> "mean < " + value;
            case NEAR -> "|mean − " + value + "| < " + ParameterSet.format(claim.tolerance())
                    + " (two one-sided tests)";
        } + " at every sweep point";
    }

    @Override
    double defaultEffect(ValueClaim claim) {
        return claim.relation() == ValueClaim.Relation.NEAR ? claim.tolerance() : super.defaultEffect(claim);
    }

    @Override
    public boolean equivalence() {
        return false;
    }

    @Override
    boolean equivalence(ValueClaim claim) {
        return claim.relation() == ValueClaim.Relation.NEAR;
    }

    @Override
    List<RawComparison> comparisons(ValueClaim claim, ClaimInputs inputs) {
        List<RawComparison> raw = new ArrayList<>();
        double value = claim.value();
        double tolerance = claim.tolerance();
        for (String method : inputs.subjects(claim)) {
            for (SweepPoint point : ClaimData.points(inputs.plan(), claim.at())) {
                String label = method + ClaimData.at(point) + " against " + ParameterSet.format(value);
                double[] x = ClaimData.selected(inputs, method, point);
                PairedTest plain = ClaimData.oneSample(label, x, value);
                double pFor;
                double pAgainst;
                switch (claim.relation()) {
                    case ABOVE -> {
                        pFor = plain.pGreater();
                        pAgainst = ClaimData.oneSample(label, x, value - tolerance).pLess();
                    }
                    case BELOW -> {
                        pFor = plain.pLess();
                        pAgainst = ClaimData.oneSample(label, x, value + tolerance).pGreater();
                    }
                    default -> {
                        PairedTest lower = ClaimData.oneSample(label, x, value - tolerance);
                        PairedTest upper = ClaimData.oneSample(label, x, value + tolerance);
                        pFor = Math.max(lower.pGreater(), upper.pLess());
                        pAgainst = Math.min(1.0, 2 * Math.min(upper.pGreater(), lower.pLess()));
                    }
                }
                double[] shifted = x.clone();
                for (int i = 0; i < shifted.length; i++) {
                    shifted[i] -= value;
                }
                raw.add(new RawComparison(label, plain, plain.mean() - value, pFor, pAgainst, shifted));
            }
        }
        return raw;
    }
}
