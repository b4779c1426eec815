package org.ldpbench.privacy;

import java.util.random.RandomGenerator;

/**
 * PrivUnitG (Asi, Feldman &amp; Talwar 2022), the ε-LDP randomizer for vectors that PSGD-L/N use on
 * gradients (Lowy et al. 2023; spec/lpct.md §4.5). For a unit vector u it releases σ·(g − (u·g)u +
 * α·u) with g ~ N(0, I) and α a standard normal conditioned to lie above γ (probability p) or below
 * γ (probability 1 − p). The output density is φ_σ(y)·w(y·u/σ) with w = p/q above γ and (1 − p)/(1
 * − q) below, q = 1 − Φ(γ); choosing q = p/(p + e^ε(1 − p)) makes the ratio between any two unit
 * inputs at most e^ε. σ = 1/μ with μ = E α makes the release unbiased: E[output] = u.
 *
 * <p>Constants follow the authors' code ({@code get_gamma_sigma}, {@code priv_unit_G_get_p}): p is
 * the value of {0.01, 0.02, …, 0.99} with the smallest σ, and for ε ≥ 20 the code fixes 1/q = 4·10⁸
 * to avoid overflow. That cap spends ε' = ln(p(1 − q)/(q(1 − p))) ≈ 24.4 at the chosen p = 0.99,
 * more than ε for 20 ≤ ε &lt; 24.4; {@link #epsilonSpent()} reports the true value.
 *
 * <p><b>Inputs off the sphere [DIFF].</b> The code applies the formula to x/max(‖x‖, C), which is
 * not a unit vector when ‖x‖ &lt; C. Then the release is no longer ε-DP (along x it has a lighter
 * Gaussian tail than the release for x = 0, so the privacy loss is unbounded). Here {@link
 * #privatize} first rounds the clipped vector x̄ = x/max(‖x‖, C) to the sphere without bias (to
 * x̄/‖x̄‖ with probability (1 + ‖x̄‖)/2, else to −x̄/‖x̄‖; for x̄ = 0 to ±e_j with j and the sign
 * uniform), the standard reduction for vectors in the ball. The release is then ε-DP for every pair
 * of inputs (a mixture of ε-DP releases of unit vectors) and still unbiased for the clipped input:
 * E[output] = x̄. The signed coordinate vector for x̄ = 0 (rather than a uniform direction) keeps a
 * zero gradient's release sparse along the input, which lets PSGD draw the rest of a wide layer's
 * noise as exact aggregates.
 *
 * <p>The "below γ" branch is drawn by rejection from N(0, 1), which is exact; the code draws 1000
 * normals and gives up (returning σ·g) if none is below γ, an event of probability below 2^−1000
 * since γ &gt; 0. Immutable.
 */
public final class PrivUnitG {

  /** ε at and above which the code caps 1/q at 4·10⁸. */
  static final double CAP_EPSILON = 20.0;

  static final double CAPPED_Q_INVERSE = 4e8;

  private final double epsilon;
  private final double p;
  private final double q;
  private final double gamma;
  private final double sigma;

  private PrivUnitG(double epsilon, double p) {
    PrivacyBudget.validateEpsilon(epsilon);
    if (!(p > 0.0 && p < 1.0)) {
      throw new IllegalArgumentException("p must be in (0, 1), got " + p);
    }
    this.epsilon = epsilon;
    this.p = p;
    double qInverse =
        epsilon < CAP_EPSILON ? 1.0 + Math.exp(epsilon) * (1.0 - p) / p : CAPPED_Q_INVERSE;
    this.q = 1.0 / qInverse;
    this.gamma = StandardNormal.upperQuantile(q);
    double mu =
        StandardNormal.density(gamma)
            * (p / StandardNormal.survival(gamma) - (1.0 - p) / StandardNormal.cdf(gamma));
    this.sigma = 1.0 / mu;
  }

  /** The mechanism with a given p. */
  public static PrivUnitG of(double epsilon, double p) {
    return new PrivUnitG(epsilon, p);
  }

  /** The mechanism with the code's p: the smallest σ over p ∈ {0.01, …, 0.99}. */
  public static PrivUnitG withBestP(double epsilon) {
    PrivUnitG best = null;
    for (int k = 0; k < 99; k++) {
      double candidate = 0.01 + k * 0.01; // as numpy's arange(0.01, 1.0, 0.01)
      PrivUnitG mechanism = new PrivUnitG(epsilon, candidate);
      if (best == null || mechanism.sigma < best.sigma) {
        best = mechanism;
      }
    }
    return best;
  }

  public double epsilon() {
    return epsilon;
  }

  public double p() {
    return p;
  }

  /** q = 1 − Φ(γ). */
  public double q() {
    return q;
  }

  public double gamma() {
    return gamma;
  }

  public double sigma() {
    return sigma;
  }

  /**
   * The privacy loss the mechanism really has, ln(p(1 − q)/(q(1 − p))): ε itself below the cap, the
   * capped value's loss if that is larger.
   */
  public double epsilonSpent() {
    if (epsilon < CAP_EPSILON) {
      return epsilon;
    }
    double spent = Math.log(p) - Math.log(q) - Math.log1p(-p) + Math.log1p(-q);
    return Math.max(epsilon, spent);
  }

  /**
   * The release for {@code x}: clip to x̄ = x/max(‖x‖, C), round x̄ to the unit sphere without
   * bias, then {@link #privatizeUnit}. Unbiased for x̄.
   *
   * @param clip C &gt; 0
   */
  public double[] privatize(double[] x, double clip, RandomGenerator rng) {
    if (!(clip > 0.0) || !Double.isFinite(clip)) {
      throw new IllegalArgumentException("clip must be finite and > 0, got " + clip);
    }
    double norm = norm(x);
    double scale = Math.max(norm, clip);
    double r = norm / scale;
    double[] unit = new double[x.length];
    if (norm == 0.0) {
      // a uniformly random signed coordinate vector: on the sphere, and unbiased for 0
      unit[rng.nextInt(unit.length)] = rng.nextBoolean() ? 1.0 : -1.0;
    } else {
      double sign = rng.nextDouble() < (1.0 + r) / 2.0 ? 1.0 : -1.0;
      // divide by the largest entry first: a subnormal norm has too few digits to divide by
      double max = 0.0;
      for (double v : x) {
        max = Math.max(max, Math.abs(v));
      }
      for (int j = 0; j < unit.length; j++) {
        unit[j] = x[j] / max;
      }
      double length = norm(unit);
      for (int j = 0; j < unit.length; j++) {
        unit[j] = sign * unit[j] / length;
      }
    }
    return privatizeUnit(unit, rng);
  }

  /** The release σ(g − (u·g)u + αu) for a unit vector u. */
  public double[] privatizeUnit(double[] u, RandomGenerator rng) {
    double norm = norm(u);
    if (Math.abs(norm - 1.0) > 1e-9) {
      throw new IllegalArgumentException("PrivUnitG needs a unit vector, got norm " + norm);
    }
    double[] g = new double[u.length];
    double dot = 0.0;
    for (int j = 0; j < u.length; j++) {
      g[j] = rng.nextGaussian();
      dot += u[j] * g[j];
    }
    double alpha = sampleAlpha(rng);
    double[] out = new double[u.length];
    for (int j = 0; j < u.length; j++) {
      out[j] = sigma * (g[j] - dot * u[j] + alpha * u[j]);
    }
    return out;
  }

  /**
   * α, the release's coordinate along the input direction before scaling by σ: N(0,1) conditioned
   * on &gt; γ with probability p, on &lt; γ otherwise. Public so that callers that assemble the
   * release σ(g − (u·g)u + αu) themselves (drawing g only where they need it, the rest as an exact
   * aggregate) use the very same law.
   */
  public double sampleAlpha(RandomGenerator rng) {
    if (rng.nextDouble() < p) {
      // tail inversion, as the code: α = −Φ⁻¹(q·u) with u uniform on (0, 1]
      double u = 1.0 - rng.nextDouble();
      return -StandardNormal.quantile(q * u);
    }
    double z;
    do {
      z = rng.nextGaussian();
    } while (!(z < gamma));
    return z;
  }

  /**
   * log of the release density's input-dependent factor w(y·u/σ) for unit u: the privacy loss
   * between unit inputs u and u' is the difference of two such values, at most ε in size.
   */
  public double logWeight(double[] release, double[] u) {
    double t = 0.0;
    for (int j = 0; j < u.length; j++) {
      t += release[j] * u[j];
    }
    t /= sigma;
    return t > gamma ? Math.log(p) - Math.log(q) : Math.log1p(-p) - Math.log1p(-q);
  }

  /**
   * Euclidean norm, scaled by the largest entry so that tiny or huge entries neither underflow nor
   * overflow.
   */
  public static double norm(double[] x) {
    double max = 0.0;
    for (double v : x) {
      max = Math.max(max, Math.abs(v));
    }
    if (max == 0.0 || !Double.isFinite(max)) {
      return max;
    }
    double s = 0.0;
    for (double v : x) {
      double t = v / max;
      s += t * t;
    }
    return max * Math.sqrt(s);
  }
}
