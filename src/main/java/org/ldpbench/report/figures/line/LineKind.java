package org.ldpbench.report.figures.line;

import static org.ldpbench.spec.SpecNodes.list;
import static org.ldpbench.spec.SpecNodes.oneOf;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.string;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.OutputContext;
import org.ldpbench.report.OutputKind;
import org.ldpbench.report.figures.FigureRenderer;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SpecNodes;
import org.ldpbench.spec.output.CurvesReader;
import org.ldpbench.spec.output.FigureReader;
import org.ldpbench.spec.output.OutputBlock;
import org.ldpbench.spec.output.OutputReader;
import org.ldpbench.spec.output.PlottedValue;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads {@code type: line} outputs ({@link LineSpec}): the shared curve fields, then the axes (a
 * numeric axis needs numbers, a log axis positive ones, and draws them ascending), the y range,
 * {@code fit: loglog} with its window, reference lines and series files, dashed labels and labels.
 *
 * <p>It draws {@code type: line} outputs: the chart as PNG and SVG ({@link LineFigures}), with
 * {@code fit: loglog} the fitted slopes as {@code <figure>-slopes.csv}; in {@code REPORT.md} the
 * image and the table of slopes.
 */
public final class LineKind implements OutputKind<LineSpec> {

  private static final Set<String> FIELDS =
      OutputReader.withCommonFields(
          "x",
          "xAxis",
          "yAxis",
          "xLabel",
          "y",
          "yLabel",
          "yRange",
          "errorBars",
          "series",
          "at",
          "references",
          "dashed",
          "fit",
          "fitBelow",
          "value");

  @Override
  public String type() {
    return "line";
  }

  @Override
  public String example() {
    return "{name: out, type: line, x: epsilon}";
  }

  @Override
  public Class<LineSpec> specClass() {
    return LineSpec.class;
  }

  @Override
  public Set<String> fields() {
    return FIELDS;
  }

  @Override
  public LineSpec read(OutputBlock block, FigureReader.Context context) {
    YamlNode.MapNode figure = block.node();
    String f = block.field();
    block.claimFile();
    CurvesReader.Axes axes = CurvesReader.read(block, context);
    AxisScale xAxis =
        optional(figure, "xAxis")
            .map(n -> oneOf(n, f + ".xAxis", AxisScale.class))
            .orElse(AxisScale.CATEGORY);
    List<Object> xValues = drawingOrder(block, axes, xAxis);
    AxisScale yAxis =
        optional(figure, "yAxis")
            .map(n -> oneOf(n, f + ".yAxis", List.of(AxisScale.LINEAR, AxisScale.LOG)))
            .orElse(AxisScale.LINEAR);
    double[] yRange = yRange(block, yAxis);
    boolean fit =
        optional(figure, "fit")
            .map(n -> oneOf(n, f + ".fit", "loglog", "none"))
            .orElse("none")
            .equals("loglog");
    if (fit && !(xAxis == AxisScale.LOG && yAxis == AxisScale.LOG)) {
      throw SpecException.at(
          figure.entries().get("fit"),
          f + ".fit",
          "'loglog' fits a line on log-log axes; set xAxis: log and yAxis: log");
    }
    double fitBelow = fitBelow(block, fit);
    List<String> references = references(block, axes.x(), xValues, xAxis, context);
    Set<String> dashed =
        new LinkedHashSet<>(SpecNodes.labelList(figure, "dashed", f, CurvesReader.labels(context)));
    String title = block.title(context.specTitle());
    String xLabel = optional(figure, "xLabel").map(n -> string(n, f + ".xLabel")).orElse(axes.x());
    PlottedValue value = CurvesReader.value(block);
    String yLabel =
        optional(figure, "yLabel")
            .map(n -> string(n, f + ".yLabel"))
            .orElse(value == PlottedValue.SECONDS ? "seconds per fit + predict" : context.metric());
    if (value == PlottedValue.SECONDS && fit) {
      throw SpecException.at(
          figure.entries().get("fit"),
          f + ".fit",
          "slopes are fitted to the metric's"
              + " replications, not to running times; leave fit out of a value: seconds figure");
    }
    return new LineSpec(
        block.name(),
        title,
        axes.x(),
        axes.xIsParameter(),
        xValues,
        axes.series(),
        block.at(),
        axes.errorBars(),
        value,
        xAxis,
        yAxis,
        xLabel,
        yLabel,
        yRange[0],
        yRange[1],
        references,
        dashed,
        fit,
        fitBelow);
  }

  /** The x values in drawing order: as given on a category axis, ascending numbers otherwise. */
  private static List<Object> drawingOrder(
      OutputBlock block, CurvesReader.Axes axes, AxisScale xAxis) {
    if (xAxis == AxisScale.CATEGORY) {
      return axes.xValues();
    }
    for (Object value : axes.xValues()) {
      if (!(value instanceof Number number)
          || (xAxis == AxisScale.LOG && !(number.doubleValue() > 0))) {
        throw SpecException.at(
            block.node().entries().get("xAxis"),
            block.field() + ".xAxis",
            "'"
                + xAxis.keyword()
                + "' needs "
                + (xAxis == AxisScale.LOG ? "positive numbers" : "numbers")
                + " on the x axis, but "
                + axes.x()
                + " has "
                + ParameterSet.format(value)
                + "; use xAxis: category");
      }
    }
    // a numeric axis draws the values in ascending order, whatever the sweep's order
    List<Object> sorted = new ArrayList<>(axes.xValues());
    sorted.sort(Comparator.comparingDouble(v -> ((Number) v).doubleValue()));
    return sorted;
  }

  /** {@code yRange}: [lower, upper], NaN for automatic; lower &gt; 0 on a log axis. */
  private static double[] yRange(OutputBlock block, AxisScale yAxis) {
    Optional<YamlNode> yRange = optional(block.node(), "yRange");
    if (yRange.isEmpty()) {
      return new double[] {Double.NaN, Double.NaN};
    }
    String field = block.field() + ".yRange";
    double[] bounds = FigureReader.range(yRange.get(), field);
    if (yAxis == AxisScale.LOG && !(bounds[0] > 0)) {
      throw SpecException.at(
          yRange.get(),
          field,
          "a log y axis needs a lower bound > 0, got " + ParameterSet.format(bounds[0]));
    }
    return bounds;
  }

  /**
   * {@code fitBelow}: the upper end of the fitting window of {@code fit: loglog}, NaN when not
   * given.
   */
  private static double fitBelow(OutputBlock block, boolean fit) {
    Optional<YamlNode> node = optional(block.node(), "fitBelow");
    if (node.isEmpty()) {
      return Double.NaN;
    }
    String field = block.field() + ".fitBelow";
    if (!fit) {
      throw SpecException.at(node.get(), field, "the fitting window needs a fit; set fit: loglog");
    }
    double value = SpecNodes.number(node.get(), field);
    if (!(value > 0) || Double.isInfinite(value)) {
      throw SpecException.at(
          node.get(),
          field,
          "'"
              + ParameterSet.format(value)
              + "' is not allowed; must be a finite number > 0 (points with a mean below it are fitted)");
    }
    return value;
  }

  /** {@code references}: {@code bayes} and reference-series CSV files (as absolute paths). */
  private static List<String> references(
      OutputBlock block,
      String x,
      List<Object> xValues,
      AxisScale xAxis,
      FigureReader.Context context) {
    List<String> references = new ArrayList<>();
    String field = block.field() + ".references";
    optional(block.node(), "references")
        .ifPresent(
            n -> {
              for (YamlNode item : list(n, field).items()) {
                String reference = string(item, field);
                references.add(
                    reference.endsWith(".csv")
                        ? referenceSeries(item, field, reference, x, xValues, xAxis, context)
                        : oneOf(item, field, "bayes"));
              }
            });
    return references;
  }

  /**
   * A reference-series CSV ({@link ReferenceSeries}), checked now: it must exist, be well formed
   * and give values only at x values the figure has (numeric x axes). Returns its absolute path.
   */
  private static String referenceSeries(
      YamlNode item,
      String field,
      String file,
      String x,
      List<Object> xValues,
      AxisScale xAxis,
      FigureReader.Context context) {
    Path path = context.baseDirectory().resolve(file).normalize();
    if (xAxis == AxisScale.CATEGORY) {
      throw SpecException.at(
          item, field, "a reference series needs a numeric x axis; set xAxis: linear or log");
    }
    ReferenceSeries series;
    try {
      series = ReferenceSeries.read(path, x);
    } catch (IllegalArgumentException e) {
      throw SpecException.at(item, field, e.getMessage());
    }
    Set<Double> allowed = new TreeSet<>();
    xValues.forEach(v -> allowed.add(((Number) v).doubleValue()));
    series
        .curves()
        .forEach(
            (name, points) ->
                points
                    .keySet()
                    .forEach(
                        at -> {
                          if (!allowed.contains(at)) {
                            throw SpecException.at(
                                item,
                                field,
                                file
                                    + ": series '"
                                    + name
                                    + "' has "
                                    + x
                                    + " = "
                                    + ParameterSet.format(at)
                                    + ", which the figure does not have; allowed: "
                                    + allowed.stream()
                                        .map(ParameterSet::format)
                                        .collect(Collectors.joining(", ")));
                          }
                        }));
    return path.toString();
  }

  @Override
  public List<Path> write(LineSpec figure, OutputContext context) throws IOException {
    Path base = context.resolve(figure.base(context.spec().name()));
    List<Path> paths =
        new ArrayList<>(
            FigureRenderer.write(LineFigures.of(context.plan(), context.summary(), figure), base));
    if (figure.fitLogLog()) {
      paths.add(
          SlopeFits.writeCsv(
              SlopeFits.of(context.plan(), context.summary(), figure),
              base.resolveSibling(base.getFileName() + SlopeFits.CSV_SUFFIX)));
    }
    return paths;
  }

  @Override
  public void appendToReport(
      LineSpec figure, OutputContext context, Path reportDirectory, StringBuilder md) {
    OutputKind.image(
        md,
        figure.title(),
        context.resolve(figure.base(context.spec().name()) + ".png"),
        reportDirectory);
    List<SlopeFits.Fit> slopes = SlopeFits.of(context.plan(), context.summary(), figure);
    if (!slopes.isEmpty()) {
      md.append(SlopeFits.markdown(slopes, figure));
    }
  }
}
