package org.ldpbench.report.tables.table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.FigureData;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.tables.PrintedTies;
import org.ldpbench.report.tables.ResultTable;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.Grids;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.output.PlottedValue;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.SampleSummary;
import org.ldpbench.stats.TableEmphasis;
import org.ldpbench.store.ExpectedTrials;

/**
 * Builds the {@link ResultTable} of a {@code type: table} output: one row per method and
 * combination of the series axes, one column per value of x, grouped by the values of {@code
 * columnGroups} if given; each cell the best configuration's mean ± s.e. (or s.d.), chosen as in
 * the line charts ({@link FigureData}). With {@code bold: best} the best mean of each column (in
 * the metric's direction) is set in bold; with {@code bold: wilcoxon} the best is starred and every
 * row not significantly worse than it (paired one-sided Wilcoxon) is bold, as Ma &amp; Yang's Table
 * 2.
 */
public final class ExperimentTables {

  /**
   * Fewest replications for which {@code bold: wilcoxon} marks are drawn: below 6 the signed-rank
   * test cannot tell a difference at 0.05 two-sided (at 5 pairs its smallest p is 0.0625), so every
   * method would be bold and "No. 1" would count them all.
   */
  public static final int MIN_WILCOXON_REPLICATIONS = 6;

  /** Level of the one-sided paired Wilcoxon test of {@code bold: wilcoxon}. */
  static final double WILCOXON_ALPHA = 0.05;

  private ExperimentTables() {}

  /**
   * The table of {@code figure} in the spec's primary metric: one row per method and combination of
   * the series axes.
   */
  public static ResultTable of(ExpectedTrials plan, ResultSummary summary, TableSpec figure) {
    return of(plan, summary, figure, plan.spec().primaryMetric().direction());
  }

  public static ResultTable of(
      ExpectedTrials plan, ResultSummary summary, TableSpec figure, Direction direction) {
    List<String> split = new ArrayList<>(figure.series());
    List<Object> groups = new ArrayList<>();
    groups.add(null);
    if (figure.columnGroups() != null) {
      split.add(figure.columnGroups());
      groups = plan.spec().axis(figure.columnGroups()).orElseThrow().values();
    }
    FigureData data = FigureData.of(plan, summary, figure, split, direction);
    List<Object> xValues = data.xValues();
    List<ResultTable.Column> columns = new ArrayList<>();
    for (Object group : groups) {
      for (Object x : xValues) {
        columns.add(
            new ResultTable.Column(
                group == null ? null : heading(figure.columnGroups(), group),
                heading(figure.x(), x)));
      }
    }
    List<String> labels = new ArrayList<>();
    List<List<FigureData.Curve>> rowsOfCurves =
        rowsOfCurves(plan.spec(), figure, data, groups, labels);
    List<List<ResultTable.Cell>> cells = cells(plan, summary, figure, rowsOfCurves, xValues.size());
    boolean[] ranked = new boolean[cells.size()];
    for (int r = 0; r < ranked.length; r++) {
      ranked[r] = !figure.unranked().contains(rowsOfCurves.get(r).get(0).method().label());
    }
    if (figure.marks() == TableSpec.Marks.BEST) {
      markBest(cells, ranked, columns.size(), direction);
    }
    // per column, the Wilcoxon marks of every row (null for an unranked or empty cell)
    boolean wilcoxon =
        figure.marks() == TableSpec.Marks.WILCOXON
            && plan.replications() >= MIN_WILCOXON_REPLICATIONS;
    List<List<TableEmphasis.Cell>> marksByColumn =
        wilcoxon
            ? markWilcoxon(cells, ranked, rowsOfCurves, xValues.size(), columns.size(), direction)
            : List.of();
    boolean widened =
        (figure.marks() != TableSpec.Marks.NONE || figure.ranks())
            && PrintedTies.widen(cells, ranked, figure.decimals());
    List<ResultTable.Row> rows = new ArrayList<>();
    for (int r = 0; r < labels.size(); r++) {
      rows.add(new ResultTable.Row(labels.get(r), cells.get(r)));
    }
    ResultTable table =
        new ResultTable(
            figure.title(),
            "method",
            columns,
            rows,
            figure.decimals(),
            note(plan, figure, widened));
    if (!figure.methodsInColumns()) {
      return table;
    }
    return MethodsInColumns.of(
        table, figure, groups, xValues, ranked, wilcoxon ? marksByColumn : null, direction);
  }

  /**
   * Per row (method and series combination), its curve in every column group; fills {@code labels}.
   */
  private static List<List<FigureData.Curve>> rowsOfCurves(
      ExperimentSpec spec,
      TableSpec figure,
      FigureData data,
      List<Object> groups,
      List<String> labels) {
    List<SweepAxis> seriesAxes = new ArrayList<>();
    figure.series().forEach(a -> seriesAxes.add(spec.axis(a).orElseThrow()));
    List<List<FigureData.Curve>> rowsOfCurves = new ArrayList<>();
    for (MethodSpec method : spec.methods()) {
      for (Map<String, Object> coordinates : Grids.cartesian(seriesAxes)) {
        List<FigureData.Curve> parts = new ArrayList<>();
        for (Object group : groups) {
          Map<String, Object> key = new LinkedHashMap<>(coordinates);
          if (group != null) {
            key.put(figure.columnGroups(), group);
          }
          parts.add(data.curve(method.label(), key).orElseThrow());
        }
        boolean constant = parts.get(0).constant();
        labels.add(
            method.label()
                + AxisText.suffix(coordinates)
                + (constant ? " (no " + AxisText.label(figure.x()) + "; best overall)" : ""));
        rowsOfCurves.add(parts);
      }
    }
    return rowsOfCurves;
  }

  /**
   * The cells: mean ± error of each row's curves at each x value, annotated when incomplete or
   * missing.
   */
  private static List<List<ResultTable.Cell>> cells(
      ExpectedTrials plan,
      ResultSummary summary,
      TableSpec figure,
      List<List<FigureData.Curve>> rowsOfCurves,
      int xCount) {
    List<List<ResultTable.Cell>> cells = new ArrayList<>();
    for (List<FigureData.Curve> parts : rowsOfCurves) {
      List<ResultTable.Cell> row = new ArrayList<>();
      for (FigureData.Curve curve : parts) {
        for (int i = 0; i < xCount; i++) {
          SampleSummary value =
              figure.value() == PlottedValue.SECONDS
                  ? FigureData.seconds(plan, summary, figure, curve, i)
                  : curve.points()[i];
          if (value == null || value.n() == 0) {
            row.add(
                curve.complete()[i]
                    ? ResultTable.Cell.empty()
                    : ResultTable.Cell.empty().annotated("missing"));
            continue;
          }
          double error = figure.errorBars().halfWidth(value);
          if (value.n() < 2 && !Double.isNaN(error)) {
            // one replication has no spread: say so rather than print ± 0
            row.add(
                ResultTable.Cell.estimate(value.mean(), Double.NaN)
                    .annotated(
                        curve.complete()[i]
                            ? "± n/a, 1 replication"
                            : "± n/a, 1 replication, incomplete"));
            continue;
          }
          ResultTable.Cell cell = ResultTable.Cell.estimate(value.mean(), error);
          row.add(curve.complete()[i] ? cell : cell.annotated("incomplete"));
        }
      }
      cells.add(row);
    }
    return cells;
  }

  /**
   * {@code bold: best}: the best mean of each column among the ranked rows in bold (ties share it).
   */
  private static void markBest(
      List<List<ResultTable.Cell>> cells, boolean[] ranked, int columns, Direction direction) {
    for (int c = 0; c < columns; c++) {
      int best = -1;
      for (int r = 0; r < cells.size(); r++) {
        ResultTable.Cell cell = cells.get(r).get(c);
        if (ranked[r]
            && cell.kind() == ResultTable.Kind.ESTIMATE
            && (best < 0 || direction.better(cell.mean(), cells.get(best).get(c).mean()))) {
          best = r;
        }
      }
      for (int r = 0; r < cells.size() && best >= 0; r++) {
        ResultTable.Cell cell = cells.get(r).get(c);
        // ties share the mark
        if (ranked[r]
            && cell.kind() == ResultTable.Kind.ESTIMATE
            && cell.mean() == cells.get(best).get(c).mean()) {
          cells.get(r).set(c, cell.with(ResultTable.Emphasis.BOLD));
        }
      }
    }
  }

  /**
   * {@code bold: wilcoxon}: per column the best mean starred and every row not significantly worse
   * bold; returns the marks per column (null for an unranked or empty cell).
   */
  private static List<List<TableEmphasis.Cell>> markWilcoxon(
      List<List<ResultTable.Cell>> cells,
      boolean[] ranked,
      List<List<FigureData.Curve>> rowsOfCurves,
      int xCount,
      int columns,
      Direction direction) {
    List<List<TableEmphasis.Cell>> marksByColumn = new ArrayList<>();
    for (int c = 0; c < columns; c++) {
      int part = c / xCount;
      int i = c % xCount;
      List<double[]> scores = new ArrayList<>();
      for (int r = 0; r < cells.size(); r++) {
        boolean estimate = ranked[r] && cells.get(r).get(c).kind() == ResultTable.Kind.ESTIMATE;
        scores.add(estimate ? rowsOfCurves.get(r).get(part).scores()[i] : null);
      }
      List<TableEmphasis.Cell> marks = TableEmphasis.mark(scores, direction, WILCOXON_ALPHA);
      marksByColumn.add(marks);
      for (int r = 0; r < cells.size(); r++) {
        ResultTable.Cell cell = cells.get(r).get(c);
        if (marks.get(r).notWorse()) {
          cell = cell.with(ResultTable.Emphasis.BOLD);
        }
        if (marks.get(r).best()) {
          cell = cell.with(ResultTable.Emphasis.STAR);
        }
        cells.get(r).set(c, cell);
      }
    }
    return marksByColumn;
  }

  /** "ε = 0.5", "depth = 3". */
  static String heading(String axis, Object value) {
    return AxisText.label(axis) + " = " + ParameterSet.format(value);
  }

  private static String note(ExpectedTrials plan, TableSpec figure, boolean widened) {
    String spread =
        switch (figure.errorBars()) {
          case SE -> " mean \u00b1 s.e.";
          case SD -> " mean \u00b1 s.d.";
          case NONE -> " mean";
        };
    String best =
        figure.xIsParameter() ? "best over the other grid parameters" : "best grid configuration";
    String what =
        figure.value() == PlottedValue.SECONDS
            ? "seconds per trial (fit + predict; the fit shared by the post-processing values of one fit)"
            : figure.yLabel();
    StringBuilder note =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "%s%s over %d replications (%s profile); %s per cell%s, chosen on the test set",
                what,
                spread,
                plan.replications(),
                plan.profile().name().toLowerCase(Locale.ROOT),
                best,
                figure.value() == PlottedValue.SECONDS ? " in " + figure.yLabel() : ""));
    if (!figure.at().isEmpty()) {
      note.append("; at ").append(AxisText.suffix(figure.at()).strip().replaceAll("^\\(|\\)$", ""));
    }
    // the paper's turned tables compare the methods along a printed row
    String line = figure.methodsInColumns() ? "row" : "column";
    if (figure.marks() == TableSpec.Marks.BEST) {
      note.append("; bold: best in its ").append(line);
    }
    if (widened) {
      note.append("; means that would print alike but differ get more digits");
    }
    if (figure.marks() == TableSpec.Marks.WILCOXON
        && plan.replications() >= MIN_WILCOXON_REPLICATIONS) {
      note.append("; *: best mean in its ")
          .append(line)
          .append(
              "; bold: not significantly worse than it"
                  + " (one-sided paired Wilcoxon signed-rank test, zero differences dropped, 0.05)");
    } else if (figure.marks() == TableSpec.Marks.WILCOXON) {
      note.append(
          "; no Wilcoxon marks and no No. 1 counts: "
              + plan.replications()
              + " replication"
              + (plan.replications() == 1 ? " is" : "s are")
              + " too few for the signed-rank test (it needs at"
              + " least "
              + MIN_WILCOXON_REPLICATIONS
              + ")");
    }
    return note.toString();
  }
}
