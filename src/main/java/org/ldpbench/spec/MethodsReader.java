package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.checkKeys;
import static org.ldpbench.spec.SpecNodes.coerce;
import static org.ldpbench.spec.SpecNodes.distinct;
import static org.ldpbench.spec.SpecNodes.expandRanges;
import static org.ldpbench.spec.SpecNodes.keyNode;
import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.nonEmptyList;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.scalar;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.ldpbench.CloseNames;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Method;
import org.ldpbench.method.Methods;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads a spec's {@code methods:} list: each entry names a known method, an optional unique label,
 * fixed {@code params} and a {@code grid} of values to try, checked against the method's declared
 * parameters. Private methods are rejected when the sweep has no {@code epsilon} axis, since they
 * would have no budget, and methods that need δ &gt; 0 when the spec leaves δ = 0 anywhere.
 */
final class MethodsReader {

  private MethodsReader() {}

  static List<MethodSpec> read(
      YamlNode node,
      boolean hasBudget,
      DeltaSupply delta,
      DataSourceFactory data,
      Methods registry) {
    List<YamlNode> items = nonEmptyList(node, "methods");
    List<MethodSpec> methods = new ArrayList<>();
    Set<String> labels = new HashSet<>();
    for (int i = 0; i < items.size(); i++) {
      String field = "methods[" + i + "]";
      YamlNode item = items.get(i);
      YamlNode.MapNode entry;
      if (item instanceof YamlNode.Scalar) {
        entry =
            new YamlNode.MapNode(
                Map.of("name", item), Map.of("name", item.location()), item.location());
      } else {
        entry = map(item, field);
      }
      checkKeys(entry, field, Set.of("name", "label", "params", "grid", "profiles"));
      YamlNode nameNode = required(entry, "name", field);
      String methodName = string(nameNode, field + ".name");
      Method method =
          registry
              .method(methodName)
              .orElseThrow(
                  () ->
                      SpecException.at(
                          nameNode,
                          field + ".name",
                          "unknown method '"
                              + methodName
                              + "';"
                              + CloseNames.suggestion(methodName, registry.methods().keySet())
                              + " known: "
                              + String.join(", ", registry.methods().keySet())));
      String label =
          optional(entry, "label").map(n -> string(n, field + ".label")).orElse(methodName);
      if (!labels.add(label)) {
        throw SpecException.at(
            entry,
            field + ".label",
            "label '"
                + label
                + "' is used twice; give each entry of the same method its own label");
      }
      if (!hasBudget && method.info().privacyModel() != PrivacyModel.NONE) {
        throw SpecException.at(
            nameNode,
            field + ".name",
            methodName
                + " is private and needs a budget; "
                + "add a sweep axis 'epsilon' (e.g. sweep: {epsilon: [1]})");
      }
      if (method.info().privacyModel() != PrivacyModel.NONE
          && method.info().usesDelta()
          && delta.zeroWhere() != null) {
        throw SpecException.at(
            nameNode,
            field + ".name",
            methodName
                + " is (epsilon, delta)-DP and needs "
                + "delta > 0, but "
                + delta.zeroWhere()
                + "; "
                + DeltaSupply.HOW);
      }
      if (method.info().task() != data.info().task()) {
        throw SpecException.at(
            nameNode,
            field + ".name",
            methodName
                + " is a "
                + method.info().task().name().toLowerCase(Locale.ROOT)
                + " method, but "
                + data.name()
                + " has "
                + (data.info().task() == TaskType.CLASSIFICATION
                    ? "class labels"
                    : "real-valued targets"));
      }
      MethodSpec.GridProfile own = grid(entry, field, method, methodName);
      Map<String, MethodSpec.GridProfile> profiles = new LinkedHashMap<>();
      optional(entry, "profiles")
          .ifPresent(
              profilesNode -> {
                YamlNode.MapNode byName = map(profilesNode, field + ".profiles");
                byName
                    .entries()
                    .forEach(
                        (profileName, profileNode) -> {
                          String profileField = field + ".profiles." + profileName;
                          YamlNode.MapNode profile = map(profileNode, profileField);
                          checkKeys(profile, profileField, Set.of("params", "grid"));
                          profiles.put(
                              profileName, grid(profile, profileField, method, methodName));
                        });
              });
      MethodSpec spec = new MethodSpec(label, method, own.fixed(), own.grid(), profiles);
      methods.add(spec);
    }
    return methods;
  }

  /**
   * The {@code params} and {@code grid} of {@code owner} (a method entry or one of its profiles),
   * validated.
   */
  private static MethodSpec.GridProfile grid(
      YamlNode.MapNode owner, String field, Method method, String methodName) {
    Map<String, Object> fixed = new LinkedHashMap<>();
    optional(owner, "params")
        .ifPresent(
            paramsNode -> {
              YamlNode.MapNode params = map(paramsNode, field + ".params");
              params
                  .entries()
                  .forEach(
                      (key, valueNode) -> {
                        String paramField = field + ".params." + key;
                        ParameterSpec spec = methodParameter(method, params, key, paramField);
                        fixed.put(
                            key,
                            coerce(spec, scalar(valueNode, paramField), paramField, valueNode));
                      });
            });
    Map<String, List<Object>> grid = new LinkedHashMap<>();
    optional(owner, "grid")
        .ifPresent(
            gridNode -> {
              YamlNode.MapNode gridMap = map(gridNode, field + ".grid");
              gridMap
                  .entries()
                  .forEach(
                      (key, valuesNode) -> {
                        String gridField = field + ".grid." + key;
                        ParameterSpec spec = methodParameter(method, gridMap, key, gridField);
                        if (fixed.containsKey(key)) {
                          throw SpecException.at(
                              keyNode(gridMap, key),
                              gridField,
                              "'" + key + "' is in params too; give it in one place");
                        }
                        List<Object> values = new ArrayList<>();
                        for (YamlNode valueNode :
                            expandRanges(nonEmptyList(valuesNode, gridField), gridField)) {
                          values.add(
                              coerce(spec, scalar(valueNode, gridField), gridField, valueNode));
                        }
                        grid.put(key, distinct(values, valuesNode, gridField));
                      });
            });
    for (ParameterSpec parameter : method.info().parameters().specs()) {
      if (parameter.required()
          && !fixed.containsKey(parameter.name())
          && !grid.containsKey(parameter.name())) {
        throw SpecException.at(
            owner,
            field,
            methodName
                + " needs '"
                + parameter.name()
                + "' ("
                + parameter.type().describe()
                + "); give it in params or grid");
      }
    }
    return new MethodSpec.GridProfile(fixed, grid);
  }

  private static ParameterSpec methodParameter(
      Method method, YamlNode.MapNode owner, String key, String field) {
    return method
        .info()
        .parameters()
        .find(key)
        .orElseThrow(
            () ->
                SpecException.at(
                    keyNode(owner, key),
                    field,
                    "unknown parameter of "
                        + method.name()
                        + "; allowed: "
                        + String.join(", ", method.info().parameters().names())));
  }
}
