package org.ldpbench.stats;

/**
 * Which way a score is better: accuracy and F1 are maximised, squared error and excess risk are
 * minimised. Best-over-grid selection, "best per row" marks and one-sided claims all follow it.
 */
public enum Direction {
  /** Larger is better (accuracy, F1). */
  HIGHER_IS_BETTER,
  /** Smaller is better (MSE, excess risk). */
  LOWER_IS_BETTER;

  /** True if {@code a} is strictly better than {@code b}. */
  public boolean better(double a, double b) {
    return this == HIGHER_IS_BETTER ? a > b : a < b;
  }

  /** The other direction ("falls along an axis" is "rises" with the direction reversed). */
  public Direction opposite() {
    return this == HIGHER_IS_BETTER ? LOWER_IS_BETTER : HIGHER_IS_BETTER;
  }

  /**
   * +1 if larger is better, −1 otherwise: multiplies a difference so that positive means "better".
   */
  public double sign() {
    return this == HIGHER_IS_BETTER ? 1.0 : -1.0;
  }
}
