package org.ldpbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.Grids;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.TrendClaim;
import org.ldpbench.stats.Direction;

/**
 * {@code increasing}: one comparison per consecutive step along the axis (or only the last value
 * against the first, {@code steps: ends}), for every method and every combination of the other
 * axes, a = the later point, b = the earlier one; claimed H₁: mean(d) &gt; −tolerance. {@code
 * decreasing} is the same with every step claimed to be worse in the metric.
 */
final class TrendClaimEvaluator extends TestedClaimEvaluator<TrendClaim> {

    @Override
    public Class<TrendClaim> claimClass() {
        return TrendClaim.class;
    }

    @Override
    public String hypothesis(TrendClaim claim, Direction direction, Double bayes) {
        boolean higher = direction == Direction.HIGHER_IS_BETTER;
        String steps = (claim.endsOnly() ? "last vs first value of " : "each step along ")
                + AxisText.label(claim.along()) + ": later − earlier ";
        if (claim.increasing()) {
            return steps + (higher ? ">" : "<") + " "
                    + ParameterSet.format(higher ? -claim.tolerance() : claim.tolerance());
        }
        return steps + (higher ? "<" : ">") + " " + ParameterSet.format(higher ? claim.tolerance() : -claim.tolerance());
    }

    @Override
    List<RawComparison> comparisons(TrendClaim claim, ClaimInputs inputs) {
        ExperimentPlan plan = inputs.plan();
        Direction direction = claim.increasing() ? inputs.direction() : inputs.direction().opposite();
        SweepAxis along = plan.spec().axis(claim.along()).orElseThrow();
        List<SweepAxis> others = plan.spec().sweep().stream().filter(a -> !a.name().equals(along.name())).toList();
        List<RawComparison> raw = new ArrayList<>();
        for (String method : inputs.subjects(claim)) {
            for (Map<String, Object> rest : Grids.cartesian(others)) {
                if (ClaimData.matchesAt(rest, claim.at())) {
                    steps(claim, inputs, method, along, rest, direction, raw);
                }
            }
        }
        return raw;
    }

    /** The steps of one method along the axis at the other coordinates {@code rest}. */
    private static void steps(TrendClaim claim, ClaimInputs inputs, String method, SweepAxis along,
            Map<String, Object> rest, Direction direction, List<RawComparison> raw) {
        ResultSummary.ConfigurationResult previous = null;
        Object previousValue = null;
        for (Object value : values(claim, along, rest)) {
            Map<String, Object> coordinates = new LinkedHashMap<>(rest);
            coordinates.put(along.name(), value);
            if (!ClaimData.matchesAt(coordinates, claim.at())) {
                continue;
            }
            ResultSummary.ConfigurationResult current = ClaimData.best(inputs.summary(), method,
                    SweepPoint.of(inputs.plan().spec().sweep(), coordinates));
            if (previous != null) {
                String label = method + " " + AxisText.label(along.name()) + " "
                        + ParameterSet.format(previousValue) + " → " + ParameterSet.format(value)
                        + AxisText.suffix(rest);
                raw.add(ClaimData.better(label, current.byReplication(), previous.byReplication(), claim.tolerance(),
                        direction));
            }
            previous = current;
            previousValue = value;
        }
    }

    /** The values of the axis stepped through: all, or with {@code steps: ends} the first and last in range. */
    private static List<Object> values(TrendClaim claim, SweepAxis along, Map<String, Object> rest) {
        List<Object> values = along.values();
        if (!claim.endsOnly()) {
            return values;
        }
        List<Object> inRange = values.stream().filter(v -> {
            Map<String, Object> c = new LinkedHashMap<>(rest);
            c.put(along.name(), v);
            return ClaimData.matchesAt(c, claim.at());
        }).toList();
        return inRange.size() < 2 ? inRange : List.of(inRange.get(0), inRange.get(inRange.size() - 1));
    }
}
