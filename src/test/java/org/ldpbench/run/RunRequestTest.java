package org.ldpbench.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.UserError;
import org.ldpbench.data.RunMemo;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.StoreMigration;
import org.ldpbench.testing.MemorySink;
import org.ldpbench.testing.TestSpecs;

/**
 * The runner's parts: the request record, one unit's outcome, the store conversion seen from
 * outside.
 */
class RunRequestTest {

  private static final PrintWriter QUIET = new PrintWriter(Writer.nullWriter());

  @TempDir Path temp;

  private static ExperimentPlan tiny() {
    return ExperimentRunnerTest.plan(TestSpecs.TINY, ExperimentSpec.Profile.QUICK);
  }

  @Test
  void aRequestSaysWhichOptionsItSets() {
    ExperimentPlan plan = tiny();
    RunRequest plain = RunRequest.of(plan, Path.of("results"), 2, QUIET);
    assertThat(plain.showProgress()).isFalse();
    assertThat(plain.keepStale()).isFalse();
    assertThat(plain.shard()).isEqualTo(Shard.ALL);
    RunRequest set = plain.withProgress(true).withKeepStale(true).withShard(new Shard(2, 3));
    assertThat(set)
        .isEqualTo(
            new RunRequest(
                plan, Path.of("results"), 2, QUIET, true, true, new Shard(2, 3), plain.overall()));
    assertThat(plain.shard()).isEqualTo(Shard.ALL); // withers leave the original as it was
  }

  @Test
  void fewerThanOneThreadIsAUserErrorBeforeAnythingIsWritten() {
    assertThatThrownBy(() -> ExperimentRunner.run(RunRequest.of(tiny(), temp, 0, QUIET)))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("--threads must be >= 1, got 0");
    assertThat(temp.toFile().list()).isEmpty();
  }

  @Test
  void aUnitReportsWhatItComputedAndTheSameWithASharedOrAFreshMemo() throws IOException {
    ExperimentPlan plan = tiny();
    ExperimentPlan.Unit unit = plan.units().get(0);
    long trials = unit.groups().stream().mapToLong(g -> g.trials().size()).sum();
    RunMemo shared = new RunMemo();
    MemorySink first = new MemorySink();
    ExperimentRunner.UnitOutcome outcome =
        ExperimentRunner.runUnit(plan, unit, first, false, "test", g -> true, shared);
    assertThat(outcome).isEqualTo(new ExperimentRunner.UnitOutcome(trials, 0));
    assertThat(first.records).hasSize((int) trials);
    MemorySink again = new MemorySink();
    ExperimentRunner.runUnit(plan, unit, again, false, "test", g -> true, shared);
    MemorySink fresh = new MemorySink();
    ExperimentRunner.runUnit(plan, unit, fresh, false, "test", g -> true, new RunMemo());
    assertThat(scores(again)).isEqualTo(scores(first));
    assertThat(scores(fresh)).isEqualTo(scores(first));
  }

  private static List<String> scores(MemorySink sink) {
    return sink.records.stream()
        .map(r -> r.key() + "=" + r.metrics() + r.diagnostics())
        .sorted()
        .toList();
  }

  @Test
  void aCompactStoreNeedsNoConversion() throws IOException {
    ExperimentPlan plan = tiny();
    ExperimentRunner.run(RunRequest.of(plan, temp, 1, QUIET));
    Path directory = ResultsLayout.directory(plan.spec(), temp);
    StoreMigration migration = StoreMigration.before(directory);
    assertThat(migration.converts()).isFalse();
    assertThat(migration.describe(directory)).isEmpty();
    assertThat(StoreMigration.before(temp.resolve("none")).converts()).isFalse();
  }
}
