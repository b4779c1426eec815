package org.ldpbench.report;

import java.util.ArrayList;
import java.util.List;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.claims.ClaimData;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.GridCurve;
import org.ldpbench.report.claims.MissingResult;
import org.ldpbench.report.claims.RawComparison;
import org.ldpbench.spec.PeakedClaim;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.stats.Direction;

/**
 * {@code peaked}: per method and sweep point, the curve over the grid parameter {@code along} (best
 * configuration at each value). The best interior value q and the configuration at every value are
 * chosen on the even-indexed replications; the comparisons "q better than the first value" and/or
 * "q better than the last value" use the odd-indexed ones, so the choice does not bias the tests.
 */
final class PeakedClaimEvaluator extends TestedClaimEvaluator<PeakedClaim> {

    @Override
    public Class<PeakedClaim> claimClass() {
        return PeakedClaim.class;
    }

    @Override
    public String rule() {
        return "interior optimum beats the ends (split-half, paired t)";
    }

    @Override
    public String hypothesis(PeakedClaim claim, Direction direction, Double bayes) {
        String better = direction == Direction.HIGHER_IS_BETTER ? ">" : "<";
        String ends = switch (claim.sides()) {
            case FIRST -> "the first value";
            case LAST -> "the last value";
            case BOTH -> "the first and the last value";
        };
        return "along " + claim.along() + ", the best interior value (chosen on the even-indexed replications) "
                + better + " " + ends + " (tested on the odd-indexed replications)";
    }

    @Override
    List<RawComparison> comparisons(PeakedClaim claim, ClaimInputs inputs) {
        List<RawComparison> raw = new ArrayList<>();
        for (String method : inputs.subjects(claim)) {
            for (SweepPoint point : ClaimData.points(inputs.plan(), claim.at())) {
                GridCurve curve = GridCurve.of(inputs.summary(), method, point, claim.along(), inputs.direction(),
                        GridCurve.SELECTION);
                if (curve.size() < 3) {
                    throw new MissingResult(method + " at " + point.describe() + " has " + curve.size()
                            + " values of " + claim.along() + " with results; 'peaked' needs 3");
                }
                int q = curve.bestInterior();
                double[] top = GridCurve.half(curve.configuration(q).byReplication(), GridCurve.TEST);
                for (int end : ends(claim.sides(), curve.size())) {
                    double[] other = GridCurve.half(curve.configuration(end).byReplication(), GridCurve.TEST);
                    String label = method + " " + claim.along() + " " + ParameterSet.format(curve.value(q)) + " − "
                            + claim.along() + " " + ParameterSet.format(curve.value(end)) + ClaimData.at(point);
                    raw.add(ClaimData.better(label, top, other, 0.0, inputs.direction()));
                }
            }
        }
        return raw;
    }

    /** The indices of the ends the interior optimum must beat. */
    private static List<Integer> ends(PeakedClaim.Sides sides, int size) {
        return switch (sides) {
            case FIRST -> List.of(0);
            case LAST -> List.of(size - 1);
            case BOTH -> List.of(0, size - 1);
        };
    }
}
