package org.ldpbench.run;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Objects;

/**
 * What {@link ExperimentRunner#run(RunRequest)} is asked to do: which plan, where its store lives,
 * on how many threads, where to log, and the options of {@code ldpbench run}. One record instead
 * of a row of positional arguments, so that a call says which option it sets.
 *
 * @param plan the expanded spec
 * @param resultsRoot the results root; the store is {@code <resultsRoot>/<experiment>/}
 * @param threads worker threads, ≥ 1 (checked by the runner, with a user-facing message)
 * @param log where to print what is happening (progress, failures, stale trials)
 * @param showProgress whether to show a progress bar
 * @param keepStale keep trials computed by other implementation versions instead of recomputing them
 * @param shard the part of the fit groups to compute ({@link Shard#ALL}: all of them)
 */
public record RunRequest(ExperimentPlan plan, Path resultsRoot, int threads, PrintWriter log, boolean showProgress,
        boolean keepStale, Shard shard) {

    public RunRequest {
        Objects.requireNonNull(plan, "plan");
        Objects.requireNonNull(resultsRoot, "resultsRoot");
        Objects.requireNonNull(log, "log");
        Objects.requireNonNull(shard, "shard");
    }

    /** All of {@code plan}, without progress bar, recomputing stale trials. */
    public static RunRequest of(ExperimentPlan plan, Path resultsRoot, int threads, PrintWriter log) {
        return new RunRequest(plan, resultsRoot, threads, log, false, false, Shard.ALL);
    }

    public RunRequest withProgress(boolean show) {
        return new RunRequest(plan, resultsRoot, threads, log, show, keepStale, shard);
    }

    public RunRequest withKeepStale(boolean keep) {
        return new RunRequest(plan, resultsRoot, threads, log, showProgress, keep, shard);
    }

    public RunRequest withShard(Shard part) {
        return new RunRequest(plan, resultsRoot, threads, log, showProgress, keepStale, part);
    }
}
