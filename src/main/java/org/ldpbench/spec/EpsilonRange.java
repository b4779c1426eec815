package org.ldpbench.spec;

/**
 * The privacy budgets ε a spec may ask for: [10⁻⁶, 10⁶]. Outside it the noise scales of the
 * mechanisms (Laplace b = Δ/ε, e^ε in randomized response) overflow or vanish in double precision,
 * so every trial would fail or run without noise; the papers' stand-in for "non-private" is ε =
 * 1000, well inside. Checked when a spec is read ({@link SweepReader}, {@link BudgetsReader}), so
 * such a budget is a one-line error before anything runs rather than a failure of every trial.
 */
final class EpsilonRange {

  /** Smallest ε a spec may give. */
  static final double MIN = 1e-6;

  /** Largest ε a spec may give. */
  static final double MAX = 1e6;

  /** The range as error messages print it. */
  static final String TEXT = "[1e-6, 1e6]";

  private EpsilonRange() {}

  /** Whether {@code epsilon} is in the range. */
  static boolean contains(double epsilon) {
    return epsilon >= MIN && epsilon <= MAX;
  }
}
