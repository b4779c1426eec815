package org.ldpbench.partition;

import java.util.Arrays;
import org.ldpbench.data.SparseSortedColumns;

/**
 * The public points of one cell while a {@link PartitionGrowth} grows: their indices (ascending),
 * and for each dimension in which some of them has an entry (a value other than +0.0), the cell's
 * segment of that dimension's sorted entries ({@link SparseSortedColumns}); the cell's other points
 * have +0.0 there. The cut rules ask for class counts on either side of thresholds and for the
 * distinct values of a dimension; answered from the segments they cost the cell's entries instead
 * of its points times d, which on Email (3000 word counts, 94% of them 0) was most of a growth.
 * Every answer is what a scan of all the cell's values gives: counts are integer sums, and the
 * values are the same numbers in the same order.
 *
 * <p>Immutable but for the shared entries, which {@link #split} reorders inside this cell's
 * segments: split a cell once, and then use only its children.
 */
final class CellPoints {

  private final PublicPoints points;
  private final SparseSortedColumns columns;
  private final int[] indices;

  /** Dimensions with an entry in the cell, ascending, and each one's segment [from, to). */
  private final int[] dims;

  private final int[] from;
  private final int[] to;
  private final int[] classCounts;

  private CellPoints(
      PublicPoints points,
      SparseSortedColumns columns,
      int[] indices,
      int[] dims,
      int[] from,
      int[] to) {
    this.points = points;
    this.columns = columns;
    this.indices = indices;
    this.dims = dims;
    this.from = from;
    this.to = to;
    this.classCounts = new int[points.classes];
    for (int i : indices) {
      classCounts[points.y[i]]++;
    }
  }

  /** All the points, with {@code columns} built from the same sample and not yet partitioned. */
  static CellPoints root(PublicPoints points, SparseSortedColumns columns) {
    int n = points.size();
    int[] all = new int[n];
    for (int i = 0; i < n; i++) {
      all[i] = i;
    }
    int d = points.dimension;
    int[] dims = new int[d];
    int[] from = new int[d];
    int[] to = new int[d];
    int m = 0;
    for (int k = 0; k < d; k++) {
      if (columns.end(k) > columns.start(k)) {
        dims[m] = k;
        from[m] = columns.start(k);
        to[m++] = columns.end(k);
      }
    }
    return new CellPoints(
        points, columns, all, Arrays.copyOf(dims, m), Arrays.copyOf(from, m), Arrays.copyOf(to, m));
  }

  PublicPoints points() {
    return points;
  }

  int size() {
    return indices.length;
  }

  /** The points' indices, ascending (not a copy: read only). */
  int[] indices() {
    return indices;
  }

  /** Class counts of the cell's points (a copy). */
  int[] classCounts() {
    return classCounts.clone();
  }

  /** True if some point of the cell has a value other than +0.0 in dimension {@code k}. */
  boolean hasEntries(int k) {
    return Arrays.binarySearch(dims, k) >= 0;
  }

  /** Number of the cell's points with x[k] &lt; threshold. */
  int leftSize(int k, double threshold) {
    int j = Arrays.binarySearch(dims, k);
    int start = j < 0 ? 0 : from[j];
    int end = j < 0 ? 0 : to[j];
    double[] values = columns.values();
    if (0.0
        < threshold) { // the +0.0 go left: all but the entries at or above the threshold (a suffix)
      int e = end;
      while (e > start && values[e - 1] >= threshold) {
        e--;
      }
      return indices.length - (end - e);
    }
    int e = start; // the +0.0 go right: the entries below the threshold (a prefix)
    while (e < end && values[e] < threshold) {
      e++;
    }
    return e - start;
  }

  /** Class counts of the cell's points with x[k] &lt; threshold. */
  int[] leftClassCounts(int k, double threshold) {
    int j = Arrays.binarySearch(dims, k);
    int start = j < 0 ? 0 : from[j];
    int end = j < 0 ? 0 : to[j];
    double[] values = columns.values();
    int[] rows = columns.rows();
    int[] y = points.y;
    if (0.0 < threshold) {
      int[] counts = classCounts.clone();
      for (int e = end - 1; e >= start && values[e] >= threshold; e--) {
        counts[y[rows[e]]]--;
      }
      return counts;
    }
    int[] counts = new int[points.classes];
    for (int e = start; e < end && values[e] < threshold; e++) {
      counts[y[rows[e]]]++;
    }
    return counts;
  }

  /**
   * The cell's values in dimension {@code k}, sorted, equal values (by ==) once: exactly {@link
   * QuantileCriterionPartitioner#sortedDistinct} of them, whose zero is −0.0 if the cell has one,
   * else 0.0.
   */
  double[] sortedDistinct(int k) {
    int j = Arrays.binarySearch(dims, k);
    int start = j < 0 ? 0 : from[j];
    int end = j < 0 ? 0 : to[j];
    double[] values = columns.values();
    boolean zerosAhead =
        end - start < indices.length; // some +0.0 to put before the first positive value
    double[] out = new double[end - start + 1];
    int m = 0;
    for (int e = start; e < end; e++) {
      double v = values[e];
      if (zerosAhead && v > 0.0) {
        if (m == 0 || out[m - 1] != 0.0) {
          out[m++] = 0.0;
        }
        zerosAhead = false;
      }
      if (m == 0 || out[m - 1] != v) {
        out[m++] = v;
      }
    }
    if (zerosAhead && (m == 0 || out[m - 1] != 0.0)) {
      out[m++] = 0.0;
    }
    return Arrays.copyOf(out, m);
  }

  /**
   * For each of the ascending {@code thresholds}, the class counts of the cell's points with x[k]
   * below it. Each point falls in bucket b = number of thresholds ≤ its value and is below
   * thresholds b, b + 1, …; the counts are the buckets' running sums. The entries are sorted, so
   * their buckets are found in one pass; the +0.0 points share one bucket and the cell's class
   * counts less the entries'.
   */
  int[][] leftClassCounts(int k, double[] thresholds) {
    int t = thresholds.length;
    int classes = points.classes;
    int[][] counts = new int[t][classes];
    if (t == 0) {
      return counts;
    }
    int j = Arrays.binarySearch(dims, k);
    int start = j < 0 ? 0 : from[j];
    int end = j < 0 ? 0 : to[j];
    double[] values = columns.values();
    int[] rows = columns.rows();
    int[] y = points.y;
    int[][] buckets = new int[t + 1][classes];
    int[] zeros = classCounts.clone();
    int b = 0;
    for (int e = start; e < end; e++) {
      double v = values[e];
      while (b < t && thresholds[b] <= v) {
        b++;
      }
      int c = y[rows[e]];
      buckets[b][c]++;
      zeros[c]--;
    }
    int zeroBucket = 0;
    while (zeroBucket < t && thresholds[zeroBucket] <= 0.0) {
      zeroBucket++;
    }
    for (int c = 0; c < classes; c++) {
      buckets[zeroBucket][c] += zeros[c];
    }
    int[] running = new int[classes];
    for (int i = 0; i < t; i++) {
      for (int c = 0; c < classes; c++) {
        running[c] += buckets[i][c];
      }
      counts[i] = running.clone();
    }
    return counts;
  }

  /**
   * The cell's two children at the cut x[k] &lt; threshold (left first), each with its points in
   * ascending order and its segments: every segment of this cell is partitioned stably.
   *
   * @param goesLeft scratch, one flag per public point
   */
  CellPoints[] split(int k, double threshold, boolean[] goesLeft) {
    int leftSize = 0;
    for (int i : indices) {
      boolean left = points.get(i, k) < threshold;
      goesLeft[i] = left;
      leftSize += left ? 1 : 0;
    }
    int[] left = new int[leftSize];
    int[] right = new int[indices.length - leftSize];
    int l = 0;
    int r = 0;
    for (int i : indices) {
      if (goesLeft[i]) {
        left[l++] = i;
      } else {
        right[r++] = i;
      }
    }
    int m = dims.length;
    int[] middle = new int[m];
    int leftDims = 0;
    int rightDims = 0;
    for (int j = 0; j < m; j++) {
      middle[j] = columns.partition(from[j], to[j], goesLeft);
      leftDims += middle[j] > from[j] ? 1 : 0;
      rightDims += to[j] > middle[j] ? 1 : 0;
    }
    int[] lDims = new int[leftDims];
    int[] lFrom = new int[leftDims];
    int[] lTo = new int[leftDims];
    int[] rDims = new int[rightDims];
    int[] rFrom = new int[rightDims];
    int[] rTo = new int[rightDims];
    int a = 0;
    int b = 0;
    for (int j = 0; j < m; j++) {
      if (middle[j] > from[j]) {
        lDims[a] = dims[j];
        lFrom[a] = from[j];
        lTo[a++] = middle[j];
      }
      if (to[j] > middle[j]) {
        rDims[b] = dims[j];
        rFrom[b] = middle[j];
        rTo[b++] = to[j];
      }
    }
    return new CellPoints[] {
      new CellPoints(points, columns, left, lDims, lFrom, lTo),
      new CellPoints(points, columns, right, rDims, rFrom, rTo)
    };
  }
}
