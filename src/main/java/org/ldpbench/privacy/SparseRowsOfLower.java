package org.ldpbench.privacy;

/**
 * The nonzero entries of a lower-triangular matrix, row by row in column order (compressed rows),
 * for σ·L·z when most of L is zero (the Gaussian-process factor of a triangular kernel at a small
 * bandwidth): the products are the dense loop's nonzero terms in the dense loop's order, so the
 * sums are the same doubles (a skipped 0·z = ±0 never changes a sum that starts at +0). Immutable.
 */
final class SparseRowsOfLower {

  /** Compressed rows pay off below this share of nonzeros in the lower triangle. */
  static final double MAX_DENSITY = 0.5;

  private final int[] rowStart;
  private final int[] column;
  private final double[] value;

  private SparseRowsOfLower(int[] rowStart, int[] column, double[] value) {
    this.rowStart = rowStart;
    this.column = column;
    this.value = value;
  }

  /**
   * The compressed rows of {@code lower} (packed by rows, {@link GaussianProcessNoise#rowStart}),
   * or null if it is denser than {@link #MAX_DENSITY}.
   */
  static SparseRowsOfLower of(double[] lower, int n) {
    long nonzeros = 0;
    for (int a = 0; a < n; a++) {
      for (int b = 0; b <= a; b++) {
        nonzeros += lower[GaussianProcessNoise.rowStart(a) + b] != 0.0 ? 1 : 0;
      }
    }
    if (nonzeros > MAX_DENSITY * n * (n + 1L) / 2) {
      return null;
    }
    int[] rowStart = new int[n + 1];
    int[] column = new int[(int) nonzeros];
    double[] value = new double[(int) nonzeros];
    int k = 0;
    for (int a = 0; a < n; a++) {
      rowStart[a] = k;
      for (int b = 0; b <= a; b++) {
        double l = lower[GaussianProcessNoise.rowStart(a) + b];
        if (l != 0.0) {
          column[k] = b;
          value[k++] = l;
        }
      }
    }
    rowStart[n] = k;
    return new SparseRowsOfLower(rowStart, column, value);
  }

  /** σ·(L·z), each row summed from +0 in column order. */
  double[] times(double[] z, double sigma) {
    int n = rowStart.length - 1;
    double[] out = new double[n];
    for (int a = 0; a < n; a++) {
      double s = 0;
      for (int k = rowStart[a]; k < rowStart[a + 1]; k++) {
        s += value[k] * z[column[k]];
      }
      out[a] = sigma * s;
    }
    return out;
  }
}
