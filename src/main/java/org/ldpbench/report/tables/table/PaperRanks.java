package org.ldpbench.report.tables.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.tables.ResultTable;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.RankSums;

/**
 * The paper's own table, as printed ({@link TableSpec#paperTable()}), read the way ours is: its
 * rank sums recomputed from its printed means by our rule (ranks by mean per data-set row, NA last,
 * ties in column order), its best-mean (starred) counts, and a note when a printed rank-sum row
 * repeats another group's row although the printed means differ (Ma &amp; Yang's ε = 2 row copies
 * its ε = 0.5 row).
 */
final class PaperRanks {

  private PaperRanks() {}

  /**
   * The paper's printed means of the ranked columns in {@code group}: [x value][ranked column], NaN
   * for NA; null if absent.
   */
  private static double[][] means(
      TableSpec figure, Object group, List<Object> xValues, ResultTable table, boolean[] ranked) {
    List<double[]> rows = new ArrayList<>();
    for (Object x : xValues) {
      List<Double> row = new ArrayList<>();
      boolean any = false;
      for (int r = 0; r < ranked.length; r++) {
        if (!ranked[r]) {
          continue;
        }
        Double value =
            figure
                .paperTable()
                .get(
                    TableSpec.paperKey(
                        ParameterSet.format(x),
                        table.rows().get(r).label(),
                        ParameterSet.format(group)));
        any |= value != null;
        row.add(value == null ? Double.NaN : value);
      }
      if (any) {
        rows.add(row.stream().mapToDouble(Double::doubleValue).toArray());
      }
    }
    return rows.isEmpty() ? null : rows.toArray(double[][]::new);
  }

  /** The rank sums of the ranked columns from the paper's printed means, or null without them. */
  static int[] rankSums(
      TableSpec figure,
      Object group,
      List<Object> xValues,
      ResultTable table,
      boolean[] ranked,
      Direction direction) {
    double[][] means = means(figure, group, xValues, table, ranked);
    if (means == null) {
      return null;
    }
    double worst =
        direction == Direction.HIGHER_IS_BETTER
            ? Double.NEGATIVE_INFINITY
            : Double.POSITIVE_INFINITY;
    return RankSums.of(means, direction, worst).sums();
  }

  /**
   * Per ranked column, the rows where it has the best printed mean (ties shared), or null without
   * them.
   */
  static int[] bestCounts(
      TableSpec figure,
      Object group,
      List<Object> xValues,
      ResultTable table,
      boolean[] ranked,
      Direction direction) {
    double[][] means = means(figure, group, xValues, table, ranked);
    if (means == null) {
      return null;
    }
    int[] counts = new int[means[0].length];
    for (double[] row : means) {
      double best = Double.NaN;
      for (double v : row) {
        if (!Double.isNaN(v) && (Double.isNaN(best) || direction.better(v, best))) {
          best = v;
        }
      }
      for (int k = 0; k < row.length; k++) {
        counts[k] += !Double.isNaN(row[k]) && row[k] == best ? 1 : 0;
      }
    }
    return counts;
  }

  /**
   * The printed rank-sum row of the ranked columns in {@code group}, or null where the paper has
   * none.
   */
  private static double[] printed(
      TableSpec figure, Object group, ResultTable table, boolean[] ranked) {
    List<Double> row = new ArrayList<>();
    for (int r = 0; r < ranked.length; r++) {
      if (ranked[r]) {
        Double value =
            figure
                .paperTable()
                .get(
                    TableSpec.paperKey(
                        "rank sum", table.rows().get(r).label(), ParameterSet.format(group)));
        if (value == null) {
          return null;
        }
        row.add(value);
      }
    }
    return row.stream().mapToDouble(Double::doubleValue).toArray();
  }

  /**
   * "; the paper's rank-sum row at ε = 2 repeats its row at ε = 0.5 although its printed means
   * differ (recomputed: 37, 15, …)", for every such pair of groups; "" if none.
   */
  static String duplicates(
      TableSpec figure,
      List<Object> groups,
      List<Object> xValues,
      ResultTable table,
      boolean[] ranked,
      Direction direction) {
    StringBuilder out = new StringBuilder();
    for (int j = 1; j < groups.size(); j++) {
      double[] later = printed(figure, groups.get(j), table, ranked);
      int[] recomputed = rankSums(figure, groups.get(j), xValues, table, ranked, direction);
      for (int i = 0; i < j && later != null && recomputed != null; i++) {
        double[] earlier = printed(figure, groups.get(i), table, ranked);
        int[] earlierRecomputed =
            rankSums(figure, groups.get(i), xValues, table, ranked, direction);
        if (earlier != null
            && Arrays.equals(earlier, later)
            && !Arrays.equals(earlierRecomputed, recomputed)) {
          out.append(
              String.format(
                  Locale.ROOT,
                  "; NOTE: the paper's printed rank-sum row at %s = %s is a"
                      + " copy of its row at %s = %s, although its printed means differ (recomputed from them: %s)",
                  AxisText.label(figure.columnGroups()),
                  ParameterSet.format(groups.get(j)),
                  AxisText.label(figure.columnGroups()),
                  ParameterSet.format(groups.get(i)),
                  String.join(
                      ", ", Arrays.stream(recomputed).mapToObj(Integer::toString).toList())));
          break;
        }
      }
    }
    return out.toString();
  }
}
