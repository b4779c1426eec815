package org.ldpbench.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * Which cells of a results row to emphasise, as Ma &amp; Yang's Table 2 (spec/lpct.md §7.4): the
 * best method of the row is starred, and every method not significantly worse than it at level α by
 * the one-sided paired Wilcoxon signed-rank test is bold. Pure function of the per-replication
 * scores; rendering is left to {@code report/}.
 *
 * <p>Rules: the best is the method with the best mean (ties: every method with that mean is
 * starred, the first of them is the reference for the tests). A method is bold if it is a best one
 * or the p-value of H₁ "worse than the reference" is at least α. A column without scores (NA) gets
 * neither mark. Replication r of every method must be the same data (paired).
 */
public final class TableEmphasis {

  private TableEmphasis() {}

  /**
   * The marks of one cell.
   *
   * @param best starred: best mean of the row
   * @param notWorse bold: not significantly worse than the best (the best itself included)
   * @param pWorse p-value of H₁ "worse than the best" (NaN for the reference and NA cells)
   */
  public record Cell(boolean best, boolean notWorse, double pWorse) {
    static final Cell NA = new Cell(false, false, Double.NaN);
  }

  /**
   * Marks one row.
   *
   * @param scores per column, the per-replication scores (NaN: missing replication), or null for an
   *     NA cell
   * @param direction which way scores are better
   * @param alpha level of the one-sided test, e.g. 0.05
   * @return one cell per column
   */
  public static List<Cell> mark(List<double[]> scores, Direction direction, double alpha) {
    if (!(alpha > 0.0 && alpha < 1.0)) {
      throw new IllegalArgumentException("alpha must be in (0, 1), got " + alpha);
    }
    double[] means = new double[scores.size()];
    int reference = -1;
    for (int c = 0; c < scores.size(); c++) {
      means[c] = mean(scores.get(c));
      if (!Double.isNaN(means[c])
          && (reference < 0 || direction.better(means[c], means[reference]))) {
        reference = c;
      }
    }
    List<Cell> cells = new ArrayList<>();
    for (int c = 0; c < scores.size(); c++) {
      if (Double.isNaN(means[c])) {
        cells.add(Cell.NA);
      } else if (means[c] == means[reference]) {
        cells.add(
            new Cell(
                true,
                true,
                c == reference
                    ? Double.NaN
                    : pWorse(scores.get(c), scores.get(reference), direction)));
      } else {
        double p = pWorse(scores.get(c), scores.get(reference), direction);
        cells.add(new Cell(false, p >= alpha, p));
      }
    }
    return cells;
  }

  /** p-value of H₁: {@code method} is worse than {@code best}, paired by replication. */
  static double pWorse(double[] method, double[] best, Direction direction) {
    WilcoxonSignedRank test = WilcoxonSignedRank.of(method, best);
    return direction == Direction.HIGHER_IS_BETTER ? test.pLess() : test.pGreater();
  }

  /** Mean over non-NaN values; NaN if there are none or the array is null. */
  static double mean(double[] values) {
    if (values == null) {
      return Double.NaN;
    }
    double sum = 0.0;
    int n = 0;
    for (double v : values) {
      if (!Double.isNaN(v)) {
        sum += v;
        n++;
      }
    }
    return n == 0 ? Double.NaN : sum / n;
  }
}
