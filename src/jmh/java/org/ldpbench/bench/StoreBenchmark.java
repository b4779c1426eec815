package org.ldpbench.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.PlaceholderStore;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.StoredTrials;
import org.ldpbench.store.TrialStore;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH benchmark of the trial store at 10⁶ trials (the Ma–Yang design with LPCT's 816-configuration
 * grid, 1226 replications; {@link PlaceholderStore} writes a row for every trial once per fork):
 *
 * <ul>
 *   <li>{@link #open}: open the store (lock, read both files, fill the key index) and close it;
 *   <li>{@link #planAndResume}: what {@code ldpbench run} does on a complete store: plan the spec
 *       (every trial key), open the store, find that nothing is missing, write the manifest;
 *   <li>{@link #read}: read every trial back for summaries and figures ({@code ldpbench figures}).
 * </ul>
 *
 * Single-shot times (each call is a second or so), run with {@code -Xmx1g}: at 10⁶ trials the store
 * needs tens of MB; {@link StoreScale} checks 10⁷ trials in the same heap and reports the peak
 * heap.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx1g"})
@Warmup(iterations = 2)
@Measurement(iterations = 5)
public class StoreBenchmark {

  @Param({"1000000"})
  long trials;

  private Path root;
  private ExperimentPlan plan;
  private Path directory;
  private ExperimentSpec spec;

  @Setup(Level.Trial)
  public void writeStore() throws IOException {
    root = Files.createTempDirectory("ldpbench-store-bench");
    spec = PlaceholderStore.spec(trials);
    plan = ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL);
    PlaceholderStore.write(plan, root);
    directory = ResultsLayout.directory(spec, root);
  }

  @TearDown(Level.Trial)
  public void deleteStore() throws IOException {
    try (Stream<Path> files = Files.walk(root)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    }
  }

  @Benchmark
  public int open() throws IOException {
    try (TrialStore store =
        TrialStore.open(directory, ResultsLayout.axes(spec), ResultsLayout.metrics(spec))) {
      return store.size();
    }
  }

  @Benchmark
  public long planAndResume() throws IOException {
    ExperimentPlan fresh = ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL);
    ExperimentRunner.Outcome outcome =
        ExperimentRunner.run(fresh, root, 1, new PrintWriter(Writer.nullWriter()), false);
    if (outcome.computed() != 0 || outcome.reused() != fresh.trialCount()) {
      throw new IllegalStateException("the placeholder store should hold every trial: " + outcome);
    }
    return outcome.reused();
  }

  @Benchmark
  public int read() throws IOException {
    StoredTrials stored =
        TrialStore.read(directory, ResultsLayout.axes(spec), ResultsLayout.metrics(spec));
    return stored.size();
  }
}
