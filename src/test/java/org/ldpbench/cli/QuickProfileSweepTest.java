package org.ldpbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.testing.TestSpecs;

/**
 * {@code quick: {sweep: {axis: [values]}}}: the quick profile runs the listed values of an axis
 * only, with the full plan's keys, every method, and every output still rendered.
 */
class QuickProfileSweepTest {

  static final String SPEC =
      TestSpecs.TINY.replace(
              "quick: {replications: 2}", "quick: {replications: 2, sweep: {epsilon: [8]}}")
          + """
            output:
              figure: {x: epsilon}
            """;

  @TempDir Path temp;

  Path spec() throws IOException {
    Path file = temp.resolve("experiments/test/tiny.yaml");
    Files.createDirectories(file.getParent());
    Files.writeString(file, SPEC);
    return file;
  }

  @Test
  void theQuickPlanKeepsTheListedValuesWithTheFullPlansKeysAndEveryMethod() throws IOException {
    ExperimentSpec spec = SpecParser.parse(spec());
    ExperimentPlan full = ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL);
    ExperimentPlan quick = ExperimentPlan.of(spec, ExperimentSpec.Profile.QUICK);
    assertThat(full.trialCount()).isEqualTo(4 * 30);
    assertThat(full.points()).hasSize(2);
    assertThat(quick.points())
        .singleElement()
        .satisfies(p -> assertThat(p.formatted("epsilon")).isEqualTo("8"));
    assertThat(quick.trialCount()).isEqualTo(2 * 15);
    assertThat(RunSelectionTest.keys(quick))
        .hasSize(2 * 15)
        .isSubsetOf(RunSelectionTest.keys(full));
    Set<String> labels = new HashSet<>();
    quick.units().forEach(u -> u.groups().forEach(g -> labels.add(g.method().label())));
    assertThat(labels).containsExactlyInAnyOrder("LPCT", "LPCT-P", "LPCT-Q");
    assertThat(spec.quick().describe(spec.sweep())).isEqualTo("2; epsilon: 1 of 2 values");
  }

  @Test
  void aQuickRunRendersItsFigureAndReportAndTheFullRunReusesItsTrials() throws IOException {
    ExperimentSpec spec = SpecParser.parse(spec());
    Path results = temp.resolve("results");
    Path figures = temp.resolve("figures");
    CliTest.Result quick =
        CliTest.run(
            "run",
            spec().toString(),
            "--quick",
            "--results",
            results.toString(),
            "--figures",
            figures.toString(),
            "--no-progress",
            "--threads",
            "2");
    assertThat(quick.code()).as(quick.err()).isZero();
    assertThat(quick.err()).contains("computed 30 trials");
    Map<String, Double> quickScores = ShardMergeTest.accuracies(results, spec);
    assertThat(quickScores).hasSize(30);
    try (var files = Files.walk(figures)) {
      assertThat(files.map(f -> f.getFileName().toString()).toList())
          .anyMatch(n -> n.endsWith(".png"));
    }

    CliTest.Result validate = CliTest.run("validate", spec().toString());
    assertThat(validate.out())
        .contains("120 trials (4 replications), quick 30 trials (2; epsilon: 1 of 2 values)");

    Path whole = temp.resolve("whole");
    CliTest.Result fullRun =
        CliTest.run(
            "run",
            spec().toString(),
            "--results",
            whole.toString(),
            "--figures",
            temp.resolve("full-figures").toString(),
            "--no-progress",
            "--threads",
            "2");
    assertThat(fullRun.code()).as(fullRun.err()).isZero();
    assertThat(ShardMergeTest.accuracies(whole, spec))
        .hasSize(120)
        .containsAllEntriesOf(quickScores);
    assertThat(List.of(spec.quick().sweep().get("epsilon"))).containsExactly(List.of("8"));
  }
}
