package org.ldpbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.EffectTrendClaim;
import org.ldpbench.spec.Grids;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.stats.Direction;

/**
 * {@code effect-increasing} / {@code effect-decreasing}: an interaction tested as one trend. In each
 * test-half replication r the effect e_r(y) at each value y of {@code along} is the gap {@code method −
 * other} there, or the fitted change (as {@link TrendClaimEvaluator}) of the method, or of the gap,
 * from the first to the last value of {@code change}; T_r is the fitted change of e_r from the first to
 * the last value of {@code along}. A one-sample t-test of the T_r gives the p-value for H₁: mean(T) &gt; 0
 * ({@code effect-increasing}; &lt; 0 for decreasing) and the other one for the opposite beyond the
 * tolerance; one test per combination of the remaining axes.
 */
final class EffectTrendClaimEvaluator extends TestedClaimEvaluator<EffectTrendClaim> {

    @Override
    public Class<EffectTrendClaim> claimClass() {
        return EffectTrendClaim.class;
    }

    @Override
    public String rule() {
        return "interaction: one trend test of the per-replication effect along the axis (least-squares slope on rank, t-test)";
    }

    @Override
    public String hypothesis(EffectTrendClaim claim, Direction direction, Double bayes) {
        return "fitted change of " + effect(claim, claim.methods().size() == 1 ? claim.methods().get(0) : "each method")
                + " from the first to the last value of "
                + AxisText.label(claim.along()) + (claim.increasing() ? " > 0" : " < 0");
    }

    /** The effect in words: "LPCT − LPCT-Q", "the change of LPCT along nPrivate". */
    private static String effect(EffectTrendClaim claim, String method) {
        String subject = method + (claim.other().isEmpty() ? "" : " − " + claim.other());
        return claim.change().isEmpty() ? subject
                : "the change of " + subject + " along " + AxisText.label(claim.change()) + " (first → last)";
    }

    @Override
    List<RawComparison> comparisons(EffectTrendClaim claim, ClaimInputs inputs) {
        List<SweepAxis> sweep = inputs.plan().spec().sweep();
        SweepAxis along = inputs.plan().spec().axis(claim.along()).orElseThrow();
        SweepAxis change = claim.change().isEmpty() ? null : inputs.plan().spec().axis(claim.change()).orElseThrow();
        List<SweepAxis> rest = sweep.stream().filter(a -> a != along && a != change).toList();
        Direction direction = claim.increasing() ? Direction.HIGHER_IS_BETTER : Direction.LOWER_IS_BETTER;
        List<RawComparison> raw = new ArrayList<>();
        for (String method : inputs.subjects(claim)) {
            raw.addAll(comparisons(claim, inputs, method, along, change, rest, direction));
        }
        return raw;
    }

    private static List<RawComparison> comparisons(EffectTrendClaim claim, ClaimInputs inputs, String method,
            SweepAxis along, SweepAxis change, List<SweepAxis> rest, Direction direction) {
        List<RawComparison> raw = new ArrayList<>();
        for (Map<String, Object> others : Grids.cartesian(rest)) {
            if (!ClaimData.matchesAt(others, claim.at())) {
                continue;
            }
            List<double[]> effects = new ArrayList<>();
            List<Object> used = new ArrayList<>();
            for (Object y : along.values()) {
                Map<String, Object> coordinates = new LinkedHashMap<>(others);
                coordinates.put(along.name(), y);
                if (!ClaimData.matchesAt(coordinates, claim.at())) {
                    continue;
                }
                effects.add(effect(claim, inputs, method, coordinates, change));
                used.add(y);
            }
            if (effects.size() < 2) {
                continue;
            }
            String label = effect(claim, method) + " along " + AxisText.label(along.name()) + " "
                    + ParameterSet.format(used.get(0)) + " … " + ParameterSet.format(used.get(used.size() - 1)) + " ("
                    + used.size() + " values)" + AxisText.suffix(others);
            raw.add(TrendClaimEvaluator.test(label, TrendClaimEvaluator.changes(effects), direction,
                    claim.tolerance()));
        }
        return raw;
    }

    /** The per-replication effect at {@code coordinates} (the change along {@code change}, or the gap there). */
    private static double[] effect(EffectTrendClaim claim, ClaimInputs inputs, String method,
            Map<String, Object> coordinates, SweepAxis change) {
        if (change == null) {
            return gap(claim, inputs, method, coordinates);
        }
        List<double[]> columns = new ArrayList<>();
        for (Object x : change.values()) {
            Map<String, Object> at = new LinkedHashMap<>(coordinates);
            at.put(change.name(), x);
            if (ClaimData.matchesAt(at, claim.at())) {
                columns.add(gap(claim, inputs, method, at));
            }
        }
        if (columns.size() < 2) {
            throw new MissingResult("fewer than 2 values of " + change.name() + " at " + coordinates);
        }
        return TrendClaimEvaluator.changes(columns);
    }

    /** The method's test-half scores at {@code coordinates}, minus the other label's when there is one. */
    private static double[] gap(EffectTrendClaim claim, ClaimInputs inputs, String method,
            Map<String, Object> coordinates) {
        SweepPoint point = SweepPoint.of(inputs.plan().spec().sweep(), coordinates);
        double[] a = ClaimData.selected(inputs, method, point);
        if (claim.other().isEmpty()) {
            return a;
        }
        return ClaimData.differences(a, ClaimData.selected(inputs, claim.other(), point));
    }
}
