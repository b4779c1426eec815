package org.ldpbench.privacy;

import java.util.random.RandomGenerator;

/**
 * Per-bit randomized response on the one-hot encoding of a label y in {0..K−1} (Zhao et al.'s
 * label-LDP randomizer, spec/phist-labeldp.md §B.3 ZH-1): bit j of the release is 1 with
 * probability p = e^{ε/2}/(e^{ε/2} + 1) if j = y and q = 1/(e^{ε/2} + 1) otherwise, bits
 * independent. Changing y changes the law of two bits, each by a factor e^{ε/2}: ε-DP for the
 * label.
 *
 * <p>Two ways to draw, equal in distribution: {@link #release} (one user's K bits) and {@link
 * #onesAmong} (the number of ones in bit j among n_j users with label j and m users with another
 * label: Binomial(n_j, p) + Binomial(m, q), exactly). Immutable.
 */
public final class UnaryEncoding {

  private final int classes;
  private final double p;
  private final double q;

  public UnaryEncoding(int classes, double epsilon) {
    PrivacyBudget.validateEpsilon(epsilon);
    if (classes < 2) {
      throw new IllegalArgumentException("need at least 2 classes, got " + classes);
    }
    this.classes = classes;
    double e = Math.exp(epsilon / 2);
    this.q = Double.isInfinite(e) ? 0.0 : 1.0 / (e + 1.0);
    this.p = 1.0 - q;
  }

  /** Probability that the bit of the true label is 1. */
  public double p() {
    return p;
  }

  /** Probability that any other bit is 1. */
  public double q() {
    return q;
  }

  /** One user's K bits (1 or 0) for label {@code y}. */
  public int[] release(int y, RandomGenerator rng) {
    int[] bits = new int[classes];
    for (int j = 0; j < classes; j++) {
      bits[j] = rng.nextDouble() < (j == y ? p : q) ? 1 : 0;
    }
    return bits;
  }

  /** The sum of bit j over n_j users with label j and m users with other labels, exactly. */
  public long onesAmong(long withLabel, long others, RandomGenerator rng) {
    return Binomials.sample(withLabel, p, rng) + Binomials.sample(others, q, rng);
  }
}
