package org.ldpbench.experiment;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * One output of an experiment: a line chart, a table or a heat map (the schema is in
 * {@code experiments/README.md}). Read by {@link FigureReader}, drawn by {@code report/}.
 *
 * <p>Line charts and tables plot the spec's metric (best over the grid) against {@link #x()}, a
 * sweep axis or a grid parameter of the methods. For a grid-parameter x each point takes, per
 * sweep point, the best configuration among those with that parameter value; a method without the
 * parameter is drawn as a constant line (a table row with the same value in every column) at its
 * best over its whole grid. Curves (rows) are one per method and combination of the {@link
 * #series()} axes; {@link #at()} fixes the other sweep axes. Heat maps draw functions of the data
 * source and need no trials.
 *
 * @param name file-name suffix: the output goes to {@code <figures>/<experiment>-<name>.*}; null for
 *     the spec's single {@code output.figure} without a name, which goes to {@code <experiment>.*}
 * @param type what to draw
 * @param title title (defaults to the spec title; for heat maps to the function's description)
 * @param x line, table: a sweep axis or a grid parameter; heat map: null
 * @param xIsParameter true if x is a grid parameter of the methods rather than a sweep axis
 * @param xValues the values of x in drawing order (a sweep axis' values; for a parameter the values
 *     of all methods, numbers ascending)
 * @param xAxis {@code category} (evenly spaced values), {@code linear} or {@code log}
 * @param yAxis {@code linear} or {@code log}
 * @param xLabel x-axis label
 * @param yLabel y-axis label (line charts; defaults to the metric's name)
 * @param yMin lower y limit, NaN for automatic
 * @param yMax upper y limit, NaN for automatic
 * @param errorBars {@code se}, {@code sd} or {@code none} (tables: what follows the ±)
 * @param series sweep axes that split curves (rows), in order; the method always does
 * @param at fixed sweep coordinates: only points with these values are drawn
 * @param references horizontal reference lines the data source can provide ({@code bayes})
 * @param dashed method labels drawn dashed (e.g. a non-private reference)
 * @param fitLogLog draw a least-squares line per curve on the log–log axes, slope and 95% CI in the legend
 * @param fitBelow the fitting window of {@code fitLogLog}: only points whose mean is below this value enter
 *     the fit (spec/phist-labeldp.md §D.4: below half the trivial excess risk); NaN = every point
 * @param columnGroups tables: a sweep axis whose values group the columns, or null
 * @param decimals tables: digits after the decimal point
 * @param boldBest tables: set the best value of each column in bold
 * @param functions heat maps: names of the data source's functions to draw, one file each
 * @param resolution heat maps: cells per axis
 * @param zMin heat maps: value of the lowest colour, NaN for the smallest value drawn
 * @param zMax heat maps: value of the highest colour, NaN for the largest value drawn
 * @param wilcoxon tables ({@code bold: wilcoxon}): per column, the best mean starred and every
 *     row not significantly worse than it in bold, by a one-sided paired Wilcoxon signed-rank test
 *     at 0.05 (Ma &amp; Yang's Table 2 marks; spec/lpct.md 7.4)
 * @param table tables: layout, rank rows, unranked labels and cell value ({@link TableStyle#DEFAULT}
 *     for other outputs)
 */
public record FigureSpec(
        String name,
        Type type,
        String title,
        String x,
        boolean xIsParameter,
        List<Object> xValues,
        String xAxis,
        String yAxis,
        String xLabel,
        String yLabel,
        double yMin,
        double yMax,
        String errorBars,
        List<String> series,
        Map<String, Object> at,
        List<String> references,
        Set<String> dashed,
        boolean fitLogLog,
        double fitBelow,
        String columnGroups,
        int decimals,
        boolean boldBest,
        List<String> functions,
        int resolution,
        double zMin,
        double zMax,
        boolean wilcoxon,
        TableStyle table) {

    /** What an output is. */
    public enum Type {
        /** A line chart of the metric against x. */
        LINE,
        /** Mean ± s.e. of the metric as Markdown, LaTeX and CSV tables. */
        TABLE,
        /** Functions of the data source on [0,1]², one image each; needs no trials. */
        HEATMAP;

        /** The name used in specs. */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public FigureSpec {
        xValues = xValues == null ? List.of() : List.copyOf(xValues);
        series = List.copyOf(series);
        at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
        references = List.copyOf(references);
        dashed = Set.copyOf(dashed);
        functions = List.copyOf(functions);
        table = table == null ? TableStyle.DEFAULT : table;
    }

    /** True if drawing needs stored trials (line charts and tables); heat maps do not. */
    public boolean needsTrials() {
        return type != Type.HEATMAP;
    }

    /**
     * The output path without extension, relative to the figures root: {@code <experiment>} or
     * {@code <experiment>-<name>}. A heat map appends {@code -<function>} for each function.
     */
    public String base(String experiment) {
        return name == null ? experiment : experiment + "-" + name;
    }

    /** The output path of heat-map function {@code function}, without extension. */
    public String heatMapBase(String experiment, String function) {
        return base(experiment) + "-" + function;
    }
}
