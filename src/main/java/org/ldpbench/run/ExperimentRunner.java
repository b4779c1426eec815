package org.ldpbench.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import org.ldpbench.UserError;
import org.ldpbench.data.RunMemo;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.StoreMigration;
import org.ldpbench.store.TrialReuse;
import org.ldpbench.store.TrialSink;
import org.ldpbench.store.TrialStore;

/**
 * Runs the missing trials of a plan on a thread pool and appends them to the experiment's {@link
 * TrialStore}. Work is split into units (one replication of one data point); each unit draws its
 * data once, then fits every group whose trials are not all stored and evaluates its
 * post-processing configurations. All randomness comes from the seed tree ({@link Seeds}), so the
 * stored key → score pairs do not depend on the thread count or on interruptions.
 */
public final class ExperimentRunner {

  private ExperimentRunner() {}

  /**
   * What a run did.
   *
   * @param planned trials in the plan
   * @param reused trials already stored
   * @param computed trials computed now
   * @param failed trials that failed now (in failures.csv)
   * @param seconds wall time
   * @param directory the result directory
   * @param failures the failed trials per method label, with the first message of each (empty when
   *     the back end does not count them per method)
   */
  public record Outcome(
      long planned,
      long reused,
      long computed,
      long failed,
      double seconds,
      Path directory,
      List<FailedTrials.ByMethod> failures) {

    public Outcome {
      failures = List.copyOf(failures);
    }

    /** An outcome without failures per method (a back end that counts only their total). */
    public Outcome(
        long planned, long reused, long computed, long failed, double seconds, Path directory) {
      this(planned, reused, computed, failed, seconds, directory, List.of());
    }
  }

  /**
   * Computes every planned trial not yet stored under {@code resultsRoot}: a shorthand for {@link
   * #run(RunRequest)} with {@link RunRequest#of} and {@code showProgress}.
   */
  public static Outcome run(
      ExperimentPlan plan, Path resultsRoot, int threads, PrintWriter log, boolean showProgress)
      throws IOException {
    return run(RunRequest.of(plan, resultsRoot, threads, log).withProgress(showProgress));
  }

  /**
   * Computes every planned trial of the request's shard not yet stored (and every trial stored by
   * another implementation version unless {@code keepStale}). The fits of the run share one {@link
   * RunMemo}: partitions, routes, trees and exact tallies are computed once per data object and
   * reused across ε, λ and method variants, and dropped when the run ends.
   */
  public static Outcome run(RunRequest request) throws IOException {
    if (request.threads() < 1) {
      throw new UserError("--threads must be >= 1, got " + request.threads());
    }
    long start = System.nanoTime();
    ExperimentPlan plan = request.plan();
    ExperimentSpec spec = plan.spec();
    Shard shard = request.shard();
    PrintWriter log = request.log();
    Path directory = ResultsLayout.directory(spec, request.resultsRoot());
    Map<String, String> fingerprints = fingerprints(plan);
    String commit = Manifest.commitLabel();
    StoreMigration migration = StoreMigration.before(directory);
    // open (and so validate) the store before touching the manifest: a rejected run changes nothing
    try (TrialStore store =
        TrialStore.open(directory, ResultsLayout.axes(spec), ResultsLayout.metrics(spec))) {
      // read and rewritten only while the store's lock is held: runs never interleave in the
      // history
      Manifest manifest = Manifest.start(directory, plan, request.threads(), fingerprints);
      if (shard.count() > 1) {
        manifest.note(
            "shard "
                + shard
                + ": this run computes only its part of the fit groups;"
                + " merge the parts with ldpbench merge");
      }
      Optional<String> converted = migration.describe(directory);
      if (converted.isPresent()) {
        log.printf("%s: %s%n", spec.name(), converted.get());
        manifest.note(converted.get());
      }
      manifest.write(directory);
      for (TrialReuse.Copied copied :
          TrialReuse.copy(plan, store, request.resultsRoot(), request.keepStale())) {
        log.printf("%s: %s%n", spec.name(), copied.describe());
        manifest.note(copied.describe());
      }
      PendingTrials pending = PendingTrials.of(plan, store, request.keepStale(), shard);
      long reused = pending.planned() - pending.missing();
      pending.announce(
          plan,
          request.keepStale(),
          shard,
          request.threads() + " thread" + (request.threads() == 1 ? "" : "s"),
          manifest,
          log);
      AtomicLong computed = new AtomicLong();
      AtomicLong failed = new AtomicLong();
      FailedTrials failures = new FailedTrials();
      OverallProgress overall = request.overall();
      overall.startSpec(plan.trialCount());
      overall.reused(reused);
      String status = "aborted"; // unless compute returns
      try (Progress shown =
          request.showProgress() && pending.missing() > 0
              ? Progress.start(spec.name(), pending.missing(), log, overall)
              : Progress.silent()) {
        status =
            compute(
                request,
                pending,
                store,
                Progress.counting(shown, overall),
                computed,
                failed,
                failures,
                commit);
      } finally {
        double seconds = (System.nanoTime() - start) / 1e9;
        if (failed.get() > 0 && status.equals("complete")) {
          status = "complete with failures";
        }
        manifest.finish(status, computed.get(), reused, failed.get(), seconds);
        manifest.write(directory);
      }
      double seconds = (System.nanoTime() - start) / 1e9; // including the report of failures below
      if (failed.get() > 0) {
        log.printf(
            "%s: %d trials failed; see %s%n",
            spec.name(), failed.get(), directory.resolve(TrialStore.FAILURES));
        log.flush();
      }
      overall.finishSpec();
      return new Outcome(
          pending.planned(),
          reused,
          computed.get(),
          failed.get(),
          seconds,
          directory,
          failures.byMethod());
    }
  }

  /**
   * Runs the pending units on the request's thread pool, all sharing one run memo.
   *
   * @return "complete", or "interrupted"; a worker's failure is thrown (and the status is
   *     "aborted")
   */
  private static String compute(
      RunRequest request,
      PendingTrials pending,
      TrialStore store,
      Progress progress,
      AtomicLong computed,
      AtomicLong failed,
      FailedTrials failures,
      String commit)
      throws IOException {
    ExperimentPlan plan = request.plan();
    List<ExperimentPlan.Unit> units = plan.units();
    RunMemo memo = new RunMemo();
    ExecutorService pool =
        Executors.newFixedThreadPool(
            request.threads(),
            runnable -> {
              Thread thread = new Thread(runnable, "ldpbench-worker");
              thread.setDaemon(true);
              return thread;
            });
    try {
      TimingWarmUp.run(plan, pending, store, pool, request.keepStale(), commit, request.shard());
      List<Future<?>> futures = new ArrayList<>();
      for (int index : pending.units()) {
        futures.add(
            pool.submit(
                () -> {
                  UnitWork.run(
                      plan,
                      units.get(index),
                      pending.sinkFor(index, store),
                      progress,
                      computed,
                      failed,
                      failures,
                      request.keepStale(),
                      commit,
                      request.shard()::contains,
                      memo);
                  return null;
                }));
      }
      for (Future<?> future : futures) {
        future.get();
      }
      return "complete";
    } catch (ExecutionException e) {
      // method failures are recorded per trial inside the unit; what escapes is the store's
      // I/O (a user-facing problem) or a bug in the runner itself
      Throwable cause =
          e.getCause() instanceof UncheckedIOException io ? io.getCause() : e.getCause();
      if (cause instanceof IOException) {
        throw new UserError(
            ResultsLayout.directory(plan.spec(), request.resultsRoot())
                + ": cannot store results: "
                + cause.getMessage(),
            cause);
      }
      throw new IllegalStateException("worker failed", cause);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "interrupted";
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * The SHA-256 of each data point's replication-0 draw, by data source id (for the manifest), in
   * the plan's order. The draws are independent, so they are hashed several at a time (on the
   * common pool): on a synthetic spec with samples of 10⁷ rows they take seconds each.
   */
  public static Map<String, String> fingerprints(ExperimentPlan plan) {
    ExperimentSpec spec = plan.spec();
    long seed = Seeds.replicationSeed(spec.seed(), spec.dataFactory().name(), 0);
    List<ExperimentPlan.DataPoint> points = plan.dataPoints();
    List<String> hashes =
        points.parallelStream()
            .map(point -> point.source().draw(Seeds.sampleStreams(seed)).sha256())
            .toList();
    Map<String, String> fingerprints = new LinkedHashMap<>();
    for (int i = 0; i < points.size(); i++) {
      fingerprints.put(points.get(i).source().id(), hashes.get(i));
    }
    return fingerprints;
  }

  /**
   * What one unit's work did.
   *
   * @param computed trials computed (stored or handed to the sink), not-applicable ones included
   * @param failed trials that failed (handed to the sink as failures)
   */
  public record UnitOutcome(long computed, long failed) {}

  /**
   * Computes the trials of {@code unit} that {@code sink} reports missing (or stale, unless {@code
   * keepStale}), in the fit groups that {@code include} accepts, and hands them to {@code sink};
   * the work of one task, for the local pool and for other back ends (Spark).
   *
   * @param memo the run's memo, shared by every unit the caller runs (one per run, or per job on a
   *     Spark executor)
   */
  public static UnitOutcome runUnit(
      ExperimentPlan plan,
      ExperimentPlan.Unit unit,
      TrialSink sink,
      boolean keepStale,
      String commit,
      Predicate<ExperimentPlan.FitGroup> include,
      RunMemo memo)
      throws IOException {
    AtomicLong computed = new AtomicLong();
    AtomicLong failed = new AtomicLong();
    UnitWork.run(
        plan,
        unit,
        sink,
        Progress.silent(),
        computed,
        failed,
        new FailedTrials(),
        keepStale,
        commit,
        include,
        memo);
    return new UnitOutcome(computed.get(), failed.get());
  }
}
