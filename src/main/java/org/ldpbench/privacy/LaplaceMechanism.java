package org.ldpbench.privacy;

import java.util.random.RandomGenerator;

/**
 * The Laplace mechanism with scale b: a release is the true value plus b·L with L standard Laplace
 * (density e^{-|z|}/2). With b = Δ₁/ε for a query of L1 sensitivity Δ₁ the release is ε-DP.
 *
 * <p>Two ways to draw noise, equal in distribution:
 *
 * <ul>
 *   <li>{@link #release} and {@link #sample}: one user's release, drawn literally;
 *   <li>{@link #sumOfNoise}: the sum of n independent draws, drawn exactly as b·(G₁ − G₂) with G₁,
 *       G₂ ~ Gamma(n, 1) independent. A standard Laplace is a difference of two Exp(1), so the sum
 *       of n of them is a difference of two Gamma(n, 1). Curators use it to add the noise of all n
 *       users' releases to a cell sum in O(1) instead of O(n) (DESIGN rule 2).
 * </ul>
 *
 * <p>Immutable; all randomness comes from the caller's stream.
 */
public final class LaplaceMechanism {

  private final double scale;

  private LaplaceMechanism(double scale) {
    if (!(scale > 0.0) || !Double.isFinite(scale)) {
      throw new IllegalArgumentException("Laplace scale must be finite and > 0, got " + scale);
    }
    this.scale = scale;
  }

  /** The mechanism with scale {@code b}. */
  public static LaplaceMechanism withScale(double b) {
    return new LaplaceMechanism(b);
  }

  /** The ε-DP mechanism for a query of L1 sensitivity {@code l1Sensitivity}: b = Δ₁/ε. */
  public static LaplaceMechanism forSensitivity(double l1Sensitivity, double epsilon) {
    PrivacyBudget.validateEpsilon(epsilon);
    if (!(l1Sensitivity > 0.0) || !Double.isFinite(l1Sensitivity)) {
      throw new IllegalArgumentException(
          "sensitivity must be finite and > 0, got " + l1Sensitivity);
    }
    return new LaplaceMechanism(l1Sensitivity / epsilon);
  }

  public double scale() {
    return scale;
  }

  /** One Laplace(b) draw: b·(E₁ − E₂) with E₁, E₂ standard exponential. */
  public double sample(RandomGenerator rng) {
    double e1 = rng.nextExponential();
    double e2 = rng.nextExponential();
    return scale * (e1 - e2);
  }

  /** {@code value} plus one Laplace(b) draw. */
  public double release(double value, RandomGenerator rng) {
    return value + sample(rng);
  }

  /** Each coordinate of {@code values} plus an independent Laplace(b) draw, as a new array. */
  public double[] release(double[] values, RandomGenerator rng) {
    double[] out = new double[values.length];
    for (int j = 0; j < values.length; j++) {
      out[j] = values[j] + sample(rng);
    }
    return out;
  }

  /**
   * The sum of {@code n} independent Laplace(b) draws, exactly in distribution, in O(1) time.
   *
   * @param n number of summed draws, &gt;= 0 (0 gives 0)
   */
  public double sumOfNoise(long n, RandomGenerator rng) {
    if (n < 0) {
      throw new IllegalArgumentException("n must be >= 0, got " + n);
    }
    if (n == 0) {
      return 0.0;
    }
    if (n == 1) {
      return sample(rng);
    }
    GammaSampler gamma = new GammaSampler(n);
    double g1 = gamma.sample(rng);
    double g2 = gamma.sample(rng);
    return scale * (g1 - g2);
  }

  /**
   * The sum of {@code n} independent Laplace(b) draws, drawn one by one (the literal per-user path,
   * O(n); equal in distribution to {@link #sumOfNoise}).
   */
  public double sumOfDraws(long n, RandomGenerator rng) {
    double sum = 0.0;
    for (long i = 0; i < n; i++) {
      sum += sample(rng);
    }
    return sum;
  }

  /** {@link #sumOfDraws} if {@code perUser}, else {@link #sumOfNoise}. */
  public double sumOfNoise(long n, RandomGenerator rng, boolean perUser) {
    return perUser ? sumOfDraws(n, rng) : sumOfNoise(n, rng);
  }

  /**
   * log density of a release {@code z} given the true value {@code value}: −|z − value|/b − ln(2b).
   */
  public double logDensity(double z, double value) {
    return -Math.abs(z - value) / scale - Math.log(2.0 * scale);
  }
}
