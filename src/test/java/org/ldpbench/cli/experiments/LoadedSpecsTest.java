package org.ldpbench.cli.experiments;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.data.Memo;
import org.ldpbench.report.paper.LoadedSpec;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.run.PlanSelection;
import org.ldpbench.run.RunRequest;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.TrialStore;
import org.ldpbench.testing.TestSpecs;

/**
 * A command's loaded specs: the paper report gets back exactly what the spec's own report read, as
 * long as the spec, its profile and its store files (and those of the store its {@code bestOf}
 * names) are unchanged; any change reads the store again.
 */
class LoadedSpecsTest {

  @TempDir Path results;

  private static final ExperimentSpec.Profile FULL = ExperimentSpec.Profile.FULL;

  private static final String GRID =
      TestSpecs.small("test/grid", 21, 3, 2)
          + """
          methods:
            - name: LPCT
              grid: {depth: [1, 2], lambda: [1, 10]}
          """;

  private static final String TIMED =
      GRID.replace("name: test/grid", "name: test/timed")
          .replace("methods:\n", "fits: isolated\nbestOf: test/grid\nmethods:\n");

  /** The command's memo: it parses the specs again for its paper reports, with the same memo. */
  private final Memo dataMemo = new Memo();

  private ExperimentSpec spec(String text) {
    return SpecParser.parse(text, "loaded.yaml", dataMemo); // a new record each time
  }

  private void run(ExperimentPlan plan) throws IOException {
    ExperimentRunner.run(
        RunRequest.of(plan, results, 2, new PrintWriter(new StringWriter(), true)));
  }

  private Path directory(ExperimentSpec spec) {
    return ResultsLayout.directory(spec, results);
  }

  /** Everything a report uses of a loaded spec, arrays by value. */
  private static String contents(LoadedSpec loaded) {
    StringBuilder text = new StringBuilder();
    loaded
        .summary()
        .configurations()
        .forEach(
            c ->
                text.append(c.method())
                    .append(' ')
                    .append(c.point())
                    .append(' ')
                    .append(c.parameters().canonical())
                    .append(' ')
                    .append(c.score())
                    .append(' ')
                    .append(Arrays.toString(c.byReplication()))
                    .append('\n'));
    loaded.summary().best().forEach(b -> text.append(b.best().parameters().canonical()));
    return text.append(loaded.provenance()).append(loaded.notApplicable()).toString();
  }

  @Test
  void handsBackWhatTheSpecsReportReadWhileNothingChanged() throws IOException {
    run(ExperimentPlan.of(spec(GRID), FULL));
    LoadedSpecs loaded = new LoadedSpecs(results);

    LoadedSpec first = loaded.load(spec(GRID), FULL, directory(spec(GRID)));
    LoadedSpec again = loaded.load(spec(GRID), FULL, directory(spec(GRID)));

    assertThat(again).isSameAs(first);
    assertThat(loaded.reused()).isEqualTo(1);
    LoadedSpec read = LoadedSpec.read(ExperimentPlan.of(spec(GRID), FULL), directory(spec(GRID)));
    assertThat(contents(again)).isEqualTo(contents(read));
    assertThat(again.summary().configurations()).hasSize(2 * 4);
  }

  @Test
  void readsAgainWhenTheStoreTheSpecOrTheProfileDiffer() throws IOException {
    run(ExperimentPlan.of(spec(GRID), FULL));
    LoadedSpecs loaded = new LoadedSpecs(results);
    Path directory = directory(spec(GRID));
    LoadedSpec first = loaded.load(spec(GRID), FULL, directory);

    LoadedSpec quick = loaded.load(spec(GRID), ExperimentSpec.Profile.QUICK, directory);
    assertThat(quick).isNotSameAs(first);
    assertThat(quick.plan().replications()).isEqualTo(2);

    LoadedSpec edited = loaded.load(spec(GRID.replace("seed: 21", "seed: 22")), FULL, directory);
    assertThat(edited).isNotSameAs(first);
    LoadedSpec otherCommand =
        loaded.load(SpecParser.parse(GRID, "loaded.yaml", new Memo()), FULL, directory);
    assertThat(otherCommand).isNotSameAs(edited); // another memo: not this command's spec

    LoadedSpec before = loaded.load(spec(GRID), FULL, directory);
    touch(directory.resolve(TrialStore.TRIALS));
    LoadedSpec after = loaded.load(spec(GRID), FULL, directory);
    assertThat(after).isNotSameAs(before);
    assertThat(contents(after)).isEqualTo(contents(before)); // the same files, read again
    assertThat(loaded.reused()).isZero();
  }

  @Test
  void aBestOfSpecIsReadAgainWhenTheStoreThatChoosesItsPlanChanged() throws IOException {
    run(ExperimentPlan.of(spec(GRID), FULL));
    run(BestOfChoice.plan(spec(TIMED), FULL, PlanSelection.ALL, results));
    LoadedSpecs loaded = new LoadedSpecs(results);
    Path directory = directory(spec(TIMED));
    LoadedSpec first = loaded.load(spec(TIMED), FULL, directory);
    assertThat(loaded.load(spec(TIMED), FULL, directory)).isSameAs(first);

    touch(directory(spec(GRID)).resolve(TrialStore.CONFIGURATIONS));

    assertThat(loaded.load(spec(TIMED), FULL, directory)).isNotSameAs(first);
    assertThat(first.plan().trialCount()).isEqualTo(2 * 3); // one configuration per point
  }

  private static void touch(Path file) throws IOException {
    FileTime was = Files.getLastModifiedTime(file);
    Files.setLastModifiedTime(file, FileTime.fromMillis(was.toMillis() + 2_000));
    assertThat(List.of(Files.getLastModifiedTime(file))).doesNotContain(was);
  }
}
