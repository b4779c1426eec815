package org.ldpbench.privacy;

import org.ldpbench.method.PublicInput;

/**
 * A privacy fault planted on purpose, to show that the privacy audit has power (issue 17 item 2):
 * an explicit value carried into the construction of the noise primitives through a method's {@link
 * PublicInput}, never a global switch. Production inputs always carry {@link #NONE}: no
 * command-line option sets another value; only the audit command, its report and the tests build
 * inputs with a fault.
 *
 * <p>Where each fault acts:
 *
 * <ul>
 *   <li>{@link #NOISE_HALVED}: the Laplace scale or Gaussian σ a primitive is built with is halved
 *       ({@link #laplaceScale}, {@link #sigma});
 *   <li>{@link #EPSILON_DOUBLED}: the calibration sees 2ε. The auditor plants it by handing the
 *       method budgets with ε doubled while it holds the mechanisms to the true budget, so every
 *       primitive (randomized response, unary encoding, PrivUnitG, the exponential mechanism too)
 *       is calibrated at 2ε without any code of its own;
 *   <li>{@link #SENSITIVITY_HALVED}: the sensitivity a Laplace, Gaussian or exponential mechanism
 *       is calibrated with is understated 2× ({@link #sensitivity});
 *   <li>{@link #COMPOSITION_FORGOTTEN}: where a method splits its budget between releases, every
 *       part gets the whole budget ({@link #share});
 *   <li>{@link #SENSITIVITY_UNDERSTATED}: a self-consistent understatement: the code calibrates to
 *       half the sensitivity as under {@link #SENSITIVITY_HALVED}, and the audit reads the method's
 *       declarations understated 2× too (its declared sensitivity and noise parameter agree with
 *       the code), so that only measured sensitivities can show it.
 * </ul>
 *
 * A fault does not apply to a method that has no such site (e.g. no budget split): the audit then
 * reports it as not applicable, found by comparing faulted and clean releases on the same stream.
 */
public enum Fault {
  /** No fault: the only value production runs use. */
  NONE,
  /** Laplace scale and Gaussian σ × 0.5. */
  NOISE_HALVED,
  /** ε × 2 in calibration (planted through the budgets handed to the method). */
  EPSILON_DOUBLED,
  /** Sensitivity understated 2×. */
  SENSITIVITY_HALVED,
  /** Budget not split where the method splits it. */
  COMPOSITION_FORGOTTEN,
  /** Sensitivity understated 2× in the code and in its declaration alike. */
  SENSITIVITY_UNDERSTATED;

  /** The Laplace scale Δ₁/ε under this fault. */
  public double laplaceScale(double l1Sensitivity, double epsilon) {
    double scale = sensitivity(l1Sensitivity) / epsilon;
    return this == NOISE_HALVED ? scale / 2 : scale;
  }

  /** The ε-DP Laplace mechanism for sensitivity Δ₁ under this fault. */
  public LaplaceMechanism laplace(double l1Sensitivity, double epsilon) {
    LaplaceMechanism.forSensitivity(l1Sensitivity, epsilon); // the same checks as the clean path
    return LaplaceMechanism.withScale(laplaceScale(l1Sensitivity, epsilon));
  }

  /** A Gaussian σ (or any noise scale) under this fault. */
  public double sigma(double sigma) {
    return this == NOISE_HALVED ? sigma / 2 : sigma;
  }

  /** A sensitivity under this fault. */
  public double sensitivity(double sensitivity) {
    return this == SENSITIVITY_HALVED || this == SENSITIVITY_UNDERSTATED
        ? sensitivity / 2
        : sensitivity;
  }

  /**
   * The part {@code fraction} of a budget's ε that a split gives one release (the whole ε if
   * composition is forgotten).
   */
  public double share(double epsilon, double fraction) {
    return this == COMPOSITION_FORGOTTEN ? epsilon : epsilon * fraction;
  }

  /** The part {@code fraction} of a budget (ε and δ) under this fault. */
  public PrivacyBudget share(PrivacyBudget budget, double fraction) {
    return this == COMPOSITION_FORGOTTEN || fraction == 1.0 ? budget : budget.scaled(fraction);
  }

  /** The budget a method's calibration sees: ε doubled under {@link #EPSILON_DOUBLED}. */
  public PrivacyBudget calibrated(PrivacyBudget budget) {
    return this == EPSILON_DOUBLED
        ? new PrivacyBudget(2 * budget.epsilon(), budget.delta())
        : budget;
  }
}
