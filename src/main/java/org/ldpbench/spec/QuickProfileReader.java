package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.checkKeys;
import static org.ldpbench.spec.SpecNodes.integer;
import static org.ldpbench.spec.SpecNodes.keyNode;
import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.nonEmptyList;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.scalar;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads a spec's {@code quick:} block, the quick profile ({@link QuickProfile}: fewer replications
 * and a subset of each sweep axis's values), checking every value it keeps against the sweep.
 */
final class QuickProfileReader {

  private QuickProfileReader() {}

  /**
   * {@code quick}: {@code replications}, 1 … {@code replications} (default min(10, {@code
   * replications})), and {@code sweep}, per sweep axis a non-empty list of distinct values of that
   * axis to keep.
   */
  static QuickProfile read(YamlNode.MapNode root, int replications, List<SweepAxis> sweep) {
    Optional<YamlNode> quick = optional(root, "quick");
    if (quick.isEmpty()) {
      return QuickProfile.replications(Math.min(replications, 10));
    }
    YamlNode.MapNode quickMap = map(quick.get(), "quick");
    checkKeys(quickMap, "quick", Set.of("replications", "sweep"));
    int quickReplications =
        optional(quickMap, "replications")
            .map(n -> (int) integer(n, "quick.replications", 1, replications))
            .orElse(Math.min(replications, 10));
    Map<String, List<String>> kept = new LinkedHashMap<>();
    optional(quickMap, "sweep")
        .ifPresent(
            node -> {
              YamlNode.MapNode axes = map(node, "quick.sweep");
              axes.entries()
                  .forEach(
                      (name, valuesNode) -> {
                        String field = "quick.sweep." + name;
                        SweepAxis axis =
                            sweep.stream()
                                .filter(a -> a.name().equals(name))
                                .findFirst()
                                .orElseThrow(
                                    () ->
                                        SpecException.at(
                                            keyNode(axes, name),
                                            field,
                                            "not a sweep axis; allowed: "
                                                + (sweep.isEmpty()
                                                    ? "none (the spec has no sweep)"
                                                    : String.join(
                                                        ", ",
                                                        sweep.stream()
                                                            .map(SweepAxis::name)
                                                            .toList()))));
                        List<String> allowed =
                            axis.values().stream().map(ParameterSet::format).toList();
                        Set<String> chosen = new HashSet<>();
                        for (YamlNode item : nonEmptyList(valuesNode, field)) {
                          String value = matchingValue(allowed, scalar(item, field));
                          if (value == null) {
                            throw SpecException.at(
                                item,
                                field,
                                "'"
                                    + SpecNodes.text(item)
                                    + "' is not a value of sweep."
                                    + name
                                    + "; allowed: "
                                    + String.join(", ", allowed));
                          }
                          if (!chosen.add(value)) {
                            throw SpecException.at(
                                item, field, "'" + SpecNodes.text(item) + "' is listed twice");
                          }
                        }
                        // in the axis's order, so the quick plan walks the points as the full one
                        // does
                        kept.put(name, allowed.stream().filter(chosen::contains).toList());
                      });
            });
    return new QuickProfile(quickReplications, kept);
  }

  /**
   * The value of {@code allowed} (formatted axis values) that {@code raw} names ({@code 8} and
   * {@code 8.0} alike), or null.
   */
  private static String matchingValue(List<String> allowed, Object raw) {
    String typed = ParameterSet.format(raw);
    return allowed.stream()
        .filter(value -> ParameterSet.sameValue(value, typed))
        .findFirst()
        .orElse(null);
  }
}
