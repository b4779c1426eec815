package org.ldpbench.report.tables.table;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ldpbench.param.Keyword;
import org.ldpbench.spec.output.CurvesSpec;
import org.ldpbench.spec.output.ErrorBars;
import org.ldpbench.spec.output.OutputSpec;
import org.ldpbench.spec.output.PlottedValue;

/**
 * A {@code type: table} output: mean ± s.e. of the metric (or running time) as Markdown, LaTeX and
 * CSV tables, one row per method and combination of the series axes, one column per value of x,
 * read by {@link TableKind}. Ma &amp; Yang print Table 2 with data sets as rows and methods as
 * columns, a rank-sum and a "No. 1" row under each ε block, the non-private CT-W left out of marks
 * and ranks; Table 3 the running time of each best configuration. These options reproduce both.
 *
 * @param name file-name suffix, or null (see {@link OutputSpec#name()})
 * @param title title (defaults to the spec title)
 * @param x a sweep axis or a grid parameter
 * @param xIsParameter true if x is a grid parameter of the methods
 * @param xValues the values of x in column order
 * @param series sweep axes that split rows, in order
 * @param at fixed sweep coordinates
 * @param errorBars what follows the ±
 * @param yLabel the metric's name
 * @param value the metric or the running time of the best configuration
 * @param columnGroups a sweep axis whose values group the columns, or null
 * @param decimals digits after the decimal point
 * @param marks which cells are set in bold (and starred)
 * @param methodsInColumns true: one row per value of x (under each column group), one column per
 *     method (and series combination), as the papers' tables; false: methods as rows
 * @param ranks add, per column group, a "rank sum" and a "No. 1" row (spec/lpct.md 7.4); needs the
 *     Wilcoxon marks and {@code methodsInColumns}
 * @param unranked method labels shown but left out of the marks and ranks (a non-private reference)
 * @param paperNumberOnes the paper's own "No. 1" counts, per method label and column group value
 *     ({@code paperNumberOnes:} a CSV {@code method,<columnGroups axis>,count} relative to the
 *     spec), printed as a "No. 1 (paper)" row under ours; empty for none
 * @param paperTable the paper's table as printed ({@code paperTable:} a CSV {@code
 *     row,method,<columnGroups axis>,value} relative to the spec: a row per x value and the paper's
 *     "rank sum" and "No. 1" rows; NA for a cell the paper could not fill), keyed by {@link
 *     #paperKey}; empty for none. With it the rank rows add the paper's rank sums as printed and as
 *     recomputed from its printed means, and the paper's best-mean (starred) counts.
 */
public record TableSpec(
    String name,
    String title,
    String x,
    boolean xIsParameter,
    List<Object> xValues,
    List<String> series,
    Map<String, Object> at,
    ErrorBars errorBars,
    String yLabel,
    PlottedValue value,
    String columnGroups,
    int decimals,
    Marks marks,
    boolean methodsInColumns,
    boolean ranks,
    Set<String> unranked,
    Map<String, Integer> paperNumberOnes,
    Map<String, Double> paperTable)
    implements CurvesSpec {

  /** Which cells a table emphasises ({@code bold:} in a spec). */
  public enum Marks implements Keyword {
    /** No marks. */
    NONE,
    /** The best mean of each column in bold. */
    BEST,
    /**
     * Per column, the best mean starred and every row not significantly worse than it in bold, by a
     * one-sided paired Wilcoxon signed-rank test at 0.05 (Ma &amp; Yang's Table 2; spec/lpct.md
     * 7.4).
     */
    WILCOXON
  }

  public TableSpec {
    xValues = List.copyOf(xValues);
    series = List.copyOf(series);
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
    unranked = Collections.unmodifiableSet(new LinkedHashSet<>(unranked)); // spec order: printed
    paperNumberOnes = Collections.unmodifiableMap(new LinkedHashMap<>(paperNumberOnes));
    paperTable = Collections.unmodifiableMap(new LinkedHashMap<>(paperTable));
  }

  /**
   * The key of {@link #paperTable}: the row (an x value or "rank sum"), method label and column
   * group's value.
   */
  public static String paperKey(String row, String label, String group) {
    return row + "|" + label + "|" + group;
  }

  /** The key of {@link #paperNumberOnes}: method label and the column group's formatted value. */
  public static String numberOneKey(String label, String group) {
    return label + "|" + group;
  }
}
