package org.ldpbench.privacy;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * Gaussian-process noise at a fixed set of N points (Hall, Rinaldo &amp; Wasserman 2013): one joint
 * draw σ·L·z with L·Lᵀ = G + λI, G the kernel Gram matrix of the points and z ~ N(0, I_N).
 * Releasing a function of RKHS sensitivity Δ plus this noise at any set of points is (ε, δ)-DP when
 * σ is calibrated for Δ (the Cameron–Martin argument makes the exact Gaussian privacy curve apply
 * with Δ the RKHS norm). Drawing independent noise per point instead is DP for each point alone
 * only.
 *
 * <p>The jitter λ (relative to the largest diagonal entry) makes the factorisation succeed for
 * nearly singular Gram matrices (Gaussian kernel, wide bandwidth); it adds independent noise, which
 * is post-processing. If the factorisation still fails, λ is raised tenfold until it works (the λ
 * used is {@link #jitter()}). The Cholesky factor is commons-math3's, bit for bit ({@link
 * CholeskyFactor}: the same algorithm, skipping exact zeros). Immutable; the factor costs O(N³/3)
 * once, every draw O(N²).
 */
public final class GaussianProcessNoise {

  private final int n;

  /**
   * L's lower triangle, packed by rows (row a holds L[a][0..a] from index a(a+1)/2 on), with zero
   * rows after the N-th up to a multiple of 4, so that a draw reads whole groups of four rows.
   */
  private final double[] lower;

  private final double jitter;

  /** The nonzeros of L by row, when L is sparse enough for them to be faster; else null. */
  private final SparseRowsOfLower draws;

  /**
   * @param gram the symmetric positive semi-definite Gram matrix K(x_a, x_b) of the points
   * @param relativeJitter λ / max diagonal entry, at least 0
   */
  public GaussianProcessNoise(double[][] gram, double relativeJitter) {
    n = gram.length;
    if (!(relativeJitter >= 0) || !Double.isFinite(relativeJitter)) {
      throw new IllegalArgumentException("jitter must be finite and >= 0, got " + relativeJitter);
    }
    double scale = 0;
    for (int a = 0; a < n; a++) {
      if (gram[a].length != n) {
        throw new IllegalArgumentException("the Gram matrix must be square");
      }
      scale = Math.max(scale, gram[a][a]);
    }
    double lambda = Math.max(relativeJitter, 1e-12) * (scale > 0 ? scale : 1.0);
    double[] factor = null;
    while (factor == null) {
      double[][] copy = new double[n][];
      for (int a = 0; a < n; a++) {
        copy[a] = gram[a].clone();
        copy[a][a] += lambda;
      }
      factor = CholeskyFactor.lower(copy);
      if (factor == null) {
        lambda *= 10;
        if (lambda > 1e6 * (scale > 0 ? scale : 1.0)) {
          throw new IllegalArgumentException("the Gram matrix is not positive semi-definite");
        }
      }
    }
    this.jitter = lambda;
    lower = packed(factor, n);
    draws = SparseRowsOfLower.of(lower, n);
  }

  /**
   * The lower triangle of a row-major n·n matrix, packed by rows (half the memory to read), then
   * zero rows up to {@link #rowsInGroupsOfFour}.
   */
  private static double[] packed(double[] square, int n) {
    int rows = rowsInGroupsOfFour(n);
    double[] out = new double[rows * (rows + 1) / 2];
    for (int a = 0; a < n; a++) {
      System.arraycopy(square, a * n, out, rowStart(a), a + 1);
    }
    return out;
  }

  /** n rounded up to a multiple of 4. */
  private static int rowsInGroupsOfFour(int n) {
    return (n + 3) / 4 * 4;
  }

  /** Where row a of the packed triangle starts. */
  static int rowStart(int a) {
    return a * (a + 1) / 2;
  }

  /** Number of points. */
  public int size() {
    return n;
  }

  /** The absolute jitter λ added to the diagonal. */
  public double jitter() {
    return jitter;
  }

  /**
   * L⁻¹·v (forward substitution): whitens the process. A joint draw σ·L·z whitens to σ·z, and for a
   * change v of the statistic at the N points, ‖L⁻¹v‖₂ is the L2 sensitivity of the whitened
   * release, at most the RKHS norm of the change (the privacy audit's view of this mechanism).
   */
  public double[] whiten(double[] v) {
    if (v.length != n) {
      throw new IllegalArgumentException(v.length + " values for " + n + " points");
    }
    double[] out = new double[n];
    for (int a = 0; a < n; a++) {
      double s = v[a];
      int row = rowStart(a);
      for (int b = 0; b < a; b++) {
        s -= lower[row + b] * out[b];
      }
      out[a] = s / lower[row + a];
    }
    return out;
  }

  /**
   * One joint draw of σ·L·z at the N points. With a sparse L only its nonzeros are visited, in the
   * same order: a skipped term is 0·z = ±0, which never changes a sum that starts at +0, so the
   * draw is the same double either way. A dense L is read four rows at a time, each row still
   * summed from +0 in column order (four independent sums instead of one chain of additions: the
   * same doubles, about twice as fast); the zero rows after the N-th meet zero z's and are dropped.
   */
  public double[] draw(double sigma, RandomGenerator rng) {
    int rows = rowsInGroupsOfFour(n);
    double[] z = new double[rows];
    for (int a = 0; a < n; a++) {
      z[a] = rng.nextGaussian();
    }
    if (draws != null) {
      return draws.times(z, sigma);
    }
    double[] out = new double[rows];
    for (int a = 0; a < rows; a += 4) {
      int r0 = rowStart(a);
      int r1 = r0 + a + 1;
      int r2 = r1 + a + 2;
      int r3 = r2 + a + 3;
      double s0 = 0;
      double s1 = 0;
      double s2 = 0;
      double s3 = 0;
      for (int b = 0; b <= a; b++) {
        double zb = z[b];
        s0 += lower[r0 + b] * zb;
        s1 += lower[r1 + b] * zb;
        s2 += lower[r2 + b] * zb;
        s3 += lower[r3 + b] * zb;
      }
      s1 += lower[r1 + a + 1] * z[a + 1];
      s2 += lower[r2 + a + 1] * z[a + 1];
      s2 += lower[r2 + a + 2] * z[a + 2];
      s3 += lower[r3 + a + 1] * z[a + 1];
      s3 += lower[r3 + a + 2] * z[a + 2];
      s3 += lower[r3 + a + 3] * z[a + 3];
      out[a] = sigma * s0;
      out[a + 1] = sigma * s1;
      out[a + 2] = sigma * s2;
      out[a + 3] = sigma * s3;
    }
    return rows == n ? out : Arrays.copyOf(out, n);
  }

  /**
   * Independent N(0, σ²·(G_aa + λ)) draws per point: the pointwise ablation (not DP over N points).
   */
  public double[] drawPointwise(double sigma, RandomGenerator rng) {
    double[] out = new double[n];
    for (int a = 0; a < n; a++) {
      double var = 0;
      for (int b = 0; b <= a; b++) {
        var += lower[rowStart(a) + b] * lower[rowStart(a) + b];
      }
      out[a] = sigma * Math.sqrt(var) * rng.nextGaussian();
    }
    return out;
  }
}
