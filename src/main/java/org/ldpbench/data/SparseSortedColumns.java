package org.ldpbench.data;

import java.util.Arrays;

/**
 * Every column's <em>entries</em>, the rows whose value is not +0.0 (−0.0 is an entry), sorted
 * ascending by value with equal values in row order ({@link IndexSort}), each with its row. What
 * tree builders scan on sparse data: on Email (3000 word counts, 94% zeros) a node's values of a
 * column are its entries there plus as many +0.0 as it has other rows, so sorting, scanning and
 * splitting cost the entries instead of rows × columns. Used by CART ({@code CartBuilder}) and the
 * LPCT partition rules ({@code PartitionGrowth}).
 *
 * <p>Column k's entries are {@code [start(k), end(k))} of {@link #rows()} and {@link #values()}. A
 * builder keeps a node's entries of a column as a sub-segment of that range and splits it with
 * {@link #partition}, which is stable, so every segment stays sorted (and tied values in row
 * order). Mutable for that reason: one instance per tree, never shared.
 */
public final class SparseSortedColumns {

  private final int[] rows;
  private final double[] values;
  private final int[] offsets;
  private final int[] rowBuffer;
  private final double[] valueBuffer;

  private SparseSortedColumns(int[] rows, double[] values, int[] offsets, int longest) {
    this.rows = rows;
    this.values = values;
    this.offsets = offsets;
    this.rowBuffer = new int[longest];
    this.valueBuffer = new double[longest];
  }

  /** True for the values that are entries: all but +0.0. */
  public static boolean isEntry(double value) {
    return Double.doubleToRawLongBits(value) != 0L;
  }

  /** The entries of every column of {@code x} (one pass over the rows to count, one to collect). */
  public static SparseSortedColumns of(Features x) {
    int n = x.rows();
    int d = x.columns();
    int[] offsets = new int[d + 1];
    for (int i = 0; i < n; i++) { // row by row: the features are stored row-major
      for (int k = 0; k < d; k++) {
        if (isEntry(x.get(i, k))) {
          offsets[k + 1]++;
        }
      }
    }
    int longest = 0;
    for (int k = 0; k < d; k++) {
      longest = Math.max(longest, offsets[k + 1]);
      offsets[k + 1] += offsets[k];
    }
    int[] rows = new int[offsets[d]];
    double[] values = new double[offsets[d]];
    int[] next = Arrays.copyOf(offsets, d);
    for (int i = 0; i < n; i++) {
      for (int k = 0; k < d; k++) {
        double value = x.get(i, k);
        if (isEntry(value)) {
          int e = next[k]++;
          rows[e] = i;
          values[e] = value;
        }
      }
    }
    int[] rowsInRowOrder = new int[longest];
    for (int k = 0; k < d; k++) {
      int start = offsets[k];
      int length = offsets[k + 1] - start;
      double[] column = Arrays.copyOfRange(values, start, start + length);
      System.arraycopy(rows, start, rowsInRowOrder, 0, length);
      int[] order = IndexSort.ascending(column);
      for (int e = 0; e < length; e++) {
        rows[start + e] = rowsInRowOrder[order[e]];
        values[start + e] = column[order[e]];
      }
    }
    return new SparseSortedColumns(rows, values, offsets, longest);
  }

  /** The row of every entry (not a copy: read only). */
  public int[] rows() {
    return rows;
  }

  /** The value of every entry, never +0.0 (not a copy: read only). */
  public double[] values() {
    return values;
  }

  /** Number of columns. */
  public int columns() {
    return offsets.length - 1;
  }

  /** First entry of column {@code k}. */
  public int start(int k) {
    return offsets[k];
  }

  /** One past the last entry of column {@code k}. */
  public int end(int k) {
    return offsets[k + 1];
  }

  /**
   * Stable partition of the entries {@code [from, to)} (a segment of one column): those whose row
   * goes left first, each side in its old order, so both stay sorted.
   *
   * @param goesLeft by row
   * @return the first entry of the right side
   */
  public int partition(int from, int to, boolean[] goesLeft) {
    int l = from;
    int r = 0;
    for (int e = from; e < to; e++) {
      int row = rows[e];
      if (goesLeft[row]) {
        rows[l] = row;
        values[l++] = values[e];
      } else {
        rowBuffer[r] = row;
        valueBuffer[r++] = values[e];
      }
    }
    System.arraycopy(rowBuffer, 0, rows, l, r);
    System.arraycopy(valueBuffer, 0, values, l, r);
    return l;
  }
}
