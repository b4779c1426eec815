package org.ldpbench.method.distributed;

import org.ldpbench.data.IndexSort;

/**
 * Σ_i w_i·K((X_i − x)/h) at many points x for a kernel that is exactly 0 once any coordinate has
 * |X_ik − x_k|/h ≥ 1 (the product triangular kernel), visiting only the records within reach of
 * each point instead of all n: the records are sorted once by their first coordinate, each point's
 * candidates are the sorted run with |X_i0 − x_0|/h &lt; 1 (found by binary search with the
 * kernel's own arithmetic, which is monotone in X_i0), and the candidates are summed in their
 * original order through a bitmap over record indices. Why this is exact, bit for bit: every
 * skipped term is w_i·0 = ±0, and adding ±0 to a sum that starts at +0 never changes it (IEEE round
 * to nearest: s + ±0 = s for s ≠ 0, and +0 + −0 = +0), so the same nonzero terms added in the same
 * order give the same double. With small bandwidths (Auddy et al.'s grid goes down to h = 1/128)
 * most of the n_j × points kernel evaluations of the distributed classifiers were such zeros.
 *
 * <p>Cost per point: O(log n + n/64 + candidates) instead of O(n·d). Pure.
 */
final class CompactKernelSums {

  private CompactKernelSums() {}

  /**
   * The sums at every row of {@code p} (row-major, {@code rows} × d), each times {@code norm}.
   *
   * @param x records, row-major n × d, finite
   * @param weights w_i, finite
   * @param kernel a kernel that is 0 outside |t_k| &lt; 1 in every coordinate
   */
  static double[] at(
      double[] x,
      double[] weights,
      int n,
      int d,
      double[] p,
      int rows,
      Kernel kernel,
      double h,
      double norm) {
    double[] first = new double[n];
    for (int i = 0; i < n; i++) {
      first[i] = x[i * d];
    }
    int[] order = IndexSort.ascending(first);
    double[] sortedFirst = new double[n];
    for (int s = 0; s < n; s++) {
      sortedFirst[s] = first[order[s]];
    }
    long[] candidates = new long[(n + 63) >>> 6];
    double[] out = new double[rows];
    for (int a = 0; a < rows; a++) {
      double p0 = p[a * d];
      int from = firstReached(sortedFirst, p0, h);
      int to = firstBeyond(sortedFirst, p0, h);
      double sum = 0;
      if (from < to) {
        int lowWord = Integer.MAX_VALUE;
        int highWord = -1;
        for (int s = from; s < to; s++) {
          int i = order[s];
          int word = i >>> 6;
          candidates[word] |= 1L << i;
          lowWord = Math.min(lowWord, word);
          highWord = Math.max(highWord, word);
        }
        for (int word = lowWord; word <= highWord; word++) {
          long bits = candidates[word];
          while (bits != 0) {
            int i = (word << 6) + Long.numberOfTrailingZeros(bits);
            bits &= bits - 1;
            sum += weights[i] * kernel.at(x, i * d, p, a * d, d, h);
          }
          candidates[word] = 0L;
        }
      }
      out[a] = sum * norm;
    }
    return out;
  }

  /**
   * True if a record with first coordinate v is within reach of p0: |v − p0|/h &lt; 1, as the
   * kernel computes it.
   */
  private static boolean reaches(double v, double p0, double h) {
    return Math.abs(v - p0) / h < 1.0;
  }

  /** The first sorted position whose value is at least p0 or within reach of it. */
  private static int firstReached(double[] sorted, double p0, double h) {
    int lo = 0;
    int hi = sorted.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      double v = sorted[mid];
      if (v >= p0 || reaches(v, p0, h)) {
        hi = mid;
      } else {
        lo = mid + 1;
      }
    }
    return lo;
  }

  /** The first sorted position whose value is above p0 and out of reach of it. */
  private static int firstBeyond(double[] sorted, double p0, double h) {
    int lo = 0;
    int hi = sorted.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      double v = sorted[mid];
      if (v > p0 && !reaches(v, p0, h)) {
        hi = mid;
      } else {
        lo = mid + 1;
      }
    }
    return lo;
  }
}
