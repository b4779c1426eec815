package org.ldpbench.store;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;

/**
 * Tools for measuring the store machinery at scale without computing millions of trials: a spec of
 * any size on the Ma–Yang design, and a store holding a row for every trial of a plan. The rows are
 * placeholders, marked as such: no scores (empty, read as NaN), commit {@code placeholder}, zero
 * timings. They are written only into directories the caller names (benchmarks, tests), never into
 * {@code results/}. Test code, not part of the jar: it lives in {@code src/testkit/java}, a test
 * source directory of the normal build that the {@code jmh} profile compiles with the benchmarks.
 */
public final class PlaceholderStore {

  /** LPCT's grid in {@link #spec}: 8 depths × 17 λ × 6 ε = 816 trials per replication. */
  public static final int TRIALS_PER_REPLICATION = 8 * 17 * 6;

  private PlaceholderStore() {}

  /**
   * A spec of at least {@code trials} trials (whole replications of {@link
   * #TRIALS_PER_REPLICATION}).
   */
  public static ExperimentSpec spec(long trials) {
    long replications = Math.max(1, (trials + TRIALS_PER_REPLICATION - 1) / TRIALS_PER_REPLICATION);
    String text =
        """
                name: scale/placeholder-store
                seed: 7
                replications: %d
                data:
                  synthetic: ma-yang-2d
                  params: {gamma: 0.5, nPrivate: 100, nPublic: 20, nTest: 50}
                sweep:
                  epsilon: [0.5, 1, 2, 4, 8, 1000]
                methods:
                  - name: LPCT
                    grid:
                      depth: [1..8]
                      lambda: [0.1, 0.5, 1, 2, 5, 10, 50, 100, 200, 300, 400, 500, 750, 1000, 1250, 1500, 2000]
                """
            .formatted(replications);
    return SpecParser.parse(text, "placeholder-store.yaml");
  }

  /**
   * Writes a placeholder row for every trial of {@code plan} into its directory under {@code
   * resultsRoot}, unit by unit (memory per unit only).
   *
   * @return the rows written
   */
  public static long write(ExperimentPlan plan, Path resultsRoot) throws IOException {
    ExperimentSpec spec = plan.spec();
    long written = 0;
    try (TrialStore store =
        TrialStore.open(
            ResultsLayout.directory(spec, resultsRoot),
            ResultsLayout.axes(spec),
            ResultsLayout.metrics(spec))) {
      for (ExperimentPlan.Unit unit : plan.units()) {
        List<TrialRecord> records = new ArrayList<>();
        for (ExperimentPlan.FitGroup group : unit.groups()) {
          String implementation = plan.implementation(group.method());
          for (ExperimentPlan.Trial trial : group.trials()) {
            records.add(
                new TrialRecord(
                    trial.key(),
                    group.method().label(),
                    unit.replication(),
                    group.point(),
                    trial.parameters().canonical(),
                    Map.of(),
                    Map.of(),
                    0,
                    0,
                    null,
                    implementation,
                    "placeholder"));
          }
        }
        store.append(records);
        written += records.size();
      }
    }
    return written;
  }
}
