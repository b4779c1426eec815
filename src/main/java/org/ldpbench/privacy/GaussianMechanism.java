package org.ldpbench.privacy;

import java.util.random.RandomGenerator;

/**
 * The Gaussian mechanism with standard deviation σ: a release is the true value plus σ·Z with Z
 * standard normal, independently per coordinate. For a query of L2 sensitivity Δ₂ it is (ε, δ)-DP
 * for every pair with δ ≥ {@link #exactDelta(double, double) δ(ε)}.
 *
 * <p>Calibration:
 *
 * <ul>
 *   <li>{@link #classical}: σ = Δ₂·√(2 ln(1.25/δ))/ε (Dwork &amp; Roth, Thm A.1). That theorem
 *       needs ε &lt; 1; for larger ε this σ may not give (ε, δ). It is what the papers' formulas
 *       use (PGLM), so it is offered as it is, and {@link #exactDelta} says what it really gives.
 *   <li>{@link #exactDelta}: the smallest δ for which this σ is (ε, δ)-DP, by the exact
 *       characterisation of Balle &amp; Wang (2018, Thm 8): δ(ε) = Φ(Δ/(2σ) − εσ/Δ) − e^ε·Φ(−Δ/(2σ)
 *       − εσ/Δ), valid for every ε &gt; 0.
 * </ul>
 *
 * <p>{@link #sumOfNoise} draws the sum of n users' noise exactly as one N(0, nσ²) draw (a sum of
 * independent normals is normal), the Gaussian counterpart of the Laplace aggregate (DESIGN rule
 * 2). Immutable; all randomness comes from the caller's stream.
 */
public final class GaussianMechanism {

  private final double sigma;

  private GaussianMechanism(double sigma) {
    if (!(sigma > 0.0) || !Double.isFinite(sigma)) {
      throw new IllegalArgumentException("Gaussian sigma must be finite and > 0, got " + sigma);
    }
    this.sigma = sigma;
  }

  /** The mechanism with standard deviation {@code sigma}. */
  public static GaussianMechanism withSigma(double sigma) {
    return new GaussianMechanism(sigma);
  }

  /**
   * The classical calibration σ = Δ₂·√(2 ln(1.25/δ))/ε (proved for ε &lt; 1 only; see the class
   * comment).
   */
  public static GaussianMechanism classical(double l2Sensitivity, double epsilon, double delta) {
    PrivacyBudget.validateEpsilon(epsilon);
    checkSensitivity(l2Sensitivity);
    if (!(delta > 0.0 && delta < 1.0)) {
      throw new IllegalArgumentException("delta must be in (0, 1), got " + delta);
    }
    return new GaussianMechanism(l2Sensitivity * Math.sqrt(2.0 * Math.log(1.25 / delta)) / epsilon);
  }

  public double sigma() {
    return sigma;
  }

  /** One N(0, σ²) draw. */
  public double sample(RandomGenerator rng) {
    return sigma * rng.nextGaussian();
  }

  /** Each coordinate of {@code values} plus an independent N(0, σ²) draw, as a new array. */
  public double[] release(double[] values, RandomGenerator rng) {
    double[] out = new double[values.length];
    for (int j = 0; j < values.length; j++) {
      out[j] = values[j] + sample(rng);
    }
    return out;
  }

  /** The sum of {@code n} independent N(0, σ²) draws, exactly: one N(0, nσ²) draw. */
  public double sumOfNoise(long n, RandomGenerator rng) {
    if (n < 0) {
      throw new IllegalArgumentException("n must be >= 0, got " + n);
    }
    return n == 0 ? 0.0 : Math.sqrt((double) n) * sample(rng);
  }

  /**
   * The smallest δ such that this mechanism is (ε, δ)-DP for a query of L2 sensitivity {@code
   * l2Sensitivity} (Balle &amp; Wang 2018, Thm 8). Computed in log space, so large ε does not
   * overflow.
   */
  public double exactDelta(double l2Sensitivity, double epsilon) {
    PrivacyBudget.validateEpsilon(epsilon);
    checkSensitivity(l2Sensitivity);
    double a = l2Sensitivity / (2.0 * sigma);
    double b = epsilon * sigma / l2Sensitivity;
    double first = StandardNormal.cdf(a - b);
    double second = Math.exp(epsilon + StandardNormal.logCdf(-a - b));
    return Math.max(0.0, first - second);
  }

  /** log density of a release {@code z} given the true value {@code value}. */
  public double logDensity(double z, double value) {
    double t = (z - value) / sigma;
    return -0.5 * t * t - Math.log(sigma) - 0.5 * Math.log(2.0 * Math.PI);
  }

  private static void checkSensitivity(double l2Sensitivity) {
    if (!(l2Sensitivity > 0.0) || !Double.isFinite(l2Sensitivity)) {
      throw new IllegalArgumentException(
          "sensitivity must be finite and > 0, got " + l2Sensitivity);
    }
  }
}
