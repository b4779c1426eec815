package org.ldpbench.method.baseline.pglm;

import java.util.Arrays;
import org.ldpbench.method.Release;

/**
 * What PGLM's curator receives: the noisy Gram matrix Σ̂ = Σ_i x̃_i x̃_iᵀ + noise (its upper
 * triangle, diagonal included, row by row; the matrix is symmetric) and the noisy moment ĝ = Σ_i
 * x̃_i y_i + noise, where x̃ = (1, x) carries the intercept.
 *
 * @param upperTriangle Σ̂_jk for j ≤ k, row by row: d'(d'+1)/2 values
 * @param moment ĝ, d' values
 */
record NoisyMoments(double[] upperTriangle, double[] moment) implements Release {

  int dimension() {
    return moment.length;
  }

  /** Σ̂ as a full symmetric matrix. */
  double[][] gram() {
    int d = moment.length;
    double[][] out = new double[d][d];
    int t = 0;
    for (int j = 0; j < d; j++) {
      for (int k = j; k < d; k++) {
        out[j][k] = upperTriangle[t];
        out[k][j] = upperTriangle[t];
        t++;
      }
    }
    return out;
  }

  @Override
  public double[] coordinates() {
    double[] out = Arrays.copyOf(upperTriangle, upperTriangle.length + moment.length);
    System.arraycopy(moment, 0, out, upperTriangle.length, moment.length);
    return out;
  }
}
