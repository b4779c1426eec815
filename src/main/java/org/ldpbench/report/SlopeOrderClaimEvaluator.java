package org.ldpbench.report;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.figures.line.SlopeFits;
import org.ldpbench.spec.LineSpec;
import org.ldpbench.spec.SlopeOrderClaim;
import org.ldpbench.stats.Direction;

/**
 * {@code slope-order}: per value of the figure's other coordinates (one curve pair), the 95%
 * bootstrap intervals of the two fitted slopes: <em>supported</em> when the claimed-steeper curve's
 * interval lies entirely below the other's, <em>contradicted</em> when it lies entirely above it,
 * otherwise not contradicted; a fit from fewer than {@value SlopeClaimEvaluator#MIN_POINTS} points or
 * over less than {@value SlopeClaimEvaluator#MIN_DECADES} decades is undetermined. Two disjoint 95%
 * intervals are a conservative test of the difference.
 */
final class SlopeOrderClaimEvaluator implements ClaimEvaluator<SlopeOrderClaim> {

    @Override
    public Class<SlopeOrderClaim> claimClass() {
        return SlopeOrderClaim.class;
    }

    @Override
    public String rule() {
        return "slope comparison: disjoint 95% bootstrap intervals of the two fitted exponents";
    }

    @Override
    public String hypothesis(SlopeOrderClaim claim, Direction direction, Double bayes) {
        return "slope of " + claim.methods().get(0) + " < slope of " + claim.other() + " (steeper), intervals disjoint";
    }

    @Override
    public boolean passFail() {
        return true;
    }

    @Override
    public String passFailItems() {
        return "slope comparisons";
    }

    @Override
    public boolean equivalence() {
        return false;
    }

    @Override
    public ClaimCheck evaluate(SlopeOrderClaim claim, ClaimInputs inputs, String hypothesis) {
        LineSpec figure = inputs.plan().spec().figures().stream()
                .filter(f -> f instanceof LineSpec line && line.fitLogLog() && Objects.equals(f.name(), claim.figure()))
                .map(LineSpec.class::cast).findFirst()
                .orElseThrow(() -> new IllegalStateException("no fitted figure " + claim.figure()));
        List<SlopeFits.Fit> fits = SlopeFits.of(inputs.plan(), inputs.summary(), figure, inputs.direction());
        SlopeFits.Fit steep = fits.stream().filter(f -> f.method().equals(claim.methods().get(0))).findFirst()
                .orElse(null);
        SlopeFits.Fit other = fits.stream().filter(f -> f.method().equals(claim.other())).findFirst().orElse(null);
        if (steep == null || other == null) {
            return new ClaimCheck(claim, ClaimCheck.Verdict.UNDETERMINED, hypothesis, List.of(),
                    "no fitted slope for " + (steep == null ? claim.methods().get(0) : claim.other()));
        }
        boolean few = SlopeClaimEvaluator.outcome(steep, steep.ols().slope()) == SlopeClaimEvaluator.Outcome.UNDETERMINED
                || SlopeClaimEvaluator.outcome(other, other.ols().slope()) == SlopeClaimEvaluator.Outcome.UNDETERMINED;
        boolean below = steep.upper() < other.lower();
        boolean above = steep.lower() > other.upper();
        ClaimCheck.Verdict verdict = few ? ClaimCheck.Verdict.UNDETERMINED : below ? ClaimCheck.Verdict.SUPPORTED
                : above ? ClaimCheck.Verdict.CONTRADICTED : ClaimCheck.Verdict.NOT_CONTRADICTED;
        String label = String.format(Locale.ROOT, "%s: %.3f [%.3f, %.3f] vs %s: %.3f [%.3f, %.3f]", steep.curve(),
                steep.ols().slope(), steep.lower(), steep.upper(), other.curve(), other.ols().slope(), other.lower(),
                other.upper());
        double pFor = below && !few ? 0 : 1;
        double pAgainst = above && !few ? 0 : 1;
        ClaimCheck.Comparison c = new ClaimCheck.Comparison(label, steep.bootstrap().map(b -> b.replications())
                .orElse(0), steep.ols().slope() - other.ols().slope(), Double.NaN, false, pFor, pAgainst, pFor,
                pAgainst, "");
        return new ClaimCheck(claim, verdict, hypothesis, List.of(c), few
                ? "a slope needs " + SlopeClaimEvaluator.MIN_POINTS + " points over " + SlopeClaimEvaluator.MIN_DECADES
                + " decades" : "");
    }
}
