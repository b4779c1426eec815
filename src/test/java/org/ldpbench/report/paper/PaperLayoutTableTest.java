package org.ldpbench.report.paper;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.tables.ResultTable;
import org.ldpbench.report.tables.ResultTableRenderer;
import org.ldpbench.report.tables.table.ExperimentTables;
import org.ldpbench.report.tables.table.TableSpec;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.store.StoredTrials;

/**
 * Tables laid out as Ma &amp; Yang print Tables 2 and 3: one row per data set under each ε, one
 * column per method, rank-sum and "No. 1" rows (bold cells, best means) per ε over the methods that
 * compete (the non-private reference left out of marks and ranks), and a table of the best
 * configuration's running time.
 */
class PaperLayoutTableTest {

  private static final String SPEC =
      """
            name: test/paper-layout
            seed: 1
            replications: 12
            data:
              synthetic: ma-yang-2d
              params: {nPrivate: 300, nPublic: 30, nTest: 100}
            sweep:
              gamma: [0.5, 1]
              epsilon: [1, 8]
            methods:
              - {name: LPCT, label: A, grid: {depth: [2, 3], lambda: [1]}}
              - {name: LPCT-P, label: B, grid: {depth: [2]}}
              - {name: LPCT-Q, label: REF, grid: {depth: [2]}}
            output:
              figures:
                - {name: table, type: table, x: gamma, columnGroups: epsilon, bold: wilcoxon,
                   layout: methods-in-columns, ranks: true, unranked: [REF]}
                - {name: time, type: table, x: gamma, columnGroups: epsilon, layout: methods-in-columns,
                   value: seconds}
            """;

  /**
   * Scores: REF 0.9 everywhere (best, but unranked); A = 0.6 + 0.01 (r mod 5) at depth 3 (its best;
   * depth 2 is 0.05 lower); B = A − 0.001 (r + 1) in all 12 replications at gamma = 0.5 (exact
   * one-sided Wilcoxon p = 2^-12: worse) and in 2 replications at gamma = 1 (p = 1/4: not
   * significantly worse). Times: A's depth-3 trials take 2 s, its depth-2 trials 7 s, B 0.5 s.
   */
  private static StoredTrials trials(ExperimentPlan plan) {
    Map<String, Map<String, Double>> byKey = new HashMap<>();
    plan.units()
        .forEach(
            u ->
                u.groups()
                    .forEach(
                        g ->
                            g.trials()
                                .forEach(
                                    t -> {
                                      int r = u.replication();
                                      double a = 0.6 + 0.01 * (r % 5);
                                      int differing =
                                          g.point().coordinates().get("gamma").equals(0.5) ? 12 : 2;
                                      boolean deep = t.parameters().canonical().contains("depth=3");
                                      double score =
                                          switch (g.method().label()) {
                                            case "A" -> deep ? a : a - 0.05;
                                            case "B" -> r < differing ? a - 0.001 * (r + 1) : a;
                                            default -> 0.9;
                                          };
                                      double seconds =
                                          switch (g.method().label()) {
                                            case "A" -> deep ? 2.0 : 7.0;
                                            case "B" -> 0.5;
                                            default -> 0.1;
                                          };
                                      byKey.put(
                                          t.key(),
                                          Map.of("accuracy", score, StoredTrials.SECONDS, seconds));
                                    })));
    return StoredTrials.fromMetrics(byKey);
  }

  @Test
  void rowsAreDataPointsUnderEachGroupWithRankRowsAndTheReferenceLeftOut() {
    ExperimentSpec spec = SpecParser.parse(SPEC, "t.yaml");
    ExperimentPlan plan = ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL);
    ResultSummary summary = ResultSummary.of(plan, trials(plan));
    ResultTable table = ExperimentTables.of(plan, summary, (TableSpec) spec.figures().get(0));

    assertThat(table.columns())
        .extracting(ResultTable.Column::header)
        .containsExactly("A", "B", "REF");
    assertThat(table.rows())
        .extracting(ResultTable.Row::label)
        .containsExactly(
            "ε = 1 · 0.5",
            "ε = 1 · 1",
            "ε = 1 · rank sum",
            "ε = 1 · No. 1 (bold)",
            "ε = 1 · No. 1 (best mean)",
            "ε = 8 · 0.5",
            "ε = 8 · 1",
            "ε = 8 · rank sum",
            "ε = 8 · No. 1 (bold)",
            "ε = 8 · No. 1 (best mean)");
    ResultTable.Row first = table.rows().get(0);
    assertThat(first.cells().get(0).mean())
        .isCloseTo(0.6175, Assertions.within(1e-12)); // 0.6 + 0.01 * mean(r mod 5), r = 0..11
    assertThat(first.cells().get(0).emphasis())
        .as("A is the best ranked method")
        .containsExactlyInAnyOrder(ResultTable.Emphasis.BOLD, ResultTable.Emphasis.STAR);
    assertThat(first.cells().get(1).emphasis()).as("B significantly worse at gamma 0.5").isEmpty();
    assertThat(table.rows().get(1).cells().get(1).emphasis())
        .as("B not significantly worse at gamma 1")
        .containsExactly(ResultTable.Emphasis.BOLD);
    assertThat(first.cells().get(2).mean()).isEqualTo(0.9);
    assertThat(first.cells().get(2).emphasis())
        .as("the unranked reference is never marked")
        .isEmpty();

    ResultTable.Row sums = table.rows().get(2);
    assertThat(sums.cells()).extracting(ResultTable.Cell::text).containsExactly("2", "4", null);
    ResultTable.Row ones = table.rows().get(3);
    assertThat(ones.cells())
        .extracting(ResultTable.Cell::text)
        .as("bold cells: B is bold at gamma 1")
        .containsExactly("2", "1", null);
    ResultTable.Row bestMeans = table.rows().get(4);
    assertThat(bestMeans.cells())
        .extracting(ResultTable.Cell::text)
        .as("best means: A's at both gammas")
        .containsExactly("2", "0", null);
    assertThat(table.note()).contains("rank sum").contains("not marked or ranked: REF");
    assertThat(ResultTableRenderer.MARKDOWN.render(table)).contains("| ε = 1 · rank sum | 2 | 4 |");
  }

  @Test
  void aTimeTableShowsTheSecondsOfTheConfigurationBestInTheMetric() {
    ExperimentSpec spec = SpecParser.parse(SPEC, "t.yaml");
    ExperimentPlan plan = ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL);
    ResultSummary summary = ResultSummary.of(plan, trials(plan));
    ResultTable table = ExperimentTables.of(plan, summary, (TableSpec) spec.figures().get(1));
    List<ResultTable.Row> rows = table.rows();
    assertThat(rows).hasSize(4);
    for (ResultTable.Row row : rows) {
      assertThat(row.cells().get(0).mean())
          .as("A's best (depth 3) takes 2 s, not its depth-2 time")
          .isEqualTo(2.0);
      assertThat(row.cells().get(1).mean()).isEqualTo(0.5);
      assertThat(row.cells().get(0).emphasis()).isEmpty();
    }
    assertThat(table.note()).startsWith("seconds per trial");
  }

  @Test
  void rankRowsNeedWilcoxonMarksAndMethodsAsColumns() {
    String noMarks = SPEC.replace("bold: wilcoxon,", "");
    Assertions.assertThatThrownBy(() -> SpecParser.parse(noMarks, "t.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("output.figures[0].ranks: rank rows count the Wilcoxon marks");
    String rowsLayout = SPEC.replace("layout: methods-in-columns, ranks", "ranks");
    Assertions.assertThatThrownBy(() -> SpecParser.parse(rowsLayout, "t.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("rank rows need methods as columns");
    String unknown = SPEC.replace("unranked: [REF]", "unranked: [CT-W]");
    Assertions.assertThatThrownBy(() -> SpecParser.parse(unknown, "t.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("output.figures[0].unranked: 'CT-W' is not a method label");
    String marked = SPEC.replace("value: seconds", "value: seconds, bold: best");
    Assertions.assertThatThrownBy(() -> SpecParser.parse(marked, "t.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("a table of running times has no marks");
  }
}
