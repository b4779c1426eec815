package org.ldpbench.report.figures.heatmap;

import static org.ldpbench.spec.SpecNodes.integer;
import static org.ldpbench.spec.SpecNodes.keyNode;
import static org.ldpbench.spec.SpecNodes.list;
import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.PlottableFunctions;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.OutputContext;
import org.ldpbench.report.OutputKind;
import org.ldpbench.report.figures.FigureRenderer;
import org.ldpbench.report.figures.HeatMapFigure;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.output.FigureReader;
import org.ldpbench.spec.output.OutputBlock;
import org.ldpbench.spec.output.OutputReader;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads {@code type: heatmap} outputs ({@link HeatMapSpec}): {@code at} must fix every data axis of
 * the sweep (and no budget axis), the data source there must have functions to draw, and the named
 * functions must be among them.
 *
 * <p>It draws {@code type: heatmap} outputs ({@link HeatMaps}): one PNG and SVG per function, from
 * the data source alone; in {@code REPORT.md} a link to each rendered image, or a note that it is
 * not rendered yet.
 */
public final class HeatMapKind implements OutputKind<HeatMapSpec> {

  private static final Set<String> FIELDS =
      OutputReader.withCommonFields("functions", "at", "resolution", "zRange", "xLabel", "yLabel");

  @Override
  public String type() {
    return "heatmap";
  }

  @Override
  public String example() {
    return "{name: out, type: heatmap, functions: [etaPrivate], at: {gamma: 5}}";
  }

  @Override
  public Class<HeatMapSpec> specClass() {
    return HeatMapSpec.class;
  }

  @Override
  public Set<String> fields() {
    return FIELDS;
  }

  @Override
  public HeatMapSpec read(OutputBlock block, FigureReader.Context context) {
    YamlNode.MapNode figure = block.node();
    String f = block.field();
    PlottableFunctions plottable = source(block, context);
    List<String> functions = functions(block, plottable, context);
    int resolution =
        optional(figure, "resolution")
            .map(n -> (int) integer(n, f + ".resolution", 2, 500))
            .orElse(64);
    double[] zRange =
        optional(figure, "zRange")
            .map(n -> FigureReader.range(n, f + ".zRange"))
            .orElse(new double[] {Double.NaN, Double.NaN});
    String title = block.title(null);
    String xLabel = optional(figure, "xLabel").map(n -> string(n, f + ".xLabel")).orElse("x\u2081");
    String yLabel = optional(figure, "yLabel").map(n -> string(n, f + ".yLabel")).orElse("x\u2082");
    return new HeatMapSpec(
        block.name(),
        title,
        block.at(),
        functions,
        resolution,
        zRange[0],
        zRange[1],
        xLabel,
        yLabel);
  }

  /**
   * The data source at the spec's data parameters and the block's {@code at}, which must fix every
   * data axis.
   */
  private static PlottableFunctions source(OutputBlock block, FigureReader.Context context) {
    YamlNode.MapNode figure = block.node();
    String f = block.field();
    Map<String, Object> at = block.at();
    if (at.containsKey(SweepAxis.EPSILON)) {
      throw SpecException.at(
          keyNode(map(figure.entries().get("at"), f + ".at"), SweepAxis.EPSILON),
          f + ".at." + SweepAxis.EPSILON,
          "a heat map draws the data source, which epsilon does not change;"
              + " fix data axes only");
    }
    Map<String, Object> parameters = new LinkedHashMap<>(context.dataParameters());
    for (SweepAxis axis : context.sweep()) {
      if (axis.kind() == SweepAxis.Kind.DATA) {
        if (!at.containsKey(axis.name())) {
          throw SpecException.at(
              figure.entries().getOrDefault("at", figure),
              f + ".at",
              "sweep axis '"
                  + axis.name()
                  + "' changes the data source; fix it, e.g. at: {"
                  + axis.name()
                  + ": "
                  + ParameterSet.format(axis.values().get(0))
                  + "}");
        }
        parameters.put(axis.name(), at.get(axis.name()));
      }
    }
    DataSource source =
        context.factory().create(context.factory().info().parameters().complete(parameters));
    if (!(source instanceof PlottableFunctions plottable)) {
      throw SpecException.at(
          figure.entries().get("type"),
          f + ".type",
          "data source " + context.factory().name() + " has no functions to draw as a heat map");
    }
    return plottable;
  }

  /**
   * {@code functions}: a non-empty list of distinct functions of the source, each claiming its
   * file.
   */
  private static List<String> functions(
      OutputBlock block, PlottableFunctions plottable, FigureReader.Context context) {
    String f = block.field();
    YamlNode functionsNode = required(block.node(), "functions", f);
    List<YamlNode> items = list(functionsNode, f + ".functions").items();
    if (items.isEmpty()) {
      throw SpecException.at(
          functionsNode, f + ".functions", "empty list; give at least one function");
    }
    List<String> functions = new ArrayList<>();
    for (YamlNode item : items) {
      String function = string(item, f + ".functions");
      if (!plottable.functions().containsKey(function)) {
        throw SpecException.at(
            item,
            f + ".functions",
            "'"
                + function
                + "' is not a function of "
                + context.factory().name()
                + "; allowed: "
                + String.join(", ", plottable.functions().keySet()));
      }
      if (functions.contains(function)) {
        throw SpecException.at(item, f + ".functions", "'" + function + "' appears twice");
      }
      functions.add(function);
      block.claimFile(function);
    }
    return functions;
  }

  @Override
  public List<Path> write(HeatMapSpec figure, OutputContext context) throws IOException {
    List<Path> written = new ArrayList<>();
    for (Map.Entry<String, HeatMapFigure> map : HeatMaps.of(context.spec(), figure).entrySet()) {
      written.addAll(
          FigureRenderer.write(
              map.getValue(),
              context.resolve(figure.heatMapBase(context.spec().name(), map.getKey()))));
    }
    return written;
  }

  @Override
  public void appendToReport(
      HeatMapSpec figure, OutputContext context, Path reportDirectory, StringBuilder md) {
    for (String function : figure.functions()) {
      Path image = context.resolve(figure.heatMapBase(context.spec().name(), function) + ".png");
      if (Files.exists(image)) {
        OutputKind.image(
            md,
            figure.title() == null
                ? function
                : figure.functions().size() == 1
                    ? figure.title()
                    : figure.title() + ": " + function,
            image,
            reportDirectory);
      } else {
        md.append("_Heat map of ")
            .append(function)
            .append(" not rendered yet: `ldpbench figures ")
            .append(context.spec().file().replace('\\', '/'))
            .append("`._\n\n");
      }
    }
  }
}
