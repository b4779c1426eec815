package org.ldpbench.experiment;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.ldpbench.UserError;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSplit;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Model;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.TaskType;
import org.ldpbench.method.TrainingInput;

/**
 * Runs the missing trials of a plan on a thread pool and appends them to the experiment's
 * {@link TrialStore}. Work is split into units (one replication of one data point); each unit
 * draws its data once, then fits every group whose trials are not all stored and evaluates its
 * post-processing configurations. All randomness comes from the seed tree ({@link Seeds}), so
 * the stored key → score pairs do not depend on the thread count or on interruptions.
 */
public final class ExperimentRunner {

    /** The score column every classification trial gets. */
    public static final String ACCURACY = "accuracy";

    private ExperimentRunner() {
    }

    /**
     * What a run did.
     *
     * @param planned trials in the plan
     * @param reused trials already stored
     * @param computed trials computed now
     * @param failed trials that failed now (in failures.csv)
     * @param seconds wall time
     * @param directory the result directory
     */
    public record Outcome(long planned, long reused, long computed, long failed, double seconds, Path directory) {
    }

    /** The result directory of {@code spec} under {@code resultsRoot}. */
    public static Path directory(ExperimentSpec spec, Path resultsRoot) {
        return resultsRoot.resolve(spec.name());
    }

    /** The score columns of a spec's trials. */
    public static List<String> metrics(ExperimentSpec spec) {
        return List.of(ACCURACY);
    }

    /** The sweep-axis columns of a spec's trials. */
    public static List<String> axes(ExperimentSpec spec) {
        return spec.sweep().stream().map(SweepAxis::name).toList();
    }

    /**
     * Computes every planned trial not yet stored under {@code resultsRoot}.
     *
     * @param threads worker threads, ≥ 1
     * @param log where to print what is happening (progress, failures)
     * @param showProgress whether to show progress
     */
    public static Outcome run(ExperimentPlan plan, Path resultsRoot, int threads, PrintWriter log,
            boolean showProgress) throws IOException {
        if (threads < 1) {
            throw new UserError("--threads must be >= 1, got " + threads);
        }
        for (MethodSpec method : plan.spec().methods()) {
            if (method.method().task() != TaskType.CLASSIFICATION) {
                throw new UserError(method.label() + ": only classification methods can be run so far");
            }
        }
        long start = System.nanoTime();
        ExperimentSpec spec = plan.spec();
        Path directory = directory(spec, resultsRoot);
        Map<String, String> fingerprints = new LinkedHashMap<>();
        for (ExperimentPlan.DataPoint point : plan.dataPoints()) {
            long seed = Seeds.dataSeed(spec.seed(), point.source().id(), 0);
            fingerprints.put(point.source().id(), point.source().draw(new SplittableRandom(seed)).sha256());
        }
        // open (and so validate) the store before touching the manifest: a rejected run changes nothing
        try (TrialStore store = TrialStore.open(directory, axes(spec), metrics(spec))) {
            // read and rewritten only while the store's lock is held: runs never interleave in the history
            Manifest manifest = Manifest.start(directory, plan, threads, fingerprints);
            manifest.write(directory);
            long planned = plan.trialCount();
            long missing = 0;
            List<ExperimentPlan.Unit> todo = new ArrayList<>();
            for (ExperimentPlan.Unit unit : plan.units()) {
                long unitMissing = unit.groups().stream().flatMap(g -> g.trials().stream())
                        .filter(t -> !store.contains(t.key())).count();
                if (unitMissing > 0) {
                    todo.add(unit);
                    missing += unitMissing;
                }
            }
            long reused = planned - missing;
            log.printf("%s: %d trials planned (%s, %d replications), %d stored, %d to compute on %d thread%s%n",
                    spec.name(), planned, plan.profile().name().toLowerCase(java.util.Locale.ROOT),
                    plan.replications(), reused, missing, threads, threads == 1 ? "" : "s");
            log.flush();
            AtomicLong computed = new AtomicLong();
            AtomicLong failed = new AtomicLong();
            String status = "complete";
            try (Progress progress = showProgress && missing > 0 ? Progress.start(spec.name(), missing, log)
                    : Progress.silent()) {
                ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
                    Thread thread = new Thread(runnable, "ldpbench-worker");
                    thread.setDaemon(true);
                    return thread;
                });
                try {
                    List<Future<?>> futures = new ArrayList<>();
                    for (ExperimentPlan.Unit unit : todo) {
                        futures.add(pool.submit(() -> {
                            runUnit(unit, store, progress, computed, failed);
                            return null;
                        }));
                    }
                    for (Future<?> future : futures) {
                        future.get();
                    }
                } catch (ExecutionException e) {
                    status = "aborted";
                    // method failures are recorded per trial inside the unit; what escapes is the store's
                    // I/O (a user-facing problem) or a bug in the runner itself
                    Throwable cause = e.getCause() instanceof UncheckedIOException io ? io.getCause() : e.getCause();
                    if (cause instanceof IOException) {
                        throw new UserError(directory + ": cannot store results: " + cause.getMessage(), cause);
                    }
                    throw new IllegalStateException("worker failed", cause);
                } catch (InterruptedException e) {
                    status = "interrupted";
                    Thread.currentThread().interrupt();
                } finally {
                    pool.shutdownNow();
                    double seconds = (System.nanoTime() - start) / 1e9;
                    if (failed.get() > 0 && status.equals("complete")) {
                        status = "complete with failures";
                    }
                    manifest.finish(status, computed.get(), reused, failed.get(), seconds);
                    manifest.write(directory);
                }
            }
            double seconds = (System.nanoTime() - start) / 1e9; // including the report of failures below
            if (failed.get() > 0) {
                log.printf("%s: %d trials failed; see %s%n", spec.name(), failed.get(),
                        directory.resolve(TrialStore.FAILURES));
                log.flush();
            }
            return new Outcome(planned, reused, computed.get(), failed.get(), seconds, directory);
        }
    }

    private static void runUnit(ExperimentPlan.Unit unit, TrialStore store, Progress progress, AtomicLong computed,
            AtomicLong failed) throws IOException {
        DataSplit split;
        try {
            split = unit.data().source().draw(new SplittableRandom(unit.dataSeed()));
        } catch (RuntimeException e) {
            for (ExperimentPlan.FitGroup group : unit.groups()) {
                failGroup(unit, group, store, e, failed, progress);
            }
            return;
        }
        for (ExperimentPlan.FitGroup group : unit.groups()) {
            List<ExperimentPlan.Trial> missing = group.trials().stream().filter(t -> !store.contains(t.key())).toList();
            if (missing.isEmpty()) {
                continue;
            }
            List<TrialRecord> records = new ArrayList<>(missing.size());
            long fitStart = System.nanoTime();
            Fit fit;
            try {
                TrainingInput input = group.budget() == null ? TrainingInput.withoutBudget(split)
                        : TrainingInput.of(split, group.budget());
                fit = group.method().method().fit(input, group.fitParameters(), new SplittableRandom(group.noiseSeed()));
            } catch (RuntimeException e) {
                failGroup(unit, group, store, e, failed, progress);
                continue;
            }
            double fitMillis = (System.nanoTime() - fitStart) / 1e6;
            for (ExperimentPlan.Trial trial : missing) {
                long predictStart = System.nanoTime();
                try {
                    Model model = fit.model(trial.postParameters());
                    Predictions predictions = model.predict(split.test().features());
                    double accuracy = accuracy(split.test().classLabels(), predictions);
                    double predictMillis = (System.nanoTime() - predictStart) / 1e6;
                    records.add(new TrialRecord(trial.key(), group.method().label(), unit.replication(), group.point(),
                            trial.parameters().canonical(), Map.of(ACCURACY, accuracy), predictions.diagnostics(),
                            fitMillis, predictMillis));
                } catch (RuntimeException e) {
                    fail(unit, group, trial, store, e, failed, progress);
                }
            }
            store.append(records);
            computed.addAndGet(records.size());
            progress.advance(records.size());
        }
    }

    private static void failGroup(ExperimentPlan.Unit unit, ExperimentPlan.FitGroup group, TrialStore store,
            RuntimeException error, AtomicLong failed, Progress progress) throws IOException {
        for (ExperimentPlan.Trial trial : group.trials()) {
            if (!store.contains(trial.key())) {
                fail(unit, group, trial, store, error, failed, progress);
            }
        }
    }

    private static void fail(ExperimentPlan.Unit unit, ExperimentPlan.FitGroup group, ExperimentPlan.Trial trial,
            TrialStore store, RuntimeException error, AtomicLong failed, Progress progress) throws IOException {
        store.appendFailure(trial.key(), group.method().label(), unit.replication(), group.point(),
                trial.parameters().canonical(), describe(error));
        failed.incrementAndGet();
        progress.advance(1);
    }

    /** Fraction of test points whose predicted label equals the true label. */
    static double accuracy(ClassLabels truth, Predictions predictions) {
        int[] predicted = predictions.labels();
        if (predicted == null || predicted.length != truth.size()) {
            throw new IllegalStateException("the model returned " + (predicted == null ? "no labels"
                    : predicted.length + " labels for " + truth.size() + " test points"));
        }
        int correct = 0;
        for (int i = 0; i < predicted.length; i++) {
            if (predicted[i] == truth.label(i)) {
                correct++;
            }
        }
        return (double) correct / predicted.length;
    }

    private static String describe(Throwable error) {
        StackTraceElement[] trace = error.getStackTrace();
        String where = trace.length == 0 ? "" : " at " + trace[0];
        return error.getClass().getSimpleName() + ": " + error.getMessage() + where;
    }
}
