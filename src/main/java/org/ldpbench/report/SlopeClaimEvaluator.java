package org.ldpbench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.LineSpec;
import org.ldpbench.spec.SlopeClaim;
import org.ldpbench.stats.Direction;

/**
 * {@code slope} (spec/phist-labeldp.md §D.4): one comparison per curve of the claim's figure whose
 * method is a subject; it passes when |slope − expected| ≤ tolerance or expected lies in the 95%
 * bootstrap interval. Supported if every curve passes, contradicted if one fails, undetermined if a
 * subject has no fitted curve. No p-values: pClaimed/holmClaimed are 0 for a pass and 1 for a fail
 * (pAgainst the reverse), so {@link ClaimCheck.Comparison#forClaim()} reads "passes"; difference =
 * slope − expected, se = the interval's half-width / 1.96.
 */
final class SlopeClaimEvaluator implements ClaimEvaluator<SlopeClaim> {

    @Override
    public Class<SlopeClaim> claimClass() {
        return SlopeClaim.class;
    }

    @Override
    public String hypothesis(SlopeClaim claim, Direction direction, Double bayes) {
        return "fitted log-log slope within " + ParameterSet.format(claim.tolerance()) + " of "
                + ParameterSet.format(claim.expected()) + ", or " + ParameterSet.format(claim.expected())
                + " inside its 95% bootstrap interval, for every curve";
    }

    @Override
    public boolean passFail() {
        return true;
    }

    @Override
    public ClaimCheck evaluate(SlopeClaim claim, ClaimInputs inputs, String hypothesis) {
        LineSpec figure = inputs.plan().spec().figures().stream()
                .filter(f -> f instanceof LineSpec line && line.fitLogLog() && Objects.equals(f.name(), claim.figure()))
                .map(LineSpec.class::cast).findFirst()
                .orElseThrow(() -> new IllegalStateException("no fitted figure " + claim.figure()));
        List<SlopeFits.Fit> fits = SlopeFits.of(inputs.plan(), inputs.summary(), figure, inputs.direction());
        List<ClaimCheck.Comparison> comparisons = new ArrayList<>();
        boolean all = true;
        for (String subject : inputs.subjects(claim)) {
            List<SlopeFits.Fit> mine = fits.stream().filter(f -> f.method().equals(subject)).toList();
            if (mine.isEmpty()) {
                return new ClaimCheck(claim, ClaimCheck.Verdict.UNDETERMINED, hypothesis, List.of(),
                        "no fitted slope for " + subject + " (too few points in the fitting window)");
            }
            for (SlopeFits.Fit fit : mine) {
                boolean pass = SlopeFits.passes(fit, claim.expected(), claim.tolerance());
                all &= pass;
                comparisons.add(comparison(fit, claim.expected(), pass));
            }
        }
        return new ClaimCheck(claim, all ? ClaimCheck.Verdict.SUPPORTED : ClaimCheck.Verdict.CONTRADICTED, hypothesis,
                comparisons, "");
    }

    /** A curve's slope as a pass/fail comparison. */
    private static ClaimCheck.Comparison comparison(SlopeFits.Fit fit, double expected, boolean pass) {
        double p = pass ? 0 : 1;
        String label = String.format(Locale.ROOT, "%s: slope %.3f [%.3f, %.3f] vs %s (%d points)",
                fit.curve(), fit.ols().slope(), fit.lower(), fit.upper(), ParameterSet.format(expected), fit.window());
        return new ClaimCheck.Comparison(label, fit.bootstrap().map(b -> b.replications()).orElse(0),
                fit.ols().slope() - expected, (fit.upper() - fit.lower()) / (2 * 1.959964), false, p, 1 - p, p, 1 - p,
                "");
    }
}
