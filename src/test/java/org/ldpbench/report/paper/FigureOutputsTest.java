package org.ldpbench.report.paper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.FigureData;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.figures.FigureRenderer;
import org.ldpbench.report.figures.HeatMapFigure;
import org.ldpbench.report.figures.LineFigure;
import org.ldpbench.report.figures.heatmap.HeatMapSpec;
import org.ldpbench.report.figures.heatmap.HeatMaps;
import org.ldpbench.report.figures.line.LineFigures;
import org.ldpbench.report.figures.line.LineSpec;
import org.ldpbench.report.figures.line.SlopeFits;
import org.ldpbench.report.tables.ResultTable;
import org.ldpbench.report.tables.ResultTableRenderer;
import org.ldpbench.report.tables.table.ExperimentTables;
import org.ldpbench.report.tables.table.TableSpec;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.spec.output.OutputSpec;
import org.ldpbench.stats.Direction;
import org.ldpbench.store.StoredTrials;
import org.ldpbench.testing.Slow;

/**
 * Line charts over a grid parameter, split by a sweep axis, tables and heat maps, built from
 * hand-made scores whose best configurations are known.
 */
@Slow
class FigureOutputsTest {

  static final String SPEC =
      """
            name: test/outputs
            seed: 3
            replications: 4
            data:
              synthetic: ma-yang-2d
              params: {nPrivate: 300, nPublic: 30, nTest: 100}
            sweep:
              epsilon: [1, 8]
              gamma: [0.5, 5]
            methods:
              - {name: LPCT, grid: {depth: [1, 2, 3], lambda: [1, 10]}}
              - {name: LPCT-Q, grid: {depth: [1, 2]}}
              - {name: LPCT-P, grid: {depth: [2]}}
            output:
              figures:
                - {name: depth, x: depth, series: [method, epsilon], at: {gamma: 0.5}, title: "by depth"}
                - {name: lambda, x: lambda, xAxis: log, at: {gamma: 5}}
                - {name: table, type: table, x: epsilon, columnGroups: gamma, bold: best, decimals: 3,
                   title: "Accuracy"}
                - {name: eta, type: heatmap, functions: [etaPrivate, etaPublic], at: {gamma: 5}, resolution: 8,
                   zRange: [0, 1]}
            """;

  @TempDir Path temp;

  /**
   * Scores with known bests (replication jitter has mean 0): LPCT = 0.6 + 0.02·depth + (λ = 10:
   * +0.005, but −0.035 at depth 3) + 0.1·[ε = 8] + 0.05·[γ = 5]; LPCT-Q = 0.55 + 0.01·depth +
   * 0.05·[γ = 5] + 0.1·[ε = 8]; LPCT-P = 0.5 + 0.1·[ε = 8]. So at depth 1 and 2 λ = 10 is best, at
   * depth 3 λ = 1; over depth, λ = 1 peaks at depth 3 (0.66) and λ = 10 at depth 2 (0.645).
   */
  static Map<String, Double> scores(ExperimentPlan plan) {
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
                                      double eps = g.point().epsilon() == 8.0 ? 0.1 : 0.0;
                                      double gamma =
                                          ((Number) g.point().get("gamma")).doubleValue() == 5.0
                                              ? 0.05
                                              : 0.0;
                                      ParameterSet p = t.parameters();
                                      double value =
                                          switch (g.method().label()) {
                                            case "LPCT" ->
                                                0.6
                                                    + 0.02 * p.getInt("depth")
                                                    + (p.getDouble("lambda") == 10
                                                        ? (p.getInt("depth") == 3 ? -0.035 : 0.005)
                                                        : 0)
                                                    + eps
                                                    + gamma;
                                            case "LPCT-Q" ->
                                                0.55 + 0.01 * p.getInt("depth") + gamma + eps;
                                            default -> 0.5 + eps;
                                          };
                                      scores.put(t.key(), value + jitter[u.replication()]);
                                    })));
    return scores;
  }

  static ExperimentPlan plan(String text) {
    return ExperimentPlan.of(SpecParser.parse(text, "outputs.yaml"), ExperimentSpec.Profile.FULL);
  }

  private static OutputSpec output(ExperimentPlan plan, String name) {
    return plan.spec().figures().stream()
        .filter(f -> name.equals(f.name()))
        .findFirst()
        .orElseThrow();
  }

  @Test
  void gridParameterOnXTakesTheBestOverTheOtherParametersPerValue() {
    ExperimentPlan plan = plan(SPEC);
    ResultSummary summary = ResultSummary.of(plan, scores(plan));
    LineSpec depth = (LineSpec) output(plan, "depth");
    assertThat(depth.xIsParameter()).isTrue();
    assertThat(depth.xValues()).containsExactly(1, 2, 3);

    FigureData data =
        FigureData.of(plan, summary, depth, depth.series(), Direction.HIGHER_IS_BETTER);
    FigureData.Curve lpct = data.curve("LPCT", Map.of("epsilon", 1.0)).orElseThrow();
    assertThat(lpct.mean(0)).isCloseTo(0.625, within(1e-12));
    assertThat(lpct.mean(1)).isCloseTo(0.645, within(1e-12));
    assertThat(lpct.mean(2)).isCloseTo(0.66, within(1e-12));
    assertThat(lpct.best()[0].getDouble("lambda")).isEqualTo(10.0);
    assertThat(lpct.best()[2].getDouble("lambda")).isEqualTo(1.0);
    assertThat(data.curve("LPCT", Map.of("epsilon", 8.0)).orElseThrow().mean(2))
        .isCloseTo(0.76, within(1e-12));
    // LPCT-P has depth 2 only: one point
    FigureData.Curve p = data.curve("LPCT-P", Map.of("epsilon", 1.0)).orElseThrow();
    assertThat(p.mean(0)).isNaN();
    assertThat(p.mean(1)).isCloseTo(0.5, within(1e-12));
    assertThat(p.incomplete()).isFalse();

    // minimising picks the worst-by-accuracy configuration instead
    FigureData lowest =
        FigureData.of(plan, summary, depth, depth.series(), Direction.LOWER_IS_BETTER);
    FigureData.Curve low = lowest.curve("LPCT", Map.of("epsilon", 1.0)).orElseThrow();
    assertThat(low.mean(2)).isCloseTo(0.625, within(1e-12));
    assertThat(low.best()[2].getDouble("lambda")).isEqualTo(10.0);
  }

  @Test
  void lineChartOverDepthHasOneCurvePerMethodAndEpsilon() {
    ExperimentPlan plan = plan(SPEC);
    LineFigure figure =
        LineFigures.of(
            plan, ResultSummary.of(plan, scores(plan)), (LineSpec) output(plan, "depth"));
    assertThat(figure.series())
        .extracting(LineFigure.Series::name)
        .containsExactly(
            "LPCT (ε=1)",
            "LPCT (ε=8)",
            "LPCT-Q (ε=1)",
            "LPCT-Q (ε=8)",
            "LPCT-P (ε=1)",
            "LPCT-P (ε=8)");
    assertThat(figure.xTickLabels()).containsExactly("1", "2", "3");
    assertThat(figure.series().get(2).y())
        .containsExactly(new double[] {0.56, 0.57, Double.NaN}, within(1e-12));
    assertThat(figure.title()).isEqualTo("by depth");
    assertThat(figure.caption())
        .contains("best over the other grid parameters per point", "at gamma=0.5")
        .doesNotContain("MISSING");
  }

  @Test
  void methodsWithoutTheParameterAreConstantDashedLinesWithoutMarkers() {
    ExperimentPlan plan = plan(SPEC);
    LineSpec lambda = (LineSpec) output(plan, "lambda");
    assertThat(lambda.series()).containsExactly("epsilon");
    assertThat(lambda.xValues()).containsExactly(1.0, 10.0);
    LineFigure figure = LineFigures.of(plan, ResultSummary.of(plan, scores(plan)), lambda);
    assertThat(figure.logX()).isTrue();
    assertThat(figure.x()).containsExactly(1.0, 10.0);
    LineFigure.Series lpct = figure.series().get(0);
    assertThat(lpct.name()).isEqualTo("LPCT (ε=1)");
    assertThat(lpct.y()).containsExactly(new double[] {0.71, 0.695}, within(1e-12));
    LineFigure.Series q = figure.series().get(2);
    assertThat(q.name()).isEqualTo("LPCT-Q (ε=1) (no lambda; best overall)");
    assertThat(q.y()).containsExactly(new double[] {0.62, 0.62}, within(1e-12));
    assertThat(q.dashed()).isTrue();
    assertThat(q.markers()).isFalse();
    assertThat(q.error()).isNull();
  }

  @Test
  void tableHasColumnGroupsBoldBestAndRendersInThreeFormats() throws IOException {
    ExperimentPlan plan = plan(SPEC);
    ResultSummary summary = ResultSummary.of(plan, scores(plan));
    ResultTable table = ExperimentTables.of(plan, summary, (TableSpec) output(plan, "table"));
    // jitter ±0.01, ±0.005: sd = sqrt(2.5e-4 / 3) = 0.00913, se = 0.00456
    assertThat(ResultTableRenderer.MARKDOWN.render(table))
        .isEqualTo(
            """
                **Accuracy**

                | method | gamma = 0.5<br>ε = 1 | gamma = 0.5<br>ε = 8 | gamma = 5<br>ε = 1 | gamma = 5<br>ε = 8 |
                |---|---|---|---|---|
                | LPCT | **0.660 ± 0.005** | **0.760 ± 0.005** | **0.710 ± 0.005** | **0.810 ± 0.005** |
                | LPCT-Q | 0.570 ± 0.005 | 0.670 ± 0.005 | 0.620 ± 0.005 | 0.720 ± 0.005 |
                | LPCT-P | 0.500 ± 0.005 | 0.600 ± 0.005 | 0.500 ± 0.005 | 0.600 ± 0.005 |

                _accuracy mean ± s.e. over 4 replications (full profile); best grid configuration per cell, \
                chosen on the test set; bold: best in its column_
                """);

    Path results = temp.resolve("results/test/outputs");
    Path figures = temp.resolve("figures");
    List<Path> written =
        ExperimentReport.write(
            plan, StoredTrials.fromScores("accuracy", scores(plan)), results, figures);
    assertThat(written)
        .extracting(p -> figures.relativize(p).toString().replace('\\', '/'))
        .contains(
            "test/outputs-depth.png",
            "test/outputs-depth.svg",
            "test/outputs-lambda.png",
            "test/outputs-table.md",
            "test/outputs-table.tex",
            "test/outputs-table.csv",
            "test/outputs-eta-etaPrivate.png",
            "test/outputs-eta-etaPublic.svg");
    assertThat(Files.readString(figures.resolve("test/outputs-table.tex"), StandardCharsets.UTF_8))
        .contains("\\multicolumn{2}{c}{gamma = 0.5}", "LPCT & $\\mathbf{0.660 \\pm 0.005}$");
    List<String> csv = Files.readAllLines(figures.resolve("test/outputs-table.csv"));
    assertThat(csv).hasSize(1 + 3 * 4);
    String[] cell =
        csv.stream()
            .filter(l -> l.startsWith("LPCT-Q,gamma = 5,ε = 8,"))
            .findFirst()
            .orElseThrow()
            .split(",", -1);
    assertThat(Double.parseDouble(cell[3])).isCloseTo(0.72, within(1e-12));
    assertThat(Double.parseDouble(cell[4])).isCloseTo(Math.sqrt(2.5e-4 / 3) / 2, within(1e-12));
    assertThat(csv.get(1)).endsWith(",,bold,");
  }

  @Test
  void heatMapsAreDrawnFromTheGeneratorWithoutTrials() throws IOException {
    ExperimentSpec spec = SpecParser.parse(SPEC, "outputs.yaml");
    HeatMapSpec eta = (HeatMapSpec) spec.figures().get(3);
    Map<String, HeatMapFigure> maps = HeatMaps.of(spec, eta);
    assertThat(maps.keySet()).containsExactly("etaPrivate", "etaPublic");
    HeatMapFigure etaP = maps.get("etaPrivate");
    // cell (4, 4) of 8 has its centre at (0.5625, 0.5625): s = +1, g = (0.34375)^2 · 0.875
    double g = 0.34375 * 0.34375 * 0.875;
    assertThat(etaP.value(4, 4)).isCloseTo(0.5 + 0.4 * Math.pow(g, 0.1), within(1e-12));
    assertThat(maps.get("etaPublic").value(4, 4))
        .isCloseTo(0.5 + 0.4 * Math.pow(g, 0.5), within(1e-12));
    assertThat(etaP.title()).startsWith("η_P(x)");
    assertThat(maps.get("etaPublic").title()).contains("γ = 5");
    assertThat(etaP.caption()).isEqualTo("ma-yang-2d; 8 × 8 cells (value at each centre)");
    assertThat(etaP.zMin()).isZero();

    Path figures = temp.resolve("figures");
    List<Path> written = ExperimentReport.writeDataFigures(spec, figures);
    assertThat(written).hasSize(4);
    assertThat(ImageIO.read(figures.resolve("test/outputs-eta-etaPrivate.png").toFile()))
        .isNotNull();
    assertThat(Files.readString(figures.resolve("test/outputs-eta-etaPublic.svg")))
        .contains(
            "<title>η_Q(x) = P(Y = 1 | X = x) under the public distribution Q, γ = 5</title>",
            "heat map of 8 x 8 cells");
  }

  @Test
  void logLogFigureFitsASlopePerCurve() throws Exception {
    String text =
        """
                name: test/rates
                seed: 1
                replications: 4
                data:
                  synthetic: ma-yang-2d
                  params: {gamma: 1, nPublic: 30, nTest: 100}
                sweep:
                  epsilon: [1]
                  nPrivate: [100, 1000, 10000]
                methods:
                  - {name: LPCT, grid: {depth: [1], lambda: [1]}}
                  - {name: LPCT-Q, grid: {depth: [1]}}
                output:
                  figure: {x: nPrivate, xAxis: log, yAxis: log, fit: loglog, errorBars: sd, yLabel: "excess risk"}
                """;
    ExperimentPlan plan = plan(text);
    // LPCT: 2·n^(−1/2); LPCT-Q: 0.5·n^(−1/4)·(1 + small) at the three sizes
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
                                      double n = ((Number) g.point().get("nPrivate")).doubleValue();
                                      double value =
                                          g.method().label().equals("LPCT")
                                              ? 2 * Math.pow(n, -0.5)
                                              : 0.5 * Math.pow(n, -0.25);
                                      scores.put(t.key(), value * (1 + jitter[u.replication()]));
                                    })));
    LineSpec spec = (LineSpec) plan.spec().figures().get(0);
    LineFigure figure = LineFigures.of(plan, ResultSummary.of(plan, scores), spec);
    assertThat(figure.logX()).isTrue();
    assertThat(figure.logY()).isTrue();
    assertThat(figure.fitLines())
        .extracting(LineFigure.FitLine::label)
        .containsExactly(
            "LPCT (ε=1): slope −0.50 [−0.50, −0.50]", "LPCT-Q (ε=1): slope −0.25 [−0.25, −0.25]");
    assertThat(figure.fitLines().get(0).y())
        .containsExactly(new double[] {0.2, 2 / Math.sqrt(1000), 0.02}, within(1e-9));
    assertThat(figure.caption())
        .contains("dotted: least-squares fit, slope [95% bootstrap CI]", "bars: ±1 s.d.");

    Path svg = FigureRenderer.write(figure, temp.resolve("rates")).get(1);
    assertThat(Files.readString(svg))
        .contains(
            "(log scale)",
            "y axis: excess risk (log scale",
            "fitted lines: LPCT (ε=1): slope −0.50 [−0.50, −0.50]");
  }

  /**
   * fitBelow (spec D.4): the first point sits at the trivial level 0.2 and is left out of the fit,
   * so the slope is the power law's −0.5 rather than the bent slope of all points; the bootstrap
   * interval comes from unpaired replication noise (±1% jitter in a different order per x), so it
   * is narrow but not empty; the slopes CSV and the REPORT.md table carry the same numbers.
   */
  @Test
  void fitBelowLeavesOutPointsAboveTheWindowAndTheSlopesAreWritten() throws Exception {
    String text =
        """
                name: test/window
                seed: 5
                replications: 4
                data:
                  synthetic: ma-yang-2d
                  params: {gamma: 1, nPublic: 30, nTest: 100}
                sweep:
                  epsilon: [1]
                  nPrivate: [100, 1000, 10000, 100000]
                methods:
                  - {name: LPCT, grid: {depth: [1], lambda: [1]}}
                output:
                  figure: {x: nPrivate, xAxis: log, yAxis: log, fit: loglog, fitBelow: 0.1}
                """;
    ExperimentPlan plan = plan(text);
    Map<String, Double> scores = new HashMap<>();
    double[][] jitter = {
      {0.01, -0.01, 0.005, -0.005},
      {-0.01, 0.01, -0.005, 0.005},
      {0.005, -0.005, 0.01, -0.01},
      {-0.005, 0.01, -0.01, 0.005}
    };
    plan.units()
        .forEach(
            u ->
                u.groups()
                    .forEach(
                        g ->
                            g.trials()
                                .forEach(
                                    t -> {
                                      double n = ((Number) g.point().get("nPrivate")).doubleValue();
                                      int i = (int) Math.round(Math.log10(n)) - 2;
                                      double value = n == 100 ? 0.2 : 2 * Math.pow(n, -0.5);
                                      scores.put(t.key(), value * (1 + jitter[i][u.replication()]));
                                    })));
    ResultSummary summary = ResultSummary.of(plan, scores);
    LineSpec spec = (LineSpec) plan.spec().figures().get(0);
    assertThat(spec.fitBelow()).isEqualTo(0.1);
    List<SlopeFits.Fit> fits = SlopeFits.of(plan, summary, spec);
    assertThat(fits).hasSize(1);
    SlopeFits.Fit fit = fits.get(0);
    assertThat(fit.window()).isEqualTo(3);
    assertThat(fit.xFrom()).isEqualTo(1000.0);
    assertThat(fit.decades()).isCloseTo(2.0, within(1e-12));
    assertThat(fit.ols().slope()).isCloseTo(-0.5, within(0.01));
    assertThat(fit.bootstrap()).isPresent();
    assertThat(fit.lower()).isLessThan(fit.ols().slope()).isGreaterThan(-0.52);
    assertThat(fit.upper()).isGreaterThan(fit.ols().slope()).isLessThan(-0.48);

    LineFigure figure = LineFigures.of(plan, summary, spec);
    assertThat(figure.fitLines().get(0).y()[0]).as("not drawn outside the window").isNaN();
    assertThat(figure.fitLines().get(0).label()).startsWith("LPCT (ε=1): slope −0.50 [");
    assertThat(figure.caption())
        .contains("least-squares fit to means < 0.1, slope [95% bootstrap CI]");

    List<Path> written =
        ExperimentReport.write(
            plan,
            StoredTrials.fromScores("accuracy", scores),
            temp.resolve("results"),
            temp.resolve("figures"));
    Path csv = temp.resolve("figures/test/window-slopes.csv");
    assertThat(written).contains(csv);
    List<String> lines = Files.readAllLines(csv);
    assertThat(lines.get(0))
        .startsWith("curve,points,x_from,x_to,decades,slope,boot_lower,boot_upper");
    assertThat(lines.get(1)).startsWith("LPCT (ε=1),3,1000,100000,2,");
    assertThat(SlopeFits.markdown(fits, spec))
        .contains("below 0.1", "| LPCT (ε=1) | 3 | 1000 – 100000 | -0.50");
    assertThat(fit.narrow()).isFalse();

    // a window below 0.05 holds 1e4 and 1e5 only: one decade, which the legend and the table mark
    LineSpec narrow =
        (LineSpec)
            SpecParser.parse(text.replace("fitBelow: 0.1", "fitBelow: 0.05"), "w.yaml")
                .figures()
                .get(0);
    SlopeFits.Fit one = SlopeFits.of(plan, summary, narrow).get(0);
    assertThat(one.window()).isEqualTo(2);
    assertThat(one.narrow()).isTrue();
    assertThat(LineFigures.fitLabel("LPCT", one)).endsWith("(fitted over 1.0 decades)");
    assertThat(SlopeFits.markdown(List.of(one), narrow)).contains("(window < 2 decades)");
  }

  @Test
  void paperReportEmbedsTablesAndHeatMaps() throws IOException {
    Path experiments = temp.resolve("experiments/test");
    Files.createDirectories(experiments);
    Path specFile = experiments.resolve("outputs.yaml");
    Files.writeString(specFile, SPEC);
    ExperimentPlan plan =
        ExperimentPlan.of(SpecParser.parse(specFile), ExperimentSpec.Profile.FULL);
    Path results = temp.resolve("results");
    Path figures = temp.resolve("figures");

    // not run: the heat maps are there once rendered, the rest waits for a run
    ExperimentReport.writeDataFigures(plan.spec(), figures);
    String before =
        Files.readString(
            PaperReport.write(
                experiments, List.of(plan.spec()), results, figures, ExperimentPlan::of));
    assertThat(before).contains("_Not run yet", "](outputs-eta-etaPrivate.png)");

    ExperimentRunner.run(
        plan, results, 1, new java.io.PrintWriter(java.io.Writer.nullWriter()), false);
    String after =
        Files.readString(
            PaperReport.write(
                experiments, List.of(plan.spec()), results, figures, ExperimentPlan::of));
    assertThat(after)
        .contains(
            "![by depth](outputs-depth.png)",
            "**Accuracy**",
            "| method | gamma = 0.5<br>ε = 1 |",
            "](outputs-eta-etaPublic.png)");
  }
}
