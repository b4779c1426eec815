package org.ldpbench.method.lpct;

/**
 * The signal-to-noise ratio of eq. 8's estimate at one node of a pruned LPCT, as a function of the
 * weight λ, and its closed-form maximiser (Ma &amp; Yang eq. 16 and Appendix A.2):
 *
 * <pre>
 *   η(λ) = (V + λ·C_V) / (S + λ·C_U)
 *   r(λ)² = c·(u + λ²·C_U) / (S + λ·C_U)²
 *   v(λ) = |η(λ) − ½| / r(λ)
 * </pre>
 *
 * with S &gt; 0 the node's private count sum, V its (possibly truncated) label sum, C_U &gt; 0 and
 * C_V its public counts, u &gt; 0 the private variance factor and c &gt; 0 the log factor. Writing
 * w = S/(S + λC_U), a = V/S − ½ and b = C_V/C_U − ½ gives η − ½ = w·a + (1−w)·b and r² = w²·A +
 * (1−w)²·B with A = c·u/S², B = c/C_U. If a and b have the same sign, Cauchy–Schwarz puts the
 * maximum at w/(1−w) = (a/A)/(b/B), i.e. <b>λ* = (u/S)·(b/a)</b>, with value √(a²/A + b²/B);
 * otherwise v is largest at an end, λ = 0 (value |a|/√A) or λ = ∞ (|b|/√B).
 *
 * <p>Algorithm 2's constants are c = 4·ln(n_P + n_Q), u = 8·S (so λ* = 8b/a); the authors' code
 * uses c = ln(n_P + n_Q) + k + 1 and u = S, or its noise level when η̃_P was truncated at 1
 * (spec/lpct.md §3.1, §3.3).
 *
 * @param s S, &gt; 0
 * @param v V
 * @param cu C_U, &gt; 0
 * @param cv C_V
 * @param u private variance factor, &gt; 0
 * @param c log factor, &gt; 0
 */
record WeightedSignal(double s, double v, double cu, double cv, double u, double c) {

  WeightedSignal {
    if (!(s > 0) || !(cu > 0) || !(u > 0) || !(c > 0)) {
      throw new IllegalArgumentException(
          "need S > 0, C_U > 0, u > 0 and c > 0, got S = "
              + s
              + ", C_U = "
              + cu
              + ", u = "
              + u
              + ", c = "
              + c);
    }
  }

  /** a = V/S − ½, the private signal. */
  double privateSignal() {
    return v / s - 0.5;
  }

  /** b = C_V/C_U − ½, the public signal. */
  double publicSignal() {
    return cv / cu - 0.5;
  }

  /** η(λ); λ = +∞ gives C_V/C_U. */
  double eta(double lambda) {
    if (lambda == Double.POSITIVE_INFINITY) {
      return cv / cu;
    }
    return (v + lambda * cv) / (s + lambda * cu);
  }

  /** v(λ) for λ ≥ 0; λ = +∞ gives |b|·√(C_U/c). */
  double value(double lambda) {
    if (lambda == Double.POSITIVE_INFINITY) {
      return Math.abs(publicSignal()) * Math.sqrt(cu / c);
    }
    double denominator = s + lambda * cu;
    double r = Math.sqrt(c) * Math.sqrt(u + lambda * lambda * cu) / denominator;
    return Math.abs(eta(lambda) - 0.5) / r;
  }

  /** The maximiser λ* ≥ 0 (possibly +∞); ties between the ends go to λ = 0. */
  double bestLambda() {
    double a = privateSignal();
    double b = publicSignal();
    if (a * b > 0) {
      return (u / s) * (b / a);
    }
    return value(0.0) >= value(Double.POSITIVE_INFINITY) ? 0.0 : Double.POSITIVE_INFINITY;
  }

  /** max over λ ≥ 0 of v(λ), in closed form. */
  double bestValue() {
    double a = privateSignal();
    double b = publicSignal();
    double bigA = c * u / (s * s);
    double bigB = c / cu;
    if (a * b > 0) {
      return Math.sqrt(a * a / bigA + b * b / bigB);
    }
    return Math.max(Math.abs(a) / Math.sqrt(bigA), Math.abs(b) / Math.sqrt(bigB));
  }
}
