package org.ldpbench.privacy;

import java.util.random.RandomGenerator;

/**
 * The exponential mechanism over a finite set of candidates: candidate j is chosen with probability
 * proportional to exp(ε·u_j/(2Δ)) for utilities u of sensitivity Δ, which is ε-DP. Drawn by the
 * Gumbel-max trick, argmax_j (ε·u_j/(2Δ) + G_j) with G_j standard Gumbel, which has exactly that
 * law and never overflows (counts of 10⁷ users times ε would overflow exp). Immutable.
 */
public final class ExponentialMechanism {

  private final double weight;

  /** The mechanism for utilities of sensitivity {@code sensitivity} at level ε. */
  public ExponentialMechanism(double sensitivity, double epsilon) {
    PrivacyBudget.validateEpsilon(epsilon);
    if (!(sensitivity > 0.0) || !Double.isFinite(sensitivity)) {
      throw new IllegalArgumentException("sensitivity must be finite and > 0, got " + sensitivity);
    }
    this.weight = epsilon / (2.0 * sensitivity);
  }

  /** The factor ε/(2Δ) applied to the utilities. */
  public double weight() {
    return weight;
  }

  /** The index of the chosen candidate. */
  public int choose(double[] utilities, RandomGenerator rng) {
    int best = 0;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int j = 0; j < utilities.length; j++) {
      double u = rng.nextDouble();
      double gumbel = -Math.log(-Math.log(u == 0.0 ? Double.MIN_VALUE : u));
      double score = weight * utilities[j] + gumbel;
      if (score > bestScore) {
        bestScore = score;
        best = j;
      }
    }
    return best;
  }

  /** The exact probabilities of each candidate (for tests): softmax of ε·u/(2Δ). */
  public double[] probabilities(double[] utilities) {
    double max = Double.NEGATIVE_INFINITY;
    for (double u : utilities) {
      max = Math.max(max, weight * u);
    }
    double[] out = new double[utilities.length];
    double total = 0;
    for (int j = 0; j < out.length; j++) {
      out[j] = Math.exp(weight * utilities[j] - max);
      total += out[j];
    }
    for (int j = 0; j < out.length; j++) {
      out[j] /= total;
    }
    return out;
  }
}
