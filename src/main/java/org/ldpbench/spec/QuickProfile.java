package org.ldpbench.spec;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.param.ParameterSet;

/**
 * A spec's {@code quick:} block: how {@code --quick} scales the experiment down. It runs the first
 * {@code replications} replications and, for each axis named in {@code sweep}, only the listed
 * values of that axis (e.g. the three smallest n_P, or four of eleven data sets). It never removes
 * a method, so a quick run still exercises every method and renders every output, and it changes no
 * trial key: a quick trial is the same trial as in the full profile, so the full run reuses it.
 *
 * @param replications replications of the quick profile, 1 … the full profile's
 * @param sweep per sweep axis name, the values (as {@link ParameterSet#format} prints them) the
 *     quick profile keeps, in the axis's order; an axis not named keeps all its values
 */
public record QuickProfile(int replications, Map<String, List<String>> sweep) {

  public QuickProfile {
    if (replications < 1) {
      throw new IllegalArgumentException("quick replications must be >= 1, got " + replications);
    }
    Map<String, List<String>> copy = new LinkedHashMap<>();
    sweep.forEach((axis, values) -> copy.put(axis, List.copyOf(values)));
    sweep = Collections.unmodifiableMap(copy);
  }

  /** A quick profile that only lowers the replication count. */
  public static QuickProfile replications(int replications) {
    return new QuickProfile(replications, Map.of());
  }

  /**
   * For messages: {@code "2"}, or with sweep values left out {@code "2; dataset: 4 of 11 values"},
   * counting against {@code axes} (the spec's sweep).
   */
  public String describe(List<SweepAxis> axes) {
    StringBuilder text = new StringBuilder(Integer.toString(replications));
    sweep.forEach(
        (axis, values) ->
            text.append("; ")
                .append(axis)
                .append(": ")
                .append(values.size())
                .append(" of ")
                .append(
                    axes.stream()
                        .filter(a -> a.name().equals(axis))
                        .findFirst()
                        .map(a -> a.values().size())
                        .orElse(values.size()))
                .append(" values"));
    return text.toString();
  }

  /** Whether the quick profile also leaves out sweep values. */
  public boolean restrictsSweep() {
    return !sweep.isEmpty();
  }
}
