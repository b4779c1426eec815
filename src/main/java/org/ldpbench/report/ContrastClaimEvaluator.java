package org.ldpbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.ldpbench.spec.ContrastClaim;
import org.ldpbench.spec.Grids;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.PairedTest;

/**
 * {@code contrast}: per replication of the test half, c_r = Σ weight · score (each term's label read at
 * its point, its configuration chosen on the selection half); a one-sample t-test of the c_r gives the
 * p-value for H₁: mean(c) &gt; 0 and the other one for H₁: mean(c) &lt; −tolerance. One test per
 * combination of the axes no term fixes.
 */
final class ContrastClaimEvaluator extends TestedClaimEvaluator<ContrastClaim> {

    @Override
    public Class<ContrastClaim> claimClass() {
        return ContrastClaim.class;
    }

    @Override
    public String rule() {
        return "contrast: weighted sum of paired scores > 0 (one-sample t on the per-replication sums)";
    }

    @Override
    public String hypothesis(ContrastClaim claim, Direction direction, Double bayes) {
        return formula(claim) + " > 0 at " + Quantifiers.where(claim.meta());
    }

    /** "2·LPCT (nPublic=50) − LPCT (nPublic=10) − LPCT (nPublic=200)". */
    static String formula(ContrastClaim claim) {
        StringBuilder out = new StringBuilder();
        for (ContrastClaim.Term term : claim.terms()) {
            double w = term.weight();
            String size = Math.abs(w) == 1 ? "" : NumberText.effect(Math.abs(w)) + "·";
            out.append(out.length() == 0 ? (w < 0 ? "−" : "") : (w < 0 ? " − " : " + ")).append(size)
                    .append(term.method()).append(AxisText.suffix(term.at()));
        }
        return out.toString();
    }

    @Override
    List<RawComparison> comparisons(ContrastClaim claim, ClaimInputs inputs) {
        Set<String> fixed = new java.util.HashSet<>();
        claim.terms().forEach(t -> fixed.addAll(t.at().keySet()));
        List<SweepAxis> free = inputs.plan().spec().sweep().stream().filter(a -> !fixed.contains(a.name())).toList();
        List<RawComparison> raw = new ArrayList<>();
        for (Map<String, Object> base : Grids.cartesian(free)) {
            if (!ClaimData.matchesAt(base, claim.at())) {
                continue;
            }
            double[] sum = null;
            for (ContrastClaim.Term term : claim.terms()) {
                Map<String, Object> coordinates = new LinkedHashMap<>(base);
                coordinates.putAll(term.at());
                List<SweepPoint> found = ClaimData.points(inputs.plan(), coordinates);
                if (found.size() != 1) {
                    throw new MissingResult("no single sweep point at " + coordinates);
                }
                double[] scores = ClaimData.selected(inputs, term.method(), found.get(0));
                if (sum == null) {
                    sum = new double[scores.length];
                }
                for (int r = 0; r < sum.length; r++) {
                    sum[r] += term.weight() * (r < scores.length ? scores[r] : Double.NaN);
                }
            }
            String label = String.format(Locale.ROOT, "%s%s", formula(claim), AxisText.suffix(base));
            PairedTest claimed = ClaimData.oneSample(label, sum, 0.0);
            PairedTest against = ClaimData.oneSample(label, sum, -claim.tolerance());
            raw.add(new RawComparison(label, claimed, claimed.mean(), claimed.pGreater(), against.pLess(), sum)
                    .inGroup(base.containsKey(claim.meta().across())
                            ? AxisText.value(base.get(claim.meta().across())) : ""));
        }
        return raw;
    }
}
