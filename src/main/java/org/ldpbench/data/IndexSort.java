package org.ldpbench.data;

/**
 * Stable sort of the indices 0..n−1 by a key array, without boxing (CART sorts every feature of
 * possibly millions of rows once per fit; the distributed classifiers' kernel sums sort records by
 * a coordinate). Merge sort: O(n log n), equal keys keep index order.
 */
public final class IndexSort {

  private IndexSort() {}

  /** The indices of {@code keys} in ascending key order, ties in index order. */
  public static int[] ascending(double[] keys) {
    int n = keys.length;
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    int[] buffer = new int[n];
    for (int width = 1; width < n; width *= 2) {
      for (int lo = 0; lo < n - width; lo += 2 * width) {
        int mid = lo + width;
        int hi = Math.min(lo + 2 * width, n);
        if (keys[order[mid - 1]] <= keys[order[mid]]) {
          continue; // already in order
        }
        int i = lo;
        int j = mid;
        int k = lo;
        while (i < mid && j < hi) {
          buffer[k++] = keys[order[j]] < keys[order[i]] ? order[j++] : order[i++];
        }
        while (i < mid) {
          buffer[k++] = order[i++];
        }
        while (j < hi) {
          buffer[k++] = order[j++];
        }
        System.arraycopy(buffer, lo, order, lo, hi - lo);
      }
    }
    return order;
  }
}
