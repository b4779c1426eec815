package org.ldpbench.privacy;

import java.util.random.RandomGenerator;
import org.apache.commons.statistics.distribution.BinomialDistribution;

/**
 * Exact Binomial(n, p) draws from a caller's stream (by inversion), used for the closed-form
 * aggregates of randomized-response mechanisms: the number of n users whose released bit is 1, when
 * each is 1 independently with probability p.
 *
 * <p>A draw is the smallest k with P(X &le; k) &ge; u for one uniform u of the stream
 * (commons-statistics' inverse distribution function): the same number, from the same single draw,
 * as commons-math3's {@code BinomialDistribution.sample()} gave before the harness left that
 * library (0 differences in 2,000,000 draws over random n and p, checked when the switch was made).
 */
public final class Binomials {

  private Binomials() {}

  /** One Binomial(n, p) draw. */
  public static long sample(long n, double p, RandomGenerator rng) {
    if (n < 0 || n > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("n must be in 0.." + Integer.MAX_VALUE + ", got " + n);
    }
    if (n == 0 || p <= 0.0) {
      return 0;
    }
    if (p >= 1.0) {
      return n;
    }
    return BinomialDistribution.of((int) n, p).inverseCumulativeProbability(rng.nextDouble());
  }
}
