package org.ldpbench.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.report.figures.heatmap.HeatMapSpec;
import org.ldpbench.report.figures.line.AxisScale;
import org.ldpbench.report.figures.line.LineSpec;
import org.ldpbench.report.tables.table.TableSpec;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.output.OutputSpec;

/**
 * The {@code output:} block: several figures, grid-parameter x, series and at, tables, heat maps.
 */
class FigureReaderTest {

  static final String VALID =
      """
            name: test/figs
            seed: 7
            replications: 5
            data:
              synthetic: ma-yang-2d
              params: {nPrivate: 300, nPublic: 40, nTest: 100}
            sweep:
              epsilon: [1, 8]
              gamma: [0.5, 5]
            methods:
              - name: LPCT
                grid: {depth: [1..3], lambda: [10, 0.5]}
              - {name: LPCT-Q, grid: {depth: [2]}}
            output:
              figure: {x: epsilon}
              figures:
                - name: depth
                  x: depth
                  series: [method, epsilon]
                  at: {gamma: 0.5}
                - {name: rates, x: epsilon, xAxis: log, yAxis: log, fit: loglog}
                - {name: table, type: table, x: epsilon, columnGroups: gamma, bold: best}
                - {name: eta, type: heatmap, functions: [etaPrivate], at: {gamma: 5}}
            """;

  @Test
  void readsEveryKindOfOutputInOrder() {
    ExperimentSpec spec = SpecParser.parse(VALID, "figs.yaml");
    List<OutputSpec> figures = spec.figures();
    assertThat(figures)
        .extracting(OutputSpec::name)
        .containsExactly(null, "depth", "rates", "table", "eta");
    assertThat(figures)
        .extracting(f -> f.getClass().getSimpleName())
        .containsExactly("LineSpec", "LineSpec", "LineSpec", "TableSpec", "HeatMapSpec");
    assertThat(figures)
        .extracting(f -> f.base(spec.name()))
        .containsExactly(
            "test/figs", "test/figs-depth", "test/figs-rates", "test/figs-table", "test/figs-eta");

    LineSpec single = (LineSpec) figures.get(0);
    assertThat(single.series())
        .as("default: every other sweep axis splits")
        .containsExactly("gamma");
    assertThat(single.yLabel()).isEqualTo("accuracy");
    assertThat(single.xAxis()).isEqualTo(AxisScale.CATEGORY);

    LineSpec depth = (LineSpec) figures.get(1);
    assertThat(depth.xIsParameter()).isTrue();
    assertThat(depth.xValues()).containsExactly(1, 2, 3);
    assertThat(depth.series()).containsExactly("epsilon");
    assertThat(depth.at()).isEqualTo(Map.of("gamma", 0.5));

    LineSpec rates = (LineSpec) figures.get(2);
    assertThat(rates.fitLogLog()).isTrue();
    assertThat(rates.yAxis()).isEqualTo(AxisScale.LOG);

    TableSpec table = (TableSpec) figures.get(3);
    assertThat(table.columnGroups()).isEqualTo("gamma");
    assertThat(table.series()).isEmpty();
    assertThat(table.marks()).isEqualTo(TableSpec.Marks.BEST);
    assertThat(table.decimals()).isEqualTo(4);

    HeatMapSpec eta = (HeatMapSpec) figures.get(4);
    assertThat(eta.needsTrials()).isFalse();
    assertThat(eta.functions()).containsExactly("etaPrivate");
    assertThat(eta.resolution()).isEqualTo(64);
    assertThat(eta.heatMapBase(spec.name(), "etaPrivate")).isEqualTo("test/figs-eta-etaPrivate");
    assertThat(spec.mainFigure()).contains(single);
  }

  @Test
  void parameterValuesAreSortedAndIncludeFixedValues() {
    String text =
        VALID
            .replace("x: depth", "x: lambda")
            .replace("series: [method, epsilon]", "series: [method]")
            .replace("at: {gamma: 0.5}", "at: {gamma: 0.5, epsilon: 8}")
            .replace(
                "  - {name: LPCT-Q, grid: {depth: [2]}}",
                "  - {name: LPCT-NP, params: {lambda: 3}, grid: {depth: [2]}}");
    LineSpec lambda = (LineSpec) SpecParser.parse(text, "figs.yaml").figures().get(1);
    assertThat(lambda.xValues()).containsExactly(0.5, 3.0, 10.0);
    assertThat(lambda.series()).isEmpty();
  }

  @Test
  void aNumericAxisDrawsTheSweepInAscendingOrder() {
    String text = VALID.replace("epsilon: [1, 8]", "epsilon: [8, 0.5, 1]");
    List<OutputSpec> figures = SpecParser.parse(text, "figs.yaml").figures();
    assertThat(((LineSpec) figures.get(0)).xValues())
        .as("category: spec order")
        .containsExactly(8.0, 0.5, 1.0);
    assertThat(((LineSpec) figures.get(2)).xValues())
        .as("log axis: ascending")
        .containsExactly(0.5, 1.0, 8.0);
  }

  @Test
  void aSpecOfHeatMapsAloneNeedsNoMethods() {
    String text =
        """
                name: test/eta
                seed: 1
                replications: 1
                data:
                  synthetic: ma-yang-2d
                  params: {nPrivate: 10, nPublic: 10}
                sweep:
                  gamma: [0.5, 5]
                output:
                  figures:
                    - {name: strong, type: heatmap, functions: [etaPrivate, etaPublic], at: {gamma: 0.5}}
                    - {name: weak, type: heatmap, functions: [etaPublic], at: {gamma: 5}, resolution: 20,
                       zRange: [0, 1], title: "weak public signal"}
                """;
    ExperimentSpec spec = SpecParser.parse(text, "eta.yaml");
    assertThat(spec.hasTrials()).isFalse();
    assertThat(spec.figures()).hasSize(2);
    assertThat(((HeatMapSpec) spec.figures().get(1)).zMax()).isEqualTo(1.0);
    assertThat(ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL).trialCount()).isZero();

    String withLine =
        text.replace("    - {name: strong,", "    - {name: line, x: gamma}\n    - {name: strong,");
    assertThatThrownBy(() -> SpecParser.parse(withLine, "eta.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessage("eta.yaml:1:1: methods: missing required field");
  }

  // Bad outputs and their exact messages are listed in experiments/README.md ("Bad inputs and their
  // errors / Outputs", same base spec as VALID) and checked by DocumentedFigureErrorsTest.
}
