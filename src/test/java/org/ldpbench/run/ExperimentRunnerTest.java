package org.ldpbench.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.ldpbench.testing.TestSpecs.TINY;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.UserError;
import org.ldpbench.metric.Metric;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.StoredTrials;
import org.ldpbench.store.TrialStore;
import org.ldpbench.store.manifest.StoredManifest;
import org.ldpbench.testing.CheckedStoreText;
import org.ldpbench.testing.Fakes;
import org.ldpbench.testing.HangingMethod;
import org.ldpbench.testing.Slow;

class ExperimentRunnerTest {

  @TempDir Path temp;

  static ExperimentPlan plan(String text, ExperimentSpec.Profile profile) {
    return ExperimentPlan.of(Fakes.parse(text, "tiny.yaml"), profile);
  }

  static ExperimentRunner.Outcome run(ExperimentPlan plan, Path results, int threads)
      throws IOException {
    return ExperimentRunner.run(
        plan, results, threads, new PrintWriter(java.io.Writer.nullWriter()), false);
  }

  static StoredTrials stored(ExperimentPlan plan, Path results) throws IOException {
    return TrialStore.read(
        ResultsLayout.directory(plan.spec(), results),
        ResultsLayout.axes(plan.spec()),
        ResultsLayout.metrics(plan.spec()));
  }

  static Map<String, Double> scores(ExperimentPlan plan, Path results) throws IOException {
    return stored(plan, results).scores(Metric.ACCURACY.id());
  }

  static List<String> dataLines(ExperimentPlan plan, Path results) throws IOException {
    List<String> lines =
        Files.readAllLines(
            ResultsLayout.directory(plan.spec(), results).resolve(TrialStore.TRIALS));
    return new ArrayList<>(lines.subList(1, lines.size()));
  }

  @Test
  void storesEveryPlannedTrialOnce() throws IOException {
    ExperimentPlan plan = plan(TINY, ExperimentSpec.Profile.FULL);
    // 4 replications x 2 epsilons x (3 depths x 3 lambdas + 3 + 3)
    assertThat(plan.trialCount()).isEqualTo(4 * 2 * (9 + 3 + 3));
    ExperimentRunner.Outcome outcome = run(plan, temp, 2);
    assertThat(outcome.computed()).isEqualTo(plan.trialCount());
    assertThat(outcome.failed()).isZero();
    List<String> lines = dataLines(plan, temp);
    assertThat(lines).hasSize((int) plan.trialCount());
    Set<String> keys = new HashSet<>();
    lines.forEach(line -> keys.add(line.substring(0, line.indexOf(','))));
    assertThat(keys).hasSize(lines.size());
    assertThat(scores(plan, temp).values()).allSatisfy(a -> assertThat(a).isBetween(0.0, 1.0));
    // every row is an ok outcome of the current implementation versions, with the run's commit
    StoredTrials stored = stored(plan, temp);
    assertThat(stored.size()).isEqualTo(lines.size());
    for (ExperimentPlan.Unit unit : plan.units()) {
      for (ExperimentPlan.FitGroup group : unit.groups()) {
        for (ExperimentPlan.Trial trial : group.trials()) {
          StoredTrials.Row row = stored.row(trial.key()).orElseThrow();
          assertThat(row.notApplicable()).isFalse();
          assertThat(row.implementation())
              .isEqualTo(plan.implementation(group.method()))
              .isEqualTo(group.method().label() + "@2+ma-yang-2d@3");
          assertThat(row.commit()).isEqualTo(Manifest.commitLabel());
        }
      }
    }
    Path manifest = ResultsLayout.directory(plan.spec(), temp).resolve(StoredManifest.FILE);
    assertThat(Files.readString(manifest))
        .contains(
            "\"status\" : \"complete\"",
            "\"specSha256\"",
            "\"replication0Sha256\"",
            "\"jvm\"",
            "\"threads\" : 2");
  }

  @Test
  void oneFitServesAllLambdasOfAGroup() throws IOException {
    ExperimentPlan plan = plan(TINY, ExperimentSpec.Profile.FULL);
    run(plan, temp, 2);
    // compact store: key,config,replication,outcome,accuracy,diagnostics,fit_ms,predict_ms,crc; the
    // configuration (method, epsilon, params, implementation, commit, crc) in trial-configs.csv
    List<String> header =
        TrialStore.header(ResultsLayout.axes(plan.spec()), ResultsLayout.metrics(plan.spec()));
    assertThat(header)
        .containsExactly(
            "key",
            "config",
            "replication",
            "outcome",
            "accuracy",
            "diagnostics",
            "fit_ms",
            "predict_ms",
            "crc");
    Map<String, String[]> configurations = configurations(plan, temp);
    assertThat(configurations.values()).allSatisfy(c -> assertThat(c).hasSize(7));
    int fitMs = header.indexOf("fit_ms");
    Map<String, Set<String>> fitTimes = new HashMap<>();
    for (String line : dataLines(plan, temp)) {
      String[] f = line.split(",", -1);
      assertThat(f).hasSize(header.size());
      String[] c = configurations.get(f[1]);
      if (c[1].equals("LPCT")) {
        String depth = c[3].replaceAll(".*depth=(\\d+).*", "$1");
        fitTimes
            .computeIfAbsent(f[2] + "|" + c[2] + "|" + depth, k -> new HashSet<>())
            .add(f[fitMs]);
      }
    }
    assertThat(fitTimes).hasSize(4 * 2 * 3);
    assertThat(fitTimes.values()).allSatisfy(times -> assertThat(times).hasSize(1));
  }

  /**
   * The lines of trial-configs.csv by configuration id (split at commas: the test's values have
   * none).
   */
  static Map<String, String[]> configurations(ExperimentPlan plan, Path results)
      throws IOException {
    List<String> lines =
        Files.readAllLines(
            ResultsLayout.directory(plan.spec(), results).resolve(TrialStore.CONFIGURATIONS));
    assertThat(lines.get(0))
        .isEqualTo(
            "config,method,"
                + String.join(",", ResultsLayout.axes(plan.spec()))
                + ",params,implementation,commit,crc");
    Map<String, String[]> out = new HashMap<>();
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",", -1);
      out.put(f[0], f);
    }
    return out;
  }

  @Test
  void aStoreOfTheFirstFormatIsConvertedAndFullyReused() throws IOException {
    ExperimentPlan plan = plan(TINY, ExperimentSpec.Profile.FULL);
    run(plan, temp.resolve("compact"), 2);
    Map<String, Double> reference = scores(plan, temp.resolve("compact"));
    // the same trials written as the first store format did: every row self-contained
    Map<String, String[]> configurations = configurations(plan, temp.resolve("compact"));
    List<String> legacy =
        new ArrayList<>(
            List.of(
                "key,method,replication,epsilon,params,outcome,accuracy,"
                    + "diagnostics,fit_ms,predict_ms,implementation,commit"));
    for (String line : dataLines(plan, temp.resolve("compact"))) {
      String[] f = line.split(",", -1);
      String[] c = configurations.get(f[1]);
      legacy.add(
          String.join(",", f[0], c[1], f[2], c[2], c[3], f[3], f[4], f[5], f[6], f[7], c[4], c[5]));
    }
    Path directory = ResultsLayout.directory(plan.spec(), temp.resolve("legacy"));
    Files.createDirectories(directory);
    Files.write(directory.resolve(TrialStore.TRIALS), legacy);
    // no checksums: refused by a reader, converted by the run
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> scores(plan, temp.resolve("legacy")))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("convert it once by resuming its run");

    java.io.StringWriter log = new java.io.StringWriter();
    ExperimentRunner.Outcome outcome =
        ExperimentRunner.run(plan, temp.resolve("legacy"), 1, new PrintWriter(log), false);
    assertThat(outcome.computed()).isZero();
    assertThat(outcome.reused()).isEqualTo(plan.trialCount());
    assertThat(log.toString()).contains("trials.csv converted to the compact store format: ");
    assertThat(Files.readAllLines(directory.resolve(TrialStore.TRIALS)))
        .isEqualTo(
            Files.readAllLines(
                ResultsLayout.directory(plan.spec(), temp.resolve("compact"))
                    .resolve(TrialStore.TRIALS)));
    assertThat(scores(plan, temp.resolve("legacy"))).isEqualTo(reference);
  }

  @Test
  void aStoreWithOtherColumnsIsRefusedAndLeftAsItWas() throws IOException {
    ExperimentPlan plan = plan(TINY, ExperimentSpec.Profile.FULL);
    Path directory = ResultsLayout.directory(plan.spec(), temp);
    Files.createDirectories(directory);
    String other = "key,method,score,implementation,commit\nabc,LPCT,0.5,LPCT@2+ma-yang-2d@2,abc\n";
    Files.writeString(directory.resolve(TrialStore.TRIALS), other);
    Files.writeString(directory.resolve(StoredManifest.FILE), "{\"earlier\": true}");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> run(plan, temp, 1))
        .isInstanceOf(UserError.class)
        .hasMessageContaining(
            "trials.csv: columns key,method,score,implementation,commit do not match this spec's");
    assertThat(Files.readString(directory.resolve(TrialStore.TRIALS))).isEqualTo(other);
    assertThat(Files.readString(directory.resolve(StoredManifest.FILE)))
        .isEqualTo("{\"earlier\": true}");
  }

  @Test
  void aStoreWithoutImplementationVersionsIsRefusedAndLeftAsItWas() throws IOException {
    ExperimentPlan plan = plan(TINY, ExperimentSpec.Profile.FULL);
    Path directory = ResultsLayout.directory(plan.spec(), temp);
    Files.createDirectories(directory);
    // the columns of a store written before implementation versions existed
    String old =
        """
        key,method,replication,epsilon,params,accuracy,diagnostics,fit_ms,predict_ms
        abc,LPCT,0,1,depth=1;lambda=10,0.5,,1.000,1.000
        """;
    Files.writeString(directory.resolve(TrialStore.TRIALS), old);
    Files.writeString(directory.resolve(StoredManifest.FILE), "{\"earlier\": true}");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> run(plan, temp, 1))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("trials.csv: columns key,method,replication,epsilon,params,accuracy,")
        .hasMessageContaining("older ldpbench store without implementation versions");
    assertThat(Files.readString(directory.resolve(TrialStore.TRIALS))).isEqualTo(old);
    assertThat(Files.readString(directory.resolve(StoredManifest.FILE)))
        .isEqualTo("{\"earlier\": true}");
  }

  /**
   * {@code fits: isolated} gives every fit group a fresh copy of its unit's data, so the work LPCT
   * and LPCT-P share through the memos (partitions, routing) is redone: same results, and the data
   * source is drawn once per fit group instead of once per unit.
   */
  @Test
  void isolatedFitsGiveTheSameResultsFromFreshDataPerFit() throws IOException {
    ExperimentPlan shared = plan(TINY, ExperimentSpec.Profile.QUICK);
    ExperimentPlan isolated = plan(TINY + "fits: isolated\n", ExperimentSpec.Profile.QUICK);
    assertThat(isolated.spec().isolatedFits()).isTrue();
    assertThat(shared.spec().isolatedFits()).isFalse();
    run(shared, temp.resolve("shared"), 1);
    run(isolated, temp.resolve("isolated"), 1);
    assertThat(scores(isolated, temp.resolve("isolated")))
        .isEqualTo(scores(shared, temp.resolve("shared")));
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> plan(TINY + "fits: cold\n", ExperimentSpec.Profile.QUICK))
        .hasMessageContaining("fits: 'cold' is not allowed; allowed: shared, isolated");
  }

  @Test
  void resultsDoNotDependOnTheThreadCount() throws IOException {
    ExperimentPlan plan = plan(TINY, ExperimentSpec.Profile.FULL);
    run(plan, temp.resolve("one"), 1);
    run(plan, temp.resolve("two"), 2);
    Map<String, Double> one = scores(plan, temp.resolve("one"));
    assertThat(one).hasSize((int) plan.trialCount());
    assertThat(scores(plan, temp.resolve("two"))).isEqualTo(one);
  }

  @Test
  void rerunComputesOnlyMissingTrialsAndRepairsATornLine() throws IOException {
    ExperimentPlan plan = plan(TINY, ExperimentSpec.Profile.FULL);
    run(plan, temp.resolve("reference"), 2);
    Map<String, Double> reference = scores(plan, temp.resolve("reference"));

    // a store that was interrupted: the first 50 rows, then half a row without a newline
    Path interrupted = ResultsLayout.directory(plan.spec(), temp.resolve("resumed"));
    Files.createDirectories(interrupted);
    List<String> all =
        Files.readAllLines(
            ResultsLayout.directory(plan.spec(), temp.resolve("reference"))
                .resolve(TrialStore.TRIALS));
    String kept = String.join("\n", all.subList(0, 51)) + "\n" + all.get(60).substring(0, 20);
    Files.writeString(interrupted.resolve(TrialStore.TRIALS), kept, StandardCharsets.UTF_8);
    // and a configuration line torn as well (none of the kept rows names it)
    String configurations =
        Files.readString(
            ResultsLayout.directory(plan.spec(), temp.resolve("reference"))
                .resolve(TrialStore.CONFIGURATIONS));
    Files.writeString(
        interrupted.resolve(TrialStore.CONFIGURATIONS),
        configurations + "999,LPCT,1,dep",
        StandardCharsets.UTF_8);

    ExperimentRunner.Outcome outcome = run(plan, temp.resolve("resumed"), 2);
    assertThat(outcome.reused()).isEqualTo(50);
    assertThat(outcome.computed()).isEqualTo(plan.trialCount() - 50);
    assertThat(dataLines(plan, temp.resolve("resumed")))
        .hasSize((int) plan.trialCount())
        .allSatisfy(line -> assertThat(line.split(",", -1)).hasSize(all.get(0).split(",").length));
    assertThat(scores(plan, temp.resolve("resumed"))).isEqualTo(reference);

    ExperimentRunner.Outcome again = run(plan, temp.resolve("resumed"), 2);
    assertThat(again.computed()).isZero();
    assertThat(again.reused()).isEqualTo(plan.trialCount());
  }

  @Test
  void quickProfileTrialsAreTheFirstReplicationsOfTheFullRun() throws IOException {
    ExperimentPlan quick = plan(TINY, ExperimentSpec.Profile.QUICK);
    ExperimentPlan full = plan(TINY, ExperimentSpec.Profile.FULL);
    run(quick, temp, 2);
    ExperimentRunner.Outcome outcome = run(full, temp, 2);
    assertThat(outcome.reused()).isEqualTo(quick.trialCount());
    assertThat(outcome.computed()).isEqualTo(full.trialCount() - quick.trialCount());
  }

  @Test
  void failuresAreRecordedWithTheirMessageAndRetriedNextTime() throws IOException {
    String text =
        TINY.replace(
            "  - {name: LPCT-Q, grid: {depth: [1..3]}}\n",
            "  - {name: TEST-FAILING, grid: {fail: [false, true]}}\n");
    ExperimentPlan plan = plan(text, ExperimentSpec.Profile.FULL);
    ExperimentRunner.Outcome outcome = run(plan, temp, 2);
    long failing = 4 * 2; // replications x epsilons with fail = true
    assertThat(outcome.failed()).isEqualTo(failing);
    assertThat(outcome.computed()).isEqualTo(plan.trialCount() - failing);
    List<String> failures =
        Files.readAllLines(ResultsLayout.directory(plan.spec(), temp).resolve(TrialStore.FAILURES));
    assertThat(failures).hasSize((int) failing + 1);
    assertThat(failures.get(1))
        .contains("TEST-FAILING", "IllegalStateException: deliberate failure second line");

    ExperimentRunner.Outcome again = run(plan, temp, 1);
    assertThat(again.computed()).isZero();
    assertThat(again.failed()).isEqualTo(failing);
  }

  @Test
  void notApplicableTrialsAreStoredOnceWithTheirReasonAndNotRetried() throws IOException {
    String text =
        TINY.replace(
            "  - {name: LPCT-Q, grid: {depth: [1..3]}}\n",
            "  - {name: TEST-FAILING, grid: {notApplicable: [false, true]}}\n");
    ExperimentPlan plan = plan(text, ExperimentSpec.Profile.FULL);
    ExperimentRunner.Outcome outcome = run(plan, temp, 2);
    assertThat(outcome.failed()).isZero();
    assertThat(outcome.computed()).isEqualTo(plan.trialCount());
    StoredTrials stored = stored(plan, temp);
    long notApplicable = 4 * 2; // replications x epsilons with notApplicable = true
    List<StoredTrials.Row> na = new ArrayList<>();
    for (ExperimentPlan.Unit unit : plan.units()) {
      for (ExperimentPlan.FitGroup group : unit.groups()) {
        for (ExperimentPlan.Trial trial : group.trials()) {
          StoredTrials.Row row = stored.row(trial.key()).orElseThrow();
          boolean declared = trial.parameters().canonical().contains("notApplicable=true");
          assertThat(row.notApplicable()).isEqualTo(declared);
          if (declared) {
            na.add(row);
          }
        }
      }
    }
    assertThat(na)
        .hasSize((int) notApplicable)
        .allSatisfy(
            row -> {
              assertThat(row.reason()).isEqualTo("deliberately not applicable second line");
              assertThat(row.metrics().get("accuracy")).isNaN();
            });
    assertThat(dataLines(plan, temp))
        .filteredOn(line -> line.contains(",NA: deliberately not applicable second line,"))
        .hasSize((int) notApplicable);
    assertThat(
            Files.exists(ResultsLayout.directory(plan.spec(), temp).resolve(TrialStore.FAILURES)))
        .isFalse();

    ExperimentRunner.Outcome again = run(plan, temp, 1);
    assertThat(again.computed()).isZero();
    assertThat(again.reused()).isEqualTo(plan.trialCount());
    // the summary shows the NA configuration as NA and picks the applicable one as best
    ResultSummary summary = ResultSummary.of(plan, stored);
    assertThat(summary.configurations())
        .filteredOn(c -> c.method().equals("TEST-FAILING"))
        .hasSize(2 * 2)
        .allSatisfy(
            c ->
                assertThat(c.notApplicable())
                    .isEqualTo(c.parameters().getBoolean("notApplicable") ? 4 : 0));
    assertThat(summary.best())
        .filteredOn(b -> b.method().equals("TEST-FAILING"))
        .hasSize(2)
        .allSatisfy(
            b -> {
              assertThat(b.notApplicable()).isFalse();
              assertThat(b.best().parameters().getBoolean("notApplicable")).isFalse();
              assertThat(b.best().score().n()).isEqualTo(4);
            });
  }

  @Test
  void trialsOfAnotherImplementationVersionAreRecomputedUnlessKept() throws IOException {
    ExperimentPlan plan = plan(TINY, ExperimentSpec.Profile.FULL);
    run(plan, temp.resolve("reference"), 2);
    Map<String, Double> reference = scores(plan, temp.resolve("reference"));
    // a store whose LPCT-Q rows were computed by an older LPCT
    Path directory = ResultsLayout.directory(plan.spec(), temp.resolve("stale"));
    Files.createDirectories(directory);
    Path reference0 = ResultsLayout.directory(plan.spec(), temp.resolve("reference"));
    Files.copy(reference0.resolve(TrialStore.TRIALS), directory.resolve(TrialStore.TRIALS));
    List<String> edited = new ArrayList<>();
    Set<String> staleConfigurations = new HashSet<>();
    for (String line : Files.readAllLines(reference0.resolve(TrialStore.CONFIGURATIONS))) {
      if (line.contains(",LPCT-Q@2+ma-yang-2d@3,")) {
        line = line.replace(",LPCT-Q@2+ma-yang-2d@3,", ",LPCT-Q@1+ma-yang-2d@3,");
        staleConfigurations.add(line.substring(0, line.indexOf(',')));
      }
      edited.add(line);
    }
    Files.write(directory.resolve(TrialStore.CONFIGURATIONS), edited);
    CheckedStoreText.recheck(directory.resolve(TrialStore.CONFIGURATIONS));
    long stale =
        dataLines(plan, temp.resolve("stale")).stream()
            .filter(line -> staleConfigurations.contains(line.split(",")[1]))
            .count();
    assertThat(stale).isEqualTo(4 * 2 * 3);

    ExperimentRunner.Outcome kept =
        ExperimentRunner.run(
            RunRequest.of(
                    plan, temp.resolve("stale"), 2, new PrintWriter(java.io.Writer.nullWriter()))
                .withKeepStale(true));
    assertThat(kept.computed()).isZero();
    assertThat(kept.reused()).isEqualTo(plan.trialCount());

    java.io.StringWriter log = new java.io.StringWriter();
    ExperimentRunner.Outcome recomputed =
        ExperimentRunner.run(plan, temp.resolve("stale"), 2, new PrintWriter(log), false);
    assertThat(recomputed.computed()).isEqualTo(stale);
    assertThat(recomputed.reused()).isEqualTo(plan.trialCount() - stale);
    assertThat(log.toString())
        .contains("24 LPCT-Q trials were computed by an older implementation: recomputed");
    // the newer rows supersede the stale ones (appended, the old ones stay in the file)
    assertThat(dataLines(plan, temp.resolve("stale"))).hasSize((int) (plan.trialCount() + stale));
    StoredTrials after = stored(plan, temp.resolve("stale"));
    assertThat(after.size()).isEqualTo((int) plan.trialCount());
    assertThat(after.scores(Metric.ACCURACY.id())).isEqualTo(reference);
    assertThat(run(plan, temp.resolve("stale"), 1).computed()).isZero();
  }

  /**
   * Kills a real run (SIGKILL, no shutdown hooks) in mid-run, reruns it, and checks that the rerun
   * computes only the missing trials and that the store then equals an uninterrupted run's. The
   * child run hangs at a known trial (TEST-HANGING's 7th fit), so the kill happens at a known point
   * whatever the load of the machine; the deadlines only bound a hang of the test itself.
   */
  @Slow
  @Test
  void aKilledRunResumesWithoutLosingOrRecomputingTrials() throws Exception {
    String text =
        TINY.replace("replications: 4", "replications: 6")
                .replace(
                    "grid: {depth: [1..3], lambda: [0.5, 10, 100]}",
                    "params: {noise: per-user}\n    grid: {depth: [1..3], lambda: [0.5, 10, 100]}")
            + "  - {name: TEST-HANGING}\n";
    Path spec = temp.resolve("killed.yaml");
    Files.writeString(spec, text);
    ExperimentPlan plan = plan(text, ExperimentSpec.Profile.FULL);
    int hangAfterFits = 6; // 3 replications x 2 epsilons, one TEST-HANGING fit each
    long storedWhenHanging = trialsBeforeFit(plan, HangingMethod.NAME, hangAfterFits + 1);
    assertThat(storedWhenHanging).isGreaterThan(0).isLessThan(plan.trialCount());
    Path results = temp.resolve("killed");
    Path directory = ResultsLayout.directory(plan.spec(), results);
    Path trials = directory.resolve(TrialStore.TRIALS);
    Path marker = temp.resolve("hanging");
    Path log = temp.resolve("child.log");

    String java = ProcessHandle.current().info().command().orElse("java");
    // the child finds TEST-HANGING the way a user's method is found: a service file on its class
    // path
    String classPath =
        Fakes.serviceClassPath(temp.resolve("fakes"), HangingMethod.class)
            + File.pathSeparator
            + System.getProperty("java.class.path");
    Process child =
        new ProcessBuilder(
                java,
                "-D" + HangingMethod.HANG_AFTER_FITS + "=" + hangAfterFits,
                "-D" + HangingMethod.HANG_MARKER + "=" + marker,
                "-Djava.awt.headless=true",
                "-cp",
                classPath,
                "org.ldpbench.cli.Main",
                "run",
                spec.toString(),
                "--results",
                results.toString(),
                "--figures",
                temp.resolve("figures").toString(),
                "--threads",
                "1",
                "--no-progress")
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    try {
      long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
      while (!Files.exists(marker)) {
        assertThat(child.isAlive())
            .as("the child run ended before hanging; log: %s", read(log))
            .isTrue();
        assertThat(System.nanoTime())
            .as("the child run did not reach the hanging trial in 5 minutes; log: %s", read(log))
            .isLessThan(deadline);
        Thread.sleep(50);
      }
      // the child is now blocked inside a trial, holding the store: a second run is refused
      String manifestWhileRunning = Files.readString(directory.resolve(StoredManifest.FILE));
      assertThatThrownBy(() -> run(plan, results, 1))
          .isInstanceOf(UserError.class)
          .hasMessage(TrialStore.lockedMessage(directory));
      assertThat(Files.readString(directory.resolve(StoredManifest.FILE)))
          .isEqualTo(manifestWhileRunning);
      assertThat(child.isAlive()).isTrue();
    } finally {
      child.destroyForcibly(); // SIGKILL on Unix
      assertThat(child.waitFor(5, TimeUnit.MINUTES)).as("the child did not die").isTrue();
    }
    assertThat(child.exitValue()).isEqualTo(137); // 128 + SIGKILL: killed, not exited
    assertThat(Files.readString(directory.resolve(StoredManifest.FILE)))
        .contains("\"status\" : \"running\"");
    assertThat(directory.resolve(TrialStore.LOCK))
        .exists(); // stale lock file: must not block the rerun
    int storedBeforeRerun = lineCount(trials) - 1;
    assertThat(storedBeforeRerun).isEqualTo(storedWhenHanging);

    ExperimentRunner.Outcome resumed = run(plan, results, 2);
    assertThat(resumed.reused()).isEqualTo(storedBeforeRerun);
    assertThat(resumed.computed()).isEqualTo(plan.trialCount() - storedBeforeRerun);
    assertThat(resumed.failed()).isZero();
    assertThat(dataLines(plan, results)).hasSize((int) plan.trialCount());
    List<StoredManifest.Run> runs =
        StoredManifest.runs(StoredManifest.read(directory.resolve(StoredManifest.FILE)));
    assertThat(runs)
        .extracting(StoredManifest.Run::status)
        .containsExactly(Manifest.DID_NOT_FINISH, "complete");
    assertThat(runs.get(0).threads()).isEqualTo(1);
    assertThat(runs.get(1).reused()).isEqualTo((long) storedBeforeRerun);

    run(plan, temp.resolve("clean"), 2);
    Map<String, Double> clean = scores(plan, temp.resolve("clean"));
    assertThat(clean).hasSize((int) plan.trialCount());
    assertThat(scores(plan, results)).isEqualTo(clean);
  }

  /**
   * Trials stored by a one-thread run before it starts the {@code fit}-th fit of {@code method}.
   */
  private static long trialsBeforeFit(ExperimentPlan plan, String method, int fit) {
    long stored = 0;
    int fits = 0;
    for (ExperimentPlan.Unit unit : plan.units()) {
      for (ExperimentPlan.FitGroup group : unit.groups()) {
        if (group.method().method().name().equals(method) && ++fits == fit) {
          return stored;
        }
        stored += group.trials().size();
      }
    }
    throw new IllegalArgumentException("the plan has only " + fits + " fits of " + method);
  }

  private static String read(Path file) throws IOException {
    return Files.exists(file) ? Files.readString(file) : "";
  }

  private static int lineCount(Path file) throws IOException {
    if (!Files.exists(file)) {
      return 0;
    }
    int newlines = 0;
    for (byte b : Files.readAllBytes(file)) {
      if (b == '\n') {
        newlines++;
      }
    }
    return newlines;
  }
}
