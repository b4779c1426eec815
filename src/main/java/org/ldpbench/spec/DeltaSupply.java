package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.list;
import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.scalar;

import java.util.List;
import java.util.Optional;
import org.ldpbench.method.Method;
import org.ldpbench.yaml.YamlNode;

/**
 * Where a spec gives δ &gt; 0 and where it leaves δ = 0, read from its {@code sweep.delta} axis and
 * {@code budgets:} block, so that δ can be checked against what the methods declare ({@link
 * Method#usesDelta()}) before anything runs: a method that needs δ &gt; 0 must get it at every
 * sweep point and on every private sample, and a δ that no method of the spec uses is a mistake (it
 * would enter trial keys and change nothing). Both used to pass {@code validate} and then fail
 * every trial, or go unnoticed.
 *
 * @param zeroWhere where δ = 0 somewhere (e.g. "the spec gives no delta"), or null when δ &gt; 0
 *     everywhere
 * @param positive the node of the first δ &gt; 0 the spec gives, or null when it gives none
 * @param positiveField that node's field, e.g. {@code sweep.delta}
 */
record DeltaSupply(String zeroWhere, YamlNode positive, String positiveField) {

  /** How to give δ, for error messages. */
  static final String HOW =
      "add budgets: [{epsilon: sweep, delta: 1/n^2}] (one entry per private sample) or a"
          + " sweep axis delta with values in (0, 1)";

  /** The δ supply of a spec whose sweep and budgets were read and checked already. */
  static DeltaSupply of(YamlNode.MapNode root, List<SweepAxis> sweep, BudgetSpec budgets) {
    Optional<YamlNode.MapNode> sweepMap = optional(root, "sweep").map(n -> map(n, "sweep"));
    List<YamlNode> axisItems =
        sweepMap
            .flatMap(m -> optional(m, SweepAxis.DELTA))
            .map(n -> list(n, "sweep.delta").items())
            .orElse(List.of());
    boolean hasAxis = sweep.stream().anyMatch(a -> a.kind() == SweepAxis.Kind.DELTA);
    String axisZero =
        !hasAxis
            ? "the spec gives no delta"
            : axisItems.stream().anyMatch(n -> value(n) == 0) ? "sweep.delta has 0" : null;
    YamlNode axisPositive = axisItems.stream().filter(n -> value(n) > 0).findFirst().orElse(null);
    if (budgets.servers().isEmpty()) {
      return new DeltaSupply(axisZero, axisPositive, "sweep.delta");
    }
    List<YamlNode> entries = list(optional(root, "budgets").orElseThrow(), "budgets").items();
    String zero = null;
    YamlNode positive = null;
    String positiveField = null;
    for (int i = 0; i < entries.size(); i++) {
      BudgetSpec.Server server = budgets.servers().get(i);
      Optional<YamlNode> node = optional(map(entries.get(i), "budgets[" + i + "]"), "delta");
      String field = "budgets[" + i + "].delta";
      if (server.deltaOneOverNSquared() || (server.delta() != null && server.delta() > 0)) {
        if (positive == null) {
          positive = node.orElseThrow();
          positiveField = field;
        }
      } else if (server.delta() != null) {
        zero = zero != null ? zero : field + " is 0";
      } else {
        // δ from the sweep point
        if (axisZero != null && zero == null) {
          zero =
              hasAxis
                  ? axisZero + " (used by budgets[" + i + "])"
                  : "budgets[" + i + "] gives no delta";
        }
        if (axisPositive != null && positive == null) {
          positive = axisPositive;
          positiveField = "sweep.delta";
        }
      }
    }
    return new DeltaSupply(zero, positive, positiveField);
  }

  private static double value(YamlNode node) {
    return ((Number) scalar(node, "sweep.delta")).doubleValue();
  }
}
