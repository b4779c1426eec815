package org.ldpbench.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.TrialStore;
import org.ldpbench.testing.CheckedStoreText;

/**
 * A Spark run on {@code local[2]} stores exactly what the local runner stores (key → accuracy),
 * resumes an interrupted store by computing only what is missing, and recomputes stale trials as
 * the local runner does. Run by {@code make test-spark} (the {@code spark} Maven profile).
 */
class SparkRunnerTest {

  private static final String SPEC =
      """
            name: test/spark
            seed: 5
            replications: 4
            data:
              synthetic: ma-yang-2d
              params: {gamma: 0.5, nPrivate: 400, nPublic: 40, nTest: 200}
            sweep:
              epsilon: [1, 4]
            methods:
              - name: LPCT
                grid: {depth: [1..3], lambda: [1, 10, 100]}
              - {name: LPCT-P, grid: {depth: [1..3]}}
              - {name: LPCT-Q, grid: {depth: [1..3]}}
            """;

  private static JavaSparkContext context;

  @TempDir Path temp;

  @BeforeAll
  static void startSpark() {
    context =
        new JavaSparkContext(
            new SparkConf()
                .setAppName("ldpbench-test")
                .setMaster("local[2]")
                .set("spark.ui.enabled", "false"));
    context.setLogLevel("WARN");
  }

  @AfterAll
  static void stopSpark() {
    context.close();
  }

  private static ExperimentSpec spec() {
    return SpecParser.parse(SPEC, "spark.yaml");
  }

  private static ExperimentRunner.Outcome spark(Path results, boolean keepStale)
      throws IOException {
    return SparkRunner.run(
        context,
        SPEC,
        "spark.yaml",
        null,
        ExperimentSpec.Profile.FULL,
        results,
        keepStale,
        new PrintWriter(new StringWriter()));
  }

  private static Map<String, Double> accuracies(Path results) throws IOException {
    ExperimentSpec spec = spec();
    return TrialStore.read(
            ResultsLayout.directory(spec, results),
            ResultsLayout.axes(spec),
            ResultsLayout.metrics(spec))
        .scores("accuracy");
  }

  @Test
  void aSparkRunStoresWhatTheLocalRunnerStoresAndResumes() throws IOException {
    ExperimentPlan plan = ExperimentPlan.of(spec(), ExperimentSpec.Profile.FULL);
    ExperimentRunner.run(
        plan, temp.resolve("local"), 2, new PrintWriter(Writer.nullWriter()), false);
    Map<String, Double> local = accuracies(temp.resolve("local"));
    assertThat(local).hasSize((int) plan.trialCount()).hasSize(4 * 2 * (9 + 3 + 3));

    ExperimentRunner.Outcome first = spark(temp.resolve("spark"), false);
    assertThat(first.computed()).isEqualTo(plan.trialCount());
    assertThat(accuracies(temp.resolve("spark"))).isEqualTo(local);
    assertThat(spark(temp.resolve("spark"), false).computed()).isZero();

    // an interrupted store (the first 40 rows): Spark computes exactly the rest
    Path directory = ResultsLayout.directory(spec(), temp.resolve("spark"));
    Path resumed = ResultsLayout.directory(spec(), temp.resolve("resumed"));
    Files.createDirectories(resumed);
    List<String> rows = Files.readAllLines(directory.resolve(TrialStore.TRIALS));
    Files.write(resumed.resolve(TrialStore.TRIALS), rows.subList(0, 41));
    Files.copy(
        directory.resolve(TrialStore.CONFIGURATIONS), resumed.resolve(TrialStore.CONFIGURATIONS));
    ExperimentRunner.Outcome rest = spark(temp.resolve("resumed"), false);
    assertThat(rest.reused()).isEqualTo(40);
    assertThat(rest.computed()).isEqualTo(plan.trialCount() - 40);
    assertThat(accuracies(temp.resolve("resumed"))).isEqualTo(local);
    assertThat(Files.readAllLines(resumed.resolve(TrialStore.TRIALS)))
        .hasSize((int) plan.trialCount() + 1);
  }

  @Test
  void staleTrialsAreRecomputedUnlessKept() throws IOException {
    ExperimentPlan plan = ExperimentPlan.of(spec(), ExperimentSpec.Profile.FULL);
    ExperimentRunner.run(plan, temp, 1, new PrintWriter(Writer.nullWriter()), false);
    Map<String, Double> local = accuracies(temp);
    Path configurations = ResultsLayout.directory(spec(), temp).resolve(TrialStore.CONFIGURATIONS);
    String current = plan.implementation(plan.spec().methods().get(2));
    Files.writeString(
        configurations,
        Files.readString(configurations)
            .replace("," + current + ",", "," + current.replaceFirst("@\\d+\\+", "@0+") + ","));
    CheckedStoreText.recheck(configurations);
    assertThat(spark(temp, true).computed()).isZero();
    ExperimentRunner.Outcome recomputed = spark(temp, false);
    assertThat(recomputed.computed()).isEqualTo(4 * 2 * 3);
    assertThat(accuracies(temp)).isEqualTo(local);
  }
}
