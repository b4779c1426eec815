package org.ldpbench.cli.experiments;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.UserError;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.run.PlanSelection;
import org.ldpbench.run.RunRequest;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.StoredTrials;
import org.ldpbench.store.TrialStore;
import org.ldpbench.testing.Fakes;

/**
 * {@code bestOf:}: a timing spec fits, per method entry and sweep point, only the configuration the
 * named spec's stored trials make best (chosen as its summary chooses), keeps the whole grid of a
 * method the named spec does not run, and says to run the named spec first when it has no store.
 */
class BestOfChoiceTest {

  @TempDir Path results;

  private static final String GRID =
      """
      name: test/grid
      seed: 21
      replications: 3
      data:
        synthetic: ma-yang-2d
        params: {gamma: 0.5, nPrivate: 300, nPublic: 30, nTest: 100}
      sweep:
        epsilon: [1, 8]
      methods:
        - name: LPCT
          grid: {depth: [1, 2, 3], lambda: [1, 10]}
      """;

  /** The same seed, data and LPCT grid (the same keys), plus an entry the grid spec lacks. */
  private static final String TIMED =
      GRID.replace("name: test/grid", "name: test/timed")
              .replace("methods:\n", "fits: isolated\nbestOf: test/grid\nmethods:\n")
          + """
            - name: LPCT
              label: LPCT-deep
              params: {lambda: 10}
              grid: {depth: [4, 5]}
          """;

  private static ExperimentSpec spec(String text) {
    return Fakes.parse(text, "bestof.yaml");
  }

  private ExperimentRunner.Outcome run(ExperimentPlan plan) throws IOException {
    return ExperimentRunner.run(
        RunRequest.of(plan, results, 2, new PrintWriter(new StringWriter(), true)));
  }

  private StoredTrials stored(ExperimentSpec spec) throws IOException {
    return TrialStore.read(
        ResultsLayout.directory(spec, results),
        ResultsLayout.axes(spec),
        ResultsLayout.metrics(spec));
  }

  /** Per (label, point), the canonical parameters of the plan's trials, and every key. */
  private static Map<String, Set<String>> configurations(ExperimentPlan plan, List<String> keys) {
    Map<String, Set<String>> out = new HashMap<>();
    plan.forEachTrial(
        (replication, method, point, key, parameters) -> {
          out.computeIfAbsent(method.label() + " " + point, k -> new HashSet<>())
              .add(parameters.canonical());
          keys.add(key);
        });
    return out;
  }

  @Test
  void keepsTheNamedSpecsBestConfigurationAndTheWholeGridOfWhatItLacks() throws IOException {
    ExperimentPlan grid = ExperimentPlan.of(spec(GRID), ExperimentSpec.Profile.FULL);
    run(grid);
    ResultSummary summary = ResultSummary.of(grid, stored(grid.spec()));

    ExperimentPlan timed =
        BestOfChoice.plan(spec(TIMED), ExperimentSpec.Profile.FULL, PlanSelection.ALL, results);

    List<String> keys = new ArrayList<>();
    Map<String, Set<String>> chosen = configurations(timed, keys);
    for (SweepPoint point : timed.points()) {
      String best = summary.best("LPCT", point).orElseThrow().best().parameters().canonical();
      assertThat(chosen.get("LPCT " + point)).containsExactly(best);
      assertThat(chosen.get("LPCT-deep " + point)).hasSize(2); // not in test/grid: its whole grid
    }
    // 2 points x 3 replications x (1 chosen LPCT configuration + 2 of LPCT-deep)
    assertThat(timed.trialCount()).isEqualTo(2 * 3 * 3).isEqualTo(keys.size());
    assertThat(
            BestOfChoice.trialCount(
                spec(TIMED), ExperimentSpec.Profile.FULL, PlanSelection.ALL, results))
        .isEqualTo(18);
  }

  @Test
  void aTimedRunStoresOnlyTheChosenTrialsWithTheNamedSpecsScores() throws IOException {
    ExperimentPlan grid = ExperimentPlan.of(spec(GRID), ExperimentSpec.Profile.FULL);
    run(grid);
    ExperimentPlan timed =
        BestOfChoice.plan(spec(TIMED), ExperimentSpec.Profile.FULL, PlanSelection.ALL, results);
    // every trial computed by the timed pass (none taken from the warm-up, which stores nothing)
    assertThat(run(timed).computed()).isEqualTo(18);

    StoredTrials own = stored(timed.spec());
    StoredTrials theirs = stored(grid.spec());
    // one line per planned trial
    assertThat(own.size()).isEqualTo(18);
    assertThat(
            Files.readAllLines(
                ResultsLayout.directory(timed.spec(), results).resolve(TrialStore.TRIALS)))
        .hasSize(1 + 18);
    List<String> keys = new ArrayList<>();
    configurations(timed, keys);
    int shared = 0;
    for (String key : keys) {
      int row = theirs.indexOf(key);
      if (row >= 0) {
        shared++;
        assertThat(own.value("accuracy", own.indexOf(key)))
            .isEqualTo(theirs.value("accuracy", row));
      }
    }
    assertThat(shared).isEqualTo(2 * 3); // the chosen LPCT trials are the grid spec's, key for key
  }

  @Test
  void withoutTheNamedSpecsStoreItSaysToRunThatSpecFirst() throws IOException {
    ExperimentSpec timed = spec(TIMED);
    assertThatThrownBy(
            () -> BestOfChoice.plan(timed, ExperimentSpec.Profile.FULL, PlanSelection.ALL, results))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("bestOf: test/grid has no stored trials")
        .hasMessageContaining("run that spec first");
    // counted before the named spec has run (a command that runs both): the whole grid
    assertThat(
            BestOfChoice.trialCount(timed, ExperimentSpec.Profile.FULL, PlanSelection.ALL, results))
        .isEqualTo(2 * 3 * (6 + 2));
  }
}
