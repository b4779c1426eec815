package org.ldpbench.report.tables.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.tables.ResultTable;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.stats.Direction;
import org.ldpbench.testing.TestSpecs;

/**
 * {@code bold: wilcoxon}: per column the best mean is starred, and every row that a one-sided
 * paired Wilcoxon test cannot call worse than it is bold (Ma & Yang's Table 2 marks).
 */
class WilcoxonTableTest {

  static final String SPEC =
      TestSpecs.small("test/wilcoxon", 1, 12)
          + """
            methods:
              - {name: LPCT, label: A, grid: {depth: [2], lambda: [1]}}
              - {name: LPCT-P, label: B, grid: {depth: [2]}}
              - {name: LPCT-Q, label: C, grid: {depth: [2]}}
            output:
              figures:
                - {name: table, type: table, x: epsilon, bold: wilcoxon}
            """;

  @Test
  void theBestIsStarredAndTheRowsNotSignificantlyWorseAreBold() {
    ExperimentSpec spec = SpecParser.parse(SPEC, "w.yaml");
    ExperimentPlan plan = ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL);
    // A best; B = A minus a tiny amount in half of the replications (6 of 12 differences, all
    // negative:
    // the exact one-sided Wilcoxon p = 1/2^6 = 0.0156 < 0.05 at eps = 1, worse); at eps = 8, B
    // differs in
    // 2 replications only (p = 1/4: not significantly worse); C is 0.1 below A everywhere
    Map<String, Double> byKey = new HashMap<>();
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
                                      int differing = g.point().epsilon() == 1.0 ? 6 : 2;
                                      double score =
                                          switch (g.method().label()) {
                                            case "A" -> a;
                                            case "B" -> r < differing ? a - 0.001 * (r + 1) : a;
                                            default -> a - 0.1;
                                          };
                                      byKey.put(t.key(), score);
                                    })));
    ResultSummary summary = ResultSummary.of(plan, byKey);
    TableSpec figure = (TableSpec) spec.figures().get(0);
    ResultTable table = ExperimentTables.of(plan, summary, figure, Direction.HIGHER_IS_BETTER);
    assertThat(table.rows()).hasSize(3);
    ResultTable.Row a = table.rows().get(0);
    ResultTable.Row b = table.rows().get(1);
    ResultTable.Row c = table.rows().get(2);
    for (int col = 0; col < 2; col++) {
      assertThat(a.cells().get(col).emphasis())
          .containsExactlyInAnyOrder(ResultTable.Emphasis.BOLD, ResultTable.Emphasis.STAR);
      assertThat(c.cells().get(col).emphasis()).isEmpty();
    }
    assertThat(b.cells().get(0).emphasis()).as("eps = 1: significantly worse").isEmpty();
    assertThat(b.cells().get(1).emphasis())
        .as("eps = 8: not significantly worse")
        .containsExactly(ResultTable.Emphasis.BOLD);
    assertThat(table.note()).contains("one-sided paired Wilcoxon");
  }
}
