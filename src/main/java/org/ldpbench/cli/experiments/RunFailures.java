package org.ldpbench.cli.experiments;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.run.FailedTrials;
import org.ldpbench.store.TrialStore;

/**
 * The failed trials of a command that runs specs ({@code run}, {@code reproduce}), gathered spec by
 * spec, and the summary that ends the command: how many of how many trials failed, per spec and
 * method label, the first message of each and where its {@code failures.csv} is. Why: a run with
 * failed trials must not look like a success (exit code {@link #EXIT_CODE}), yet everything it
 * computed is stored and reported as usual, and the failed trials are retried by the next run.
 * Not-applicable trials (NA, stored as results) are not failures.
 */
public final class RunFailures {

  /**
   * The exit code of a command whose runs completed with failed trials (2 is a user error, 1 a
   * failed audit).
   */
  public static final int EXIT_CODE = 3;

  private record Spec(String name, ExperimentRunner.Outcome outcome) {}

  private final List<Spec> specs = new ArrayList<>();

  /** Records what the run of spec {@code name} did. */
  public void add(String name, ExperimentRunner.Outcome outcome) {
    specs.add(new Spec(name, outcome));
  }

  /** The number of trials that failed in all runs recorded. */
  public long failed() {
    return specs.stream().mapToLong(s -> s.outcome().failed()).sum();
  }

  /**
   * Prints the summary to {@code log} if any trial failed.
   *
   * @return the command's exit code: 0 when none failed, else {@link #EXIT_CODE}
   */
  public int report(PrintWriter log) {
    long failed = failed();
    if (failed == 0) {
      return 0;
    }
    long attempted =
        specs.stream().mapToLong(s -> s.outcome().computed() + s.outcome().failed()).sum();
    log.printf(
        "ldpbench: %d of %d trials run failed (all others are stored and reported; a failed trial is"
            + " retried by the next run):%n",
        failed, attempted);
    for (Spec spec : specs) {
      ExperimentRunner.Outcome outcome = spec.outcome();
      if (outcome.failed() == 0) {
        continue;
      }
      String where = "failures in " + outcome.directory().resolve(TrialStore.FAILURES);
      if (outcome.failures().isEmpty()) {
        log.printf(
            "  %s: %d of %d trials failed; %s%n",
            spec.name(), outcome.failed(), outcome.computed() + outcome.failed(), where);
        continue;
      }
      for (FailedTrials.ByMethod method : outcome.failures()) {
        log.printf(
            "  %s, %s: %d of %d trials failed; first: %s; %s%n",
            spec.name(),
            method.method(),
            method.failed(),
            method.attempted(),
            method.firstMessage(),
            where);
      }
    }
    log.flush();
    return EXIT_CODE;
  }
}
