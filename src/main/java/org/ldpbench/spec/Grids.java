package org.ldpbench.spec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Cartesian products of named value lists, in a fixed order (first name outermost). */
public final class Grids {

  private Grids() {}

  /**
   * All combinations of {@code grid}; one empty map for an empty grid.
   *
   * @throws ArithmeticException if there are more than {@link Integer#MAX_VALUE} (specs are limited
   *     long before, see {@link PlanCount})
   */
  public static List<Map<String, Object>> cartesian(Map<String, List<Object>> grid) {
    List<Map<String, Object>> out = new ArrayList<>();
    out.add(new LinkedHashMap<>());
    for (Map.Entry<String, List<Object>> axis : grid.entrySet()) {
      List<Map<String, Object>> next =
          new ArrayList<>(Math.multiplyExact(out.size(), axis.getValue().size()));
      for (Map<String, Object> partial : out) {
        for (Object value : axis.getValue()) {
          Map<String, Object> extended = new LinkedHashMap<>(partial);
          extended.put(axis.getKey(), value);
          next.add(extended);
        }
      }
      out = next;
    }
    return out;
  }

  /** All combinations of the values of {@code axes}. */
  public static List<Map<String, Object>> cartesian(List<SweepAxis> axes) {
    Map<String, List<Object>> grid = new LinkedHashMap<>();
    for (SweepAxis axis : axes) {
      grid.put(axis.name(), axis.values());
    }
    return cartesian(grid);
  }
}
