package org.ldpbench.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.testing.TestSpecs;

/**
 * The command's part of each spec's line when it runs several specs: specs and trials done of all
 * and time elapsed, under an injected clock; no time left for the command, which trials of other
 * specs cannot tell.
 */
class OverallProgressTest {

  private static final long SECOND = 1_000_000_000L;

  @Test
  void countsSpecsAndTrialsDoneOfAllAndTheTimeElapsedButNoEta() {
    AtomicLong clock = new AtomicLong(5 * SECOND); // any origin: only differences count
    OverallProgress overall = new OverallProgress(3, 1000, clock::get);
    assertThat(overall.line()).isEqualTo("overall: 0/3 specs, 0/1,000 trials (0%), 0s elapsed");

    overall.startSpec(400);
    overall.reused(100); // found in the store: done, no time
    clock.addAndGet(30 * SECOND);
    overall.computed(300);
    overall.finishSpec();
    assertThat(overall.line()).isEqualTo("overall: 1/3 specs, 400/1,000 trials (40%), 30s elapsed");
    assertThat(overall.compact()).isEqualTo("all: 1/3 specs, 40%");
  }

  @Test
  void trialsASpecDidNotReportCountAsDoneWhenItEnds() {
    AtomicLong clock = new AtomicLong();
    OverallProgress overall = new OverallProgress(2, 200, clock::get);
    overall.startSpec(100);
    clock.addAndGet(10 * SECOND);
    overall.computed(25); // a shard computed a quarter of the spec
    overall.finishSpec();
    assertThat(overall.line()).isEqualTo("overall: 1/2 specs, 100/200 trials (50%), 10s elapsed");
    overall.startSpec(100);
    overall.reused(100);
    overall.finishSpec();
    assertThat(overall.line()).isEqualTo("overall: 2/2 specs, 200/200 trials (100%), 10s elapsed");
  }

  @Test
  void aClockThatSeemsToGoBackShowsNoNegativeTime() {
    AtomicLong clock = new AtomicLong(100 * SECOND);
    OverallProgress overall = new OverallProgress(1, 10, clock::get);
    overall.startSpec(10);
    overall.computed(1);
    clock.set(0);
    assertThat(overall.line()).contains("0s elapsed");
  }

  @Test
  void durationsReadAsSecondsMinutesOrHours() {
    assertThat(OverallProgress.duration(0)).isEqualTo("0s");
    assertThat(OverallProgress.duration(59 * SECOND + SECOND - 1)).isEqualTo("59s");
    assertThat(OverallProgress.duration(60 * SECOND)).isEqualTo("1m00s");
    assertThat(OverallProgress.duration(187 * SECOND)).isEqualTo("3m07s");
    assertThat(OverallProgress.duration(3599 * SECOND)).isEqualTo("59m59s");
    assertThat(OverallProgress.duration(3600 * SECOND)).isEqualTo("1h00m");
    assertThat(OverallProgress.duration((26 * 3600 + 5 * 60 + 59) * SECOND)).isEqualTo("26h05m");
    assertThat(OverallProgress.duration(-SECOND)).isEqualTo("0s");
  }

  @Test
  void withoutATerminalASpecPrintsItsProgressLineOncePerMinuteOnlyWhenItRunsThatLong() {
    AtomicLong clock = new AtomicLong();
    OverallProgress overall = new OverallProgress(2, 2000, clock::get);
    overall.startSpec(1000);
    java.io.StringWriter text = new java.io.StringWriter();
    try (Progress shown =
        Progress.start("spec", 1000, new java.io.PrintWriter(text), overall, clock::get, false)) {
      Progress counting = Progress.counting(shown, overall);
      clock.addAndGet(5 * SECOND);
      counting.advance(100);
      assertThat(text.toString())
          .isEmpty(); // a spec that ends within a minute has one line: its closing one
      clock.addAndGet(55 * SECOND);
      counting.advance(100);
      clock.addAndGet(SECOND);
      counting.advance(100); // within the same minute: no second line
    }
    assertThat(text.toString().lines())
        .containsExactly(
            "spec: 200/1,000 trials (20%), 3.3 trials/s, 1m00s"
                + " elapsed, ETA 4m00s | overall: 0/2 specs, 200/2,000 trials (10%), 1m00s elapsed");
  }

  @Test
  void aRunReportsItsTrialsToTheCommandsProgress(@TempDir Path temp) throws Exception {
    ExperimentPlan plan = ExperimentRunnerTest.plan(TestSpecs.TINY, ExperimentSpec.Profile.QUICK);
    AtomicLong clock = new AtomicLong();
    OverallProgress overall = new OverallProgress(2, 2 * plan.trialCount(), clock::get);
    java.io.PrintWriter quiet = new java.io.PrintWriter(java.io.Writer.nullWriter());
    ExperimentRunner.run(RunRequest.of(plan, temp, 1, quiet).withOverall(overall));
    assertThat(overall.line())
        .startsWith(
            String.format(
                Locale.ROOT,
                "overall: 1/2 specs, %,d/%,d trials (50%%)",
                plan.trialCount(),
                2 * plan.trialCount()));
    ExperimentRunner.run(RunRequest.of(plan, temp, 1, quiet).withOverall(overall)); // all reused
    assertThat(overall.line())
        .startsWith("overall: 2/2 specs")
        .contains("(100%)")
        .endsWith("0s elapsed");
  }
}
