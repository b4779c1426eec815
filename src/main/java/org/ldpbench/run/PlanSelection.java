package org.ldpbench.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ldpbench.UserError;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;

/**
 * A part of a spec's plan to run: some of its method labels and, per sweep axis, some of the axis's
 * values ({@code run --methods A,B --sweep epsilon=1,8}). It restricts what a run computes, not the
 * spec: every trial keeps the key, seeds and data it has in the full spec (keys depend on neither
 * the other methods nor the other sweep points), so the full run later reuses them.
 *
 * @param methods the method labels to run; empty for all
 * @param sweep per axis name, the values to run (as typed, e.g. {@code 1} or {@code 0.5}); an axis
 *     not named keeps all its values
 */
public record PlanSelection(List<String> methods, Map<String, List<String>> sweep) {

  /** The whole plan. */
  public static final PlanSelection ALL = new PlanSelection(List.of(), Map.of());

  public PlanSelection {
    methods = List.copyOf(methods);
    sweep = Map.copyOf(new LinkedHashMap<>(sweep));
  }

  /** Whether this selects less than the whole spec (or may). */
  public boolean restricts() {
    return !methods.isEmpty() || !sweep.isEmpty();
  }

  /**
   * Parses {@code axis=v1,v2} options (each may be repeated for other axes).
   *
   * @throws UserError if an option has no {@code =} or names an axis twice
   */
  public static Map<String, List<String>> parseSweep(List<String> options) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (String option : options) {
      int eq = option.indexOf('=');
      if (eq <= 0 || eq == option.length() - 1) {
        throw new UserError(
            "--sweep " + option + ": expected AXIS=V1,V2,... (e.g. --sweep epsilon=1,8)");
      }
      String axis = option.substring(0, eq).strip();
      if (out.put(axis, List.of(option.substring(eq + 1).split(","))) != null) {
        throw new UserError(
            "--sweep " + axis + ": given twice; list its values once (--sweep " + axis + "=V1,V2)");
      }
    }
    return out;
  }

  /**
   * The methods of {@code spec} this selection keeps, in spec order.
   *
   * @throws UserError naming the unknown label and the spec's labels
   */
  List<MethodSpec> methods(ExperimentSpec spec) {
    List<String> labels = spec.methods().stream().map(MethodSpec::label).toList();
    for (String label : methods) {
      if (!labels.contains(label)) {
        throw new UserError(
            "--methods "
                + label
                + ": not a method label of "
                + spec.name()
                + "; allowed: "
                + String.join(", ", labels));
      }
    }
    return methods.isEmpty()
        ? spec.methods()
        : spec.methods().stream().filter(m -> methods.contains(m.label())).toList();
  }

  /**
   * The sweep points of {@code points} (the spec's, in plan order) this selection keeps.
   *
   * @throws UserError naming an unknown axis and the spec's axes, or a value not on its axis and
   *     the axis's values
   */
  List<SweepPoint> points(ExperimentSpec spec, List<SweepPoint> points) {
    Map<String, Set<String>> kept = new LinkedHashMap<>();
    for (Map.Entry<String, List<String>> entry : sweep.entrySet()) {
      SweepAxis axis =
          spec.sweep().stream()
              .filter(a -> a.name().equals(entry.getKey()))
              .findFirst()
              .orElseThrow(
                  () ->
                      new UserError(
                          "--sweep "
                              + entry.getKey()
                              + ": not a sweep axis of "
                              + spec.name()
                              + "; allowed: "
                              + (spec.sweep().isEmpty()
                                  ? "none (the spec has no sweep)"
                                  : String.join(
                                      ", ", spec.sweep().stream().map(SweepAxis::name).toList()))));
      List<String> allowed = axis.values().stream().map(ParameterSet::format).toList();
      Set<String> values = new LinkedHashSet<>();
      for (String typed : entry.getValue()) {
        String value =
            allowed.stream()
                .filter(v -> ParameterSet.sameValue(v, typed.strip()))
                .findFirst()
                .orElseThrow(
                    () ->
                        new UserError(
                            "--sweep "
                                + axis.name()
                                + "="
                                + typed.strip()
                                + ": not a value of the axis "
                                + axis.name()
                                + " in "
                                + spec.name()
                                + "; allowed: "
                                + String.join(", ", allowed)));
        values.add(value);
      }
      kept.put(axis.name(), values);
    }
    List<SweepPoint> out = new ArrayList<>();
    for (SweepPoint point : points) {
      if (kept.entrySet().stream()
          .allMatch(e -> e.getValue().contains(point.formatted(e.getKey())))) {
        out.add(point);
      }
    }
    return List.copyOf(out);
  }
}
