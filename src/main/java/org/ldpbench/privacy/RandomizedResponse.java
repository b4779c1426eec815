package org.ldpbench.privacy;

import java.util.random.RandomGenerator;

/**
 * K-ary randomized response (the baseline of spec/phist-labeldp.md §C.3): keep the label y with
 * probability e^ε/(e^ε + K − 1), otherwise report one of the other K − 1 labels uniformly. The
 * output probabilities for two labels differ by at most the factor e^ε: ε-DP.
 *
 * <p>{@link #release} draws one user's report; {@link #aggregate} draws the counts of reports of
 * each label among users with given true-label counts exactly (a sum of multinomials, each drawn by
 * sequential binomials). Immutable.
 */
public final class RandomizedResponse {

  private final int classes;
  private final double keep;

  public RandomizedResponse(int classes, double epsilon) {
    PrivacyBudget.validateEpsilon(epsilon);
    if (classes < 2) {
      throw new IllegalArgumentException("need at least 2 classes, got " + classes);
    }
    this.classes = classes;
    double e = Math.exp(epsilon);
    this.keep = Double.isInfinite(e) ? 1.0 : e / (e + classes - 1);
  }

  /** Probability that the true label is reported. */
  public double keep() {
    return keep;
  }

  /** One user's report for label {@code y}. */
  public int release(int y, RandomGenerator rng) {
    if (rng.nextDouble() < keep) {
      return y;
    }
    int other = rng.nextInt(classes - 1);
    return other >= y ? other + 1 : other;
  }

  /** Counts of each reported label among {@code counts[y]} users with true label y, exactly. */
  public long[] aggregate(long[] counts, RandomGenerator rng) {
    long[] out = new long[classes];
    for (int y = 0; y < classes; y++) {
      long kept = Binomials.sample(counts[y], keep, rng);
      out[y] += kept;
      long rest = counts[y] - kept;
      // the rest are spread uniformly over the K - 1 other labels: sequential binomials
      int remainingLabels = classes - 1;
      for (int j = 0; j < classes && rest > 0; j++) {
        if (j == y) {
          continue;
        }
        long c = remainingLabels == 1 ? rest : Binomials.sample(rest, 1.0 / remainingLabels, rng);
        out[j] += c;
        rest -= c;
        remainingLabels--;
      }
    }
    return out;
  }
}
