package org.ldpbench.cli.results;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.ldpbench.UserError;
import org.ldpbench.metric.Metric;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.figures.FigureRenderer;
import org.ldpbench.report.figures.LineFigure;
import org.ldpbench.report.figures.line.LineSpec;
import org.ldpbench.report.figures.line.PlotFigure;
import org.ldpbench.report.figures.line.PlotOutput;
import org.ldpbench.spec.ExperimentSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench plot RESULTS_DIR --x X}: a line figure of one experiment's stored results against
 * a sweep axis or a grid parameter of its methods, without editing the spec's {@code output:}
 * block. It is drawn as a spec's line output over the same x would be ({@link PlotOutput}, {@link
 * PlotFigure}), with the spec's reference lines, and a log x axis ({@code --log-x}) is labelled at
 * the x values.
 */
@Command(
    name = "plot",
    mixinStandardHelpOptions = true,
    description =
        "Draw the stored results of one experiment against a sweep axis or a grid parameter: one line"
            + " per method (best configuration per point, ±1 s.e.) with the spec's reference lines, written as PNG"
            + " and SVG.")
public final class PlotCommand implements Callable<Integer> {

  @Mixin StoredExperimentOptions stored;

  @Option(
      names = "--x",
      paramLabel = "X",
      required = true,
      description =
          "What goes on the x axis: a sweep axis or"
              + " a grid parameter of the methods (then each point is the best over the other parameters).")
  String x;

  @Option(
      names = "--series",
      paramLabel = "BY",
      defaultValue = "method",
      description =
          "What the lines are: method (one per method label and combination of the other axes).")
  String series;

  @Option(names = "--log-x", description = "Log scale on the x axis, labelled at the x values.")
  boolean logX;

  @Option(
      names = "--out",
      paramLabel = "FILE.png",
      description =
          "Output PNG (an SVG is written beside it;" + " default: RESULTS_DIR/plot-X.png).")
  Path out;

  @Spec picocli.CommandLine.Model.CommandSpec command;

  @Override
  public Integer call() throws IOException {
    if (!series.equals("method")) {
      throw new UserError("--series " + series + ": not supported; allowed: method");
    }
    StoredExperiment experiment = stored.read();
    LineFigure figure = figure(experiment, stored.metric, x, logX);
    Path png = out == null ? stored.results.resolve("plot-" + x + ".png") : out;
    String name = png.getFileName().toString();
    Path base =
        png.resolveSibling(name.endsWith(".png") ? name.substring(0, name.length() - 4) : name);
    for (Path written : FigureRenderer.write(figure, base)) {
      command.commandLine().getErr().println("  wrote " + written);
    }
    command.commandLine().getErr().flush();
    return 0;
  }

  /**
   * The figure of {@code metric} (null: the primary one) against {@code x}, checked first: x must
   * be a sweep axis or a grid parameter, and on a log axis its values numbers &gt; 0.
   */
  static LineFigure figure(StoredExperiment experiment, String metric, String x, boolean logX) {
    ExperimentSpec spec = experiment.spec();
    List<String> choices = PlotOutput.xChoices(spec);
    if (!choices.contains(x)) {
      throw new UserError(
          "--x "
              + x
              + ": not a sweep axis or grid parameter of "
              + spec.name()
              + "; allowed: "
              + (choices.isEmpty()
                  ? "none (the spec has no sweep and no grid)"
                  : String.join(", ", choices)));
    }
    List<Object> values = PlotOutput.xValues(spec, x);
    if (logX && !values.stream().allMatch(v -> v instanceof Number n && n.doubleValue() > 0)) {
      throw new UserError(
          "--log-x: "
              + x
              + " has values that are not numbers > 0: "
              + String.join(", ", values.stream().map(ParameterSet::format).toList()));
    }
    ResultSummary summary = experiment.summary(metric);
    LineSpec line = PlotOutput.of(spec, x, summary.metric(), logX);
    return PlotFigure.of(
        experiment.plan(), summary, line, Metric.byId(summary.metric()).orElseThrow().direction());
  }
}
