package org.ldpbench.audit.endtoend;

import org.apache.commons.statistics.distribution.BetaDistribution;

/**
 * Exact (Clopper–Pearson) one-sided confidence bounds on a binomial proportion: the auditor's only
 * inference, so that every reported privacy-loss bound holds with the stated confidence whatever
 * the release's law.
 */
final class ClopperPearson {

  private ClopperPearson() {}

  /** Lower bound on p from k successes in n trials at one-sided level {@code alpha}. */
  static double lower(long k, long n, double alpha) {
    return k == 0
        ? 0.0
        : BetaDistribution.of((double) k, n - k + 1.0).inverseCumulativeProbability(alpha);
  }

  /** Upper bound on p from k successes in n trials at one-sided level {@code alpha}. */
  static double upper(long k, long n, double alpha) {
    return k == n
        ? 1.0
        : BetaDistribution.of(k + 1.0, (double) (n - k)).inverseCumulativeProbability(1 - alpha);
  }
}
