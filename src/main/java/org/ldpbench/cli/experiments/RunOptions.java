package org.ldpbench.cli.experiments;

import org.ldpbench.run.Shard;
import org.ldpbench.spec.ExperimentSpec;
import picocli.CommandLine.Option;

/** How to run: profile, threads, progress; shared by {@code run} and {@code reproduce}. */
final class RunOptions {

  @Option(names = "--quick", description = "Use the spec's quick profile (fewer replications).")
  boolean quick;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "Worker threads (default: number of cores).")
  Integer threads;

  @Option(names = "--no-progress", description = "Do not show progress.")
  boolean noProgress;

  @Option(
      names = "--keep-stale",
      description =
          "Keep stored trials computed by an older implementation of a"
              + " method or data source instead of recomputing them (the report then says the results are mixed).")
  boolean keepStale;

  @Option(
      names = "--shard",
      paramLabel = "i/k",
      description =
          "Compute only the i-th of k parts of each spec's"
              + " fit groups (1 <= i <= k), into its own --results directory; merge the parts with 'ldpbench merge'.")
  String shard;

  Shard shard() {
    return shard == null ? Shard.ALL : Shard.parse(shard);
  }

  ExperimentSpec.Profile profile() {
    return quick ? ExperimentSpec.Profile.QUICK : ExperimentSpec.Profile.FULL;
  }

  int workers() {
    return threads == null ? Runtime.getRuntime().availableProcessors() : threads;
  }
}
