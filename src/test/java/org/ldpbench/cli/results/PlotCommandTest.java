package org.ldpbench.cli.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.cli.CliTest;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.figures.LineFigure;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.testing.TestSpecs;

/**
 * {@code ldpbench plot}: a line figure of stored results against a sweep axis or a grid parameter,
 * without an output block, checked on the figure's data model (series, axis, reference lines), not
 * on pixels.
 */
class PlotCommandTest {

  @TempDir static Path temp;

  static Path directory;

  /**
   * The tiny spec with the output block a paper's figure has: the Bayes accuracy, a baseline drawn
   * dashed.
   */
  static Path withReferences;

  @BeforeAll
  static void runTiny() throws IOException {
    Path spec = temp.resolve("experiments/test/tiny.yaml");
    Files.createDirectories(spec.getParent());
    Files.writeString(spec, TestSpecs.TINY);
    Path results = temp.resolve("results");
    CliTest.Result run =
        CliTest.run(
            "run",
            spec.toString(),
            "--quick",
            "--results",
            results.toString(),
            "--figures",
            temp.resolve("figures").toString(),
            "--no-progress",
            "--threads",
            "2");
    assertThat(run.code()).as(run.err()).isZero();
    directory = ResultsLayout.directory(SpecParser.parse(spec), results);
    // the same trials (an output block is not part of a trial's key), drawn by the spec with a
    // Bayes line
    withReferences = temp.resolve("experiments/test/tiny-with-references.yaml");
    Files.writeString(
        withReferences,
        TestSpecs.TINY
            + """
                output:
                  figure: {type: line, x: epsilon, xAxis: log, references: [bayes], dashed: [LPCT-Q]}
                """);
  }

  static StoredExperiment stored(Path spec) throws IOException {
    return StoredExperiment.read(directory, spec);
  }

  @Test
  void aLogXAxisIsLabelledAtTheSweepValuesAndSaysItIsALogScale() throws IOException {
    Path png = temp.resolve("plots/eps.png");
    CliTest.Result plot =
        CliTest.run(
            "plot", directory.toString(), "--x", "epsilon", "--log-x", "--out", png.toString());
    assertThat(plot.code()).as(plot.err()).isZero();
    assertThat(png).isNotEmptyFile();
    assertThat(temp.resolve("plots/eps.svg")).isNotEmptyFile();

    StoredExperiment experiment = stored(null);
    ResultSummary summary = experiment.summary(null);
    LineFigure figure = PlotCommand.figure(experiment, null, "epsilon", true);
    assertThat(figure.logX()).isTrue();
    assertThat(figure.x()).containsExactly(1.0, 8.0); // the values themselves, not their logarithms
    assertThat(figure.xTickLabels()).containsExactly("1", "8");
    assertThat(figure.xLabel()).isEqualTo("\u03b5 (log scale)");
    assertThat(figure.series())
        .extracting(LineFigure.Series::name)
        .containsExactly("LPCT", "LPCT-P", "LPCT-Q");
    SweepPoint eight = experiment.plan().points().get(1);
    assertThat(figure.series().get(1).y()[1])
        .isEqualTo(summary.best("LPCT-P", eight).orElseThrow().best().score().mean());
    // the SVG says so too
    assertThat(Files.readString(temp.resolve("plots/eps.svg")))
        .contains("x axis: \u03b5 (log scale); labelled at: 1, 8");

    LineFigure linear = PlotCommand.figure(experiment, null, "epsilon", false);
    assertThat(linear.logX()).isFalse();
    assertThat(linear.xTickLabels()).isNull();
    assertThat(linear.xLabel()).isEqualTo("\u03b5");
  }

  @Test
  void aGridParameterOnXIsDrawnAtEachOfItsValuesAsTheBestOverTheOtherParameters()
      throws IOException {
    Path png = temp.resolve("plots/depth.png");
    CliTest.Result plot =
        CliTest.run(
            "plot", directory.toString(), "--x", "depth", "--log-x", "--out", png.toString());
    assertThat(plot.code()).as(plot.err()).isZero();
    assertThat(png).isNotEmptyFile();

    StoredExperiment experiment = stored(null);
    ResultSummary summary = experiment.summary(null);
    LineFigure figure = PlotCommand.figure(experiment, null, "depth", false);
    assertThat(figure.x()).containsExactly(1.0, 2.0, 3.0);
    assertThat(figure.xLabel()).isEqualTo("tree depth");
    // one line per method and epsilon (the sweep axis not on x)
    assertThat(figure.series()).hasSize(6);
    assertThat(figure.series())
        .extracting(LineFigure.Series::name)
        .allMatch(n -> n.matches("LPCT(-[PQ])? \\(.*\\)"));
    // LPCT at epsilon 8, depth 2: the best mean over its lambdas at depth 2
    SweepPoint eight = experiment.plan().points().get(1);
    double best =
        summary.configurations().stream()
            .filter(
                c ->
                    c.method().equals("LPCT")
                        && c.point().equals(eight)
                        && c.parameters().getInt("depth") == 2)
            .mapToDouble(c -> c.score().mean())
            .max()
            .orElseThrow();
    LineFigure.Series lpctAtEight =
        figure.series().stream()
            .filter(s -> s.name().startsWith("LPCT (") && s.name().contains("8"))
            .findFirst()
            .orElseThrow();
    assertThat(lpctAtEight.y()[1]).isEqualTo(best);
    assertThat(
            summary.configurations().stream()
                .filter(c -> c.method().equals("LPCT") && c.point().equals(eight))
                .mapToDouble(c -> c.score().mean())
                .distinct()
                .count())
        .as("the lambdas differ, so the choice matters")
        .isGreaterThan(1);
  }

  @Test
  void theSpecsReferenceLinesAndDashedBaselinesAreKeptOnAnyX() throws IOException {
    StoredExperiment experiment = stored(withReferences);
    for (String x : new String[] {"epsilon", "depth"}) {
      LineFigure figure = PlotCommand.figure(experiment, null, x, false);
      assertThat(figure.referenceLines())
          .as(x)
          .singleElement()
          .satisfies(line -> assertThat(line.label()).startsWith("Bayes accuracy 0."));
      assertThat(figure.series())
          .as(x)
          .allSatisfy(s -> assertThat(s.dashed()).isEqualTo(s.name().startsWith("LPCT-Q")));
    }
    // without references in the spec, none is drawn
    assertThat(PlotCommand.figure(stored(null), null, "epsilon", false).referenceLines()).isEmpty();
    CliTest.Result plot =
        CliTest.run(
            "plot",
            directory.toString(),
            "--x",
            "epsilon",
            "--spec",
            withReferences.toString(),
            "--out",
            temp.resolve("plots/ref.png").toString());
    assertThat(plot.code()).as(plot.err()).isZero();
    assertThat(Files.readString(temp.resolve("plots/ref.svg"))).contains("Bayes accuracy 0.");
  }

  @Test
  void badAxisAndSeriesAreOneLineErrors() {
    CompareCommandTest.assertOneLine(
        CliTest.run("plot", directory.toString(), "--x", "gamma"),
        "--x gamma: not a sweep axis or grid parameter of test/tiny; allowed: epsilon, depth, lambda");
    CompareCommandTest.assertOneLine(
        CliTest.run("plot", directory.toString(), "--x", "epsilon", "--series", "depth"),
        "--series depth: not supported; allowed: method");
  }

  @Test
  void aLogAxisNeedsPositiveNumbers() throws IOException {
    Path spec = temp.resolve("experiments/test/tiny-zero.yaml");
    Files.writeString(
        spec, TestSpecs.TINY.replace("depth: [1..3], lambda", "depth: [0..2], lambda"));
    CompareCommandTest.assertOneLine(
        CliTest.run(
            "plot", directory.toString(), "--x", "depth", "--log-x", "--spec", spec.toString()),
        "--log-x: depth has values that are not numbers > 0: 0, 1, 2, 3");
  }
}
