package org.ldpbench.report.paper;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.tables.MarkdownResultTable;
import org.ldpbench.report.tables.ResultTable;
import org.ldpbench.report.tables.table.ExperimentTables;
import org.ldpbench.report.tables.table.TableSpec;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.stats.Direction;
import org.ldpbench.testing.TestSpecs;

/**
 * Reports from too few replications say so instead of printing marks and spreads that cannot mean
 * anything: no Wilcoxon bold and No. 1 counts below {@link
 * ExperimentTables#MIN_WILCOXON_REPLICATIONS} replications, "± n/a" for one replication, and a
 * notice at the top of a REPORT.md built from quick-profile results (none when every result is of
 * the full profile).
 */
class TooFewReplicationsTest {

  private static String spec(int replications) {
    return TestSpecs.small("test/few", 1, replications, 1)
        + """
                methods:
                  - {name: LPCT, label: A, grid: {depth: [2], lambda: [1]}}
                  - {name: LPCT-P, label: B, grid: {depth: [2]}}
                output:
                  figures:
                    - {name: table, type: table, x: epsilon, bold: wilcoxon, layout: methods-in-columns, ranks: true}
                """;
  }

  /** A clearly best, B 0.05 below in every replication: with enough replications B is not bold. */
  private static ResultTable table(int replications, ExperimentSpec.Profile profile) {
    ExperimentSpec spec = SpecParser.parse(spec(replications), "few.yaml");
    ExperimentPlan plan = ExperimentPlan.of(spec, profile);
    Map<String, Double> byKey = new HashMap<>();
    plan.units()
        .forEach(
            u ->
                u.groups()
                    .forEach(
                        g ->
                            g.trials()
                                .forEach(
                                    t ->
                                        byKey.put(
                                            t.key(),
                                            0.7
                                                + 0.01 * (u.replication() % 3)
                                                - (g.method().label().equals("A") ? 0.0 : 0.05)))));
    TableSpec figure = (TableSpec) spec.figures().get(0);
    return ExperimentTables.of(
        plan, ResultSummary.of(plan, byKey), figure, Direction.HIGHER_IS_BETTER);
  }

  private static List<String> noOnes(ResultTable table) {
    return table.rows().stream()
        .filter(r -> r.label().endsWith("No. 1 (bold)"))
        .findFirst()
        .orElseThrow()
        .cells()
        .stream()
        .map(ResultTable.Cell::text)
        .toList();
  }

  @Test
  void withFiveReplicationsNoCellIsBoldAndNoOneReadsNotAvailable() {
    ResultTable table = table(5, ExperimentSpec.Profile.FULL);
    assertThat(table.rows().stream().flatMap(r -> r.cells().stream()))
        .noneMatch(c -> c.emphasis().contains(ResultTable.Emphasis.BOLD));
    assertThat(noOnes(table)).containsExactly("n/a", "n/a");
    assertThat(table.note())
        .contains("no Wilcoxon marks and no No. 1 counts: 5 replications are too few");
  }

  @Test
  void withSixReplicationsTheMarksAndCountsAreDrawn() {
    ResultTable table = table(6, ExperimentSpec.Profile.FULL);
    assertThat(noOnes(table)).containsExactly("2", "0");
    assertThat(table.note()).contains("one-sided paired Wilcoxon").doesNotContain("too few");
  }

  @Test
  void oneReplicationHasNoStandardErrorToPrint() {
    ResultTable table = table(6, ExperimentSpec.Profile.QUICK);
    ResultTable.Cell cell = table.rows().get(0).cells().get(0);
    assertThat(cell.kind()).isEqualTo(ResultTable.Kind.ESTIMATE);
    assertThat(cell.seText(4)).isNull();
    assertThat(cell.annotation()).isEqualTo("± n/a, 1 replication");
    assertThat(new MarkdownResultTable().render(table))
        .doesNotContain("± 0.0000")
        .contains("± n/a");
  }

  @TempDir Path temp;

  @Test
  void aReportFromQuickResultsSaysSoAtTheTopAndAFullOneDoesNot() throws Exception {
    ExperimentSpec spec = SpecParser.parse(spec(6), "few.yaml");
    PrintWriter silent = new PrintWriter(Writer.nullWriter());
    ExperimentRunner.run(
        ExperimentPlan.of(spec, ExperimentSpec.Profile.QUICK),
        temp.resolve("quick"),
        1,
        silent,
        false);
    Path paper = Files.createDirectories(temp.resolve("papers/test"));
    Files.writeString(paper.resolve("PAPER.md"), "# A paper\n\nThe paper says 0.9.\n");
    String quick =
        Files.readString(
            PaperReport.write(
                paper,
                List.of(spec),
                temp.resolve("quick"),
                temp.resolve("figures-quick"),
                ExperimentPlan::of));
    assertThat(quick)
        .startsWith(
            "# A paper\n\n> **Quick profile: not the paper-size results.** 1 of the 1"
                + " experiments")
        .contains("test/few (1)")
        .contains("± n/a");
    assertThat(quick.indexOf("Quick profile")).isLessThan(quick.indexOf("The paper says 0.9."));

    ExperimentRunner.run(
        ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL),
        temp.resolve("full"),
        1,
        silent,
        false);
    String full =
        Files.readString(
            PaperReport.write(
                paper,
                List.of(spec),
                temp.resolve("full"),
                temp.resolve("figures-full"),
                ExperimentPlan::of));
    assertThat(full).doesNotContain("Quick profile").startsWith("# A paper\n\nThe paper says 0.9.");
  }
}
