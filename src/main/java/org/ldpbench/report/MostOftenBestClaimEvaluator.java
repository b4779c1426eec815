package org.ldpbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ldpbench.spec.Grids;
import org.ldpbench.spec.MostOftenBestClaim;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.Holm;

/**
 * {@code most-often-best} ("No. 1 on most data sets"): at each combination of the other axes, each
 * value of {@code along} (a data set) is <em>won</em> when the claimed method is significantly better
 * than every label of {@code over} (one-sided paired t on the test half, configurations chosen on the
 * selection half, Holm over the labels, α = {@value ClaimCheck#ALPHA}) and <em>lost</em> when some
 * label is significantly better than it. The combination supports the claim when more than half of
 * the values are won, contradicts it when more than half are lost, and neither otherwise; the claim
 * is contradicted if one combination contradicts it, supported if all support it. A rule on counts
 * of tests, so the report shows no p-values for it; a label without results at a value is skipped
 * there.
 */
final class MostOftenBestClaimEvaluator implements ClaimEvaluator<MostOftenBestClaim> {

    @Override
    public Class<MostOftenBestClaim> claimClass() {
        return MostOftenBestClaim.class;
    }

    @Override
    public String rule() {
        return "No. 1 count: significantly better than every other (Holm) on more than half of the data sets";
    }

    @Override
    public String hypothesis(MostOftenBestClaim claim, Direction direction, Double bayes) {
        return claim.methods().get(0) + " significantly better than each of " + String.join(", ", claim.over())
                + " on more than half of the values of " + claim.along() + ", at every other sweep point";
    }

    @Override
    public boolean passFail() {
        return true;
    }

    @Override
    public String passFailItems() {
        return "sweep points";
    }

    @Override
    public boolean equivalence() {
        return false;
    }

    @Override
    public ClaimCheck evaluate(MostOftenBestClaim claim, ClaimInputs inputs, String hypothesis) {
        SweepAxis along = inputs.plan().spec().axis(claim.along()).orElseThrow();
        List<SweepAxis> others = inputs.plan().spec().sweep().stream().filter(a -> a != along).toList();
        List<ClaimCheck.Comparison> comparisons = new ArrayList<>();
        boolean contradicted = false;
        boolean all = true;
        try {
            for (Map<String, Object> rest : Grids.cartesian(others)) {
                if (!ClaimData.matchesAt(rest, claim.at())) {
                    continue;
                }
                int[] counts = count(claim, inputs, along, rest);
                int n = along.values().size();
                boolean supports = 2 * counts[0] > n;
                boolean against = 2 * counts[1] > n;
                contradicted |= against;
                all &= supports;
                String label = String.format(Locale.ROOT, "%s%s: No. 1 (significantly) on %d, beaten on %d, undecided"
                        + " on %d of %d", claim.methods().get(0), AxisText.suffix(rest), counts[0], counts[1],
                        n - counts[0] - counts[1], n);
                double pFor = supports ? 0 : 1;
                double pAgainst = against ? 0 : 1;
                comparisons.add(new ClaimCheck.Comparison(label, n, counts[0], Double.NaN, false, pFor, pAgainst,
                        pFor, pAgainst, ""));
            }
        } catch (MissingResult e) {
            return new ClaimCheck(claim, ClaimCheck.Verdict.UNDETERMINED, hypothesis, List.of(), e.getMessage());
        }
        ClaimCheck.Verdict verdict = comparisons.isEmpty() ? ClaimCheck.Verdict.UNDETERMINED
                : contradicted ? ClaimCheck.Verdict.CONTRADICTED
                : all ? ClaimCheck.Verdict.SUPPORTED : ClaimCheck.Verdict.NOT_CONTRADICTED;
        return new ClaimCheck(claim, verdict, hypothesis, comparisons, comparisons.isEmpty() ? "no sweep point" : "");
    }

    /** {won, lost} over the values of {@code along} at the other coordinates {@code rest}. */
    private static int[] count(MostOftenBestClaim claim, ClaimInputs inputs, SweepAxis along,
            Map<String, Object> rest) {
        int won = 0;
        int lost = 0;
        String method = claim.methods().get(0);
        for (Object value : along.values()) {
            Map<String, Object> coordinates = new LinkedHashMap<>(rest);
            coordinates.put(along.name(), value);
            SweepPoint point = SweepPoint.of(inputs.plan().spec().sweep(), coordinates);
            double[] mine = ClaimData.selected(inputs.summary(), method, point);
            List<Double> pFor = new ArrayList<>();
            List<Double> pAgainst = new ArrayList<>();
            for (String other : claim.over()) {
                double[] theirs;
                try {
                    theirs = ClaimData.selected(inputs.summary(), other, point);
                } catch (MissingResult e) {
                    continue;
                }
                RawComparison c = ClaimData.better(method + " − " + other, mine, theirs, 0.0, inputs.direction());
                pFor.add(c.pClaimed());
                pAgainst.add(c.pAgainst());
            }
            double[] forAdjusted = Holm.adjust(pFor.stream().mapToDouble(Double::doubleValue).toArray());
            double[] againstAdjusted = Holm.adjust(pAgainst.stream().mapToDouble(Double::doubleValue).toArray());
            boolean beaten = false;
            for (double p : againstAdjusted) {
                beaten |= p < ClaimCheck.ALPHA;
            }
            boolean first = forAdjusted.length > 0;
            for (double p : forAdjusted) {
                first &= p < ClaimCheck.ALPHA;
            }
            won += first ? 1 : 0;
            lost += beaten ? 1 : 0;
        }
        return new int[] {won, lost};
    }
}
