package org.ldpbench.privacy;

/**
 * A privacy budget (ε, δ). Pure ε-DP has δ = 0. Every mechanism and every private method takes one;
 * a data holder with its own budget (one per server in distributed settings) gets its own.
 *
 * <p>ε must be finite and positive. Large values are allowed: the papers use ε = 1000 to stand for
 * "effectively non-private" while keeping the same code path. δ must lie in [0, 1).
 *
 * @param epsilon ε &gt; 0, finite
 * @param delta δ in [0, 1)
 */
public record PrivacyBudget(double epsilon, double delta) {

  /** ε at or above which the papers treat a run as effectively non-private. */
  public static final double EFFECTIVELY_NON_PRIVATE = 1000.0;

  public PrivacyBudget {
    validateEpsilon(epsilon);
    if (!(delta >= 0.0 && delta < 1.0)) {
      throw new IllegalArgumentException("delta must be in [0, 1), got " + delta);
    }
  }

  /** A pure ε-DP budget. */
  public static PrivacyBudget pure(double epsilon) {
    return new PrivacyBudget(epsilon, 0.0);
  }

  /**
   * Checks ε.
   *
   * @throws IllegalArgumentException "epsilon must be finite and > 0, got ..." otherwise
   */
  public static double validateEpsilon(double epsilon) {
    if (!Double.isFinite(epsilon) || epsilon <= 0.0) {
      throw new IllegalArgumentException("epsilon must be finite and > 0, got " + epsilon);
    }
    return epsilon;
  }

  public boolean isPure() {
    return delta == 0.0;
  }

  /** True for ε ≥ 1000, the papers' stand-in for the non-private case. */
  public boolean isEffectivelyNonPrivate() {
    return epsilon >= EFFECTIVELY_NON_PRIVATE;
  }

  /** This budget with ε and δ multiplied by {@code fraction} (basic composition splits). */
  public PrivacyBudget scaled(double fraction) {
    if (!(fraction > 0.0 && fraction <= 1.0)) {
      throw new IllegalArgumentException("fraction must be in (0, 1], got " + fraction);
    }
    return new PrivacyBudget(epsilon * fraction, delta * fraction);
  }
}
