package org.ldpbench.run;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Objects;

/**
 * What {@link ExperimentRunner#run(RunRequest)} is asked to do: which plan, where its store lives,
 * on how many threads, where to log, and the options of {@code ldpbench run}. One record instead of
 * a row of positional arguments, so that a call says which option it sets.
 *
 * @param plan the expanded spec
 * @param resultsRoot the results root; the store is {@code <resultsRoot>/<experiment>/}
 * @param threads worker threads, ≥ 1 (checked by the runner, with a user-facing message)
 * @param log where to print what is happening (progress, failures, stale trials)
 * @param showProgress whether to show a progress bar
 * @param keepStale keep trials computed by other implementation versions instead of recomputing
 *     them
 * @param shard the part of the fit groups to compute ({@link Shard#ALL}: all of them)
 * @param overall the progress of the whole command, to which the run reports its spec's trials
 */
public record RunRequest(
    ExperimentPlan plan,
    Path resultsRoot,
    int threads,
    PrintWriter log,
    boolean showProgress,
    boolean keepStale,
    Shard shard,
    OverallProgress overall) {

  public RunRequest {
    Objects.requireNonNull(plan, "plan");
    Objects.requireNonNull(resultsRoot, "resultsRoot");
    Objects.requireNonNull(log, "log");
    Objects.requireNonNull(shard, "shard");
    Objects.requireNonNull(overall, "overall");
  }

  /**
   * All of {@code plan}, without progress bar, recomputing stale trials, as the command's only
   * spec.
   */
  public static RunRequest of(ExperimentPlan plan, Path resultsRoot, int threads, PrintWriter log) {
    return new RunRequest(
        plan,
        resultsRoot,
        threads,
        log,
        false,
        false,
        Shard.ALL,
        OverallProgress.single(plan.trialCount()));
  }

  public RunRequest withProgress(boolean show) {
    return new RunRequest(plan, resultsRoot, threads, log, show, keepStale, shard, overall);
  }

  public RunRequest withKeepStale(boolean keep) {
    return new RunRequest(plan, resultsRoot, threads, log, showProgress, keep, shard, overall);
  }

  public RunRequest withShard(Shard part) {
    return new RunRequest(plan, resultsRoot, threads, log, showProgress, keepStale, part, overall);
  }

  /**
   * The same request reporting into {@code progress}, the progress of a command that runs several
   * specs.
   */
  public RunRequest withOverall(OverallProgress progress) {
    return new RunRequest(
        plan, resultsRoot, threads, log, showProgress, keepStale, shard, progress);
  }
}
