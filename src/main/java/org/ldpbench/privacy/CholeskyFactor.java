package org.ldpbench.privacy;

/**
 * The Cholesky factor L (A = L·Lᵀ) of a symmetric matrix by the right-looking algorithm of
 * commons-math3's {@code CholeskyDecomposition} (relative symmetry threshold 1e−10, pivots must be
 * &gt; 0), giving the same doubles bit for bit, but faster on the kernel Gram matrices of the
 * distributed classifiers:
 *
 * <ul>
 *   <li>step i first scales row i of Lᵀ, then updates the trailing rows; each trailing entry gets
 *       the same single operation {@code a_qp −= l_iq·l_ip} as in commons-math, only the order in
 *       which <em>different</em> entries are updated changes, which cannot change any of them;
 *   <li>a trailing row whose multiplier l_iq is 0 is skipped. That subtracts ±0 from every entry of
 *       the row, which leaves every double unchanged unless the entry is −0; an entry starts as an
 *       input value and x − y is −0 only when x is −0, so when no input entry is −0 (checked, else
 *       nothing is skipped) and the multipliers are finite (checked per step), skipping is exact.
 *       The triangular kernel's Gram matrix at small bandwidths is mostly zeros, and so is its
 *       factor.
 * </ul>
 *
 * The dense cost is commons-math's (n³/3 multiply-adds); with a sparse factor it is the number of
 * nonzero multiplier pairs. Pure.
 */
final class CholeskyFactor {

  /** commons-math's relative symmetry threshold as GaussianProcessNoise called it. */
  static final double SYMMETRY_THRESHOLD = 1e-10;

  private CholeskyFactor() {}

  /** A matrix that is not symmetric within the threshold. */
  static final class NotSymmetric extends IllegalArgumentException {
    NotSymmetric(int i, int j) {
      super("the matrix is not symmetric at (" + i + ", " + j + ")");
    }
  }

  /**
   * L row-major (n·n, zeros above the diagonal), or null if a pivot is not &gt; 0 (the matrix is
   * not positive definite to working precision).
   *
   * @param matrix n × n, not changed
   * @throws NotSymmetric if an off-diagonal pair differs by more than the relative threshold
   */
  static double[] lower(double[][] matrix) {
    int n = matrix.length;
    double[][] lt = new double[n][];
    boolean noNegativeZero = true;
    for (int i = 0; i < n; i++) {
      lt[i] = matrix[i].clone();
    }
    for (int i = 0; i < n; i++) {
      double[] li = lt[i];
      for (int j = i + 1; j < n; j++) {
        double lij = li[j];
        double lji = lt[j][i];
        double maxDelta = SYMMETRY_THRESHOLD * Math.max(Math.abs(lij), Math.abs(lji));
        if (Math.abs(lij - lji) > maxDelta) {
          throw new NotSymmetric(i, j);
        }
      }
      for (int j = i; j < n; j++) {
        noNegativeZero &= Double.doubleToRawLongBits(li[j]) != Long.MIN_VALUE;
      }
    }
    for (int i = 0; i < n; i++) {
      double[] li = lt[i];
      if (li[i] <= 0.0) {
        return null;
      }
      li[i] = Math.sqrt(li[i]);
      double inverse = 1.0 / li[i];
      boolean finite = true;
      for (int q = n - 1; q > i; --q) {
        li[q] *= inverse;
        finite &= Double.isFinite(li[q]);
      }
      boolean skipZeros = noNegativeZero && finite;
      for (int q = n - 1; q > i; --q) {
        double liq = li[q];
        if (skipZeros && liq == 0.0) {
          continue;
        }
        double[] lq = lt[q];
        for (int p = q; p < n; ++p) {
          lq[p] -= liq * li[p];
        }
      }
    }
    double[] lower = new double[n * n];
    for (int i = 0; i < n; i++) {
      for (int j = i; j < n; j++) {
        lower[j * n + i] = lt[i][j];
      }
    }
    return lower;
  }
}
