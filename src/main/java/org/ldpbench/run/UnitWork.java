package org.ldpbench.run;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.KnownTruth;
import org.ldpbench.data.RunMemo;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MethodFailure;
import org.ldpbench.method.Model;
import org.ldpbench.method.NotApplicable;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.metric.Metric;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.TrialRecord;
import org.ldpbench.store.TrialSink;
import org.ldpbench.store.TrialStore;

/**
 * The work of one unit of a plan (one replication of one data point), whichever back end runs it
 * ({@link ExperimentRunner}'s thread pool, Spark): draws the unit's data once, fits every fit group
 * whose trials are missing, evaluates each trial's post-processing on the test set and hands the
 * records to the sink; a group that cannot fit, or a trial that fails, is recorded as a failure
 * (with {@link #describe}'s one-line message) or as not applicable, never thrown.
 */
final class UnitWork {

  private UnitWork() {}

  /**
   * Computes the trials of {@code unit} that {@code store} reports missing (or stale, unless {@code
   * keepStale}), in the fit groups that {@code include} accepts, counting them in {@code computed}
   * and {@code failed}.
   */
  static void run(
      ExperimentPlan plan,
      ExperimentPlan.Unit unit,
      TrialSink store,
      Progress progress,
      AtomicLong computed,
      AtomicLong failed,
      FailedTrials failures,
      boolean keepStale,
      String commit,
      Predicate<ExperimentPlan.FitGroup> include,
      RunMemo memo)
      throws IOException {
    ExperimentSpec spec = plan.spec();
    DataSplit split;
    double[] truth;
    try {
      split = unit.data().source().draw(unit.sampleStreams());
      truth =
          spec.metrics().stream().anyMatch(Metric::needsTruth)
              ? ((KnownTruth) unit.data().source()).regressionFunction(split.test().features())
              : null;
    } catch (RuntimeException e) {
      // the data could not be drawn: every included group's missing trials fail with the reason
      for (ExperimentPlan.FitGroup group : unit.groups().stream().filter(include).toList()) {
        List<ExperimentPlan.Trial> missing = toCompute(plan, group, store, keepStale);
        failures.attempted(group.method().label(), missing.size());
        failGroup(unit, group, missing, store, e, failed, failures, progress);
      }
      return;
    }
    List<Integer> sizes = split.privateSizes();
    for (ExperimentPlan.FitGroup group : unit.groups()) {
      if (!include.test(group)) {
        continue;
      }
      String implementation = plan.implementation(group.method());
      List<ExperimentPlan.Trial> missing = toCompute(plan, group, store, keepStale);
      if (missing.isEmpty()) {
        continue;
      }
      failures.attempted(group.method().label(), missing.size());
      List<TrialRecord> records = new ArrayList<>(missing.size());
      // fits: isolated: a fresh copy of the same data, so that nothing remembered per data object
      // is reused
      DataSplit data =
          spec.isolatedFits() ? unit.data().source().draw(unit.sampleStreams()) : split;
      long fitStart = System.nanoTime();
      Fit fit;
      try {
        List<PrivacyBudget> budgets = spec.budgets().resolve(group.point(), sizes);
        TrainingInput input = TrainingInput.of(data, budgets, group.publicSeed(), memo);
        fit =
            group
                .method()
                .method()
                .fit(input, group.fitParameters(), new SplittableRandom(group.noiseSeed()));
      } catch (NotApplicable e) {
        double fitMillis = (System.nanoTime() - fitStart) / 1e6;
        for (ExperimentPlan.Trial trial : missing) {
          records.add(notApplicable(unit, group, trial, e, fitMillis, implementation, commit));
        }
        append(records, store, computed, progress);
        continue;
      } catch (RuntimeException e) {
        failGroup(unit, group, missing, store, e, failed, failures, progress);
        continue;
      }
      double fitMillis = (System.nanoTime() - fitStart) / 1e6;
      try {
        for (ExperimentPlan.Trial trial : missing) {
          try {
            records.add(
                evaluate(
                    spec, unit, group, trial, fit, data, truth, fitMillis, implementation, commit));
          } catch (NotApplicable e) {
            records.add(notApplicable(unit, group, trial, e, fitMillis, implementation, commit));
          } catch (RuntimeException e) {
            fail(unit, group, trial, store, e, failed, failures, progress);
          }
        }
      } finally {
        closeFit(fit);
      }
      append(records, store, computed, progress);
    }
  }

  /** Ends what a fit holds beyond memory (an external method's process) once its group is done. */
  private static void closeFit(Fit fit) {
    if (fit instanceof AutoCloseable closeable) {
      try {
        closeable.close();
      } catch (Exception e) {
        throw new IllegalStateException("closing a fit: " + e.getMessage(), e);
      }
    }
  }

  /**
   * One trial of a fit group: its post-processing applied to the fit, predictions scored on the
   * test set.
   */
  private static TrialRecord evaluate(
      ExperimentSpec spec,
      ExperimentPlan.Unit unit,
      ExperimentPlan.FitGroup group,
      ExperimentPlan.Trial trial,
      Fit fit,
      DataSplit data,
      double[] truth,
      double fitMillis,
      String implementation,
      String commit) {
    long predictStart = System.nanoTime();
    Model model = fit.model(trial.postParameters());
    Predictions predictions = model.predict(data.test().features());
    Map<String, Double> scores = new LinkedHashMap<>();
    for (Metric metric : spec.metrics()) {
      scores.put(metric.id(), metric.score(data.test(), predictions, truth));
    }
    double predictMillis = (System.nanoTime() - predictStart) / 1e6;
    return new TrialRecord(
        trial.key(),
        group.method().label(),
        unit.replication(),
        group.point(),
        trial.parameters().canonical(),
        scores,
        predictions.diagnostics(),
        fitMillis,
        predictMillis,
        null,
        implementation,
        commit);
  }

  /** Stores a fit group's records and counts them as computed. */
  private static void append(
      List<TrialRecord> records, TrialSink store, AtomicLong computed, Progress progress)
      throws IOException {
    store.append(records);
    computed.addAndGet(records.size());
    progress.advance(records.size());
  }

  /**
   * The trials of {@code group} not stored by the current implementation (or stale ones, unless
   * kept).
   */
  private static List<ExperimentPlan.Trial> toCompute(
      ExperimentPlan plan, ExperimentPlan.FitGroup group, TrialSink store, boolean keepStale) {
    String implementation = plan.implementation(group.method());
    return group.trials().stream()
        .filter(
            t -> {
              TrialStore.Status status = store.status(t.key(), implementation);
              return status == TrialStore.Status.MISSING
                  || (status == TrialStore.Status.STALE && !keepStale);
            })
        .toList();
  }

  private static TrialRecord notApplicable(
      ExperimentPlan.Unit unit,
      ExperimentPlan.FitGroup group,
      ExperimentPlan.Trial trial,
      NotApplicable reason,
      double fitMillis,
      String implementation,
      String commit) {
    return new TrialRecord(
        trial.key(),
        group.method().label(),
        unit.replication(),
        group.point(),
        trial.parameters().canonical(),
        Map.of(),
        Map.of(),
        fitMillis,
        0.0,
        reason.getMessage() == null ? "not applicable" : reason.getMessage(),
        implementation,
        commit);
  }

  private static void failGroup(
      ExperimentPlan.Unit unit,
      ExperimentPlan.FitGroup group,
      List<ExperimentPlan.Trial> trials,
      TrialSink store,
      RuntimeException error,
      AtomicLong failed,
      FailedTrials failures,
      Progress progress)
      throws IOException {
    for (ExperimentPlan.Trial trial : trials) {
      fail(unit, group, trial, store, error, failed, failures, progress);
    }
  }

  private static void fail(
      ExperimentPlan.Unit unit,
      ExperimentPlan.FitGroup group,
      ExperimentPlan.Trial trial,
      TrialSink store,
      RuntimeException error,
      AtomicLong failed,
      FailedTrials failures,
      Progress progress)
      throws IOException {
    String message = describe(error);
    store.appendFailure(
        trial.key(),
        group.method().label(),
        unit.replication(),
        group.point(),
        trial.parameters().canonical(),
        message);
    failed.incrementAndGet();
    failures.failed(group.method().label(), message);
    progress.advance(1);
  }

  /**
   * The message for {@code failures.csv} (which makes it one line): a {@link MethodFailure}'s own
   * line (it names the method and what failed), anything else (a bug) with its type and where it
   * was thrown.
   */
  static String describe(Throwable error) {
    if (error instanceof MethodFailure) {
      return String.valueOf(error.getMessage());
    }
    StackTraceElement[] trace = error.getStackTrace();
    String where = trace.length == 0 ? "" : " at " + trace[0];
    return error.getClass().getSimpleName() + ": " + error.getMessage() + where;
  }
}
