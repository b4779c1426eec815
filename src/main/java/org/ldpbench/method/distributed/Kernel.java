package org.ldpbench.method.distributed;

import org.ldpbench.param.Keyword;

/**
 * The kernels of Auddy et al.'s simulations (spec/distributed.md §2.1, our concrete forms):
 *
 * <ul>
 *   <li>{@code tri}: the product triangular kernel ∏(1 − |t_k|)₊, ∫K = 1, c_K = K(0) = 1, support
 *       [−1,1]^d, positive definite (each factor is the self-convolution of a box; the radial form
 *       would not be PD for d ≥ 2);
 *   <li>{@code gauss}: (2π)^{−d/2}·exp(−‖t‖²/2), c_K = (2π)^{−d/2}, PD but not compactly supported.
 * </ul>
 *
 * Both are used as the covariance of the Gaussian-process noise (k_h(s, t) = K((s − t)/h)).
 */
public enum Kernel implements Keyword {
  TRI,
  GAUSS;

  /** K((a − b)/h) for the d coordinates of a starting at {@code ai} and of b at {@code bi}. */
  public double at(double[] a, int ai, double[] b, int bi, int d, double h) {
    return at(a, ai, b, bi, d, h, peak(d));
  }

  /**
   * The same double as {@link #at(double[], int, double[], int, int, double)} with c_K = {@link
   * #peak(int) peak(d)} computed once by the caller: the Gaussian kernel's constant is a power,
   * which the kernel sums would otherwise evaluate once per term.
   */
  double at(double[] a, int ai, double[] b, int bi, int d, double h, double peak) {
    if (this == TRI) {
      double k = 1.0;
      for (int c = 0; c < d; c++) {
        double t = Math.abs(a[ai + c] - b[bi + c]) / h;
        if (t >= 1.0) {
          return 0.0;
        }
        k *= 1.0 - t;
      }
      return k;
    }
    double s = 0;
    for (int c = 0; c < d; c++) {
      double t = (a[ai + c] - b[bi + c]) / h;
      s += t * t;
    }
    return Math.exp(-0.5 * s) * peak;
  }

  /** c_K = sup K = K(0) in dimension d. */
  public double peak(int d) {
    return this == TRI ? 1.0 : Math.pow(2 * Math.PI, -0.5 * d);
  }
}
