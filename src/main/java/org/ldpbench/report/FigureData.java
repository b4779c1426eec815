package org.ldpbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.Grids;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.output.CurvesSpec;
import org.ldpbench.stats.BestOverGrid;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.SampleSummary;
import org.ldpbench.store.ExpectedTrials;

/**
 * The numbers behind a line chart or a table: for every method and combination of the splitting
 * sweep axes, one value per x value, each the best configuration's summary.
 *
 * <ul>
 *   <li>x a sweep axis: the best configuration of the method at that sweep point (as in {@code
 *       summary.csv}).
 *   <li>x a grid parameter: at each sweep point, the best among the method's configurations that
 *       have that parameter value (best over the remaining grid parameters). A method without the
 *       parameter gets its best over the whole grid at every x (a {@link Curve#constant() constant}
 *       curve).
 * </ul>
 *
 * "Best" follows the metric's {@link Direction}.
 */
public final class FigureData {

  /**
   * One curve (or table row).
   *
   * @param method the method entry
   * @param coordinates the values of the splitting axes (figure order)
   * @param points the summary per x value; null where nothing is stored
   * @param best the chosen configuration per x value; null where nothing is stored
   * @param complete per x value: every configuration considered has all planned replications
   * @param constant true for a method without the x parameter, drawn at its overall best
   * @param scores per x value, the chosen configuration's per-replication scores (null where
   *     nothing is stored)
   */
  public record Curve(
      MethodSpec method,
      Map<String, Object> coordinates,
      SampleSummary[] points,
      ParameterSet[] best,
      boolean[] complete,
      boolean constant,
      double[][] scores) {

    /** The method label with the splitting coordinates, e.g. "LPCT (ε=1)". */
    public String label() {
      return method.label() + AxisText.suffix(coordinates);
    }

    public double mean(int i) {
      return points[i] == null ? Double.NaN : points[i].mean();
    }

    /** True if a value is missing or lacks replications where the method has configurations. */
    public boolean incomplete() {
      for (boolean c : complete) {
        if (!c) {
          return true;
        }
      }
      return false;
    }
  }

  private final List<Object> xValues;
  private final List<Curve> curves;

  private FigureData(List<Object> xValues, List<Curve> curves) {
    this.xValues = List.copyOf(xValues);
    this.curves = List.copyOf(curves);
  }

  public List<Object> xValues() {
    return xValues;
  }

  public List<Curve> curves() {
    return curves;
  }

  /** True if some drawn value lacks replications or is missing altogether. */
  public boolean incomplete() {
    return curves.stream().anyMatch(Curve::incomplete);
  }

  /** The curve of {@code method} at {@code coordinates}, if any. */
  public Optional<Curve> curve(String method, Map<String, Object> coordinates) {
    return curves.stream()
        .filter(c -> c.method().label().equals(method) && c.coordinates().equals(coordinates))
        .findFirst();
  }

  /**
   * The data of {@code figure}: curves per method and combination of {@code split} (sweep axes in
   * order), at the figure's fixed coordinates.
   */
  public static FigureData of(
      ExpectedTrials plan,
      ResultSummary summary,
      CurvesSpec figure,
      List<String> split,
      Direction direction) {
    ExperimentSpec spec = plan.spec();
    List<SweepAxis> splitAxes = new ArrayList<>();
    for (String name : split) {
      splitAxes.add(spec.axis(name).orElseThrow());
    }
    Map<String, Map<SweepPoint, List<ResultSummary.ConfigurationResult>>> configurations =
        new LinkedHashMap<>();
    if (figure.xIsParameter()) {
      for (ResultSummary.ConfigurationResult result : summary.configurations()) {
        configurations
            .computeIfAbsent(result.method(), m -> new LinkedHashMap<>())
            .computeIfAbsent(result.point(), p -> new ArrayList<>())
            .add(result);
      }
    }
    List<Object> xValues = figure.xValues();
    int n = xValues.size();
    List<Curve> curves = new ArrayList<>();
    for (MethodSpec method : spec.methods()) {
      boolean constant =
          figure.xIsParameter() && method.method().info().parameters().find(figure.x()).isEmpty();
      for (Map<String, Object> coordinates : Grids.cartesian(splitAxes)) {
        SampleSummary[] points = new SampleSummary[n];
        ParameterSet[] best = new ParameterSet[n];
        double[][] scores = new double[n][];
        boolean[] complete = new boolean[n];
        for (int i = 0; i < n; i++) {
          Map<String, Object> at = new LinkedHashMap<>(figure.at());
          at.putAll(coordinates);
          if (!figure.xIsParameter()) {
            at.put(figure.x(), xValues.get(i));
          }
          SweepPoint point = SweepPoint.of(spec.sweep(), at);
          Choice choice =
              !figure.xIsParameter() || constant
                  ? bestAt(summary, method, point)
                  : bestWithValue(
                      configurations
                          .getOrDefault(method.label(), Map.of())
                          .getOrDefault(point, List.of()),
                      figure.x(),
                      xValues.get(i),
                      direction);
          ResultSummary.ConfigurationResult chosen = choice.chosen();
          complete[i] = choice.complete();
          points[i] = chosen == null ? null : chosen.score();
          best[i] = chosen == null ? null : chosen.parameters();
          scores[i] = chosen == null ? null : chosen.byReplication();
        }
        curves.add(new Curve(method, coordinates, points, best, complete, constant, scores));
      }
    }
    return new FigureData(xValues, curves);
  }

  /**
   * The configuration chosen at one x value (null if none) and whether everything it was chosen
   * from is complete.
   */
  private record Choice(ResultSummary.ConfigurationResult chosen, boolean complete) {}

  /**
   * x a sweep axis (or a method without the x parameter): the method's best configuration at the
   * point.
   */
  private static Choice bestAt(ResultSummary summary, MethodSpec method, SweepPoint point) {
    ResultSummary.BestResult result = summary.best(method.label(), point).orElse(null);
    return new Choice(result == null ? null : result.best(), result != null && result.complete());
  }

  /**
   * x a grid parameter: the best of the point's configurations whose parameter {@code x} has {@code
   * value}.
   */
  private static Choice bestWithValue(
      List<ResultSummary.ConfigurationResult> atPoint,
      String x,
      Object value,
      Direction direction) {
    List<ResultSummary.ConfigurationResult> candidates = new ArrayList<>();
    String wanted = ParameterSet.format(value);
    for (ResultSummary.ConfigurationResult result : atPoint) {
      if (ParameterSet.format(result.parameters().get(x)).equals(wanted)) {
        candidates.add(result);
      }
    }
    int index =
        BestOverGrid.bestMeanCompleteFirst(
            candidates.stream().map(ResultSummary.ConfigurationResult::score).toList(),
            direction,
            candidates.isEmpty() ? 0 : candidates.get(0).planned());
    // a method with no configuration at this value misses nothing
    boolean complete =
        candidates.isEmpty() || candidates.stream().allMatch(c -> c.score().n() >= c.planned());
    return new Choice(index < 0 ? null : candidates.get(index), complete);
  }

  /**
   * The running time of the configuration the curve chose at x value {@code i} (best in the
   * metric), or null if nothing is stored.
   */
  public static SampleSummary seconds(
      ExpectedTrials plan,
      ResultSummary summary,
      CurvesSpec figure,
      FigureData.Curve curve,
      int i) {
    ParameterSet chosen = curve.best()[i];
    if (chosen == null || summary.seconds().isEmpty()) {
      return null;
    }
    Map<String, Object> at = new LinkedHashMap<>(figure.at());
    at.putAll(curve.coordinates());
    if (!figure.xIsParameter()) {
      at.put(figure.x(), figure.xValues().get(i));
    }
    SweepPoint point = SweepPoint.of(plan.spec().sweep(), at);
    return summary
        .seconds()
        .get()
        .configuration(curve.method().label(), point, chosen)
        .map(ResultSummary.ConfigurationResult::score)
        .orElse(null);
  }
}
