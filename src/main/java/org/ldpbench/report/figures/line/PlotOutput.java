package org.ldpbench.report.figures.line;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecYaml;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.output.CurvesReader;
import org.ldpbench.spec.output.FigureReader;
import org.ldpbench.spec.output.OutputSpec;
import org.ldpbench.yaml.YamlNode;

/**
 * The line output {@code ldpbench plot} draws: the metric against x, a sweep axis or a grid
 * parameter of the methods (as a spec's figure may put on x), one line per method and value of the
 * other sweep axes that have several (an axis of one value is fixed), on a log x axis if asked. It
 * keeps what the spec's own line figures add: their reference lines (the Bayes accuracy; a
 * reference-series file of a figure over the same x), the labels they draw dashed (a non-private
 * baseline) and the x-axis label of a figure over the same x. It is written as an {@code output:}
 * block and read by the same {@link FigureReader} as the spec's, so it is drawn and checked like
 * one.
 */
public final class PlotOutput {

  private PlotOutput() {}

  /**
   * What {@code plot --x} allows for {@code spec}: its sweep axes, then the grid parameters its
   * methods vary, in order.
   */
  public static List<String> xChoices(ExperimentSpec spec) {
    Set<String> choices = new LinkedHashSet<>();
    spec.sweep().forEach(axis -> choices.add(axis.name()));
    spec.methods().forEach(method -> choices.addAll(method.grid().keySet()));
    return List.copyOf(choices);
  }

  /**
   * The values {@code x} takes in {@code spec}: the sweep axis's, or those of the grid parameter
   * over all methods.
   */
  public static List<Object> xValues(ExperimentSpec spec, String x) {
    Optional<SweepAxis> axis = spec.axis(x);
    if (axis.isPresent()) {
      return axis.get().values();
    }
    List<Object> values = CurvesReader.parameterValues(x, spec.methods());
    if (values == null) {
      throw new IllegalArgumentException(
          x + " is neither a sweep axis nor a grid parameter of " + spec.name());
    }
    return values;
  }

  /**
   * The line output of {@code metric} (one of the spec's) against {@code x} (one of {@link
   * #xChoices}): on a log x axis if {@code logX} (the values must be numbers &gt; 0), else a linear
   * axis for numbers and categories for anything else.
   */
  public static LineSpec of(ExperimentSpec spec, String x, String metric, boolean logX) {
    boolean numeric = xValues(spec, x).stream().allMatch(v -> v instanceof Number);
    AxisScale xAxis = logX ? AxisScale.LOG : numeric ? AxisScale.LINEAR : AxisScale.CATEGORY;
    List<String> references = new ArrayList<>();
    Set<String> dashed = new LinkedHashSet<>();
    String xLabel = null;
    for (OutputSpec output : spec.figures()) {
      if (!(output instanceof LineSpec line)) {
        continue;
      }
      dashed.addAll(line.dashed());
      for (String reference : line.references()) {
        boolean series = reference.endsWith(".csv");
        if ((!series || (line.x().equals(x) && numeric)) && !references.contains(reference)) {
          references.add(reference);
        }
      }
      if (xLabel == null && line.x().equals(x) && !line.xLabel().equals(x)) {
        xLabel = line.xLabel();
      }
    }
    StringBuilder yaml =
        new StringBuilder("output:\n  figure:\n    type: line\n")
            .append("    x: ")
            .append(quoted(x))
            .append('\n')
            .append("    y: ")
            .append(quoted(metric))
            .append('\n')
            .append("    xAxis: ")
            .append(xAxis.keyword())
            .append('\n')
            .append("    title: ")
            .append(quoted(spec.title()))
            .append('\n');
    if (xLabel != null) {
      yaml.append("    xLabel: ").append(quoted(xLabel)).append('\n');
    }
    // an axis of one value splits nothing: it is fixed (and named in the caption), not in every
    // legend entry
    List<String> fixed = new ArrayList<>();
    for (SweepAxis axis : spec.sweep()) {
      if (!axis.name().equals(x) && axis.values().size() == 1) {
        Object value = axis.values().get(0);
        fixed.add(
            quoted(axis.name())
                + ": "
                + (value instanceof Number
                    ? ParameterSet.format(value)
                    : quoted(ParameterSet.format(value))));
      }
    }
    if (!fixed.isEmpty()) {
      yaml.append("    at: {").append(String.join(", ", fixed)).append("}\n");
    }
    list(yaml, "references", references);
    list(yaml, "dashed", new ArrayList<>(dashed));
    Path file = Path.of(spec.file());
    FigureReader.Context context =
        new FigureReader.Context(
            spec.title(),
            metric,
            spec.sweep(),
            spec.methods(),
            spec.dataFactory(),
            spec.dataParameters(),
            file.getParent() == null ? Path.of(".") : file.getParent());
    YamlNode.MapNode root =
        (YamlNode.MapNode) SpecYaml.read(yaml.toString(), spec.file() + " (plot options)");
    return (LineSpec) FigureReader.read(root.entries().get("output"), context).get(0);
  }

  private static void list(StringBuilder yaml, String field, List<String> items) {
    if (items.isEmpty()) {
      return;
    }
    yaml.append("    ").append(field).append(":\n");
    items.forEach(item -> yaml.append("      - ").append(quoted(item)).append('\n'));
  }

  private static String quoted(String text) {
    return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }
}
