package org.ldpbench.spark;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.ldpbench.data.RunMemo;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.run.Manifest;
import org.ldpbench.run.PendingTrials;
import org.ldpbench.run.Shard;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.StoreMigration;
import org.ldpbench.store.TrialRecord;
import org.ldpbench.store.TrialSink;
import org.ldpbench.store.TrialStore;

/**
 * Runs a spec on a Spark cluster: the driver plans the spec against the experiment's {@link
 * TrialStore} (same keys, same resume and stale rules as a local run), sends the missing fit groups
 * out as tasks, and appends what comes back to the store, so the store, the manifest and every
 * later command are the same as after {@code ldpbench run}.
 *
 * <p>A task is one fit group to compute (its unit, the group's first trial key and the keys of its
 * missing trials); the tasks of one unit are kept in one partition, so an executor draws a unit's
 * data once (the unit's seed tree makes the draw the same on every machine). Executors rebuild the
 * plan from the spec's text and run the local runner's code for a unit ({@link
 * ExperimentRunner#runUnit}); results do not depend on the number of executors or partitions.
 * Partitions are collected in waves of a few times the cluster's parallelism and each wave is
 * appended to the store before the next starts: a killed driver loses only the wave in flight, and
 * the next run computes just what is missing. Data sets that are read from files (real data) must
 * be readable at the same path, or through {@code $LDPBENCH_DATA}, on every executor.
 */
public final class SparkRunner {

  private SparkRunner() {}

  /** One fit group to compute. */
  record Task(int unit, String group, long[] missing) implements Serializable {}

  /** What an executor sends back for the tasks of one unit in one partition. */
  record UnitResult(List<TrialRecord> records, List<Failure> failures) implements Serializable {}

  /** A failed trial, as the store records it. */
  record Failure(
      String key, String method, int replication, SweepPoint point, String parameters, String error)
      implements Serializable {}

  /**
   * Computes every planned trial of {@code spec} not yet stored under {@code resultsRoot} on {@code
   * context}'s cluster.
   *
   * @param specText the spec file's text (executors parse it again)
   * @param specName the file name, for messages
   * @param gridProfile the grid profile, or null for the spec's default
   */
  public static ExperimentRunner.Outcome run(
      JavaSparkContext context,
      String specText,
      String specName,
      String gridProfile,
      ExperimentSpec.Profile profile,
      Path resultsRoot,
      boolean keepStale,
      PrintWriter log)
      throws IOException {
    long start = System.nanoTime();
    Job job = new Job(specText, specName, gridProfile, profile, Manifest.commitLabel());
    ExperimentPlan plan = job.plan();
    ExperimentSpec spec = plan.spec();
    Path directory = ResultsLayout.directory(spec, resultsRoot);
    int parallelism = context.defaultParallelism();
    Map<String, String> fingerprints = ExperimentRunner.fingerprints(plan);
    StoreMigration migration = StoreMigration.before(directory);
    try (TrialStore store =
        TrialStore.open(directory, ResultsLayout.axes(spec), ResultsLayout.metrics(spec))) {
      Manifest manifest = Manifest.start(directory, plan, parallelism, fingerprints);
      manifest.note(
          "Spark run: master " + context.master() + ", default parallelism " + parallelism);
      // a store without row checksums was converted by open, as by a local run: logged and noted
      // the same way
      Optional<String> converted = migration.describe(directory);
      if (converted.isPresent()) {
        log.printf("%s: %s%n", spec.name(), converted.get());
        manifest.note(converted.get());
      }
      manifest.write(directory);
      PendingTrials pending = PendingTrials.of(plan, store, keepStale, Shard.ALL);
      pending.announce(
          plan,
          keepStale,
          Shard.ALL,
          "Spark (" + context.master() + ", " + parallelism + " slots)",
          manifest,
          log);
      List<List<Task>> partitions = partitions(plan, store, pending, keepStale, parallelism);
      long computed = 0;
      long failed = 0;
      String status = "complete";
      try {
        if (!partitions.isEmpty()) {
          JavaRDD<Task> tasks = context.parallelize(flatten(partitions), partitions.size());
          JavaRDD<UnitResult> results = tasks.mapPartitions(new Compute(job));
          int wave = Math.max(1, 4 * parallelism);
          for (int first = 0; first < partitions.size(); first += wave) {
            int[] ids = new int[Math.min(wave, partitions.size() - first)];
            for (int i = 0; i < ids.length; i++) {
              ids[i] = first + i;
            }
            for (List<UnitResult> part : results.collectPartitions(ids)) {
              for (UnitResult result : part) {
                store.append(result.records());
                computed += result.records().size();
                for (Failure f : result.failures()) {
                  store.appendFailure(
                      f.key(), f.method(), f.replication(), f.point(), f.parameters(), f.error());
                }
                failed += result.failures().size();
              }
            }
            log.printf(
                "%s: %,d of %,d trials stored%n",
                spec.name(), computed + failed, pending.missing());
            log.flush();
          }
        }
      } catch (RuntimeException | IOException e) {
        status = "aborted";
        throw e;
      } finally {
        if (failed > 0 && status.equals("complete")) {
          status = "complete with failures";
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        manifest.finish(status, computed, pending.planned() - pending.missing(), failed, seconds);
        manifest.write(directory);
      }
      return new ExperimentRunner.Outcome(
          pending.planned(),
          pending.planned() - pending.missing(),
          computed,
          failed,
          (System.nanoTime() - start) / 1e9,
          directory);
    }
  }

  /**
   * The tasks, one partition per run of consecutive units holding about {@code missing / (4 ·
   * parallelism)} trials (so that the cluster stays busy and a unit is never split across
   * partitions).
   */
  private static List<List<Task>> partitions(
      ExperimentPlan plan,
      TrialSink store,
      PendingTrials pending,
      boolean keepStale,
      int parallelism) {
    long target = Math.max(1, pending.missing() / (4L * Math.max(1, parallelism)));
    List<List<Task>> partitions = new ArrayList<>();
    List<Task> current = new ArrayList<>();
    long size = 0;
    for (int index : pending.units()) {
      ExperimentPlan.Unit unit = plan.units().get(index);
      for (ExperimentPlan.FitGroup group : unit.groups()) {
        String implementation = plan.implementation(group.method());
        long[] missing =
            group.trials().stream()
                .filter(
                    t -> {
                      TrialStore.Status status = store.status(t.key(), implementation);
                      return status == TrialStore.Status.MISSING
                          || (status == TrialStore.Status.STALE && !keepStale);
                    })
                .mapToLong(t -> Long.parseUnsignedLong(t.key(), 16))
                .toArray();
        if (missing.length > 0) {
          current.add(new Task(index, group.trials().get(0).key(), missing));
          size += missing.length;
        }
      }
      if (size >= target) {
        partitions.add(current);
        current = new ArrayList<>();
        size = 0;
      }
    }
    if (!current.isEmpty()) {
      partitions.add(current);
    }
    return partitions;
  }

  private static <T> List<T> flatten(List<List<T>> lists) {
    List<T> out = new ArrayList<>();
    lists.forEach(out::addAll);
    return out;
  }

  /** What every task needs to rebuild the plan: the spec's text and how to expand it. */
  record Job(
      String specText,
      String specName,
      String gridProfile,
      ExperimentSpec.Profile profile,
      String commit)
      implements Serializable {

    /**
     * Plans parsed on this JVM and their run memo, by job: an executor runs many partitions of one
     * job, and they share both, as the units of a local run share the run's memo.
     */
    private static final Map<Job, Prepared> PREPARED = new ConcurrentHashMap<>();

    ExperimentPlan plan() {
      return prepared().plan();
    }

    /** The job's plan and run memo on this JVM. */
    Prepared prepared() {
      return PREPARED.computeIfAbsent(
          this,
          job -> {
            ExperimentSpec spec = SpecParser.parse(job.specText(), job.specName());
            if (job.gridProfile() != null) {
              spec = spec.withGridProfile(job.gridProfile());
            }
            return new Prepared(ExperimentPlan.of(spec, job.profile()), new RunMemo());
          });
    }
  }

  /** A job as an executor runs it: its plan, and the memo its fits share on this JVM. */
  record Prepared(ExperimentPlan plan, RunMemo memo) {}

  /** The executor side: computes the tasks of one partition, unit by unit. */
  static final class Compute implements FlatMapFunction<Iterator<Task>, UnitResult> {

    private static final long serialVersionUID = 1L;
    private final Job job;

    Compute(Job job) {
      this.job = job;
    }

    @Override
    public Iterator<UnitResult> call(Iterator<Task> tasks) throws IOException {
      Prepared prepared = job.prepared();
      ExperimentPlan plan = prepared.plan();
      Map<Integer, List<Task>> byUnit = new LinkedHashMap<>();
      tasks.forEachRemaining(
          task -> byUnit.computeIfAbsent(task.unit(), u -> new ArrayList<>()).add(task));
      List<UnitResult> results = new ArrayList<>();
      for (Map.Entry<Integer, List<Task>> entry : byUnit.entrySet()) {
        Set<String> groups = new HashSet<>();
        Set<Long> missing = new HashSet<>();
        for (Task task : entry.getValue()) {
          groups.add(task.group());
          for (long key : task.missing()) {
            missing.add(key);
          }
        }
        Collector collector = new Collector(missing);
        ExperimentRunner.runUnit(
            plan,
            plan.units().get(entry.getKey()),
            collector,
            false,
            job.commit(),
            group -> groups.contains(group.trials().get(0).key()),
            prepared.memo());
        results.add(new UnitResult(collector.records, collector.failures));
      }
      return results.iterator();
    }
  }

  /** A sink on an executor: the driver's missing keys say what to compute; rows are collected. */
  private static final class Collector implements TrialSink {

    private final Set<Long> missing;
    final List<TrialRecord> records = new ArrayList<>();
    final List<Failure> failures = new ArrayList<>();

    Collector(Set<Long> missing) {
      this.missing = missing;
    }

    @Override
    public TrialStore.Status status(String key, String implementation) {
      return missing.contains(Long.parseUnsignedLong(key, 16))
          ? TrialStore.Status.MISSING
          : TrialStore.Status.CURRENT;
    }

    @Override
    public void append(List<TrialRecord> rows) {
      records.addAll(rows);
    }

    @Override
    public void appendFailure(
        String key,
        String method,
        int replication,
        SweepPoint point,
        String parameters,
        String error) {
      failures.add(new Failure(key, method, replication, point, parameters, error));
    }
  }
}
