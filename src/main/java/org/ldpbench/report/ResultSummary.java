package org.ldpbench.report;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.SampleSummary;
import org.ldpbench.store.ExpectedTrials;
import org.ldpbench.store.StoredRows;
import org.ldpbench.store.StoredTrials;

/**
 * The summary of a plan's stored scores in one metric: per configuration (method, sweep point,
 * parameters) the mean, sd and se over replications, and per (method, sweep point) the best
 * configuration in the metric's direction, chosen among the configurations with every planned
 * replication stored whenever one has them (an incomplete one is chosen only when none is complete,
 * and {@link BestResult#bestIncomplete()} says so). Only the plan's own trials are used, so a quick
 * profile summarises its replications only even when the store holds more. Configurations the
 * method declared not applicable are NA, never chosen as best; a method whose every configuration
 * is NA at a point is NA there.
 */
public final class ResultSummary {

  private final String metric;
  private final Direction direction;
  private final List<ConfigurationResult> configurations;
  private final List<BestResult> best;
  private final ResultSummary seconds;

  ResultSummary(
      String metric,
      Direction direction,
      List<ConfigurationResult> configurations,
      List<BestResult> best,
      ResultSummary seconds) {
    this.metric = metric;
    this.direction = direction;
    this.configurations = List.copyOf(configurations);
    this.best = List.copyOf(best);
    this.seconds = seconds;
  }

  /**
   * Summarises {@code plan} in its primary metric from the stored trials; when one of its tables
   * shows running times ({@code value: seconds}) or a claim is about them ({@code metric:
   * seconds}), the running time of every configuration too.
   */
  public static ResultSummary of(ExpectedTrials plan, StoredTrials stored) {
    Collector collector = collector(plan, stored);
    StoredRows.walk(plan, stored, List.of(collector));
    return collector.summary();
  }

  /**
   * What {@link #of(ExpectedTrials, StoredTrials)} summarises, collected during a {@link
   * StoredRows} walk that other readers of the same store share.
   */
  public static Collector collector(ExpectedTrials plan, StoredTrials stored) {
    return new Collector(
        stored,
        new SummaryAccumulator(
            plan.replications(),
            plan.spec().primaryMetric().id(),
            plan.spec().primaryMetric().direction()),
        plan.spec().reportsRunningTimes()
            ? new SummaryAccumulator(
                plan.replications(), StoredTrials.SECONDS, Direction.LOWER_IS_BETTER)
            : null);
  }

  /**
   * A summary collected trial by trial during a {@link StoredRows} walk: the primary metric and,
   * when asked for, the running time.
   */
  public static final class Collector implements StoredRows.Visitor {

    private final StoredTrials stored;
    private final SummaryAccumulator primary;
    private final SummaryAccumulator seconds;

    private Collector(StoredTrials stored, SummaryAccumulator primary, SummaryAccumulator seconds) {
      this.stored = stored;
      this.primary = primary;
      this.seconds = seconds;
    }

    @Override
    public void visit(
        int replication, MethodSpec method, SweepPoint point, ParameterSet parameters, int row) {
      primary.add(replication, method, point, parameters, score(stored, row, primary.metric()));
      if (seconds != null) {
        seconds.add(replication, method, point, parameters, score(stored, row, seconds.metric()));
      }
    }

    /** The summary of the trials visited so far. */
    public ResultSummary summary() {
      ResultSummary summary = primary.build();
      return seconds == null
          ? summary
          : new ResultSummary(
              summary.metric,
              summary.direction,
              summary.configurations,
              summary.best,
              seconds.build());
    }
  }

  /** A stored row's score in {@code metric}: NaN if not stored, null if NA. */
  private static Double score(StoredTrials stored, int row, String metric) {
    if (row < 0) {
      return Double.NaN;
    }
    return stored.reason(row) != null ? null : stored.value(metric, row);
  }

  /**
   * The running time in seconds of each configuration (fit + predict per trial, summarised over
   * replications like a score), if this summary was made for a spec with a {@code value: seconds}
   * table.
   */
  public Optional<ResultSummary> seconds() {
    return Optional.ofNullable(seconds);
  }

  /** The summary of one configuration, if stored. */
  public Optional<ConfigurationResult> configuration(
      String method, SweepPoint point, ParameterSet parameters) {
    String canonical = parameters.canonical();
    return configurations.stream()
        .filter(
            c ->
                c.method().equals(method)
                    && c.point().equals(point)
                    && c.parameters().canonical().equals(canonical))
        .findFirst();
  }

  /** Summarises {@code plan} in {@code metric} (a metric column) from the stored trials. */
  public static ResultSummary of(
      ExpectedTrials plan, StoredTrials stored, String metric, Direction direction) {
    Collector collector =
        new Collector(stored, new SummaryAccumulator(plan.replications(), metric, direction), null);
    StoredRows.walk(plan, stored, List.of(collector));
    return collector.summary();
  }

  /** Summarises scores given by trial key, larger is better (tests and accuracy-only callers). */
  public static ResultSummary of(ExpectedTrials plan, Map<String, Double> scoresByKey) {
    return of(plan, scoresByKey, Set.of(), "accuracy", Direction.HIGHER_IS_BETTER);
  }

  /** Summarises scores given by trial key; the trials in {@code notApplicableKeys} are NA. */
  public static ResultSummary of(
      ExpectedTrials plan,
      Map<String, Double> scoresByKey,
      Set<String> notApplicableKeys,
      String metric,
      Direction direction) {
    return of(
        plan,
        trialKey -> {
          if (notApplicableKeys.contains(trialKey)) {
            return null;
          }
          Double score = scoresByKey.get(trialKey);
          return score == null ? Double.NaN : score;
        },
        metric,
        direction);
  }

  /** A trial's score by key: NaN if missing, null if NA. */
  private interface TrialScores {
    Double score(String trialKey);
  }

  private static ResultSummary of(
      ExpectedTrials plan, TrialScores trialScores, String metric, Direction direction) {
    SummaryAccumulator accumulator = new SummaryAccumulator(plan.replications(), metric, direction);
    plan.forEachTrial(
        (replication, method, point, trialKey, trialParameters) ->
            accumulator.add(
                replication, method, point, trialParameters, trialScores.score(trialKey)));
    return accumulator.build();
  }

  /** The metric column summarised. */
  public String metric() {
    return metric;
  }

  /** Which way the metric is better. */
  public Direction direction() {
    return direction;
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
    return best.stream()
        .filter(b -> b.method().equals(method) && b.point().equals(point))
        .findFirst();
  }

  /**
   * One configuration's scores.
   *
   * @param method method label
   * @param point sweep point
   * @param parameters complete parameters
   * @param score summary of the metric over the stored replications
   * @param byReplication the score of each planned replication, NaN where none is stored; the same
   *     index is the same data in every configuration (for paired comparisons)
   * @param planned replications asked for
   * @param notApplicable replications the method declared not applicable (NA)
   */
  public record ConfigurationResult(
      String method,
      SweepPoint point,
      ParameterSet parameters,
      SampleSummary score,
      double[] byReplication,
      int planned,
      int notApplicable) {

    /** A configuration without NA replications. */
    public ConfigurationResult(
        String method,
        SweepPoint point,
        ParameterSet parameters,
        SampleSummary score,
        double[] byReplication,
        int planned) {
      this(method, point, parameters, score, byReplication, planned, 0);
    }
  }

  /**
   * The best configuration of a method at a sweep point.
   *
   * @param method method label
   * @param point sweep point
   * @param best the configuration with the best mean, null if nothing is stored or all is NA
   * @param configurations grid size
   * @param incompleteConfigurations configurations with fewer stored replications than planned
   * @param planned replications asked for
   * @param notApplicable true if every configuration is NA at this point
   */
  public record BestResult(
      String method,
      SweepPoint point,
      ConfigurationResult best,
      int configurations,
      int incompleteConfigurations,
      int planned,
      boolean notApplicable) {

    public BestResult(
        String method,
        SweepPoint point,
        ConfigurationResult best,
        int configurations,
        int incompleteConfigurations,
        int planned) {
      this(method, point, best, configurations, incompleteConfigurations, planned, false);
    }

    public boolean complete() {
      return incompleteConfigurations == 0;
    }

    /**
     * Whether the chosen configuration itself has fewer stored replications than planned: the best
     * is chosen among complete configurations, so this means no configuration is complete here
     * ({@code replications < replications_planned} in {@code summary.csv}).
     */
    public boolean bestIncomplete() {
      return best != null && best.score().n() < planned;
    }
  }
}
