package org.ldpbench.spec;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ldpbench.method.Method;
import org.ldpbench.param.ParameterSet;

/**
 * A method entry of a spec: which method, under which label it is reported, its fixed parameter
 * values and its grid. The grid is split into fit-time parameters (each combination is one release)
 * and post-processing parameters (swept over each release, DESIGN rule 6).
 *
 * @param label the name in tables and figures (defaults to the method name; unique in a spec)
 * @param method the registered method
 * @param fixed parameter values that do not vary
 * @param grid values per varying parameter, in spec order
 * @param profiles other grid profiles of this entry by name (spec/lpct.md 6.1: PAPER and CODE),
 *     each replacing {@code fixed} and {@code grid} when selected
 */
public record MethodSpec(
    String label,
    Method method,
    Map<String, Object> fixed,
    Map<String, List<Object>> grid,
    Map<String, GridProfile> profiles) {

  public MethodSpec {
    fixed = Collections.unmodifiableMap(new LinkedHashMap<>(fixed));
    Map<String, List<Object>> copy = new LinkedHashMap<>();
    grid.forEach((name, values) -> copy.put(name, List.copyOf(values)));
    grid = Collections.unmodifiableMap(copy);
    profiles = Collections.unmodifiableMap(new LinkedHashMap<>(profiles));
  }

  /** An entry without other grid profiles. */
  public MethodSpec(
      String label, Method method, Map<String, Object> fixed, Map<String, List<Object>> grid) {
    this(label, method, fixed, grid, Map.of());
  }

  /**
   * This entry with the fixed values and grid of profile {@code name}, or unchanged if it has no
   * such profile (its default grid serves every profile).
   */
  public MethodSpec inProfile(String name) {
    GridProfile profile = profiles.get(name);
    return profile == null
        ? this
        : new MethodSpec(label, method, profile.fixed(), profile.grid(), profiles);
  }

  /**
   * Fixed values and grid of one named grid profile.
   *
   * @param fixed parameter values that do not vary
   * @param grid values per varying parameter
   */
  public record GridProfile(Map<String, Object> fixed, Map<String, List<Object>> grid) {
    public GridProfile {
      fixed = Collections.unmodifiableMap(new LinkedHashMap<>(fixed));
      Map<String, List<Object>> copy = new LinkedHashMap<>();
      grid.forEach((name, values) -> copy.put(name, List.copyOf(values)));
      grid = Collections.unmodifiableMap(copy);
    }
  }

  /** Every complete fit-time parameter set, in grid order (first grid parameter outermost). */
  public List<ParameterSet> fitConfigurations() {
    return configurations(false);
  }

  /** Every complete post-processing parameter set (one empty set if the method has none). */
  public List<ParameterSet> postConfigurations() {
    return configurations(true);
  }

  private List<ParameterSet> configurations(boolean postProcessing) {
    Set<String> post = method.info().parameters().postProcessingNames();
    Map<String, List<Object>> partGrid = new LinkedHashMap<>(grid);
    Map<String, Object> partFixed = new LinkedHashMap<>(fixed);
    if (postProcessing) {
      partGrid.keySet().retainAll(post);
      partFixed.keySet().retainAll(post);
    } else {
      partGrid.keySet().removeAll(post);
      partFixed.keySet().removeAll(post);
    }
    List<ParameterSet> out = new ArrayList<>();
    for (Map<String, Object> combination : Grids.cartesian(partGrid)) {
      Map<String, Object> values = new LinkedHashMap<>(partFixed);
      values.putAll(combination);
      out.add(method.info().parameters().completePart(values, postProcessing));
    }
    return out;
  }

  /** Number of configurations in the grid. */
  public long size() {
    return PlanCount.combinations(grid.values());
  }
}
