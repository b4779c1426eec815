package org.ldpbench.report.tables;

import java.util.ArrayList;
import java.util.List;

/**
 * Gives a table's cells enough digits that two means compared with each other never print alike
 * while being different. A reader compares the printed numbers: when 0.7798 and 0.7803 both print
 * as "0.780" but only one is starred, or they get different ranks, the marks look arbitrary and the
 * rank sums cannot be recomputed from the table. Cells whose printed means coincide with a
 * different mean in the same comparison (a column of the table as built: a row of the paper's
 * turned tables) get one more digit at a time, up to {@value #MAX_EXTRA} more; means that are
 * exactly equal stay alike, and the marks treat them alike (ties share the star).
 */
public final class PrintedTies {

  /** Most digits added to a cell's table decimals. */
  static final int MAX_EXTRA = 4;

  private PrintedTies() {}

  /**
   * Widens, in place, the cells of each column among the ranked rows.
   *
   * @param cells rows of cells (one list per row, all of the same length)
   * @param ranked which rows are compared (unranked rows are left alone)
   * @param decimals the table's decimals
   * @return true if any cell got more digits
   */
  public static boolean widen(List<List<ResultTable.Cell>> cells, boolean[] ranked, int decimals) {
    int columns = cells.isEmpty() ? 0 : cells.get(0).size();
    boolean any = false;
    for (int c = 0; c < columns; c++) {
      for (int extra = 1; extra <= MAX_EXTRA; extra++) {
        int precision = decimals + extra - 1;
        List<Integer> alike = new ArrayList<>();
        for (int a = 0; a < cells.size(); a++) {
          ResultTable.Cell cell = cells.get(a).get(c);
          if (compared(cell, ranked[a])
              && cell.extraDigits() == extra - 1
              && printsLikeADifferentMean(cells, ranked, a, c, precision)) {
            alike.add(a);
          }
        }
        for (int a : alike) {
          cells.get(a).set(c, cells.get(a).get(c).withExtraDigits(extra));
        }
        any |= !alike.isEmpty();
        if (alike.isEmpty()) {
          break;
        }
      }
    }
    return any;
  }

  private static boolean compared(ResultTable.Cell cell, boolean ranked) {
    return ranked && cell.kind() == ResultTable.Kind.ESTIMATE;
  }

  /**
   * True if, at {@code precision} decimals, cell a prints like a different mean of the same column.
   */
  private static boolean printsLikeADifferentMean(
      List<List<ResultTable.Cell>> cells, boolean[] ranked, int a, int c, int precision) {
    double mean = cells.get(a).get(c).mean();
    String printed = ResultTable.Cell.number(mean, precision);
    for (int b = 0; b < cells.size(); b++) {
      ResultTable.Cell other = cells.get(b).get(c);
      if (b != a
          && compared(other, ranked[b])
          && other.mean() != mean
          && ResultTable.Cell.number(other.mean(), precision).equals(printed)) {
        return true;
      }
    }
    return false;
  }
}
