package org.ldpbench.report.claims;

import org.apache.commons.statistics.distribution.TDistribution;

/**
 * The power side of a claim test: the minimal detectable effect (MDE) of a one-sided t-test, and
 * the smallest equivalence margin that two one-sided tests can establish, each with power {@value
 * #POWER} at level α. A claim whose test is not significant either way is <em>undetermined</em>
 * rather than "not contradicted" when the paper's effect is below the MDE (the test could not have
 * seen it).
 *
 * <p>For a one-sided t-test with standard error se and n − 1 degrees of freedom, the effect seen
 * with power 1 − β is MDE = se · (t_{1−α} + t_{1−β}); for TOST at true difference 0 the margin
 * needs se · (t_{1−α} + t_{1−β/2}). A test of identical differences (se = 0) is an exact sign test
 * (p = 2^−n): its MDE is 0 if 2^−n &lt; α and infinite otherwise.
 */
public final class Power {

  /** The power asked of every claim test. */
  public static final double POWER = 0.8;

  private Power() {}

  /** The minimal detectable effect of a one-sided test (shift). */
  public static double mde(double se, int n, double alpha) {
    return detectable(se, n, alpha, POWER);
  }

  /**
   * The smallest margin an equivalence test (TOST) establishes with power {@link #POWER} at
   * difference 0.
   */
  static double equivalenceMargin(double se, int n, double alpha) {
    return detectable(se, n, alpha, (1 + POWER) / 2);
  }

  /**
   * The test replications at which a comparison whose {@code n} test replications gave the standard
   * error {@code se} reaches power {@link #POWER} against {@code effect} at level {@code alpha}:
   * the smallest n' with se·√(n/n')·(t_{1−α} + t_{power}) ≤ effect on n' − 1 degrees of freedom
   * (the per-replication standard deviation held at its estimate). {@link Integer#MAX_VALUE} when
   * no number would do (a zero effect, or no estimate of the spread).
   */
  public static int replications(
      double se, int n, double alpha, double effect, boolean equivalence) {
    if (!(effect > 0) || n < 2 || !Double.isFinite(se)) {
      return Integer.MAX_VALUE;
    }
    if (se == 0.0) {
      // identical differences: the sign test decides once 2^-n < alpha
      return (int) Math.max(n, Math.ceil(Math.log(1 / alpha) / Math.log(2)) + 1);
    }
    double sd = se * Math.sqrt(n);
    double power = equivalence ? (1 + POWER) / 2 : POWER;
    int low = n;
    int high = n;
    while (detectable(sd / Math.sqrt(high), high, alpha, power) > effect) {
      if (high > 100_000_000) {
        return Integer.MAX_VALUE;
      }
      low = high;
      high *= 2;
    }
    while (low < high) {
      int mid = low + (high - low) / 2;
      if (detectable(sd / Math.sqrt(mid), mid, alpha, power) > effect) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    return high;
  }

  private static double detectable(double se, int n, double alpha, double power) {
    if (n < 2) {
      return Double.POSITIVE_INFINITY;
    }
    if (se == 0.0) {
      return Math.pow(0.5, n) < alpha ? 0.0 : Double.POSITIVE_INFINITY;
    }
    TDistribution t = TDistribution.of(n - 1);
    return se * (t.inverseCumulativeProbability(1 - alpha) + t.inverseCumulativeProbability(power));
  }
}
