package org.ldpbench.report.figures.heatmap;

import java.util.LinkedHashMap;
import java.util.Map;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.PlottableFunctions;
import org.ldpbench.report.figures.HeatMapFigure;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SweepAxis;

/**
 * Builds the {@link HeatMapFigure}s of a {@code type: heatmap} output: each named function of the
 * data source (at the spec's data parameters and the figure's {@code at}) sampled at the centres of
 * a {@code resolution × resolution} grid on [0,1]². Needs no trials.
 */
public final class HeatMaps {

  private HeatMaps() {}

  /** One heat map per function, by function name, in the figure's order. */
  public static Map<String, HeatMapFigure> of(ExperimentSpec spec, HeatMapSpec figure) {
    Map<String, Object> parameters = new LinkedHashMap<>(spec.dataParameters());
    for (SweepAxis axis : spec.sweep()) {
      if (axis.kind() == SweepAxis.Kind.DATA) {
        parameters.put(axis.name(), figure.at().get(axis.name()));
      }
    }
    DataSource source = spec.dataSource(parameters);
    PlottableFunctions plottable = (PlottableFunctions) source;
    Map<String, HeatMapFigure> maps = new LinkedHashMap<>();
    for (String function : figure.functions()) {
      PlottableFunctions.Function drawn = plottable.functions().get(function);
      String title =
          figure.title() == null
              ? drawn.description()
              : figure.functions().size() == 1 ? figure.title() : figure.title() + ": " + function;
      String cells = figure.resolution() + " \u00d7 " + figure.resolution() + " cells";
      String caption =
          figure.title() == null
              ? spec.dataFactory().name() + "; " + cells + " (value at each centre)"
              : drawn.description() + "; " + cells;
      maps.put(
          function,
          HeatMapFigure.ofUnitSquare(
              title,
              figure.xLabel(),
              figure.yLabel(),
              drawn.values(),
              figure.resolution(),
              figure.zMin(),
              figure.zMax(),
              caption));
    }
    return maps;
  }
}
