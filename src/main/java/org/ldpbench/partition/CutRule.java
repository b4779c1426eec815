package org.ldpbench.partition;

import java.util.Arrays;
import java.util.List;
import org.ldpbench.data.IndexSort;

/**
 * How a tree partitioner chooses where to cut one cell: the candidates, best first. The {@link
 * TreeGrower} applies the stopping rules and takes the first candidate that passes them. Rules see
 * only the public sample.
 */
interface CutRule {

  /**
   * The candidate cuts of one cell.
   *
   * @param cell the public points in the cell
   * @param lower the cell's lower corner
   * @param upper the cell's upper corner
   * @return candidate cuts, best first (possibly empty)
   */
  List<Cut> candidates(CellPoints cell, double[] lower, double[] upper);

  /**
   * Number of candidates the authors' splitters keep out of m: max(1, ⌊(m + 5)/10⌋) (1 for m ≤ 14).
   */
  static int kept(int m) {
    return Math.max(1, (m + 5) / 10);
  }

  /**
   * The positions of the {@code count} (at most) largest gains, largest first, equal gains in
   * position order: the first {@code count} of a stable sort by {@code Double.compare} descending,
   * which is how the rules rank their candidates. Sorts primitives ({@link IndexSort} on the
   * negated gains: its {@code <} orders them as {@code Double.compare} does when there is no NaN
   * and no −0.0, the gains of a criterion; otherwise a stable sort of boxed positions), since every
   * cell ranks up to d = 3000 of them on Email.
   */
  static int[] ranked(double[] gains, int count) {
    int m = gains.length;
    boolean plain = true;
    double[] keys = new double[m];
    for (int i = 0; i < m; i++) {
      double g = gains[i];
      plain &= !Double.isNaN(g) && Double.doubleToRawLongBits(g) != Long.MIN_VALUE;
      keys[i] = -g;
    }
    int[] order;
    if (plain) {
      order = IndexSort.ascending(keys);
    } else {
      Integer[] boxed = new Integer[m];
      for (int i = 0; i < m; i++) {
        boxed[i] = i;
      }
      Arrays.sort(boxed, (a, b) -> Double.compare(gains[b], gains[a]));
      order = Arrays.stream(boxed).mapToInt(Integer::intValue).toArray();
    }
    return Arrays.copyOf(order, Math.min(count, m));
  }

  /** The dimensions whose edge is longest (exact equality, as the authors' code). */
  static int[] longestEdges(double[] lower, double[] upper) {
    double longest = 0.0;
    for (int k = 0; k < lower.length; k++) {
      longest = Math.max(longest, upper[k] - lower[k]);
    }
    int[] dims = new int[lower.length];
    int m = 0;
    for (int k = 0; k < lower.length; k++) {
      if (upper[k] - lower[k] == longest) {
        dims[m++] = k;
      }
    }
    return Arrays.copyOf(dims, m);
  }
}
