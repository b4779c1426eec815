package org.ldpbench.data.synthetic;

/**
 * The regression functions of Auddy et al.'s simulations (§6.1.1; spec/distributed.md §5.1), on
 * [0,1]² with u = x₁ − 1/2, v = x₂ − 1/2: η_T(x) = 1 ∧ (1/2 + sign(uv)·|u|^{1/4}|v|^{1/4})₊ (a
 * checkerboard, β = 1/4) and η_S(x) = 1 ∧ (1/2 + sign(η_T − 1/2)·|η_T − 1/2|^γ)₊, which shares the
 * Bayes boundary and has relative signal exponent γ. Pure functions.
 */
public final class AuddyTransfer {

  private AuddyTransfer() {}

  private static double clip(double eta) {
    return Math.min(1.0, Math.max(0.0, eta));
  }

  /** η_T(x₁, x₂). */
  public static double etaTarget(double x1, double x2) {
    double u = x1 - 0.5;
    double v = x2 - 0.5;
    return clip(
        0.5 + Math.signum(u * v) * Math.pow(Math.abs(u), 0.25) * Math.pow(Math.abs(v), 0.25));
  }

  /** η_S for a target value η_T and exponent γ. */
  public static double etaSource(double etaTarget, double gamma) {
    double margin = etaTarget - 0.5;
    return clip(0.5 + Math.signum(margin) * Math.pow(Math.abs(margin), gamma));
  }

  /** Bayes accuracy E max(η, 1 − η) under U[0,1]² by the midpoint rule on a grid × grid lattice. */
  public static double bayesAccuracy(int grid, boolean source, double gamma) {
    double sum = 0;
    for (int i = 0; i < grid; i++) {
      for (int k = 0; k < grid; k++) {
        double eta = etaTarget((i + 0.5) / grid, (k + 0.5) / grid);
        if (source) {
          eta = etaSource(eta, gamma);
        }
        sum += Math.max(eta, 1 - eta);
      }
    }
    return sum / ((double) grid * grid);
  }
}
