package org.ldpbench.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.StoredTrials;
import org.ldpbench.store.TrialStore;
import org.ldpbench.store.manifest.StoredManifest;
import org.ldpbench.testing.CheckedStoreText;
import org.ldpbench.testing.Fakes;

/**
 * {@code reuse:}: a spec copies the trials it shares with another spec (same keys) from that spec's
 * store, in its own metric order and with its own sweep columns, and computes the rest; the copies
 * equal what it would have computed, and rows of another implementation are not copied.
 */
class TrialReuseTest {

  @TempDir Path results;
  @TempDir Path alone;

  /** Accuracy first, then excess risk; epsilon 1 and 8, three depths. */
  private static final String DONOR =
      """
      name: test/donor
      seed: 21
      replications: 3
      data:
        synthetic: ma-yang-2d
        params: {gamma: 0.5, nPrivate: 300, nPublic: 30, nTest: 100}
      sweep:
        epsilon: [1, 8]
      metrics: [accuracy, excess-risk]
      methods:
        - name: LPCT
          grid: {depth: [1, 2, 3], lambda: [1, 10]}
      """;

  /**
   * Excess risk first; epsilon 1, 2 and 8 (2 is not the donor's); a delta axis the donor lacks (one
   * value, so the keys are the donor's), four replications (the fourth is not the donor's).
   */
  private static final String RECEIVER =
      """
      name: test/receiver
      seed: 21
      replications: 4
      data:
        synthetic: ma-yang-2d
        params: {gamma: 0.5, nPrivate: 300, nPublic: 30, nTest: 100}
      sweep:
        epsilon: [1, 2, 8]
      metrics: [excess-risk, accuracy]
      reuse: [test/donor]
      methods:
        - name: LPCT
          grid: {depth: [1, 2, 3], lambda: [1, 10]}
      """;

  private static ExperimentPlan plan(String text) {
    return ExperimentPlan.of(Fakes.parse(text, "reuse.yaml"), ExperimentSpec.Profile.FULL);
  }

  private static ExperimentRunner.Outcome run(ExperimentPlan plan, Path root, StringWriter log)
      throws IOException {
    return ExperimentRunner.run(RunRequest.of(plan, root, 2, new PrintWriter(log, true)));
  }

  private static StoredTrials stored(ExperimentPlan plan, Path root) throws IOException {
    return TrialStore.read(
        ResultsLayout.directory(plan.spec(), root),
        ResultsLayout.axes(plan.spec()),
        ResultsLayout.metrics(plan.spec()));
  }

  @Test
  void sharedTrialsAreCopiedInTheReceiversColumnsAndEqualWhatItWouldCompute() throws IOException {
    ExperimentPlan donor = plan(DONOR);
    ExperimentPlan receiver = plan(RECEIVER);
    run(donor, results, new StringWriter());
    StringWriter log = new StringWriter();
    ExperimentRunner.Outcome outcome = run(receiver, results, log);

    // shared: 3 replications x epsilon 1 and 8 x 6 configurations
    long shared = 3 * 2 * 6;
    assertThat(outcome.reused()).isEqualTo(shared);
    assertThat(outcome.computed()).isEqualTo(4 * 3 * 6 - shared);
    assertThat(log.toString())
        .contains("test/receiver: reuse: copied 36 trials from test/donor (same trial keys");
    assertThat(
            Files.readString(
                ResultsLayout.directory(receiver.spec(), results).resolve(StoredManifest.FILE)))
        .contains("reuse: copied 36 trials from test/donor");

    // the same spec computed alone stores the same values in both metrics, key for key
    run(receiver, alone, new StringWriter());
    StoredTrials withReuse = stored(receiver, results);
    StoredTrials computed = stored(receiver, alone);
    for (String metric : new String[] {"accuracy", "excess-risk"}) {
      Map<String, Double> expected = computed.scores(metric);
      assertThat(expected).hasSize(4 * 3 * 6);
      assertThat(withReuse.scores(metric)).isEqualTo(expected);
    }
    // the report's run line says where the reused trials came from
    Path experiments = Files.createDirectories(results.resolve("experiments"));
    String report =
        Files.readString(
            org.ldpbench.report.paper.PaperReport.write(
                experiments,
                java.util.List.of(receiver.spec()),
                results,
                results.resolve("figures"),
                ExperimentPlan::of));
    assertThat(report)
        .contains(
            "36 trials computed, 36 reused from earlier runs (reuse: copied 36 trials from"
                + " test/donor (same trial keys");

    // the copied rows name the receiver's own configurations: the same set as when computed alone
    assertThat(configurationColumns(receiver, results))
        .hasSize(3 * 6)
        .isEqualTo(configurationColumns(receiver, alone));
  }

  /** The configurations of a store without their ids and checksums. */
  private static java.util.Set<String> configurationColumns(ExperimentPlan plan, Path root)
      throws IOException {
    java.util.Set<String> lines = new java.util.TreeSet<>();
    for (String line :
        Files.readAllLines(
            ResultsLayout.directory(plan.spec(), root).resolve(TrialStore.CONFIGURATIONS))) {
      if (!line.startsWith("config,")) {
        lines.add(line.substring(line.indexOf(',') + 1, line.lastIndexOf(',')));
      }
    }
    return lines;
  }

  @Test
  void rowsOfAnotherImplementationAreNotCopied() throws IOException {
    ExperimentPlan donor = plan(DONOR);
    run(donor, results, new StringWriter());
    Path configurations =
        ResultsLayout.directory(donor.spec(), results).resolve(TrialStore.CONFIGURATIONS);
    String current = donor.implementation(donor.spec().methods().get(0));
    Files.writeString(
        configurations,
        Files.readString(configurations)
            .replace("," + current + ",", "," + current.replaceFirst("LPCT@\\d+", "LPCT@0") + ","));
    CheckedStoreText.recheck(configurations);

    StringWriter log = new StringWriter();
    ExperimentRunner.Outcome outcome = run(plan(RECEIVER), results, log);
    assertThat(outcome.reused()).isZero();
    assertThat(outcome.computed()).isEqualTo(4 * 3 * 6);
    assertThat(log.toString())
        .contains(
            "reuse: nothing copied from test/donor: it holds none of the missing trials by this"
                + " implementation");
  }

  @Test
  void aNamedSpecWithoutResultsIsSaidAndEverythingComputed() throws IOException {
    StringWriter log = new StringWriter();
    ExperimentRunner.Outcome outcome = run(plan(RECEIVER), results, log);
    assertThat(outcome.computed()).isEqualTo(4 * 3 * 6);
    assertThat(log.toString())
        .contains("reuse: nothing copied from test/donor: no stored results in " + results);
  }
}
