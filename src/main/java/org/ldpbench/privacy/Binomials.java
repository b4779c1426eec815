package org.ldpbench.privacy;

import java.util.random.RandomGenerator;
import org.apache.commons.math3.distribution.BinomialDistribution;

/**
 * Exact Binomial(n, p) draws from a caller's stream (Commons Math's inversion sampler), used for
 * the closed-form aggregates of randomized-response mechanisms: the number of n users whose
 * released bit is 1, when each is 1 independently with probability p.
 */
public final class Binomials {

    private Binomials() {
    }

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
        return new BinomialDistribution(new CommonsRandomAdapter(rng), (int) n, p).sample();
    }
}
