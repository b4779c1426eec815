package org.ldpbench.bench;

import java.io.PrintWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Locale;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.PlaceholderStore;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.TrialStore;

/**
 * Plans and resumes a spec of N trials (default 10⁷) against a store that holds all of them, and
 * prints the wall times and the heap used: run with {@code -Xmx1g} ({@code make bench-store}), it
 * shows that opening a store and planning a spec need a few bytes per trial, not objects.
 *
 * <p>Usage: {@code java -Xmx1g -cp target/benchmarks.jar org.ldpbench.bench.StoreScale [N [DIR]]};
 * the placeholder store is written to DIR (default: a temporary directory, deleted afterwards)
 * unless DIR already holds it. Peak heap is the sum of the heap pools' peak usages since the store
 * was written (an upper bound of the simultaneous peak, garbage included); retained heap is the
 * heap used after a full GC with the store open.
 */
public final class StoreScale {

  private StoreScale() {}

  public static void main(String[] args) throws Exception {
    long trials = args.length > 0 ? Long.parseLong(args[0].replace("_", "")) : 10_000_000L;
    boolean temporary = args.length < 2;
    Path root = temporary ? Files.createTempDirectory("ldpbench-store-scale") : Path.of(args[1]);
    ExperimentSpec spec = PlaceholderStore.spec(trials);
    ExperimentPlan plan = ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL);
    Path directory = ResultsLayout.directory(spec, root);
    try {
      long start = System.nanoTime();
      if (!Files.exists(directory.resolve(TrialStore.TRIALS))) {
        PlaceholderStore.write(plan, root);
        System.out.printf(
            Locale.ROOT,
            "wrote a placeholder store of %,d trials in %.1f s: %s (%.0f MB)%n",
            plan.trialCount(),
            seconds(start),
            directory,
            Files.size(directory.resolve(TrialStore.TRIALS)) / 1e6);
      }
      System.gc();
      ManagementFactory.getMemoryPoolMXBeans().forEach(MemoryPoolMXBean::resetPeakUsage);

      start = System.nanoTime();
      int stored;
      long retained;
      try (TrialStore store =
          TrialStore.open(directory, ResultsLayout.axes(spec), ResultsLayout.metrics(spec))) {
        stored = store.size();
        System.gc();
        retained = used();
      }
      System.out.printf(
          Locale.ROOT,
          "open: %,d trials in %.1f s; heap retained with the store open %.0f MB%n",
          stored,
          seconds(start),
          retained / 1e6);

      start = System.nanoTime();
      ExperimentPlan fresh = ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL);
      ExperimentRunner.Outcome outcome =
          ExperimentRunner.run(fresh, root, 1, new PrintWriter(Writer.nullWriter()), false);
      System.out.printf(
          Locale.ROOT,
          "plan + resume: %,d planned, %,d stored, %,d computed in %.1f s%n",
          outcome.planned(),
          outcome.reused(),
          outcome.computed(),
          seconds(start));
      System.out.printf(
          Locale.ROOT,
          "peak heap %.0f MB (max heap %.0f MB, %s)%n",
          peak() / 1e6,
          Runtime.getRuntime().maxMemory() / 1e6,
          System.getProperty("java.vm.version"));
      if (outcome.computed() != 0 || outcome.reused() != plan.trialCount()) {
        throw new IllegalStateException("the placeholder store should hold every trial");
      }
    } finally {
      if (temporary) {
        try (var files = Files.walk(root)) {
          files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
      }
    }
  }

  private static double seconds(long start) {
    return (System.nanoTime() - start) / 1e9;
  }

  private static long used() {
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }

  private static long peak() {
    long sum = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        sum += pool.getPeakUsage().getUsed();
      }
    }
    return sum;
  }
}
