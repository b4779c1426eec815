package org.ldpbench.method.distributed;

import java.util.ArrayList;
import java.util.List;

/**
 * The bandwidths of Auddy et al. (spec/distributed.md §2.5, §3.1):
 *
 * <ul>
 *   <li>{@link #solve}: the r &gt; 0 with Σ_j (n_j ∧ n_j² ε_j² r^d)·r^{2βγ_j + d} = rhs (γ_0 = 1):
 *       rhs = 1 gives the rate radius of eq. 5, rhs = log(2/δ_min) the optimal bandwidth h_opt,δ of
 *       eq. 11; the left side increases strictly from 0 to ∞, so bisection on log r finds it;
 *   <li>{@link #weights}: eq. 12, v_j = (n_j ∧ n_j² ε_j² h^d)·h^{γ_j β}, normalised;
 *   <li>{@link #adaptiveGrid}: H = {2^{−j} : j = 0..⌊log_b(n_*)/d⌋} with n_* = Σ (n_j ∧ n_j² ε_j²).
 * </ul>
 *
 * ε_j = +∞ stands for a public (non-private) server. Pure functions.
 */
public final class Bandwidths {

  private Bandwidths() {}

  /** P_j(r) = n_j ∧ n_j² ε_j² r^d, the effective precision of server j. */
  static double precision(double n, double epsilon, double r, int d) {
    return Double.isInfinite(epsilon) ? n : Math.min(n, n * n * epsilon * epsilon * Math.pow(r, d));
  }

  /** The left side F(r) of eq. 5 / eq. 11. */
  public static double lhs(
      double[] n, double[] epsilon, double[] gamma, double beta, int d, double r) {
    double s = 0;
    for (int j = 0; j < n.length; j++) {
      s += precision(n[j], epsilon[j], r, d) * Math.pow(r, 2 * beta * gamma[j] + d);
    }
    return s;
  }

  /** The r with F(r) = rhs, to relative 1e-12 (gamma[0] is the target's, normally 1). */
  public static double solve(
      double[] n, double[] epsilon, double[] gamma, double beta, int d, double rhs) {
    double lo = Math.log(1e-12);
    double hi = Math.log(1e6);
    for (int i = 0; i < 200 && hi - lo > 1e-13; i++) {
      double mid = 0.5 * (lo + hi);
      if (lhs(n, epsilon, gamma, beta, d, Math.exp(mid)) < rhs) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    return Math.exp(0.5 * (lo + hi));
  }

  /** The weights u_j of eq. 12 at bandwidth h. */
  public static double[] weights(
      double[] n, double[] epsilon, double[] gamma, double beta, int d, double h) {
    double[] v = new double[n.length];
    double sum = 0;
    for (int j = 0; j < n.length; j++) {
      v[j] = precision(n[j], epsilon[j], h, d) * Math.pow(h, gamma[j] * beta);
      sum += v[j];
    }
    for (int j = 0; j < n.length; j++) {
      v[j] /= sum;
    }
    return v;
  }

  /** n_* = Σ (n_j ∧ n_j² ε_j²). */
  public static double effectiveSize(double[] n, double[] epsilon) {
    double s = 0;
    for (int j = 0; j < n.length; j++) {
      s += precision(n[j], epsilon[j], 1.0, 0);
    }
    return s;
  }

  /** H = {1, 1/2, …, 2^{−J}}, J = ⌊log_base(n_*)/d⌋ (at least {1}). */
  public static double[] adaptiveGrid(double nStar, int d, double base) {
    int top = (int) Math.floor(Math.log(Math.max(nStar, 1.0)) / Math.log(base) / d + 1e-12);
    List<Double> grid = new ArrayList<>();
    for (int j = 0; j <= Math.max(0, top); j++) {
      grid.add(Math.pow(2, -j));
    }
    return grid.stream().mapToDouble(Double::doubleValue).toArray();
  }
}
