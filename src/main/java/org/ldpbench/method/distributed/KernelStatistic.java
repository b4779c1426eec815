package org.ldpbench.method.distributed;

import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;

/**
 * One server's kernel statistic (spec/distributed.md eq. 7) at evaluation points: T_h(x) = (1/(n
 * h^d))·Σ_i (Y_i − c)·K((X_i − x)/h), an estimate of (η(x) − c)·g(x) whose sign estimates the Bayes
 * rule (c = 1/2; the heart data centre c at the server's prevalence), and its sensitivity in the
 * RKHS of k_h under replace-one neighbours: Δ = max(1, √2·max(c, 1 − c))·√c_K/(n h^d) (eq. 8 for c
 * = 1/2). Pure functions. With the compact triangular kernel the sums skip the records out of reach
 * ({@link CompactKernelSums}: the same doubles).
 */
public final class KernelStatistic {

  private KernelStatistic() {}

  /** T_h at every row of {@code points}. */
  public static double[] at(Dataset data, Features points, Kernel kernel, double h, double centre) {
    int n = data.size();
    int d = points.columns();
    double[] x = data.features().copyRowMajor();
    double[] p = points.copyRowMajor();
    double[] weights = new double[n];
    for (int i = 0; i < n; i++) {
      weights[i] = data.targets().value(i) - centre;
    }
    double norm = n == 0 ? 0.0 : 1.0 / (n * Math.pow(h, d));
    if (kernel == Kernel.TRI && d > 0 && allFinite(x) && allFinite(p) && allFinite(weights)) {
      // the same sums, bit for bit, visiting only the records within reach of each point
      return CompactKernelSums.at(x, weights, n, d, p, points.rows(), kernel, h, norm);
    }
    double peak = kernel.peak(d);
    double[] out = new double[points.rows()];
    for (int a = 0; a < out.length; a++) {
      double s = 0;
      for (int i = 0; i < n; i++) {
        s += weights[i] * kernel.at(x, i * d, p, a * d, d, h, peak);
      }
      out[a] = s * norm;
    }
    return out;
  }

  private static boolean allFinite(double[] values) {
    for (double v : values) {
      if (!Double.isFinite(v)) {
        return false;
      }
    }
    return true;
  }

  /** The RKHS sensitivity Δ_j(h) for n records in dimension d with centre c. */
  public static double sensitivity(int n, double h, int d, Kernel kernel, double centre) {
    double factor = Math.max(1.0, Math.sqrt(2.0) * Math.max(centre, 1.0 - centre));
    return factor * Math.sqrt(kernel.peak(d)) / (Math.max(n, 1) * Math.pow(h, d));
  }
}
