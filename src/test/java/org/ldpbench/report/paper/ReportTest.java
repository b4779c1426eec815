package org.ldpbench.report.paper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.run.ManifestTest;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.StoredTrials;
import org.ldpbench.store.TrialStore;
import org.ldpbench.testing.TestSpecs;

/**
 * Summaries, claim checks and reference comparisons on hand-made scores, where the right answer is
 * known, plus one end-to-end report of a tiny run.
 */
class ReportTest {

  static final String SPEC =
      TestSpecs.small("test/report", 3, 4)
          + """
            methods:
              - {name: LPCT, grid: {depth: [1, 2], lambda: [1]}}
              - {name: LPCT-Q, grid: {depth: [1]}}
            output:
              figure: {x: epsilon, references: [bayes]}
            claims:
              - {text: rises, check: increasing, methods: [LPCT], along: epsilon}
              - {text: beats Q, check: dominates, methods: [LPCT], over: [LPCT-Q]}
              - {text: close to Q, check: within, methods: [LPCT], over: [LPCT-Q], tolerance: 0.05}
              - {text: below Bayes, check: below-bayes}
            """;

  @TempDir Path temp;

  /**
   * Scores by a rule: LPCT depth 2 is best; its accuracy is base(ε) + small replication noise;
   * LPCT-Q scores q in every replication.
   */
  static Map<String, Double> scores(
      ExperimentPlan plan, double lpctAtOne, double lpctAtEight, double q) {
    Map<String, Double> scores = new HashMap<>();
    double[] jitter = {0.01, -0.01, 0.005, -0.005};
    plan.units()
        .forEach(
            u ->
                u.groups()
                    .forEach(
                        g ->
                            g.trials()
                                .forEach(
                                    t -> {
                                      double value;
                                      if (g.method().label().equals("LPCT-Q")) {
                                        value = q + jitter[u.replication()] / 2;
                                      } else {
                                        double base =
                                            g.point().epsilon() == 1.0 ? lpctAtOne : lpctAtEight;
                                        value =
                                            base
                                                + jitter[u.replication()]
                                                - (t.parameters().getInt("depth") == 1
                                                    ? 0.02
                                                    : 0.0);
                                      }
                                      scores.put(t.key(), value);
                                    })));
    return scores;
  }

  static ExperimentPlan plan(String text) {
    return ExperimentPlan.of(SpecParser.parse(text, "report.yaml"), ExperimentSpec.Profile.FULL);
  }

  @Test
  void summaryPicksTheBestConfigurationAndFlagsMissingReplications() {
    ExperimentPlan plan = plan(SPEC);
    Map<String, Double> scores = scores(plan, 0.65, 0.70, 0.60);
    // drop one replication of one configuration
    String dropped = plan.units().get(3).groups().get(0).trials().get(0).key();
    scores.remove(dropped);
    ResultSummary summary = ResultSummary.of(plan, scores);
    ResultSummary.BestResult best = summary.best().get(0);
    assertThat(best.method()).isEqualTo("LPCT");
    assertThat(best.best().parameters().getInt("depth")).isEqualTo(2);
    assertThat(best.best().score().mean()).isCloseTo(0.65, within(1e-12));
    assertThat(best.configurations()).isEqualTo(2);
    assertThat(best.incompleteConfigurations()).isEqualTo(1);
    assertThat(best.complete()).isFalse();
    assertThat(summary.configurations()).hasSize(2 * 2 + 2);
  }

  @Test
  void referenceComparisonCountsRowsOutsideTwoStandardErrors() throws IOException {
    Path csv = temp.resolve("ref.csv");
    Files.writeString(
        csv,
        """
                # our LPCT depth 2 means are 0.65 (eps 1) and 0.70 (eps 8), sd 0.00913
                method,epsilon,depth,lambda,accuracy
                LPCT,1,2,1,0.650
                LPCT,8,2,1,0.600
                LPCT-Q,1,1,,0.600
                """);
    Path spec = temp.resolve("report.yaml");
    Files.writeString(spec, SPEC + "reference: {label: test, file: ref.csv, replications: 4}\n");
    ExperimentPlan plan = ExperimentPlan.of(SpecParser.parse(spec), ExperimentSpec.Profile.FULL);
    ReferenceComparison comparison =
        ReferenceComparison.of(
            plan.spec().reference().orElseThrow(),
            ResultSummary.of(plan, scores(plan, 0.65, 0.70, 0.60)));
    assertThat(comparison.compared()).isEqualTo(3);
    assertThat(comparison.outside()).isEqualTo(1);
    assertThat(comparison.rows().get(0).agrees()).isTrue();
    assertThat(comparison.rows().get(1).agrees()).isFalse();
    assertThat(comparison.rows().get(1).difference()).isCloseTo(0.10, within(1e-12));
    assertThat(comparison.expectedOutside()).isCloseTo(3 * 0.04550026389635842, within(1e-12));
    // P(X >= 1) for X ~ Binomial(3, 0.0455): 1 - (1 - 0.0455)^3
    assertThat(comparison.chanceProbability())
        .isCloseTo(1 - Math.pow(1 - 0.04550026389635842, 3), within(1e-12));
  }

  /**
   * Reference: Python, sum(comb(42,k) p^k (1-p)^(42-k) for k in 3..42) with p = 0.0455003 →
   * 0.298636.
   */
  @Test
  void chanceProbabilityMatchesTheBinomialTail() {
    assertThat(ReferenceComparison.OUTSIDE_TWO_SE).isCloseTo(0.04550026389635842, within(1e-12));
    double tail =
        1
            - org.apache.commons.statistics.distribution.BinomialDistribution.of(
                    42, ReferenceComparison.OUTSIDE_TWO_SE)
                .cumulativeProbability(2);
    assertThat(tail).isCloseTo(0.29863567842119526, within(1e-9));
  }

  @Test
  void aTinyRunProducesSummaryFigureAndReport() throws IOException {
    Path experiments = temp.resolve("experiments/test");
    Files.createDirectories(experiments);
    Path specFile = experiments.resolve("report.yaml");
    Files.writeString(specFile, SPEC);
    ExperimentPlan plan =
        ExperimentPlan.of(SpecParser.parse(specFile), ExperimentSpec.Profile.FULL);
    Path results = temp.resolve("results");
    Path figures = temp.resolve("figures");
    ExperimentRunner.run(plan, results, 2, new PrintWriter(java.io.Writer.nullWriter()), false);
    Path directory = ResultsLayout.directory(plan.spec(), results);
    StoredTrials stored =
        TrialStore.read(
            directory, ResultsLayout.axes(plan.spec()), ResultsLayout.metrics(plan.spec()));
    List<Path> written = ExperimentReport.write(plan, stored, directory, figures);
    assertThat(written)
        .extracting(p -> p.getFileName().toString())
        .containsExactly("summary.csv", "configurations.csv", "report.png", "report.svg");
    List<String> summary = Files.readAllLines(directory.resolve("summary.csv"));
    assertThat(summary.get(0))
        .isEqualTo(
            "method,epsilon,accuracy_mean,accuracy_sd,accuracy_se,replications,"
                + "replications_planned,configurations,incomplete_configurations,best_params");
    assertThat(summary).hasSize(1 + 2 * 2);
    assertThat(summary.get(1)).startsWith("LPCT,1,").contains(",4,4,2,0,");

    Path report =
        PaperReport.write(experiments, List.of(plan.spec()), results, figures, ExperimentPlan::of);
    String text = Files.readString(report);
    assertThat(report).isEqualTo(figures.resolve("test/REPORT.md"));
    assertThat(text)
        .contains(
            "## test/report",
            "![test/report](report.png)",
            "| LPCT | ",
            "| rises |",
            "status: complete");
    String today = java.time.LocalDate.now(java.time.ZoneOffset.UTC).toString();
    assertThat(text)
        .containsPattern(
            " · last run "
                + today
                + ", commit [^:]+: "
                + plan.trialCount()
                + " trials computed, 0 reused from earlier runs, [0-9.]+ s on 2 threads \\(Java [^)]+\\) · status: complete")
        .doesNotContain(" runs, last run");

    ExperimentRunner.run(plan, results, 1, new PrintWriter(java.io.Writer.nullWriter()), false);
    String again =
        Files.readString(
            PaperReport.write(
                experiments, List.of(plan.spec()), results, figures, ExperimentPlan::of));
    assertThat(again)
        .contains(" · 2 runs, last run " + today + ", commit ")
        .contains(": 0 trials computed, " + plan.trialCount() + " reused from earlier runs, ")
        .contains(" s on 1 threads (Java ");
  }

  @Test
  void theReportHeaderReadsAManifestWithoutRunHistory() throws IOException {
    JsonNode old =
        new com.fasterxml.jackson.databind.ObjectMapper().readTree(ManifestTest.OLD_MANIFEST);
    assertThat(PaperReport.lastRun(old))
        .isEqualTo(
            "last run 2026-11-02, commit 7bc44b3aaa (with uncommitted"
                + " changes): 60 trials computed, 0 reused from earlier runs, 2.9 s on 2 threads (Java 17.0.15)"
                + " · status: complete");
  }

  @Test
  void preambleIncludesFilesOfTheReportDirectoryOrSaysTheyAreMissing(
      @org.junit.jupiter.api.io.TempDir Path dir) throws java.io.IOException {
    java.nio.file.Files.writeString(dir.resolve("table1.md"), "| a | b |\n|---|---|\n| 1 | 2 |\n");
    String text =
        PaperReport.includes(
            "# Paper\n\nTable 1:\n\n<!-- include: table1.md -->\n\n"
                + "<!-- include: table9.md -->\nend",
            dir);
    assertThat(text)
        .isEqualTo(
            "# Paper\n\nTable 1:\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n"
                + "_(table9.md has not been written yet)_\nend");
  }
}
