package org.ldpbench.stats;

import org.apache.commons.numbers.rootfinder.BrentSolver;
import org.apache.commons.statistics.distribution.NormalDistribution;

/**
 * The Nemenyi post-hoc test after a Friedman test (Demšar 2006, §3.2.2): two of k methods compared
 * over N data sets differ significantly when their average ranks differ by at least the critical
 * difference CD = q_α·sqrt(k(k+1)/(6N)), where q_α is the upper α quantile of the studentized range
 * of k means with infinite degrees of freedom, divided by √2.
 *
 * <p>The studentized range distribution is computed, not tabulated: for df = ∞, P(Q ≤ q) = k ∫ φ(z)
 * [Φ(z) − Φ(z − q)]^(k−1) dz, integrated by Simpson's rule on [−9, 9] and inverted with Brent's
 * method. NemenyiTest checks q_α against SciPy's {@code studentized_range} for k = 2…12
 * (tools/nemenyi_reference.py).
 *
 * @param k number of methods
 * @param blocks N, the data sets
 * @param alpha the level
 * @param q the critical value q_α (studentized range quantile / √2)
 * @param criticalDifference CD in average ranks
 */
public record Nemenyi(int k, int blocks, double alpha, double q, double criticalDifference) {

  private static final NormalDistribution NORMAL = NormalDistribution.of(0, 1);
  private static final int STEPS = 4000;

  /**
   * The Nemenyi critical difference for k methods over {@code blocks} data sets at level {@code
   * alpha}.
   */
  public static Nemenyi of(int k, int blocks, double alpha) {
    if (k < 2 || blocks < 1 || !(alpha > 0 && alpha < 1)) {
      throw new IllegalArgumentException(
          "Nemenyi needs k >= 2 methods, >= 1 data set and alpha in (0, 1); got k = "
              + k
              + ", N = "
              + blocks
              + ", alpha = "
              + alpha);
    }
    double q = studentizedRangeQuantile(1 - alpha, k) / Math.sqrt(2);
    return new Nemenyi(k, blocks, alpha, q, q * Math.sqrt(k * (k + 1.0) / (6.0 * blocks)));
  }

  /** True if two methods with these average ranks differ significantly. */
  public boolean differ(double rankA, double rankB) {
    return Math.abs(rankA - rankB) >= criticalDifference;
  }

  /** The p-quantile of the studentized range of k standard normal means (df = ∞). */
  static double studentizedRangeQuantile(double p, int k) {
    // the accuracies of commons-math3's BrentSolver(1e-10) (relative 1e-14, function value 1e-15),
    // which
    // this solver was taken from: the same iterates
    return new BrentSolver(1e-14, 1e-10, 1e-15)
        .findRoot(q -> studentizedRangeCdf(q, k) - p, 0.0, 20.0);
  }

  /** P(range of k standard normals ≤ q). */
  static double studentizedRangeCdf(double q, int k) {
    if (q <= 0) {
      return 0;
    }
    double a = -9;
    double b = 9;
    double h = (b - a) / STEPS;
    double sum = 0;
    for (int i = 0; i <= STEPS; i++) {
      double z = a + i * h;
      double weight = i == 0 || i == STEPS ? 1 : i % 2 == 1 ? 4 : 2;
      double inside = NORMAL.cumulativeProbability(z) - NORMAL.cumulativeProbability(z - q);
      sum += weight * NORMAL.density(z) * Math.pow(inside, k - 1);
    }
    return Math.min(1.0, k * sum * h / 3);
  }
}
