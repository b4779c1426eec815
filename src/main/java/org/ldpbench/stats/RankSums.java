package org.ldpbench.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The "rank sum" and "No. 1" rows of Ma &amp; Yang's Table 2 (spec/lpct.md §7.4), computed as the
 * authors' {@code summarize.ipynb} does:
 *
 * <ul>
 *   <li>per data set (row), the methods (columns, in the given order) are sorted by mean score,
 *       best first, with ties kept in column order (a stable sort), and each gets its position 1,
 *       2, … as its rank; an NA cell counts as {@code naScore} (the code uses accuracy 0);
 *   <li>a method's rank sum is the sum of its ranks over the rows (smaller is better);
 *   <li>"No. 1" counts the rows where the method is bold, i.e. best or not significantly worse than
 *       the best ({@link TableEmphasis}); the paper does not define it, and this reading is the one
 *       consistent with its counts (LPCT-CART: 9 starred cells at ε = 0.5 but No. 1 = 10).
 * </ul>
 *
 * The paper's columns exclude CT-W (non-private); which columns enter is the caller's choice.
 * Recomputing from the paper's rounded numbers does not reproduce its rank sums exactly (tie
 * handling on unrounded inputs). Pure functions.
 */
public final class RankSums {

  private RankSums() {}

  /**
   * Ranks and their sums.
   *
   * @param ranks ranks[row][column], 1 = best
   * @param sums per column, the sum of its ranks over the rows
   */
  public record Result(int[][] ranks, int[] sums) {}

  /**
   * The ranks of each row's means and their column sums.
   *
   * @param means means[row][column]; NaN is an NA cell
   * @param direction which way scores are better
   * @param naScore the score an NA cell counts as (0 for accuracy, as the code)
   */
  public static Result of(double[][] means, Direction direction, double naScore) {
    int columns = means.length == 0 ? 0 : means[0].length;
    int[][] ranks = new int[means.length][columns];
    int[] sums = new int[columns];
    for (int row = 0; row < means.length; row++) {
      if (means[row].length != columns) {
        throw new IllegalArgumentException(
            "row " + row + " has " + means[row].length + " columns, expected " + columns);
      }
      double[] scores = new double[columns];
      for (int c = 0; c < columns; c++) {
        scores[c] = Double.isNaN(means[row][c]) ? naScore : means[row][c];
      }
      Integer[] order = new Integer[columns];
      for (int c = 0; c < columns; c++) {
        order[c] = c;
      }
      Comparator<Integer> better =
          (i, j) ->
              direction.better(scores[i], scores[j])
                  ? -1
                  : direction.better(scores[j], scores[i]) ? 1 : 0;
      Arrays.sort(order, better); // stable: ties stay in column order
      for (int position = 0; position < columns; position++) {
        ranks[row][order[position]] = position + 1;
        sums[order[position]] += position + 1;
      }
    }
    return new Result(ranks, sums);
  }

  /** Per column, the number of rows in which the cell is bold (best or not significantly worse). */
  public static int[] numberOnes(List<List<TableEmphasis.Cell>> rows) {
    List<Integer> counts = new ArrayList<>();
    for (List<TableEmphasis.Cell> row : rows) {
      for (int c = 0; c < row.size(); c++) {
        if (counts.size() <= c) {
          counts.add(0);
        }
        if (row.get(c).notWorse()) {
          counts.set(c, counts.get(c) + 1);
        }
      }
    }
    return counts.stream().mapToInt(Integer::intValue).toArray();
  }
}
