package org.ldpbench.spec.output;

import static org.ldpbench.spec.SpecNodes.keyNode;
import static org.ldpbench.spec.SpecNodes.list;
import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.oneOf;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads what line charts and tables share ({@link CurvesSpec}): x (a sweep axis or a grid
 * parameter) and its values, {@code y}, {@code errorBars}, {@code columnGroups} (tables) and the
 * {@code series} axes, checking that every sweep axis ends up as x, a series axis, a column group
 * or fixed by {@code at}; and {@code value} ({@code metric} or {@code seconds}).
 */
public final class CurvesReader {

  private static final String METHOD = "method";

  /**
   * The shared fields of one output.
   *
   * @param x the x axis or grid parameter
   * @param xIsParameter true if x is a grid parameter
   * @param xValues its values (sweep order, or ascending parameter values)
   * @param errorBars what the bars show
   * @param columnGroups the sweep axis grouping a table's columns, or null
   * @param series the sweep axes that split curves
   */
  public record Axes(
      String x,
      boolean xIsParameter,
      List<Object> xValues,
      ErrorBars errorBars,
      String columnGroups,
      List<String> series) {}

  private CurvesReader() {}

  /** Reads x, y, errorBars, columnGroups and series of {@code block}. */
  public static Axes read(OutputBlock block, FigureReader.Context context) {
    YamlNode.MapNode figure = block.node();
    String f = block.field();
    Map<String, Object> at = block.at();
    YamlNode xNode = required(figure, "x", f);
    String x = string(xNode, f + ".x");
    Optional<SweepAxis> sweepX = FigureReader.axis(context.sweep(), x);
    List<Object> xValues =
        sweepX.isPresent() ? sweepX.get().values() : parameterValues(x, context.methods());
    if (xValues == null) {
      Set<String> allowed = new LinkedHashSet<>();
      context.sweep().forEach(a -> allowed.add(a.name()));
      context.methods().forEach(m -> allowed.addAll(m.grid().keySet()));
      throw SpecException.at(
          xNode,
          f + ".x",
          "'"
              + x
              + "' is neither a sweep axis nor a grid parameter of"
              + " the methods; allowed: "
              + String.join(", ", allowed));
    }
    if (at.containsKey(x)) {
      throw SpecException.at(
          keyNode(map(figure.entries().get("at"), f + ".at"), x),
          f + ".at." + x,
          "'" + x + "' is the x axis; it cannot also be fixed");
    }
    optional(figure, "y").ifPresent(n -> oneOf(n, f + ".y", context.metric()));
    ErrorBars errorBars =
        optional(figure, "errorBars")
            .map(n -> oneOf(n, f + ".errorBars", ErrorBars.class))
            .orElse(ErrorBars.SE);
    String columnGroups = columnGroups(block, x, context.sweep());
    List<String> series = series(figure, f, x, at, columnGroups, context.sweep());
    return new Axes(x, sweepX.isEmpty(), xValues, errorBars, columnGroups, series);
  }

  /** {@code value}: {@code metric} (default) or {@code seconds}. */
  public static PlottedValue value(OutputBlock block) {
    return optional(block.node(), "value")
        .map(n -> oneOf(n, block.field() + ".value", PlottedValue.class))
        .orElse(PlottedValue.METRIC);
  }

  /** The labels of the spec's methods, for {@code dashed} and {@code unranked}. */
  public static Set<String> labels(FigureReader.Context context) {
    Set<String> labels = new LinkedHashSet<>();
    context.methods().forEach(m -> labels.add(m.label()));
    return labels;
  }

  private static String columnGroups(OutputBlock block, String x, List<SweepAxis> sweep) {
    Optional<YamlNode> groupsNode = optional(block.node(), "columnGroups");
    if (groupsNode.isEmpty()) {
      return null;
    }
    String f = block.field();
    String group = string(groupsNode.get(), f + ".columnGroups");
    if (FigureReader.axis(sweep, group).isEmpty()) {
      throw SpecException.at(
          groupsNode.get(),
          f + ".columnGroups",
          "'"
              + group
              + "' is not a sweep axis; allowed: "
              + String.join(", ", FigureReader.axisNames(sweep)));
    }
    if (group.equals(x) || block.at().containsKey(group)) {
      throw SpecException.at(
          groupsNode.get(),
          f + ".columnGroups",
          "'"
              + group
              + "' is "
              + (group.equals(x) ? "the x axis" : "fixed by at")
              + "; choose another sweep axis");
    }
    return group;
  }

  /**
   * The axes that split curves: {@code series} as given (which must name {@code method} and may
   * name sweep axes), or by default every sweep axis that is not x, fixed or a column group. Either
   * way every sweep axis ends up as x, a series axis, a column group or fixed.
   */
  private static List<String> series(
      YamlNode.MapNode figure,
      String f,
      String x,
      Map<String, Object> at,
      String columnGroups,
      List<SweepAxis> sweep) {
    Optional<YamlNode> node = optional(figure, "series");
    if (node.isEmpty()) {
      List<String> split = new ArrayList<>();
      for (SweepAxis axis : sweep) {
        String a = axis.name();
        if (!a.equals(x) && !at.containsKey(a) && !a.equals(columnGroups)) {
          split.add(a);
        }
      }
      return split;
    }
    String field = f + ".series";
    List<String> split = new ArrayList<>();
    boolean method = false;
    Set<String> seen = new HashSet<>();
    for (YamlNode item : list(node.get(), field).items()) {
      String entry = string(item, field);
      if (!seen.add(entry)) {
        throw SpecException.at(item, field, "'" + entry + "' appears twice");
      }
      if (entry.equals(METHOD)) {
        method = true;
        continue;
      }
      checkSeriesAxis(item, field, entry, x, at, columnGroups, sweep);
      split.add(entry);
    }
    if (!method) {
      throw SpecException.at(
          node.get(),
          field,
          "curves are always split by method; start the list with"
              + " method, e.g. series: [method"
              + (split.isEmpty() ? "" : ", " + split.get(0))
              + "]");
    }
    for (SweepAxis axis : sweep) {
      String a = axis.name();
      if (!a.equals(x) && !at.containsKey(a) && !a.equals(columnGroups) && !split.contains(a)) {
        throw SpecException.at(
            node.get(),
            field,
            "sweep axis '"
                + a
                + "' is neither x, in series nor"
                + " fixed; add it to series or fix it, e.g. at: {"
                + a
                + ": "
                + ParameterSet.format(axis.values().get(0))
                + "}");
      }
    }
    return split;
  }

  private static void checkSeriesAxis(
      YamlNode item,
      String field,
      String entry,
      String x,
      Map<String, Object> at,
      String columnGroups,
      List<SweepAxis> sweep) {
    if (FigureReader.axis(sweep, entry).isEmpty()) {
      List<String> allowed = new ArrayList<>(List.of(METHOD));
      allowed.addAll(FigureReader.axisNames(sweep));
      throw SpecException.at(
          item,
          field,
          "'" + entry + "' is not a sweep axis; allowed: " + String.join(", ", allowed));
    }
    if (entry.equals(x) || at.containsKey(entry) || entry.equals(columnGroups)) {
      throw SpecException.at(
          item,
          field,
          "'"
              + entry
              + "' is "
              + (entry.equals(x)
                  ? "the x axis"
                  : at.containsKey(entry) ? "fixed by at" : "the column groups")
              + "; it cannot also split curves");
    }
  }

  /**
   * The values a grid parameter takes over all methods that have it (their grid, fixed value or
   * default), numbers ascending; null if no method varies it in its grid.
   */
  public static List<Object> parameterValues(String parameter, List<MethodSpec> methods) {
    if (methods.stream().noneMatch(m -> m.grid().containsKey(parameter))) {
      return null;
    }
    Map<String, Object> byText = new LinkedHashMap<>();
    for (MethodSpec method : methods) {
      Optional<ParameterSpec> spec = method.method().info().parameters().find(parameter);
      if (spec.isEmpty()) {
        continue;
      }
      List<Object> values =
          method.grid().containsKey(parameter)
              ? method.grid().get(parameter)
              : method.fixed().containsKey(parameter)
                  ? List.of(method.fixed().get(parameter))
                  : spec.get().defaultValue() == null
                      ? List.of()
                      : List.of(spec.get().defaultValue());
      values.forEach(v -> byText.putIfAbsent(ParameterSet.format(v), v));
    }
    List<Object> values = new ArrayList<>(byText.values());
    if (values.stream().allMatch(v -> v instanceof Number)) {
      values.sort(Comparator.comparingDouble(v -> ((Number) v).doubleValue()));
    }
    return values;
  }
}
