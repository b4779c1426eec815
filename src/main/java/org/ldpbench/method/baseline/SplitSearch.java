package org.ldpbench.method.baseline;

import java.util.Arrays;
import org.ldpbench.data.SparseSortedColumns;

/**
 * {@link CartBuilder}'s search for the best split of one node, reading only each feature's entries
 * (its values other than +0.0, {@link SparseSortedColumns}). A feature's values on the node in
 * ascending order are its negative entries and any −0.0, then its +0.0 (the node's points without
 * an entry), then its positive entries; the scan walks that sequence as sklearn walks the sorted
 * values, but passes the run of +0.0 in one step (a run of equal values holds no candidate), adding
 * their class counts (the node's counts less those of the entries) at once. Counts are
 * integer-valued doubles, so they equal the ones counted point by point, and every candidate, its
 * score and its threshold are what a scan of all the node's values gives, in the same order; the
 * first strict maximum wins as there.
 *
 * <p>Where a full sort mixes −0.0 and +0.0 in row order, this sequence puts the −0.0 first; equal
 * values, so no candidate changes, and no threshold either: a zero's sign cannot change x/2 + ±0
 * for the non-zero halves that occur next to a zero (the two values differ by more than 1e-7).
 */
final class SplitSearch {

  private final SparseSortedColumns entries;
  private final int[] y;
  private final int classes;

  SplitSearch(SparseSortedColumns entries, int[] y, int classes) {
    this.entries = entries;
    this.y = y;
    this.classes = classes;
  }

  /**
   * The best split of a node of {@code count} points with class counts {@code counts} over the
   * features {@code varying}, or null if no two consecutive values are more than 1e-7 apart.
   */
  Split best(int count, double[] counts, NodeFeatures varying) {
    Candidates candidates = new Candidates(counts, count, classes);
    double[] leftCounts = candidates.leftCounts;
    double[] zeroCounts = new double[classes];
    int[] rows = entries.rows();
    double[] values = entries.values();
    for (int j = 0; j < varying.size(); j++) {
      int from = varying.from()[j];
      int to = varying.to()[j];
      int zeros = count - (to - from);
      if (zeros > 0) {
        System.arraycopy(counts, 0, zeroCounts, 0, classes);
        for (int k = from; k < to; k++) {
          zeroCounts[y[rows[k]]]--;
        }
      }
      Arrays.fill(leftCounts, 0.0);
      double nLeft = 0.0;
      double previous = 0.0;
      boolean zerosAhead = zeros > 0;
      for (int k = from; k < to; k++) {
        double value = values[k];
        if (zerosAhead && value > 0.0) {
          if (nLeft > 0.0) {
            candidates.consider(j, previous, 0.0, nLeft);
          }
          for (int c = 0; c < classes; c++) {
            leftCounts[c] += zeroCounts[c];
          }
          nLeft += zeros;
          previous = 0.0;
          zerosAhead = false;
        }
        if (nLeft > 0.0) {
          candidates.consider(j, previous, value, nLeft);
        }
        leftCounts[y[rows[k]]]++;
        nLeft++;
        previous = value;
      }
      if (zerosAhead && nLeft > 0.0) {
        candidates.consider(j, previous, 0.0, nLeft); // every entry negative: the zeros come last
      }
    }
    return candidates.best();
  }

  /**
   * A split of a node: points whose value of feature {@code varying.features()[index]} is at most
   * {@code leftMax} go left ({@code leftCount} of them; the next larger value is more than 1e-7
   * above), and {@code threshold} is the tree's cut.
   */
  record Split(int index, double leftMax, double threshold, int leftCount) {}

  /**
   * The candidates seen so far and the best of them (sklearn's proxy score, strict improvement).
   */
  private static final class Candidates {
    final double[] leftCounts;
    private final double[] counts;
    private final double n;
    private final int classes;
    private double bestProxy = Double.NEGATIVE_INFINITY;
    private Split best;

    Candidates(double[] counts, int count, int classes) {
      this.counts = counts;
      this.n = count;
      this.classes = classes;
      this.leftCounts = new double[classes];
    }

    /**
     * The candidate between {@code previous} and {@code current}, with {@link #leftCounts} going
     * left.
     */
    void consider(int index, double previous, double current, double nLeft) {
      if (current <= previous + CartBuilder.FEATURE_THRESHOLD) {
        return;
      }
      double nRight = n - nLeft;
      double squaresLeft = 0.0;
      double squaresRight = 0.0;
      for (int k = 0; k < classes; k++) {
        double right = counts[k] - leftCounts[k];
        squaresLeft += leftCounts[k] * leftCounts[k];
        squaresRight += right * right;
      }
      double giniLeft = 1.0 - squaresLeft / (nLeft * nLeft);
      double giniRight = 1.0 - squaresRight / (nRight * nRight);
      double proxy = -nRight * giniRight - nLeft * giniLeft;
      if (proxy > bestProxy) {
        bestProxy = proxy;
        double threshold = previous / 2.0 + current / 2.0;
        if (threshold == current || Double.isInfinite(threshold) || Double.isNaN(threshold)) {
          threshold = previous;
        }
        best = new Split(index, previous, threshold, (int) nLeft);
      }
    }

    Split best() {
      return best;
    }
  }
}
