package org.ldpbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.CurvesSpec;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.Grids;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.PlottedValue;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.TableSpec;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.RankSums;
import org.ldpbench.stats.SampleSummary;
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

    /**
     * Fewest replications for which {@code bold: wilcoxon} marks are drawn: below 6 the signed-rank
     * test cannot tell a difference at 0.05 two-sided (at 5 pairs its smallest p is 0.0625), so every
     * method would be bold and "No. 1" would count them all.
     */
    static final int MIN_WILCOXON_REPLICATIONS = 6;

    /** Level of the one-sided paired Wilcoxon test of {@code bold: wilcoxon}. */
    static final double WILCOXON_ALPHA = 0.05;

    private ExperimentTables() {
    }

    static ResultTable of(ExperimentPlan plan, ResultSummary summary, TableSpec figure, Direction direction) {
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
                columns.add(new ResultTable.Column(group == null ? null : heading(figure.columnGroups(), group),
                        heading(figure.x(), x)));
            }
        }
        List<String> labels = new ArrayList<>();
        List<List<FigureData.Curve>> rowsOfCurves = rowsOfCurves(plan.spec(), figure, data, groups, labels);
        List<List<ResultTable.Cell>> cells = cells(plan, summary, figure, rowsOfCurves, xValues.size());
        boolean[] ranked = new boolean[cells.size()];
        for (int r = 0; r < ranked.length; r++) {
            ranked[r] = !figure.unranked().contains(rowsOfCurves.get(r).get(0).method().label());
        }
        if (figure.marks() == TableSpec.Marks.BEST) {
            markBest(cells, ranked, columns.size(), direction);
        }
        // per column, the Wilcoxon marks of every row (null for an unranked or empty cell)
        boolean wilcoxon = figure.marks() == TableSpec.Marks.WILCOXON
                && plan.replications() >= MIN_WILCOXON_REPLICATIONS;
        List<List<TableEmphasis.Cell>> marksByColumn = wilcoxon
                ? markWilcoxon(cells, ranked, rowsOfCurves, xValues.size(), columns.size(), direction) : List.of();
        boolean widened = (figure.marks() != TableSpec.Marks.NONE || figure.ranks())
                && PrintedTies.widen(cells, ranked, figure.decimals());
        List<ResultTable.Row> rows = new ArrayList<>();
        for (int r = 0; r < labels.size(); r++) {
            rows.add(new ResultTable.Row(labels.get(r), cells.get(r)));
        }
        ResultTable table = new ResultTable(figure.title(), "method", columns, rows, figure.decimals(),
                note(plan, figure, widened));
        if (!figure.methodsInColumns()) {
            return table;
        }
        return methodsInColumns(table, figure, groups, xValues, ranked, wilcoxon ? marksByColumn : null, direction);
    }

    /** Per row (method and series combination), its curve in every column group; fills {@code labels}. */
    private static List<List<FigureData.Curve>> rowsOfCurves(ExperimentSpec spec, TableSpec figure, FigureData data,
            List<Object> groups, List<String> labels) {
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
                labels.add(method.label() + AxisText.suffix(coordinates)
                        + (constant ? " (no " + AxisText.label(figure.x()) + "; best overall)" : ""));
                rowsOfCurves.add(parts);
            }
        }
        return rowsOfCurves;
    }

    /** The cells: mean ± error of each row's curves at each x value, annotated when incomplete or missing. */
    private static List<List<ResultTable.Cell>> cells(ExperimentPlan plan, ResultSummary summary, TableSpec figure,
            List<List<FigureData.Curve>> rowsOfCurves, int xCount) {
        List<List<ResultTable.Cell>> cells = new ArrayList<>();
        for (List<FigureData.Curve> parts : rowsOfCurves) {
            List<ResultTable.Cell> row = new ArrayList<>();
            for (FigureData.Curve curve : parts) {
                for (int i = 0; i < xCount; i++) {
                    SampleSummary value = figure.value() == PlottedValue.SECONDS
                            ? seconds(plan, summary, figure, curve, i) : curve.points()[i];
                    if (value == null || value.n() == 0) {
                        row.add(curve.complete()[i] ? ResultTable.Cell.empty()
                                : ResultTable.Cell.empty().annotated("missing"));
                        continue;
                    }
                    double error = switch (figure.errorBars()) {
                        case "se" -> value.se();
                        case "sd" -> value.sd();
                        default -> Double.NaN;
                    };
                    if (value.n() < 2 && !Double.isNaN(error)) {
                        // one replication has no spread: say so rather than print ± 0
                        row.add(ResultTable.Cell.estimate(value.mean(), Double.NaN).annotated(
                                curve.complete()[i] ? "± n/a, 1 replication" : "± n/a, 1 replication, incomplete"));
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

    /** {@code bold: best}: the best mean of each column among the ranked rows in bold (ties share it). */
    private static void markBest(List<List<ResultTable.Cell>> cells, boolean[] ranked, int columns,
            Direction direction) {
        for (int c = 0; c < columns; c++) {
            int best = -1;
            for (int r = 0; r < cells.size(); r++) {
                ResultTable.Cell cell = cells.get(r).get(c);
                if (ranked[r] && cell.kind() == ResultTable.Kind.ESTIMATE
                        && (best < 0 || direction.better(cell.mean(), cells.get(best).get(c).mean()))) {
                    best = r;
                }
            }
            for (int r = 0; r < cells.size() && best >= 0; r++) {
                ResultTable.Cell cell = cells.get(r).get(c);
                // ties share the mark
                if (ranked[r] && cell.kind() == ResultTable.Kind.ESTIMATE
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
    private static List<List<TableEmphasis.Cell>> markWilcoxon(List<List<ResultTable.Cell>> cells, boolean[] ranked,
            List<List<FigureData.Curve>> rowsOfCurves, int xCount, int columns, Direction direction) {
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

    /**
     * The table turned as the papers print it: one row per column group and x value ("ε = 0.5 ·
     * anonymity"), one column per method; with {@code ranks}, a rank-sum and a "No. 1" row after
     * each group's rows, over the ranked methods (spec/lpct.md 7.4: NA counts as the worst score,
     * ties keep column order; No. 1 counts the bold cells; {@code marksByColumn} is null when there
     * are too few replications for Wilcoxon marks, and No. 1 then reads n/a).
     */
    private static ResultTable methodsInColumns(ResultTable table, TableSpec figure, List<Object> groups,
            List<Object> xValues, boolean[] ranked, List<List<TableEmphasis.Cell>> marksByColumn,
            Direction direction) {
        List<ResultTable.Column> columns = table.rows().stream().map(r -> ResultTable.Column.of(r.label())).toList();
        List<ResultTable.Row> rows = new ArrayList<>();
        int n = xValues.size();
        for (int g = 0; g < groups.size(); g++) {
            Object group = groups.get(g);
            String prefix = group == null ? "" : heading(figure.columnGroups(), group) + " \u00b7 ";
            for (int i = 0; i < n; i++) {
                int c = g * n + i;
                List<ResultTable.Cell> cells = new ArrayList<>();
                for (ResultTable.Row row : table.rows()) {
                    cells.add(row.cells().get(c));
                }
                rows.add(new ResultTable.Row(prefix + ParameterSet.format(xValues.get(i)), cells));
            }
            if (!figure.ranks()) {
                continue;
            }
            int[] rankedRows = java.util.stream.IntStream.range(0, ranked.length).filter(r -> ranked[r]).toArray();
            double[][] means = new double[n][rankedRows.length];
            List<List<TableEmphasis.Cell>> marks = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                int c = g * n + i;
                List<TableEmphasis.Cell> rowMarks = new ArrayList<>();
                for (int k = 0; k < rankedRows.length; k++) {
                    ResultTable.Cell cell = table.rows().get(rankedRows[k]).cells().get(c);
                    means[i][k] = cell.kind() == ResultTable.Kind.ESTIMATE ? cell.mean() : Double.NaN;
                    rowMarks.add(marksByColumn == null ? null : marksByColumn.get(c).get(rankedRows[k]));
                }
                marks.add(rowMarks);
            }
            double worst = direction == Direction.HIGHER_IS_BETTER ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
            RankSums.Result result = RankSums.of(means, direction, worst);
            int[] numberOnes = marksByColumn == null ? null : RankSums.numberOnes(marks);
            List<ResultTable.Cell> sums = new ArrayList<>();
            List<ResultTable.Cell> ones = new ArrayList<>();
            for (int r = 0, k = 0; r < ranked.length; r++) {
                if (!ranked[r]) {
                    sums.add(ResultTable.Cell.empty());
                    ones.add(ResultTable.Cell.empty());
                    continue;
                }
                sums.add(ResultTable.Cell.text(Integer.toString(result.sums()[k])));
                ones.add(ResultTable.Cell.text(numberOne(numberOnes, k)));
                k++;
            }
            rows.add(new ResultTable.Row(prefix + "rank sum", sums));
            if (!figure.paperTable().isEmpty()) {
                rows.add(new ResultTable.Row(prefix + "rank sum (paper, printed)", paperRow(table, figure, group,
                        "rank sum")));
                rows.add(new ResultTable.Row(prefix + "rank sum (paper's means)", paperRankSums(table, figure, group,
                        xValues, ranked, direction)));
            }
            rows.add(new ResultTable.Row(prefix + "No. 1 (bold)", ones));
            rows.add(new ResultTable.Row(prefix + "No. 1 (best mean)", bestCounts(marks, ranked, marksByColumn == null)));
            if (!figure.paperNumberOnes().isEmpty()) {
                rows.add(new ResultTable.Row(prefix + "No. 1 (paper)", paperOnes(table, figure, group)));
            }
            if (!figure.paperTable().isEmpty()) {
                rows.add(new ResultTable.Row(prefix + "No. 1 (paper's best means)", paperBestCounts(table, figure, group,
                        xValues, ranked, direction)));
            }
        }
        String stub = (figure.columnGroups() == null ? "" : AxisText.label(figure.columnGroups()) + " \u00b7 ")
                + AxisText.label(figure.x());
        String note = table.note() + (figure.ranks() ? "; rank sum: per row the methods ranked by mean"
                + " (1 = best, NA last, ties in column order), summed over the rows of the group; No. 1 (bold): rows"
                + " where the method is bold, not significantly worse than the best (the paper's way of counting its"
                + " No. 1 row); No. 1 (best mean): rows where it has the best mean (starred)" : "")
                + (figure.paperNumberOnes().isEmpty() ? "" : "; No. 1 (paper): the paper's own No. 1 row, copied"
                        + " from its table")
                + (figure.paperTable().isEmpty() ? "" : "; rank sum (paper, printed): the paper's rank-sum row as"
                        + " printed; rank sum (paper's means): the same rule applied to the paper's printed means (its"
                        + " data-set rows, NA last); No. 1 (paper's best means): its rows where the method has the best"
                        + " printed mean, ties shared (the paper's stars)" + PaperRanks.duplicates(figure, groups,
                        xValues, table, ranked, direction))
                + (figure.unranked().isEmpty() ? ""
                        : "; not marked or ranked: " + String.join(", ", figure.unranked()));
        return new ResultTable(table.title(), stub, columns, rows, table.decimals(), note);
    }

    /** Per column, the number of rows where its method has the best mean (starred); n/a without marks. */
    private static List<ResultTable.Cell> bestCounts(List<List<TableEmphasis.Cell>> marks, boolean[] ranked,
            boolean noMarks) {
        List<ResultTable.Cell> cells = new ArrayList<>();
        for (int r = 0, k = 0; r < ranked.length; r++) {
            if (!ranked[r]) {
                cells.add(ResultTable.Cell.empty());
                continue;
            }
            int count = 0;
            for (List<TableEmphasis.Cell> row : marks) {
                TableEmphasis.Cell cell = row.get(k);
                count += cell != null && cell.best() ? 1 : 0;
            }
            cells.add(ResultTable.Cell.text(noMarks ? "n/a" : Integer.toString(count)));
            k++;
        }
        return cells;
    }

    /** The paper's printed {@code row} ("rank sum") for each column's method in {@code group}, empty where none. */
    private static List<ResultTable.Cell> paperRow(ResultTable table, TableSpec figure, Object group, String row) {
        List<ResultTable.Cell> cells = new ArrayList<>();
        for (ResultTable.Row r : table.rows()) {
            Double value = figure.paperTable().get(TableSpec.paperKey(row, r.label(), ParameterSet.format(group)));
            cells.add(value == null || value.isNaN() ? ResultTable.Cell.empty()
                    : ResultTable.Cell.text(ParameterSet.format(value)));
        }
        return cells;
    }

    /** The paper's rank sums in {@code group} recomputed from its printed means by our rule. */
    private static List<ResultTable.Cell> paperRankSums(ResultTable table, TableSpec figure, Object group,
            List<Object> xValues, boolean[] ranked, Direction direction) {
        int[] sums = PaperRanks.rankSums(figure, group, xValues, table, ranked, direction);
        List<ResultTable.Cell> cells = new ArrayList<>();
        for (int r = 0, k = 0; r < ranked.length; r++) {
            cells.add(ranked[r] && sums != null ? ResultTable.Cell.text(Integer.toString(sums[k++]))
                    : ResultTable.Cell.empty());
        }
        return cells;
    }

    /** The paper's best-mean (starred) counts in {@code group} from its printed means, ties shared. */
    private static List<ResultTable.Cell> paperBestCounts(ResultTable table, TableSpec figure, Object group,
            List<Object> xValues, boolean[] ranked, Direction direction) {
        int[] counts = PaperRanks.bestCounts(figure, group, xValues, table, ranked, direction);
        List<ResultTable.Cell> cells = new ArrayList<>();
        for (int r = 0, k = 0; r < ranked.length; r++) {
            cells.add(ranked[r] && counts != null ? ResultTable.Cell.text(Integer.toString(counts[k++]))
                    : ResultTable.Cell.empty());
        }
        return cells;
    }

    /** The paper's "No. 1" count of each column's method in {@code group}, empty where the paper has none. */
    private static List<ResultTable.Cell> paperOnes(ResultTable table, TableSpec figure, Object group) {
        List<ResultTable.Cell> cells = new ArrayList<>();
        for (ResultTable.Row row : table.rows()) {
            Integer count = figure.paperNumberOnes().get(TableSpec.numberOneKey(row.label(),
                    ParameterSet.format(group)));
            cells.add(count == null ? ResultTable.Cell.empty() : ResultTable.Cell.text(Integer.toString(count)));
        }
        return cells;
    }

    /** The "No. 1" count of the k-th ranked method; n/a without Wilcoxon marks (too few replications). */
    private static String numberOne(int[] numberOnes, int k) {
        return numberOnes == null ? "n/a" : Integer.toString(numberOnes.length > k ? numberOnes[k] : 0);
    }

    /**
     * The running time of the configuration the curve chose at x value {@code i} (best in the
     * metric), or null if nothing is stored.
     */
    static SampleSummary seconds(ExperimentPlan plan, ResultSummary summary, CurvesSpec figure,
            FigureData.Curve curve, int i) {
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
        return summary.seconds().get().configuration(curve.method().label(), point, chosen)
                .map(ResultSummary.ConfigurationResult::score).orElse(null);
    }

    /** "ε = 0.5", "depth = 3". */
    private static String heading(String axis, Object value) {
        return AxisText.label(axis) + " = " + ParameterSet.format(value);
    }

    private static String note(ExperimentPlan plan, TableSpec figure, boolean widened) {
        String spread = switch (figure.errorBars()) {
            case "se" -> " mean \u00b1 s.e.";
            case "sd" -> " mean \u00b1 s.d.";
            default -> " mean";
        };
        String best = figure.xIsParameter() ? "best over the other grid parameters" : "best grid configuration";
        String what = figure.value() == PlottedValue.SECONDS
                ? "seconds per trial (fit + predict; the fit shared by the post-processing values of one fit)"
                : figure.yLabel();
        StringBuilder note = new StringBuilder(String.format(Locale.ROOT,
                "%s%s over %d replications (%s profile); %s per cell%s, chosen on the test set",
                what, spread, plan.replications(), plan.profile().name().toLowerCase(Locale.ROOT), best,
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
        if (figure.marks() == TableSpec.Marks.WILCOXON && plan.replications() >= MIN_WILCOXON_REPLICATIONS) {
            note.append("; *: best mean in its ").append(line).append("; bold: not significantly worse than it"
                    + " (one-sided paired Wilcoxon signed-rank test, zero differences dropped, 0.05)");
        } else if (figure.marks() == TableSpec.Marks.WILCOXON) {
            note.append("; no Wilcoxon marks and no No. 1 counts: " + plan.replications() + " replication"
                    + (plan.replications() == 1 ? " is" : "s are") + " too few for the signed-rank test (it needs at"
                    + " least " + MIN_WILCOXON_REPLICATIONS + ")");
        }
        return note.toString();
    }
}
