package org.ldpbench.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.ResultSummary.BestResult;
import org.ldpbench.report.ResultSummary.ConfigurationResult;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.stats.BestOverGrid;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.SampleSummary;

/**
 * The scores of one metric by configuration (method, sweep point, parameters), added trial by trial
 * in plan order, then summarised into a {@link ResultSummary}: per configuration the scores over
 * replications, per (method, point) the best configuration.
 */
final class SummaryAccumulator {

  private final int replications;
  private final String metric;
  private final Direction direction;
  // units are replication-major, so insertion order is the grid order of replication 0
  private final Map<ConfigurationKey, double[]> scores = new LinkedHashMap<>();
  private final Map<ConfigurationKey, int[]> notApplicable = new LinkedHashMap<>();
  private final Map<ConfigurationKey, ParameterSet> parameters = new LinkedHashMap<>();

  SummaryAccumulator(int replications, String metric, Direction direction) {
    this.replications = replications;
    this.metric = metric;
    this.direction = direction;
  }

  /** One trial's score: NaN if not stored, null if NA. */
  void add(
      int replication,
      MethodSpec method,
      SweepPoint point,
      ParameterSet trialParameters,
      Double score) {
    ConfigurationKey key = new ConfigurationKey(method.label(), point, trialParameters.canonical());
    parameters.putIfAbsent(key, trialParameters);
    double[] values =
        scores.computeIfAbsent(
            key,
            k -> {
              double[] missing = new double[replications];
              Arrays.fill(missing, Double.NaN);
              return missing;
            });
    int[] na = notApplicable.computeIfAbsent(key, k -> new int[1]);
    if (score == null) {
      na[0]++;
      return;
    }
    values[replication] = score;
  }

  ResultSummary build() {
    List<ConfigurationResult> configurations = new ArrayList<>();
    Map<String, Map<SweepPoint, List<ConfigurationResult>>> byMethod = new LinkedHashMap<>();
    scores.forEach(
        (key, values) -> {
          double[] present = Arrays.stream(values).filter(v -> !Double.isNaN(v)).toArray();
          ConfigurationResult result =
              new ConfigurationResult(
                  key.method(),
                  key.point(),
                  parameters.get(key),
                  SampleSummary.of(present),
                  values,
                  replications,
                  notApplicable.get(key)[0]);
          configurations.add(result);
          byMethod
              .computeIfAbsent(key.method(), m -> new LinkedHashMap<>())
              .computeIfAbsent(key.point(), p -> new ArrayList<>())
              .add(result);
        });
    List<BestResult> best = new ArrayList<>();
    byMethod.forEach(
        (method, byPoint) ->
            byPoint.forEach(
                (point, results) -> {
                  List<SampleSummary> candidates =
                      results.stream()
                          .map(
                              r ->
                                  r.notApplicable() > 0
                                      ? SampleSummary.of(new double[0])
                                      : r.score())
                          .toList();
                  int index =
                      BestOverGrid.bestMeanCompleteFirst(candidates, direction, replications);
                  int incomplete =
                      (int)
                          results.stream()
                              .filter(r -> r.notApplicable() == 0 && r.score().n() < replications)
                              .count();
                  boolean allNotApplicable = results.stream().allMatch(r -> r.notApplicable() > 0);
                  best.add(
                      new BestResult(
                          method,
                          point,
                          index < 0 ? null : results.get(index),
                          results.size(),
                          incomplete,
                          replications,
                          allNotApplicable));
                }));
    return new ResultSummary(metric, direction, configurations, best, null);
  }

  /** The metric summarised. */
  String metric() {
    return metric;
  }

  private record ConfigurationKey(String method, SweepPoint point, String parameters) {}
}
