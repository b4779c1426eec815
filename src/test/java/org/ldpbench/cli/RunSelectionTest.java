package org.ldpbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.run.PlanSelection;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.testing.TestSpecs;

/** {@code run --methods A,B --sweep axis=v}: a part of the plan, with the full plan's keys. */
class RunSelectionTest {

  @TempDir Path temp;

  Path spec() throws IOException {
    Path file = temp.resolve("experiments/test/tiny.yaml");
    Files.createDirectories(file.getParent());
    Files.writeString(file, TestSpecs.TINY);
    return file;
  }

  CliTest.Result run(Path results, String... selection) throws IOException {
    String[] args = {
      "run",
      spec().toString(),
      "--quick",
      "--results",
      results.toString(),
      "--figures",
      temp.resolve("figures").toString(),
      "--no-progress",
      "--threads",
      "2"
    };
    String[] all = Arrays.copyOf(args, args.length + selection.length);
    System.arraycopy(selection, 0, all, args.length, selection.length);
    return CliTest.run(all);
  }

  @Test
  void aRestrictedRunStoresASubsetOfTheFullRunsTrialsWhichTheFullRunReuses() throws IOException {
    ExperimentSpec spec = SpecParser.parse(spec());
    Path part = temp.resolve("part");
    CliTest.Result restricted = run(part, "--methods", "LPCT-P,LPCT-Q", "--sweep", "epsilon=8");
    assertThat(restricted.code()).as(restricted.err()).isZero();
    assertThat(restricted.err())
        .contains("computed 12 trials")
        .contains("summaries and figures are left as");
    Map<String, Double> partScores = ShardMergeTest.accuracies(part, spec);
    assertThat(partScores)
        .hasSize(2 * 2 * 3); // 2 replications x 2 methods x 3 depths at one epsilon

    Path whole = temp.resolve("whole");
    assertThat(run(whole).code()).isZero();
    Map<String, Double> wholeScores = ShardMergeTest.accuracies(whole, spec);
    assertThat(wholeScores).hasSize(2 * 30).containsAllEntriesOf(partScores);

    // the full run on the restricted run's store computes only the rest
    CliTest.Result completed = run(part);
    assertThat(completed.code()).as(completed.err()).isZero();
    assertThat(completed.err()).contains("computed 48 trials").contains("(12 reused, 0 failed)");
    assertThat(ShardMergeTest.accuracies(part, spec)).isEqualTo(wholeScores);
  }

  @Test
  void theRestrictedPlanKeepsTheFullPlansKeys() throws IOException {
    ExperimentSpec spec = SpecParser.parse(spec());
    ExperimentPlan full = ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL);
    ExperimentPlan part =
        ExperimentPlan.of(
            spec,
            ExperimentSpec.Profile.FULL,
            new PlanSelection(List.of("LPCT"), Map.of("epsilon", List.of("1.0"))));
    assertThat(keys(part)).hasSize(4 * 9).isSubsetOf(keys(full));
    assertThat(part.trialCount()).isEqualTo(4 * 9);
  }

  static Set<String> keys(ExperimentPlan plan) {
    Set<String> keys = new HashSet<>();
    plan.units().forEach(u -> u.groups().forEach(g -> g.trials().forEach(t -> keys.add(t.key()))));
    return keys;
  }

  @Test
  void unknownLabelsAxesAndValuesAreOneLineErrorsListingTheAllowedOnes() throws IOException {
    Path results = temp.resolve("results");
    CliTest.Result method = run(results, "--methods", "LPCT,CART");
    assertThat(method.code()).isEqualTo(Main.USER_ERROR);
    assertThat(method.err().strip())
        .isEqualTo(
            "ldpbench: error: --methods CART: not a method label of test/tiny;"
                + " allowed: LPCT, LPCT-P, LPCT-Q");

    CliTest.Result value = run(results, "--sweep", "epsilon=1,2");
    assertThat(value.code()).isEqualTo(Main.USER_ERROR);
    assertThat(value.err().strip())
        .isEqualTo(
            "ldpbench: error: --sweep epsilon=2: not a value of the axis epsilon"
                + " in test/tiny; allowed: 1, 8");

    CliTest.Result axis = run(results, "--sweep", "gamma=1");
    assertThat(axis.err().strip())
        .isEqualTo(
            "ldpbench: error: --sweep gamma: not a sweep axis of test/tiny;" + " allowed: epsilon");

    CliTest.Result form = run(results, "--sweep", "epsilon");
    assertThat(form.err().strip()).doesNotContain("\n").contains("expected AXIS=V1,V2");
    assertThat(results).doesNotExist();
  }
}
