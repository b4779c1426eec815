package org.ldpbench.spec.claim;

import static org.ldpbench.spec.SpecNodes.keyNode;
import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.nonEmptyList;
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
import java.util.Set;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.yaml.YamlNode;

/**
 * One {@code claims[i]} entry with what every claim shares, already checked (its text, check and
 * labels), and the field rules that several kinds of claim apply, each with its one-line message.
 *
 * @param node the entry
 * @param field where it is, for messages ({@code claims[2]})
 * @param check the check's name
 * @param text the claim in words
 * @param subjects the labels of {@code methods} (empty: all)
 * @param over the labels of {@code over}
 * @param meta the quote, its location, the role and the effect
 */
public record ClaimBlock(
    YamlNode.MapNode node,
    String field,
    String check,
    String text,
    List<String> subjects,
    List<String> over,
    ClaimMeta meta) {

  /** True if the entry has {@code key}. */
  public boolean has(String key) {
    return node.entries().containsKey(key);
  }

  /** Throws at {@code key}, if present, with {@code message}. */
  public void reject(String key, String message) {
    if (has(key)) {
      throw SpecException.at(node.entries().get(key), field + "." + key, message);
    }
  }

  /** Only {@code slope} takes {@code figure} and {@code expected}. */
  public void rejectSlopeFields() {
    for (String key : List.of("figure", "expected")) {
      reject(key, "only check 'slope' takes '" + key + "'");
    }
  }

  /** Only the shape checks take {@code parameter} and {@code sides}. */
  public void rejectShapeFields() {
    for (String key : List.of("parameter", "sides")) {
      reject(
          key,
          "only checks 'peaked', 'optimum-increasing' and 'optimum-decreasing' take '" + key + "'");
    }
  }

  /**
   * Only {@code increasing} and {@code decreasing} take {@code along} as a sweep axis to step
   * along.
   */
  public void rejectAlong() {
    reject("along", "only checks 'increasing' and 'decreasing' take 'along'");
  }

  /** {@code steps}, for checks that do not take it. */
  public void rejectSteps() {
    reject("steps", "only checks 'optimum-increasing' and 'optimum-decreasing' take 'steps'");
  }

  /** {@code over}, for checks that compare no labels. */
  public void rejectOver() {
    reject(
        "over", "check '" + check + "' compares no labels; 'over' is for 'dominates' and 'within'");
  }

  /** Shape claims compare no labels (a non-empty {@code over}) and take no tolerance. */
  public void rejectLabelsAndTolerance() {
    if (!over.isEmpty()) {
      rejectOver();
    }
    reject("tolerance", "check '" + check + "' takes no tolerance");
  }

  /** Throws if {@code at} fixes the axis {@code along} that the check varies, at {@code where}. */
  public void rejectFixedAlong(Map<String, Object> at, String along, YamlNode where) {
    if (at.containsKey(along)) {
      throw SpecException.at(
          where,
          field + ".at." + along,
          "check '" + check + "' varies '" + along + "'; 'at' can only fix the other sweep axes");
    }
  }

  /** Checks that compare labels need {@code over}. */
  public void requireOver() {
    if (over.isEmpty()) {
      throw SpecException.at(
          node, field + ".over", "check '" + check + "' needs the labels to compare with");
    }
  }

  /** {@code tolerance} ≥ 0: required, or 0 when not given. */
  public double tolerance(boolean isRequired) {
    YamlNode toleranceNode =
        isRequired ? required(node, "tolerance", field) : node.entries().get("tolerance");
    if (toleranceNode == null) {
      return 0.0;
    }
    double tolerance = number(toleranceNode, field + ".tolerance");
    if (tolerance < 0) {
      throw SpecException.at(toleranceNode, field + ".tolerance", "must be >= 0");
    }
    return tolerance;
  }

  /** {@code steps}: {@code each} (default) or {@code ends}; true for ends. */
  public boolean endsOnly() {
    return optional(node, "steps")
        .map(n -> oneOf(n, field + ".steps", "each", "ends"))
        .orElse("each")
        .equals("ends");
  }

  /** {@code along}, required, naming a sweep axis. */
  public String alongSweepAxis(List<SweepAxis> sweep) {
    YamlNode alongNode = required(node, "along", field);
    String along = string(alongNode, field + ".along");
    if (sweep.stream().noneMatch(a -> a.name().equals(along))) {
      throw SpecException.at(alongNode, field + ".along", "'" + along + "' is not a sweep axis");
    }
    return along;
  }

  /** The fixed sweep coordinates of {@code at}, each matched to the axis' own value. */
  public Map<String, Object> at(List<SweepAxis> sweep) {
    return coordinates(sweep, "at");
  }

  /**
   * The sweep coordinates under {@code key} ({@code at}, {@code otherAt}), each a value of its axis
   * or a list of values (any of them: {@code epsilon: [0.5, 1]}).
   */
  public Map<String, Object> coordinates(List<SweepAxis> sweep, String key) {
    Map<String, Object> at = new LinkedHashMap<>();
    optional(node, key)
        .ifPresent(
            atNode -> {
              YamlNode.MapNode atMap = map(atNode, field + "." + key);
              atMap
                  .entries()
                  .forEach(
                      (axisName, valueNode) -> {
                        SweepAxis axis =
                            sweep.stream()
                                .filter(a -> a.name().equals(axisName))
                                .findFirst()
                                .orElseThrow(
                                    () ->
                                        SpecException.at(
                                            keyNode(atMap, axisName),
                                            field + "." + key + "." + axisName,
                                            "not a sweep axis"));
                        if (valueNode instanceof YamlNode.ListNode list) {
                          List<Object> matches = new ArrayList<>();
                          for (YamlNode item :
                              nonEmptyList(list, field + "." + key + "." + axisName)) {
                            Object match = axisValue(axis, item, key, axisName);
                            if (matches.contains(match)) {
                              throw SpecException.at(
                                  item,
                                  field + "." + key + "." + axisName,
                                  "'" + ParameterSet.format(match) + "' is listed twice");
                            }
                            matches.add(match);
                          }
                          at.put(axisName, List.copyOf(matches));
                        } else {
                          at.put(axisName, axisValue(axis, valueNode, key, axisName));
                        }
                      });
            });
    return at;
  }

  /** The value of {@code axis} that {@code valueNode} names. */
  private Object axisValue(SweepAxis axis, YamlNode valueNode, String key, String axisName) {
    Object value = scalar(valueNode, field + "." + key + "." + axisName);
    return axis.values().stream()
        .filter(
            v ->
                (v instanceof Number x && value instanceof Number y)
                    ? x.doubleValue() == y.doubleValue()
                    : v.equals(value))
        .findFirst()
        .orElseThrow(
            () ->
                SpecException.at(
                    valueNode,
                    field + "." + key + "." + axisName,
                    "'"
                        + value
                        + "' is not a value of the sweep axis; allowed: "
                        + String.join(
                            ", ", axis.values().stream().map(ParameterSet::format).toList())));
  }

  /** The methods the claim is about: its subjects, or every method. */
  public List<MethodSpec> about(List<MethodSpec> methods) {
    return methods.stream()
        .filter(m -> subjects.isEmpty() || subjects.contains(m.label()))
        .toList();
  }

  /**
   * Checks that {@code name} (read at {@code at}, field {@code key}) is a numeric grid parameter
   * with at least {@code minValues} values in every method of {@code methods}.
   */
  public void gridParameter(
      YamlNode at, String key, String name, List<MethodSpec> methods, int minValues) {
    for (MethodSpec method : methods) {
      List<Object> values = method.grid().get(name);
      if (values == null) {
        throw SpecException.at(
            at,
            field + "." + key,
            "'"
                + name
                + "' is not a grid parameter of "
                + method.label()
                + "; its grid has "
                + (method.grid().isEmpty()
                    ? "no parameters"
                    : String.join(
                        ", ", Set.copyOf(method.grid().keySet()).stream().sorted().toList())));
      }
      if (values.size() < minValues || !values.stream().allMatch(v -> v instanceof Number)) {
        throw SpecException.at(
            at,
            field + "." + key,
            "'"
                + name
                + "' of "
                + method.label()
                + " needs at least "
                + minValues
                + " numeric values in the grid, has "
                + values.stream().map(ParameterSet::format).toList());
      }
    }
  }
}
