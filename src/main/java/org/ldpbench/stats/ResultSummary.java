package org.ldpbench.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ldpbench.experiment.ExperimentPlan;
import org.ldpbench.experiment.SweepPoint;
import org.ldpbench.param.ParameterSet;

/**
 * The summary of a plan's stored scores: per configuration (method, sweep point, parameters)
 * the mean, sd and se over replications, and per (method, sweep point) the best configuration.
 * Only the plan's own trials are used, so a quick profile summarises its replications only even
 * when the store holds more.
 */
public final class ResultSummary {

    private final List<ConfigurationResult> configurations;
    private final List<BestResult> best;

    private ResultSummary(List<ConfigurationResult> configurations, List<BestResult> best) {
        this.configurations = List.copyOf(configurations);
        this.best = List.copyOf(best);
    }

    /**
     * Summarises {@code plan} from stored scores by trial key (missing keys are missing
     * replications).
     */
    public static ResultSummary of(ExperimentPlan plan, Map<String, Double> scoresByKey) {
        // units are replication-major, so insertion order is the grid order of replication 0
        int replications = plan.replications();
        Map<ConfigurationKey, double[]> scores = new LinkedHashMap<>();
        Map<ConfigurationKey, ParameterSet> parameters = new LinkedHashMap<>();
        for (ExperimentPlan.Unit unit : plan.units()) {
            for (ExperimentPlan.FitGroup group : unit.groups()) {
                for (ExperimentPlan.Trial trial : group.trials()) {
                    ConfigurationKey key = new ConfigurationKey(group.method().label(), group.point(),
                            trial.parameters().canonical());
                    parameters.putIfAbsent(key, trial.parameters());
                    double[] values = scores.computeIfAbsent(key, k -> {
                        double[] missing = new double[replications];
                        java.util.Arrays.fill(missing, Double.NaN);
                        return missing;
                    });
                    Double score = scoresByKey.get(trial.key());
                    values[unit.replication()] = score == null ? Double.NaN : score;
                }
            }
        }
        List<ConfigurationResult> configurations = new ArrayList<>();
        Map<String, Map<SweepPoint, List<ConfigurationResult>>> byMethod = new LinkedHashMap<>();
        scores.forEach((key, values) -> {
            double[] present = java.util.Arrays.stream(values).filter(v -> !Double.isNaN(v)).toArray();
            ConfigurationResult result = new ConfigurationResult(key.method(), key.point(), parameters.get(key),
                    SampleSummary.of(present), values, plan.replications());
            configurations.add(result);
            byMethod.computeIfAbsent(key.method(), m -> new LinkedHashMap<>())
                    .computeIfAbsent(key.point(), p -> new ArrayList<>()).add(result);
        });
        List<BestResult> best = new ArrayList<>();
        byMethod.forEach((method, byPoint) -> byPoint.forEach((point, results) -> {
            int index = BestOverGrid.argmaxMean(results.stream().map(ConfigurationResult::score).toList());
            int incomplete = (int) results.stream().filter(r -> r.score().n() < plan.replications()).count();
            best.add(new BestResult(method, point, index < 0 ? null : results.get(index), results.size(),
                    incomplete, plan.replications()));
        }));
        return new ResultSummary(configurations, best);
    }

    /** Every configuration, in grid order within (method, point). */
    public List<ConfigurationResult> configurations() {
        return configurations;
    }

    /** The best configuration per (method, sweep point), methods in spec order. */
    public List<BestResult> best() {
        return best;
    }

    /** The best result of {@code method} at {@code point}. */
    public Optional<BestResult> best(String method, SweepPoint point) {
        return best.stream().filter(b -> b.method().equals(method) && b.point().equals(point)).findFirst();
    }

    private record ConfigurationKey(String method, SweepPoint point, String parameters) {
    }

    /**
     * One configuration's scores.
     *
     * @param method method label
     * @param point sweep point
     * @param parameters complete parameters
     * @param score summary of the chosen metric over the stored replications
     * @param byReplication the score of each planned replication, NaN where none is stored; the
     *     same index is the same data in every configuration (for paired comparisons)
     * @param planned replications asked for
     */
    public record ConfigurationResult(String method, SweepPoint point, ParameterSet parameters,
            SampleSummary score, double[] byReplication, int planned) {
    }

    /**
     * The best configuration of a method at a sweep point.
     *
     * @param method method label
     * @param point sweep point
     * @param best the configuration with the best mean, null if nothing is stored
     * @param configurations grid size
     * @param incompleteConfigurations configurations with fewer stored replications than planned
     * @param planned replications asked for
     */
    public record BestResult(String method, SweepPoint point, ConfigurationResult best, int configurations,
            int incompleteConfigurations, int planned) {

        public boolean complete() {
            return incompleteConfigurations == 0;
        }
    }
}
