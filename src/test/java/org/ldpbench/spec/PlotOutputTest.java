package org.ldpbench.spec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.report.figures.line.AxisScale;
import org.ldpbench.report.figures.line.LineSpec;
import org.ldpbench.report.figures.line.PlotOutput;

/**
 * The line output of {@code ldpbench plot}: any sweep axis or grid parameter on x, the axis type
 * asked for, the spec's reference lines, dashed baselines and x label kept, and an axis of one
 * value fixed.
 */
class PlotOutputTest {

  static final String SPEC =
      """
            name: test/plot
            seed: 1
            replications: 2
            data:
              synthetic: ma-yang-2d
              params: {nPrivate: 300, nPublic: 30, nTest: 100}
            sweep:
              gamma: [0.5]
              epsilon: [1, 4, 8]
            methods:
              - {name: LPCT, grid: {depth: [1..3], lambda: [0.5, 10]}}
              - {name: LPCT-P, grid: {depth: [2, 5]}}
              - {label: non-private, name: LPCT-NP, grid: {depth: [1..3]}, params: {lambda: 1}}
            output:
              figures:
                - {name: eps, type: line, x: epsilon, xLabel: "privacy budget", references: [bayes], dashed: [non-private]}
                - {name: tab, type: table, x: epsilon}
            """;

  static ExperimentSpec spec() {
    return SpecParser.parse(SPEC, "plot.yaml");
  }

  @Test
  void xIsAnySweepAxisOrAGridParameterOfTheMethods() {
    ExperimentSpec spec = spec();
    assertThat(PlotOutput.xChoices(spec)).containsExactly("gamma", "epsilon", "depth", "lambda");
    assertThat(PlotOutput.xValues(spec, "depth"))
        .containsExactly(1, 2, 3, 5); // over all methods, ascending

    LineSpec depth = PlotOutput.of(spec, "depth", "accuracy", true);
    assertThat(depth.x()).isEqualTo("depth");
    assertThat(depth.xIsParameter()).isTrue();
    assertThat(depth.xAxis()).isEqualTo(AxisScale.LOG);
    assertThat(depth.series()).containsExactly("epsilon"); // one line per method and epsilon
    assertThat(depth.at()).isEqualTo(Map.of("gamma", 0.5)); // one value: fixed, not a line each
    assertThat(depth.xLabel())
        .isEqualTo("depth"); // the spec's figure over epsilon has its own label, not this x

    LineSpec epsilon = PlotOutput.of(spec, "epsilon", "accuracy", false);
    assertThat(epsilon.xIsParameter()).isFalse();
    assertThat(epsilon.xAxis()).isEqualTo(AxisScale.LINEAR);
    assertThat(epsilon.xValues())
        .containsExactly(1.0, 4.0, 8.0); // epsilon values are read as doubles
    assertThat(epsilon.series()).isEmpty();
    assertThat(epsilon.xLabel())
        .isEqualTo("privacy budget"); // the label of the spec's figure over epsilon
  }

  @Test
  void theSpecsReferenceLinesAndDashedBaselinesAreKept() {
    for (String x : List.of("epsilon", "depth", "lambda")) {
      LineSpec line = PlotOutput.of(spec(), x, "accuracy", false);
      assertThat(line.references()).as(x).containsExactly("bayes");
      assertThat(line.dashed()).as(x).containsExactly("non-private");
      assertThat(line.title()).isEqualTo("test/plot");
    }
    ExperimentSpec plain =
        SpecParser.parse(SPEC.substring(0, SPEC.indexOf("output:")), "plain.yaml");
    assertThat(PlotOutput.of(plain, "epsilon", "accuracy", false).references()).isEmpty();
  }

  @Test
  void aParameterOfWordsIsDrawnAsCategories() {
    ExperimentSpec spec =
        SpecParser.parse(
            SPEC.replace("lambda: [0.5, 10]}", "lambda: [0.5, 10], splitter: [maxedge, cart]}"),
            "words.yaml");
    LineSpec line = PlotOutput.of(spec, "splitter", "accuracy", false);
    assertThat(line.xAxis()).isEqualTo(AxisScale.CATEGORY);
    assertThat(line.xValues()).containsExactly("maxedge", "cart");
  }
}
