package org.ldpbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ldpbench.experiment.ExperimentPlan;
import org.ldpbench.experiment.ExperimentSpec;
import org.ldpbench.experiment.FigureSpec;
import org.ldpbench.experiment.Grids;
import org.ldpbench.experiment.MethodSpec;
import org.ldpbench.experiment.SweepAxis;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.TableEmphasis;

/**
 * Builds the {@link ResultTable} of a {@code type: table} output: one row per method and
 * combination of the series axes, one column per value of x, grouped by the values of
 * {@code columnGroups} if given; each cell the best configuration's mean ± s.e. (or s.d.), chosen
 * as in the line charts ({@link FigureData}). With {@code bold: best} the best mean of each column
 * (in the metric's direction) is set in bold; with {@code bold: wilcoxon} the best is starred and
 * every row not significantly worse than it (paired one-sided Wilcoxon) is bold, as Ma &amp; Yang's
 * Table 2.
 */
final class ExperimentTables {

    /** Level of the one-sided paired Wilcoxon test of {@code bold: wilcoxon}. */
    static final double WILCOXON_ALPHA = 0.05;

    private ExperimentTables() {
    }

    static ResultTable of(ExperimentPlan plan, ResultSummary summary, FigureSpec figure, Direction direction) {
        ExperimentSpec spec = plan.spec();
        List<String> split = new ArrayList<>(figure.series());
        List<Object> groups = new ArrayList<>();
        groups.add(null);
        if (figure.columnGroups() != null) {
            split.add(figure.columnGroups());
            groups = spec.axis(figure.columnGroups()).orElseThrow().values();
        }
        FigureData data = FigureData.of(plan, summary, figure, split, direction);
        List<Object> xValues = data.xValues();

        List<ResultTable.Column> columns = new ArrayList<>();
        for (Object group : groups) {
            for (Object x : xValues) {
                columns.add(new ResultTable.Column(group == null ? null : heading(figure.columnGroups(), group),
                        heading(figure.x(), x)));
            }
        }
        List<SweepAxis> seriesAxes = new ArrayList<>();
        figure.series().forEach(a -> seriesAxes.add(spec.axis(a).orElseThrow()));
        List<String> labels = new ArrayList<>();
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
                labels.add(method.label() + AxisText.suffix(coordinates)
                        + (constant ? " (no " + AxisText.label(figure.x()) + "; best overall)" : ""));
                rowsOfCurves.add(parts);
            }
        }
        // cells, then the best per column
        List<List<ResultTable.Cell>> cells = new ArrayList<>();
        for (List<FigureData.Curve> parts : rowsOfCurves) {
            List<ResultTable.Cell> row = new ArrayList<>();
            for (FigureData.Curve curve : parts) {
                for (int i = 0; i < xValues.size(); i++) {
                    double mean = curve.mean(i);
                    if (Double.isNaN(mean)) {
                        row.add(curve.complete()[i] ? ResultTable.Cell.empty()
                                : ResultTable.Cell.empty().annotated("missing"));
                        continue;
                    }
                    ResultTable.Cell cell = ResultTable.Cell.estimate(mean, curve.error(i, figure.errorBars()));
                    row.add(curve.complete()[i] ? cell : cell.annotated("incomplete"));
                }
            }
            cells.add(row);
        }
        if (figure.boldBest()) {
            for (int c = 0; c < columns.size(); c++) {
                int best = -1;
                for (int r = 0; r < cells.size(); r++) {
                    ResultTable.Cell cell = cells.get(r).get(c);
                    if (cell.kind() == ResultTable.Kind.ESTIMATE
                            && (best < 0 || direction.better(cell.mean(), cells.get(best).get(c).mean()))) {
                        best = r;
                    }
                }
                for (int r = 0; r < cells.size() && best >= 0; r++) {
                    ResultTable.Cell cell = cells.get(r).get(c);
                    // ties share the mark
                    if (cell.kind() == ResultTable.Kind.ESTIMATE && cell.mean() == cells.get(best).get(c).mean()) {
                        cells.get(r).set(c, cell.with(ResultTable.Emphasis.BOLD));
                    }
                }
            }
        }
        if (figure.wilcoxon()) {
            for (int c = 0; c < columns.size(); c++) {
                int part = c / xValues.size();
                int i = c % xValues.size();
                List<double[]> scores = new ArrayList<>();
                for (int r = 0; r < cells.size(); r++) {
                    boolean estimate = cells.get(r).get(c).kind() == ResultTable.Kind.ESTIMATE;
                    scores.add(estimate ? rowsOfCurves.get(r).get(part).scores()[i] : null);
                }
                List<TableEmphasis.Cell> marks = TableEmphasis.mark(scores, direction, WILCOXON_ALPHA);
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
        }
        List<ResultTable.Row> rows = new ArrayList<>();
        for (int r = 0; r < labels.size(); r++) {
            rows.add(new ResultTable.Row(labels.get(r), cells.get(r)));
        }
        return new ResultTable(figure.title(), "method", columns, rows, figure.decimals(), note(plan, figure));
    }

    /** "ε = 0.5", "depth = 3". */
    private static String heading(String axis, Object value) {
        return AxisText.label(axis) + " = " + ParameterSet.format(value);
    }

    private static String note(ExperimentPlan plan, FigureSpec figure) {
        String spread = switch (figure.errorBars()) {
            case "se" -> " mean \u00b1 s.e.";
            case "sd" -> " mean \u00b1 s.d.";
            default -> " mean";
        };
        String best = figure.xIsParameter() ? "best over the other grid parameters" : "best grid configuration";
        StringBuilder note = new StringBuilder(String.format(Locale.ROOT,
                "%s%s over %d replications (%s profile); %s per cell, chosen on the test set",
                figure.yLabel(), spread, plan.replications(), plan.profile().name().toLowerCase(Locale.ROOT), best));
        if (!figure.at().isEmpty()) {
            note.append("; at ").append(AxisText.suffix(figure.at()).strip().replaceAll("^\\(|\\)$", ""));
        }
        if (figure.boldBest()) {
            note.append("; bold: best in its column");
        }
        if (figure.wilcoxon()) {
            note.append("; *: best mean in its column; bold: not significantly worse than it (one-sided paired"
                    + " Wilcoxon signed-rank test, zero differences dropped, 0.05)");
        }
        return note.toString();
    }
}
