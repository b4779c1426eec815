package org.ldpbench.report.figures.heatmap;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.spec.output.OutputSpec;

/**
 * A {@code type: heatmap} output: functions of the data source on [0,1]², one image each, at the
 * spec's data parameters and {@link #at()}; needs no trials. Read by {@link HeatMapKind}.
 *
 * @param name file-name suffix, or null (see {@link OutputSpec#name()})
 * @param title title, or null for each function's description
 * @param at fixed sweep coordinates: every data axis of the sweep
 * @param functions names of the data source's functions to draw, one file each
 * @param resolution cells per axis
 * @param zMin value of the lowest colour, NaN for the smallest value drawn
 * @param zMax value of the highest colour, NaN for the largest value drawn
 * @param xLabel x-axis label
 * @param yLabel y-axis label
 */
public record HeatMapSpec(
    String name,
    String title,
    Map<String, Object> at,
    List<String> functions,
    int resolution,
    double zMin,
    double zMax,
    String xLabel,
    String yLabel)
    implements OutputSpec {

  public HeatMapSpec {
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
    functions = List.copyOf(functions);
  }

  @Override
  public boolean needsTrials() {
    return false;
  }

  /** The output path of function {@code function}, without extension. */
  public String heatMapBase(String experiment, String function) {
    return base(experiment) + "-" + function;
  }
}
