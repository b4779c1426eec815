package org.ldpbench.report.figures.line;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ldpbench.spec.output.CurvesSpec;
import org.ldpbench.spec.output.ErrorBars;
import org.ldpbench.spec.output.OutputSpec;
import org.ldpbench.spec.output.PlottedValue;

/**
 * A {@code type: line} output: the metric (or running time) against x, one curve per method and
 * combination of the series axes, read by {@link LineKind}.
 *
 * @param name file-name suffix, or null (see {@link OutputSpec#name()})
 * @param title title (defaults to the spec title)
 * @param x a sweep axis or a grid parameter
 * @param xIsParameter true if x is a grid parameter of the methods
 * @param xValues the values of x in drawing order (ascending on a numeric axis)
 * @param series sweep axes that split curves, in order
 * @param at fixed sweep coordinates
 * @param errorBars what the bars show
 * @param value the metric or the running time of the best configuration
 * @param xAxis how the x values are spaced: as categories, linearly or logarithmically
 * @param yAxis linear or logarithmic, never categories
 * @param xLabel x-axis label
 * @param yLabel y-axis label (defaults to the metric's name)
 * @param yMin lower y limit, NaN for automatic
 * @param yMax upper y limit, NaN for automatic
 * @param references {@code bayes} (a horizontal line at the data source's Bayes accuracy) and
 *     absolute paths of reference-series CSV files ({@link ReferenceSeries})
 * @param dashed method labels drawn dashed (e.g. a non-private reference)
 * @param fitLogLog draw a least-squares line per curve on the log–log axes, slope and 95% CI in the
 *     legend
 * @param fitBelow the fitting window of {@code fitLogLog}: only points whose mean is below this
 *     value enter the fit (spec/phist-labeldp.md §D.4); NaN = every point
 */
public record LineSpec(
    String name,
    String title,
    String x,
    boolean xIsParameter,
    List<Object> xValues,
    List<String> series,
    Map<String, Object> at,
    ErrorBars errorBars,
    PlottedValue value,
    AxisScale xAxis,
    AxisScale yAxis,
    String xLabel,
    String yLabel,
    double yMin,
    double yMax,
    List<String> references,
    Set<String> dashed,
    boolean fitLogLog,
    double fitBelow)
    implements CurvesSpec {

  public LineSpec {
    xValues = List.copyOf(xValues);
    series = List.copyOf(series);
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
    references = List.copyOf(references);
    dashed = Set.copyOf(dashed);
  }
}
