package org.ldpbench.report.tables;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.Friedman;
import org.ldpbench.stats.PairedComparison;

/**
 * {@link ResultMatrix}: marks, (w/t/l) and the Friedman test on scores chosen so that every outcome
 * is known.
 */
class ResultMatrixTest {

  /** 8 replications at 3 values of gamma, 3 methods of one configuration each. */
  static final String SPEC =
      """
            name: test/matrix
            seed: 3
            replications: 8
            data:
              synthetic: ma-yang-2d
              params: {nPrivate: 400, nPublic: 40, nTest: 100}
            sweep:
              gamma: [0.5, 1, 2]
              epsilon: [1]
            methods:
              - {name: LPCT, grid: {depth: [1], lambda: [1]}}
              - {name: LPCT-P, grid: {depth: [1]}}
              - {name: LPCT-Q, grid: {depth: [1]}}
            """;

  /**
   * Baseline LPCT-P: 0.7 + 0.1·row + 0.01·r; LPCT above it by 0.05 + 0.001·r, LPCT-Q below it by
   * 0.03 + 0.001·r (distinct differences, all of one sign: exact two-sided Wilcoxon p = 2/2⁸ =
   * 0.0078, Holm over 2 comparisons 0.0156 &lt; 0.05), except that at gamma = 2 LPCT-Q equals the
   * baseline.
   */
  static ResultMatrix matrix(PairedComparison test) {
    ExperimentSpec spec = SpecParser.parse(SPEC, "matrix.yaml");
    ExperimentPlan plan = ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL);
    Map<String, Double> scores = new HashMap<>();
    for (ExperimentPlan.Unit unit : plan.units()) {
      for (ExperimentPlan.FitGroup group : unit.groups()) {
        double gamma = ((Number) group.point().get("gamma")).doubleValue();
        int row = gamma == 0.5 ? 0 : gamma == 1 ? 1 : 2;
        int r = unit.replication();
        double base = 0.7 + 0.1 * row + 0.01 * r;
        double score =
            switch (group.method().label()) {
              case "LPCT" -> base + 0.05 + 0.001 * r;
              case "LPCT-Q" -> row == 2 ? base : base - 0.03 - 0.001 * r;
              default -> base;
            };
        group.trials().forEach(t -> scores.put(t.key(), score));
      }
    }
    return ResultMatrix.of(
        ResultSummary.of(plan, scores),
        spec.sweep(),
        plan.points(),
        List.of("LPCT", "LPCT-P", "LPCT-Q"),
        "LPCT-P",
        test,
        p -> 0.25,
        "gamma");
  }

  @Test
  void marksBetterAndWorseCellsAndCountsWinsTiesLosses() {
    ResultMatrix matrix = matrix(PairedComparison.WILCOXON);
    assertThat(matrix.rows()).hasSize(3);
    assertThat(matrix.rows().get(0).marks()).containsExactly("v", "", "*");
    assertThat(matrix.rows().get(2).marks()).containsExactly("v", "", "");
    assertThat(matrix.rows().get(0).means()[1]).isCloseTo(0.7 + 0.035, within(1e-12));
    assertThat(matrix.winTieLoss()).isDeepEqualTo(new int[][] {{3, 0, 0}, {0, 0, 0}, {0, 1, 2}});
    String md = ResultMatrixText.markdown(matrix);
    assertThat(md)
        .contains("| gamma=0.5, epsilon=1 | 0.7885 v | 0.7350 | 0.7015 * |")
        .contains("| (w/t/l) | (3/0/0) | (baseline) | (0/1/2) |")
        .contains("Holm-corrected across the row's comparisons");
    assertThat(ResultMatrixText.csv(matrix))
        .startsWith("row,LPCT,LPCT mark,LPCT-P,LPCT-P mark,LPCT-Q,LPCT-Q mark\n")
        .contains("(w/t/l),(3/0/0),,(baseline),,(0/1/2),\n");
    assertThat(ResultMatrixText.latex(matrix))
        .contains("\\begin{tabular}{lrrr}")
        .contains("0.7885 v & 0.7350 & 0.7015 *");
  }

  /**
   * The CSV prints each mean as the table on screen does ({@value ResultMatrixText#MEAN_DECIMALS}
   * decimals): the means of this matrix are sums of doubles, whose shortest decimal forms carry
   * float noise (e.g. 0.7885000000000001), and the CSV must not.
   */
  @Test
  void csvMeansHaveTheDecimalsOfThePrintedTable() throws java.io.IOException {
    ResultMatrix matrix = matrix(PairedComparison.WILCOXON);
    assertThat(
            matrix.rows().stream()
                .flatMapToDouble(row -> Arrays.stream(row.means()))
                .mapToObj(Double::toString))
        .anySatisfy(text -> assertThat(text).hasSizeGreaterThan(8));
    String csv = ResultMatrixText.csv(matrix);
    assertThat(csv).contains("gamma=0.5, epsilon=1\",0.7885,v,0.7350,,0.7015,*\n");
    List<org.apache.commons.csv.CSVRecord> records =
        org.apache.commons.csv.CSVFormat.DEFAULT
            .builder()
            .setHeader()
            .setSkipHeaderRecord(true)
            .get()
            .parse(new java.io.StringReader(csv))
            .getRecords();
    String md = ResultMatrixText.markdown(matrix);
    for (int r = 0; r < matrix.rows().size(); r++) {
      ResultMatrix.Row row = matrix.rows().get(r);
      for (int m = 0; m < matrix.methods().size(); m++) {
        String field = records.get(r).get(matrix.methods().get(m));
        assertThat(field)
            .matches("\\d+\\.\\d{4}")
            .isEqualTo(String.format(Locale.ROOT, "%.4f", row.means()[m]));
        assertThat(md).contains("| " + field);
      }
    }
  }

  /**
   * LPCT ranks 1, LPCT-P 2, LPCT-Q 3 at gamma 0.5 and 1; at gamma 2 LPCT-Q ties the baseline (2.5
   * each): python3 -c "from scipy.stats import friedmanchisquare;
   * print(friedmanchisquare([.7885,.8885,.9885],[.735,.835,.935],[.7015,.8015,.935]))"
   * FriedmanchisquareResult(statistic=np.float64(5.636363636363634),
   * pvalue=np.float64(0.05971441573218535))
   */
  @Test
  void friedmanOverTheBlockAxis() {
    ResultMatrix matrix = matrix(PairedComparison.T);
    assertThat(matrix.friedman())
        .singleElement()
        .satisfies(
            group -> {
              assertThat(group.label()).isEqualTo("epsilon=1");
              assertThat(group.result().blocks()).isEqualTo(3);
              assertThat(group.result().averageRanks())
                  .containsExactly(new double[] {1, 13 / 6.0, 17 / 6.0}, within(1e-12));
              assertThat(group.result().statistic()).isCloseTo(5.636363636363636, within(1e-10));
              assertThat(group.result().p()).isCloseTo(0.05971441573218535, within(1e-12));
            });
    assertThat(ResultMatrixText.markdown(matrix))
        .contains("Nemenyi critical difference")
        .containsPattern("no significant difference within (\\{[^}]+\\}|none)");
    assertThat(ResultMatrixText.markdown(matrix))
        .contains("Friedman test over 3 data sets at epsilon=1: chi2 =")
        .contains("average ranks (1 = best): LPCT 1.000");
  }

  @Test
  void friedmanOfDistinctRanksAgreesWithScipy() {
    // scipy: friedmanchisquare([0.8,0.85,0.9],[0.7,0.75,0.8],[0.6,0.65,0.7]) -> statistic 6.0, p
    // 0.04978706836786395;
    // post hoc against the second: 2*norm.sf(1/sqrt(12/18)) = 0.2206713619..., Holm: 2 x 0.22067 =
    // 0.44134
    Friedman f =
        Friedman.of(
            new double[][] {{0.8, 0.7, 0.6}, {0.85, 0.75, 0.65}, {0.9, 0.8, 0.7}},
            Direction.HIGHER_IS_BETTER);
    assertThat(f.statistic()).isCloseTo(6.0, within(1e-12));
    assertThat(f.p()).isCloseTo(0.04978706836786395, within(1e-12));
    assertThat(f.againstControl(1)[0]).isCloseTo(2 * 0.22067136191984693, within(1e-9));
  }
}
