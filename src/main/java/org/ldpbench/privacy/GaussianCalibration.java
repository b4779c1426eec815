package org.ldpbench.privacy;

/**
 * Noise scales of the Gaussian (and Gaussian-process) mechanism for a query of L2 (or RKHS)
 * sensitivity Δ under (ε, δ):
 *
 * <ul>
 *   <li>{@link #classicalSigma}: σ = Δ·√(2 ln(2/δ))/ε, the calibration of Hall et al. (2013) used
 *       by Auddy et al. (eq. 9). It is proved for ε ≤ 1 only; {@link #classicalIsValid} checks it
 *       against the exact privacy curve (at δ = 1e-4 it holds up to ε = 5 and fails at ε = 10).
 *   <li>{@link #analyticSigma}: the smallest σ whose exact δ(ε) (Balle &amp; Wang 2018, Thm 8; see
 *       {@link GaussianMechanism#exactDelta}) is at most δ, by bisection: valid for every ε.
 * </ul>
 *
 * The ratio σ/Δ depends on (ε, δ) only. Pure static functions.
 */
public final class GaussianCalibration {

  private GaussianCalibration() {}

  /** σ = Δ·√(2 ln(2/δ))/ε. */
  public static double classicalSigma(double sensitivity, double epsilon, double delta) {
    check(sensitivity, epsilon, delta);
    return sensitivity * Math.sqrt(2.0 * Math.log(2.0 / delta)) / epsilon;
  }

  /** Whether the classical σ really is (ε, δ)-DP by the exact curve. */
  public static boolean classicalIsValid(double epsilon, double delta) {
    return exactDelta(classicalSigma(1.0, epsilon, delta), epsilon) <= delta;
  }

  /** The exact δ(ε) of noise σ for sensitivity 1. */
  public static double exactDelta(double sigmaOverSensitivity, double epsilon) {
    return GaussianMechanism.withSigma(sigmaOverSensitivity).exactDelta(1.0, epsilon);
  }

  /** The smallest σ (to relative 1e-10) with exact δ(ε) ≤ δ. */
  public static double analyticSigma(double sensitivity, double epsilon, double delta) {
    check(sensitivity, epsilon, delta);
    double lo = 1e-8;
    double hi = 1.0;
    while (exactDelta(hi, epsilon) > delta) {
      hi *= 2;
    }
    while (exactDelta(lo, epsilon) <= delta && lo > 1e-300) {
      lo /= 2;
    }
    for (int i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
      double mid = 0.5 * (lo + hi);
      if (exactDelta(mid, epsilon) > delta) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    return sensitivity * hi;
  }

  private static void check(double sensitivity, double epsilon, double delta) {
    PrivacyBudget.validateEpsilon(epsilon);
    if (!(sensitivity > 0) || !Double.isFinite(sensitivity)) {
      throw new IllegalArgumentException("sensitivity must be finite and > 0, got " + sensitivity);
    }
    if (!(delta > 0 && delta < 1)) {
      throw new IllegalArgumentException(
          "the Gaussian mechanism needs delta in (0, 1), got " + delta);
    }
  }
}
