package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.scalar;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.method.Method;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.yaml.YamlNode;

/**
 * Refuses a spec that gives a method which needs public data ({@link Method#needsPublicData()}:
 * LPCT-Q, CT-Q, PGLM) an empty public sample ({@code nPublic: 0} for a synthetic source, {@link
 * DataSourceFactory#emptyPublicSample}). Such trials used to run and store the accuracy of a
 * constant classifier without a word. The error names the {@code nPublic} value (in {@code sweep}
 * or {@code data.params}, or the default).
 */
final class PublicDataCheck {

  private static final String N_PUBLIC = "nPublic";

  private PublicDataCheck() {}

  static void check(
      YamlNode.MapNode root,
      DataSourceFactory factory,
      Map<String, Object> dataParameters,
      List<SweepAxis> sweep,
      List<MethodSpec> methods) {
    List<String> needing =
        methods.stream()
            .filter(m -> m.method().info().needsPublicData())
            .map(MethodSpec::label)
            .toList();
    if (needing.isEmpty()) {
      return;
    }
    List<SweepAxis> dataAxes = sweep.stream().filter(a -> a.kind() == SweepAxis.Kind.DATA).toList();
    for (SweepPoint point : SweepPoint.all(dataAxes)) {
      ParameterSet complete =
          factory.info().parameters().complete(point.dataParameters(dataParameters));
      if (factory.emptyPublicSample(complete)) {
        Object value = complete.contains(N_PUBLIC) ? complete.get(N_PUBLIC) : "none";
        String where =
            point.has(N_PUBLIC)
                ? "sweep." + N_PUBLIC
                : dataParameters.containsKey(N_PUBLIC)
                    ? "data.params." + N_PUBLIC
                    : "data.params." + N_PUBLIC + " (default)";
        throw SpecException.at(
            node(root, point.has(N_PUBLIC)),
            where,
            "'"
                + ParameterSet.format(value)
                + "' gives "
                + factory.name()
                + " an empty public sample, but "
                + String.join(", ", needing)
                + (needing.size() == 1 ? " needs" : " need")
                + " public data; give nPublic >= 1 or remove "
                + String.join(", ", needing)
                + " from methods");
      }
    }
  }

  /** The node to point at: the 0 in the sweep axis, the data parameter, or the data block. */
  private static YamlNode node(YamlNode.MapNode root, boolean inSweep) {
    YamlNode data = root.entries().get("data");
    if (inSweep) {
      Optional<YamlNode> axis =
          optional(root, "sweep").flatMap(s -> optional(map(s, "sweep"), N_PUBLIC));
      if (axis.isPresent() && axis.get() instanceof YamlNode.ListNode list) {
        return list.items().stream()
            .filter(
                n ->
                    scalar(n, "sweep." + N_PUBLIC) instanceof Number number
                        && number.doubleValue() == 0)
            .findFirst()
            .orElse(axis.get());
      }
      return axis.orElse(data);
    }
    return optional(map(data, "data"), "params")
        .flatMap(p -> optional(map(p, "data.params"), N_PUBLIC))
        .orElse(data);
  }
}
