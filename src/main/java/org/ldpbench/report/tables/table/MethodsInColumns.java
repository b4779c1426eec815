package org.ldpbench.report.tables.table;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.tables.ResultTable;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.RankSums;
import org.ldpbench.stats.TableEmphasis;

/**
 * A {@code methodsInColumns: true} table ({@link ExperimentTables} builds it with a row per method
 * first): turned as Ma &amp; Yang print their Table 2, one row per column group and x value, one
 * column per method, with the rank-sum and "No. 1" rows of {@code ranks: true} and, where the spec
 * copies the paper's table, the paper's printed rows and the same rules applied to its printed
 * means ({@link PaperRanks}).
 */
final class MethodsInColumns {

  private MethodsInColumns() {}

  /**
   * The table turned as the papers print it: one row per column group and x value ("ε = 0.5 ·
   * anonymity"), one column per method; with {@code ranks}, a rank-sum and a "No. 1" row after each
   * group's rows, over the ranked methods (spec/lpct.md 7.4: NA counts as the worst score, ties
   * keep column order; No. 1 counts the bold cells; {@code marksByColumn} is null when there are
   * too few replications for Wilcoxon marks, and No. 1 then reads n/a).
   */
  static ResultTable of(
      ResultTable table,
      TableSpec figure,
      List<Object> groups,
      List<Object> xValues,
      boolean[] ranked,
      List<List<TableEmphasis.Cell>> marksByColumn,
      Direction direction) {
    List<ResultTable.Column> columns =
        table.rows().stream().map(r -> ResultTable.Column.of(r.label())).toList();
    List<ResultTable.Row> rows = new ArrayList<>();
    int n = xValues.size();
    for (int g = 0; g < groups.size(); g++) {
      Object group = groups.get(g);
      String prefix =
          group == null ? "" : ExperimentTables.heading(figure.columnGroups(), group) + " \u00b7 ";
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
      int[] rankedRows = IntStream.range(0, ranked.length).filter(r -> ranked[r]).toArray();
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
      double worst =
          direction == Direction.HIGHER_IS_BETTER
              ? Double.NEGATIVE_INFINITY
              : Double.POSITIVE_INFINITY;
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
        rows.add(
            new ResultTable.Row(
                prefix + "rank sum (paper, printed)", paperRow(table, figure, group, "rank sum")));
        rows.add(
            new ResultTable.Row(
                prefix + "rank sum (paper's means)",
                paperRankSums(table, figure, group, xValues, ranked, direction)));
      }
      rows.add(new ResultTable.Row(prefix + "No. 1 (bold)", ones));
      rows.add(
          new ResultTable.Row(
              prefix + "No. 1 (best mean)", bestCounts(marks, ranked, marksByColumn == null)));
      if (!figure.paperNumberOnes().isEmpty()) {
        rows.add(new ResultTable.Row(prefix + "No. 1 (paper)", paperOnes(table, figure, group)));
      }
      if (!figure.paperTable().isEmpty()) {
        rows.add(
            new ResultTable.Row(
                prefix + "No. 1 (paper's best means)",
                paperBestCounts(table, figure, group, xValues, ranked, direction)));
      }
    }
    String stub =
        (figure.columnGroups() == null ? "" : AxisText.label(figure.columnGroups()) + " \u00b7 ")
            + AxisText.label(figure.x());
    String note =
        table.note()
            + (figure.ranks()
                ? "; rank sum: per row the methods ranked by mean"
                    + " (1 = best, NA last, ties in column order), summed over the rows of the group; No. 1 (bold): rows"
                    + " where the method is bold, not significantly worse than the best (the paper's way of counting its"
                    + " No. 1 row); No. 1 (best mean): rows where it has the best mean (starred)"
                : "")
            + (figure.paperNumberOnes().isEmpty()
                ? ""
                : "; No. 1 (paper): the paper's own No. 1 row, copied" + " from its table")
            + (figure.paperTable().isEmpty()
                ? ""
                : "; rank sum (paper, printed): the paper's rank-sum row as"
                    + " printed; rank sum (paper's means): the same rule applied to the paper's printed means (its"
                    + " data-set rows, NA last); No. 1 (paper's best means): its rows where the method has the best"
                    + " printed mean, ties shared (the paper's stars)"
                    + PaperRanks.duplicates(figure, groups, xValues, table, ranked, direction))
            + (figure.unranked().isEmpty()
                ? ""
                : "; not marked or ranked: " + String.join(", ", figure.unranked()));
    return new ResultTable(table.title(), stub, columns, rows, table.decimals(), note);
  }

  /**
   * Per column, the number of rows where its method has the best mean (starred); n/a without marks.
   */
  private static List<ResultTable.Cell> bestCounts(
      List<List<TableEmphasis.Cell>> marks, boolean[] ranked, boolean noMarks) {
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

  /**
   * The paper's printed {@code row} ("rank sum") for each column's method in {@code group}, empty
   * where none.
   */
  private static List<ResultTable.Cell> paperRow(
      ResultTable table, TableSpec figure, Object group, String row) {
    List<ResultTable.Cell> cells = new ArrayList<>();
    for (ResultTable.Row r : table.rows()) {
      Double value =
          figure.paperTable().get(TableSpec.paperKey(row, r.label(), ParameterSet.format(group)));
      cells.add(
          value == null || value.isNaN()
              ? ResultTable.Cell.empty()
              : ResultTable.Cell.text(ParameterSet.format(value)));
    }
    return cells;
  }

  /** The paper's rank sums in {@code group} recomputed from its printed means by our rule. */
  private static List<ResultTable.Cell> paperRankSums(
      ResultTable table,
      TableSpec figure,
      Object group,
      List<Object> xValues,
      boolean[] ranked,
      Direction direction) {
    int[] sums = PaperRanks.rankSums(figure, group, xValues, table, ranked, direction);
    List<ResultTable.Cell> cells = new ArrayList<>();
    for (int r = 0, k = 0; r < ranked.length; r++) {
      cells.add(
          ranked[r] && sums != null
              ? ResultTable.Cell.text(Integer.toString(sums[k++]))
              : ResultTable.Cell.empty());
    }
    return cells;
  }

  /**
   * The paper's best-mean (starred) counts in {@code group} from its printed means, ties shared.
   */
  private static List<ResultTable.Cell> paperBestCounts(
      ResultTable table,
      TableSpec figure,
      Object group,
      List<Object> xValues,
      boolean[] ranked,
      Direction direction) {
    int[] counts = PaperRanks.bestCounts(figure, group, xValues, table, ranked, direction);
    List<ResultTable.Cell> cells = new ArrayList<>();
    for (int r = 0, k = 0; r < ranked.length; r++) {
      cells.add(
          ranked[r] && counts != null
              ? ResultTable.Cell.text(Integer.toString(counts[k++]))
              : ResultTable.Cell.empty());
    }
    return cells;
  }

  /**
   * The paper's "No. 1" count of each column's method in {@code group}, empty where the paper has
   * none.
   */
  private static List<ResultTable.Cell> paperOnes(
      ResultTable table, TableSpec figure, Object group) {
    List<ResultTable.Cell> cells = new ArrayList<>();
    for (ResultTable.Row row : table.rows()) {
      Integer count =
          figure
              .paperNumberOnes()
              .get(TableSpec.numberOneKey(row.label(), ParameterSet.format(group)));
      cells.add(
          count == null
              ? ResultTable.Cell.empty()
              : ResultTable.Cell.text(Integer.toString(count)));
    }
    return cells;
  }

  /**
   * The "No. 1" count of the k-th ranked method; n/a without Wilcoxon marks (too few replications).
   */
  private static String numberOne(int[] numberOnes, int k) {
    return numberOnes == null ? "n/a" : Integer.toString(numberOnes.length > k ? numberOnes[k] : 0);
  }
}
