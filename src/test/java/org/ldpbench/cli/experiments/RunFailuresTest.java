package org.ldpbench.cli.experiments;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.cli.CliTest;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.run.FailedTrials;
import org.ldpbench.testing.Slow;

/**
 * The end of {@code run} and {@code reproduce} (issue 32, item 7): failed trials give a summary per
 * spec and method (how many of how many, the first message, where failures.csv is) and exit code 3;
 * not-applicable trials, as PHIST's memory guard stores them in {@code e7-phist-memory}, are
 * results and leave the exit code at 0. (A run with real failures through {@code bin/ldpbench} is
 * FailSafeLauncherTest's.)
 */
class RunFailuresTest {

  @TempDir Path temp;

  @Test
  @Slow
  void notApplicableTrialsAreResultsNotFailures() throws IOException {
    Path spec = temp.resolve("experiments/test/guard.yaml");
    Files.createDirectories(spec.getParent());
    Files.writeString(
        spec,
        """
                name: guard
                seed: 4
                replications: 2
                data:
                  synthetic: rates-classification
                  params: {design: g1, d: 32, nPrivate: 100, nTest: 50}
                sweep:
                  epsilon: [1]
                methods:
                  - {name: PHIST, label: "PHIST (code guard)", params: {cells: 2, codeFeasibility: true}}
                  - {name: PHIST, label: "PHIST (sparse)", params: {cells: 2}}
                """);
    Path results = temp.resolve("results");
    CliTest.Result run =
        CliTest.run(
            "run",
            spec.toString(),
            "--results",
            results.toString(),
            "--figures",
            temp.resolve("figures").toString(),
            "--no-progress",
            "--threads",
            "1");
    assertThat(run.code()).as(run.err()).isZero();
    assertThat(run.err()).contains("(0 reused, 0 failed)").doesNotContain("trials run failed");
    List<String> trials = Files.readAllLines(results.resolve("guard/trials.csv"));
    assertThat(trials)
        .filteredOn(l -> l.contains(",NA: 2^32 cells: the authors' harness runs PHIST only if"))
        .hasSize(2);
    assertThat(trials).filteredOn(l -> l.contains(",ok,")).hasSize(2);
    assertThat(results.resolve("guard/failures.csv")).doesNotExist();
  }

  @Test
  void failedTrialsGiveASummaryPerSpecAndMethodAndExitCode3() {
    RunFailures failures = new RunFailures();
    failures.add(
        "clean",
        new ExperimentRunner.Outcome(10, 2, 8, 0, 1.0, Path.of("results/clean"), List.of()));
    failures.add(
        "one",
        new ExperimentRunner.Outcome(
            12,
            0,
            8,
            4,
            1.0,
            Path.of("results/one"),
            List.of(
                new FailedTrials.ByMethod(
                    "A", 6, 3, "A (python3 a.py) randomize: no reply within the timeout of 2m"),
                new FailedTrials.ByMethod("B", 2, 1, "B curate: 3 labels for 4 points"))));
    failures.add(
        "other back end",
        new ExperimentRunner.Outcome(5, 0, 3, 2, 1.0, Path.of("results/other"), List.of()));
    StringWriter text = new StringWriter();
    assertThat(failures.report(new PrintWriter(text)))
        .isEqualTo(RunFailures.EXIT_CODE)
        .isEqualTo(3);
    String sep = java.io.File.separator;
    assertThat(text.toString().lines().toList())
        .containsExactly(
            "ldpbench: 6 of 25 trials run failed (all others are stored and reported; a failed trial is retried by"
                + " the next run):",
            "  one, A: 3 of 6 trials failed; first: A (python3 a.py) randomize: no reply within the timeout of 2m;"
                + " failures in results"
                + sep
                + "one"
                + sep
                + "failures.csv",
            "  one, B: 1 of 2 trials failed; first: B curate: 3 labels for 4 points; failures in results"
                + sep
                + "one"
                + sep
                + "failures.csv",
            "  other back end: 2 of 5 trials failed; failures in results"
                + sep
                + "other"
                + sep
                + "failures.csv");

    RunFailures none = new RunFailures();
    none.add(
        "clean",
        new ExperimentRunner.Outcome(10, 2, 8, 0, 1.0, Path.of("results/clean"), List.of()));
    StringWriter silent = new StringWriter();
    assertThat(none.report(new PrintWriter(silent))).isZero();
    assertThat(silent.toString()).isEmpty();
  }
}
