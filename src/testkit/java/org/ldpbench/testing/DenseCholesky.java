package org.ldpbench.testing;

/**
 * The reference Cholesky factor that {@code privacy.CholeskyFactor} must equal bit for bit:
 * commons-math3 3.6.1's {@code CholeskyDecomposition(matrix, 1e-10, 0.0)} restated line for line
 * (the harness no longer depends on that library): the same symmetry check, the same row-by-row
 * transformation of the upper triangle, the same order of every floating-point operation. Dense,
 * O(n³); for tests and the {@code GaussianProcessFactorBenchmark} baseline only.
 */
public final class DenseCholesky {

  /** commons-math3's relative symmetry threshold as the harness called it. */
  public static final double RELATIVE_SYMMETRY_THRESHOLD = 1e-10;

  private DenseCholesky() {}

  /**
   * The lower factor L (row-major, n·n, zeros above the diagonal) of a symmetric positive-definite
   * matrix, or null when a pivot is ≤ 0 (not positive definite).
   *
   * @throws IllegalArgumentException if the matrix is not symmetric within the threshold
   */
  public static double[] lower(double[][] matrix) {
    int order = matrix.length;
    double[][] lt = new double[order][];
    for (int i = 0; i < order; i++) {
      lt[i] = matrix[i].clone();
    }
    for (int i = 0; i < order; ++i) {
      double[] lI = lt[i];
      for (int j = i + 1; j < order; ++j) {
        double[] lJ = lt[j];
        double lIJ = lI[j];
        double lJI = lJ[i];
        double maxDelta = RELATIVE_SYMMETRY_THRESHOLD * Math.max(Math.abs(lIJ), Math.abs(lJI));
        if (Math.abs(lIJ - lJI) > maxDelta) {
          throw new IllegalArgumentException("not symmetric at (" + i + ", " + j + ")");
        }
        lJ[i] = 0;
      }
    }
    for (int i = 0; i < order; ++i) {
      double[] ltI = lt[i];
      if (ltI[i] <= 0.0) {
        return null;
      }
      ltI[i] = Math.sqrt(ltI[i]);
      double inverse = 1.0 / ltI[i];
      for (int q = order - 1; q > i; --q) {
        ltI[q] *= inverse;
        double[] ltQ = lt[q];
        for (int p = q; p < order; ++p) {
          ltQ[p] -= ltI[q] * ltI[p];
        }
      }
    }
    double[] lower = new double[order * order];
    for (int a = 0; a < order; a++) {
      for (int b = 0; b <= a; b++) {
        lower[a * order + b] = lt[b][a];
      }
    }
    return lower;
  }
}
