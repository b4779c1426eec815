package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.coerce;
import static org.ldpbench.spec.SpecNodes.distinct;
import static org.ldpbench.spec.SpecNodes.expandRanges;
import static org.ldpbench.spec.SpecNodes.keyNode;
import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.nonEmptyList;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.scalar;
import static org.ldpbench.spec.SpecNodes.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads a spec's {@code sweep:} block into its axes: {@code epsilon} (privacy budgets) and data
 * parameters of the data source, each a non-empty list of distinct values. Also checks that the
 * fixed data parameters and the sweep axes together give the data source everything it needs, so a
 * missing parameter is reported before anything runs.
 */
final class SweepReader {

  private SweepReader() {}

  static List<SweepAxis> read(
      YamlNode.MapNode root, DataSourceFactory factory, Map<String, Object> dataParams) {
    List<SweepAxis> axes = new ArrayList<>();
    Optional<YamlNode> sweepNode = optional(root, "sweep");
    if (sweepNode.isEmpty()) {
      return axes;
    }
    YamlNode.MapNode sweep = map(sweepNode.get(), "sweep");
    for (Map.Entry<String, YamlNode> entry : sweep.entries().entrySet()) {
      String axis = entry.getKey();
      String field = "sweep." + axis;
      List<YamlNode> items = nonEmptyList(entry.getValue(), field);
      List<Object> values = new ArrayList<>();
      if (axis.equals(SweepAxis.EPSILON)) {
        for (YamlNode item : expandRanges(items, field)) {
          Object raw = scalar(item, field);
          if (!(raw instanceof Number number)) {
            throw SpecException.at(
                item,
                field,
                "'" + text(item) + "' is not a number; epsilon must be finite and > 0");
          }
          try {
            values.add(PrivacyBudget.validateEpsilon(number.doubleValue()));
          } catch (IllegalArgumentException e) {
            throw SpecException.at(item, field, e.getMessage());
          }
          if (!EpsilonRange.contains(number.doubleValue())) {
            throw SpecException.at(
                item,
                field,
                "'"
                    + text(item)
                    + "' is not allowed; epsilon must be in "
                    + EpsilonRange.TEXT
                    + " (ε = 1000 already stands for non-private)");
          }
        }
        axes.add(
            new SweepAxis(axis, SweepAxis.Kind.EPSILON, distinct(values, entry.getValue(), field)));
      } else if (axis.equals(SweepAxis.DELTA)) {
        for (YamlNode item : items) {
          values.add(delta(item, field));
        }
        axes.add(
            new SweepAxis(axis, SweepAxis.Kind.DELTA, distinct(values, entry.getValue(), field)));
      } else {
        ParameterSpec spec =
            factory
                .info()
                .parameters()
                .find(axis)
                .orElseThrow(
                    () ->
                        SpecException.at(
                            keyNode(sweep, axis),
                            field,
                            "unknown sweep axis; allowed: epsilon, delta, "
                                + String.join(", ", factory.info().parameters().names())));
        if (dataParams.containsKey(axis)) {
          throw SpecException.at(
              keyNode(sweep, axis),
              field,
              "'" + axis + "' is set in data.params too; give it in one place");
        }
        for (YamlNode item : expandRanges(items, field)) {
          values.add(coerce(spec, scalar(item, field), field, item));
        }
        axes.add(
            new SweepAxis(axis, SweepAxis.Kind.DATA, distinct(values, entry.getValue(), field)));
      }
    }
    return axes;
  }

  /** A δ value: a number in [0, 1). */
  static double delta(YamlNode item, String field) {
    Object raw = scalar(item, field);
    if (!(raw instanceof Number number)
        || !(number.doubleValue() >= 0 && number.doubleValue() < 1)) {
      throw SpecException.at(
          item, field, "'" + text(item) + "' is not allowed; delta must be a number in [0, 1)");
    }
    return number.doubleValue();
  }

  static void checkDataComplete(
      YamlNode.MapNode root,
      DataSourceFactory factory,
      Map<String, Object> fixed,
      List<SweepAxis> sweep) {
    Map<String, Object> probe = SweepPoint.first(sweep).dataParameters(fixed);
    try {
      factory.info().parameters().complete(probe);
    } catch (IllegalArgumentException e) {
      throw SpecException.at(
          root.entries().get("data"),
          "data.params",
          e.getMessage() + " (give it in data.params or as a sweep axis)");
    }
  }
}
