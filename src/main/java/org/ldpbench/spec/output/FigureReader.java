package org.ldpbench.spec.output;

import static org.ldpbench.spec.SpecNodes.checkKeys;
import static org.ldpbench.spec.SpecNodes.keyNode;
import static org.ldpbench.spec.SpecNodes.list;
import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.number;
import static org.ldpbench.spec.SpecNodes.oneOf;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.scalar;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SpecKinds;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads a spec's {@code output:} block, a single {@code figure} and/or a list of {@code figures},
 * into {@link OutputSpec}s. It checks what every output shares (its kind, allowed fields, name and
 * {@code at}) and hands the rest to the {@link OutputReader} of its {@code type} (one of {@link
 * SpecKinds#outputs()}, the first when there is no {@code type}).
 */
public final class FigureReader {

  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]+");

  /** What the figures of one spec are drawn from. */
  public record Context(
      String specTitle,
      String metric,
      List<SweepAxis> sweep,
      List<MethodSpec> methods,
      DataSourceFactory factory,
      Map<String, Object> dataParameters,
      java.nio.file.Path baseDirectory) {}

  private FigureReader() {}

  /** Every output of the spec, {@code figure} first, then {@code figures} in order. */
  public static List<OutputSpec> read(YamlNode node, Context context) {
    YamlNode.MapNode output = map(node, "output");
    checkKeys(output, "output", Set.of("figure", "figures"));
    if (output.entries().isEmpty()) {
      throw SpecException.at(output, "output", "give a figure or a list of figures");
    }
    List<OutputSpec> figures = new ArrayList<>();
    Map<String, YamlNode> files = new LinkedHashMap<>();
    optional(output, "figure")
        .ifPresent(n -> figures.add(figure(n, "output.figure", false, context, files)));
    optional(output, "figures")
        .ifPresent(
            n -> {
              List<YamlNode> items = list(n, "output.figures").items();
              if (items.isEmpty()) {
                throw SpecException.at(n, "output.figures", "empty list; give at least one figure");
              }
              for (int i = 0; i < items.size(); i++) {
                figures.add(
                    figure(items.get(i), "output.figures[" + i + "]", true, context, files));
              }
            });
    return figures;
  }

  private static OutputSpec figure(
      YamlNode node, String f, boolean nameRequired, Context context, Map<String, YamlNode> files) {
    YamlNode.MapNode figure = map(node, f);
    Optional<YamlNode> typeNode = optional(figure, "type");
    List<? extends OutputReader<?>> kinds = SpecKinds.standard().outputs();
    OutputReader<?> kind =
        typeNode.isEmpty()
            ? kinds.get(0)
            : byType(
                kinds,
                oneOf(
                    typeNode.get(),
                    f + ".type",
                    kinds.stream().map(OutputReader::type).toArray(String[]::new)));
    checkKeys(figure, f, kind.fields());
    if (nameRequired) {
      required(figure, "name", f);
    }
    String name = null;
    Optional<YamlNode> nameNode = optional(figure, "name");
    if (nameNode.isPresent()) {
      name = string(nameNode.get(), f + ".name");
      if (!NAME.matcher(name).matches()) {
        throw SpecException.at(
            nameNode.get(),
            f + ".name",
            "'"
                + name
                + "' is not allowed; use letters, digits, '.', '_' and '-' (it becomes part of a file name)");
      }
    }
    Map<String, Object> at = at(figure, f, context.sweep());
    return kind.read(new OutputBlock(figure, f, name, at, nameNode.orElse(figure), files), context);
  }

  private static OutputReader<?> byType(List<? extends OutputReader<?>> kinds, String type) {
    return kinds.stream().filter(k -> k.type().equals(type)).findFirst().orElseThrow();
  }

  /** The {@code at} block: sweep axes with one of their values each. */
  private static Map<String, Object> at(YamlNode.MapNode figure, String f, List<SweepAxis> sweep) {
    Map<String, Object> at = new LinkedHashMap<>();
    optional(figure, "at")
        .ifPresent(
            atNode -> {
              YamlNode.MapNode atMap = map(atNode, f + ".at");
              atMap
                  .entries()
                  .forEach(
                      (axisName, valueNode) -> {
                        String field = f + ".at." + axisName;
                        SweepAxis axis =
                            axis(sweep, axisName)
                                .orElseThrow(
                                    () ->
                                        SpecException.at(
                                            keyNode(atMap, axisName),
                                            field,
                                            "not a sweep axis; allowed: "
                                                + String.join(", ", axisNames(sweep))));
                        Object value = scalar(valueNode, field);
                        Object match =
                            axis.values().stream()
                                .filter(v -> sameValue(v, value))
                                .findFirst()
                                .orElseThrow(
                                    () ->
                                        SpecException.at(
                                            valueNode,
                                            field,
                                            "'"
                                                + ParameterSet.format(value)
                                                + "' is not a value of the sweep axis; allowed: "
                                                + String.join(
                                                    ", ",
                                                    axis.values().stream()
                                                        .map(ParameterSet::format)
                                                        .toList())));
                        at.put(axisName, match);
                      });
            });
    return at;
  }

  /** A {@code [lower, upper]} pair with lower &lt; upper ({@code yRange}, {@code zRange}). */
  public static double[] range(YamlNode node, String field) {
    List<YamlNode> bounds = list(node, field).items();
    if (bounds.size() != 2) {
      throw SpecException.at(node, field, "give [lower, upper]");
    }
    double lower = number(bounds.get(0), field);
    double upper = number(bounds.get(1), field);
    if (!(lower < upper)) {
      throw SpecException.at(node, field, "lower must be below upper");
    }
    return new double[] {lower, upper};
  }

  static Optional<SweepAxis> axis(List<SweepAxis> sweep, String name) {
    return sweep.stream().filter(a -> a.name().equals(name)).findFirst();
  }

  static List<String> axisNames(List<SweepAxis> sweep) {
    return sweep.stream().map(SweepAxis::name).toList();
  }

  private static boolean sameValue(Object a, Object b) {
    return (a instanceof Number x && b instanceof Number y)
        ? x.doubleValue() == y.doubleValue()
        : ParameterSet.format(a).equals(ParameterSet.format(b));
  }
}
