package org.ldpbench.audit.report;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.ldpbench.method.Method;
import org.ldpbench.privacy.Fault;

/**
 * Planted faults that are no privacy fault in one audit configuration, each with the argument that
 * shows it. A fault that changes a release is normally required to fail some layer; an entry here
 * says why this one leaves the release ε-DP, so that nothing must catch it. {@code make
 * audit-report} prints "harmless here" with the reason instead of "NOT caught", and {@code
 * PlantedFaultsAreCaughtTest} checks that every entry still passes every layer (an entry that a
 * layer starts failing is stale and must go). Entries are argued by hand from the method's
 * definition, never taken from the audit's own verdicts: otherwise a miss could hide itself.
 */
public final class HarmlessFaults {

  private static final String ONE_LEAF =
      "the guessed box is wider than the audit's data: the public sample maps"
          + " into one cell of [0,1]^2 and the tree is a single leaf, whose statistic (the count, which is n, and"
          + " the label sum) moves by at most 1 between neighbours; half of the declared 4 still bounds it, so the"
          + " halved noise is still eps-DP";

  /** {@code method {sorted configuration} FAULT} → why the fault is harmless there. */
  private static final Map<String, String> ENTRIES =
      Map.of(
          key(
                  "LPCT-range",
                  Map.of("depth", 2L, "noise", "aggregate", "range", "unknown", "rangeBound", 2.0),
                  Fault.SENSITIVITY_UNDERSTATED),
              ONE_LEAF,
          key(
                  "LPCT-range",
                  Map.of("depth", 2L, "noise", "aggregate", "range", "unknown", "rangeBound", 8.0),
                  Fault.SENSITIVITY_UNDERSTATED),
              ONE_LEAF,
          key(
                  "LPCT-range",
                  Map.of("depth", 2L, "noise", "per-user", "range", "unknown", "rangeBound", 2.0),
                  Fault.SENSITIVITY_UNDERSTATED),
              ONE_LEAF);

  private HarmlessFaults() {}

  /** Why {@code fault} is harmless in {@code configuration} of {@code method}, if it is listed. */
  public static Optional<String> reason(
      Method method, Map<String, Object> configuration, Fault fault) {
    return Optional.ofNullable(ENTRIES.get(key(method.name(), configuration, fault)));
  }

  /** How many entries there are (the test checks each). */
  public static int size() {
    return ENTRIES.size();
  }

  private static String key(String method, Map<String, ?> configuration, Fault fault) {
    return method + " " + new TreeMap<>(configuration) + " " + fault;
  }
}
