package org.ldpbench.privacy;

import java.util.Locale;

/**
 * What a mechanism declares about the noise it adds to one statistic (DESIGN rule 1, the
 * calibration layer of the privacy audit): the law the noise follows, the parameter the primitive
 * really uses (a Laplace scale, a Gaussian σ, a keep probability, an exponential-mechanism weight,
 * PrivUnitG's q), and the claim from which that parameter must follow — the (ε, δ) of this release,
 * its declared sensitivity Δ and the {@link Formula} the method says it uses. The audit recomputes
 * {@link #expected()} from (ε, δ, Δ) on its own and compares; it also draws the noise and tests it
 * against {@link #law()} at the expected parameter.
 *
 * @param law the distribution family of the noise
 * @param formula how (ε, δ, Δ) determine the parameter
 * @param epsilon ε of this release (its share of the budget)
 * @param delta δ of this release (0 for pure mechanisms)
 * @param sensitivity the declared Δ (L1, L2, utility range; 1 for randomizers of a finite domain)
 * @param parameter the value the primitive is built with
 * @param categories K for randomized response and unary encoding, PrivUnitG's p × 100 (0 otherwise)
 */
public record NoiseCalibration(
    Law law,
    Formula formula,
    double epsilon,
    double delta,
    double sensitivity,
    double parameter,
    double categories) {

  /** Distribution families of the noise. */
  public enum Law {
    /** Additive Laplace noise of scale b, independent per coordinate. */
    LAPLACE,
    /**
     * Additive normal noise of sd σ, independent per coordinate (after whitening, for correlated
     * noise).
     */
    GAUSSIAN,
    /** K-ary randomized response: the input kept with probability {@code parameter}. */
    RANDOMIZED_RESPONSE,
    /**
     * Per-bit randomized response on a one-hot label: the true bit is 1 with probability {@code
     * parameter}.
     */
    UNARY_ENCODING,
    /** The exponential mechanism: candidate j with probability ∝ exp(parameter · u_j). */
    EXPONENTIAL,
    /** PrivUnitG: the cap probability q of its Gaussian direction. */
    PRIV_UNIT_G
  }

  /** How the parameter follows from (ε, δ, Δ). */
  public enum Formula {
    /** b = Δ/ε. */
    LAPLACE_SCALE("b = sensitivity/epsilon"),
    /** σ = Δ·√(2 ln(2/δ))/ε (Hall et al. 2013; Auddy et al. eq. 9). */
    GAUSSIAN_CLASSICAL("sigma = sensitivity*sqrt(2 ln(2/delta))/epsilon"),
    /** σ = Δ·√(2 ln(1.25/δ))/ε (Dwork &amp; Roth Thm A.1). */
    GAUSSIAN_DWORK_ROTH("sigma = sensitivity*sqrt(2 ln(1.25/delta))/epsilon"),
    /** The smallest σ whose exact δ(ε) is at most δ (Balle &amp; Wang 2018). */
    GAUSSIAN_ANALYTIC("sigma = smallest with exact delta(epsilon) <= delta"),
    /**
     * Any σ whose exact δ(ε) (Balle &amp; Wang) is at most the claimed δ: the parameter is checked,
     * not recomputed.
     */
    GAUSSIAN_EXACT_CURVE("exact delta(epsilon; sigma, sensitivity) <= delta"),
    /** keep = e^ε/(e^ε + K − 1). */
    RANDOMIZED_RESPONSE_KEEP("keep = e^epsilon/(e^epsilon + K - 1)"),
    /** p = e^{ε/2}/(e^{ε/2} + 1). */
    UNARY_ENCODING_P("p = e^(epsilon/2)/(e^(epsilon/2) + 1)"),
    /** weight = ε/(2Δ). */
    EXPONENTIAL_WEIGHT("weight = epsilon/(2 sensitivity)"),
    /** q = 1/(1 + e^ε(1 − p)/p) (capped at 1/(4·10⁸) from ε = 20, as the authors' code). */
    PRIV_UNIT_G_Q("q = 1/(1 + e^epsilon (1 - p)/p)");

    private final String text;

    Formula(String text) {
      this.text = text;
    }

    /** The formula as one line of text. */
    public String text() {
      return text;
    }
  }

  /** Relative tolerance of the arithmetic check (the analytic σ is found by bisection to 1e-10). */
  public static final double TOLERANCE = 1e-7;

  /** Laplace noise b = Δ/ε with the scale the primitive uses. */
  public static NoiseCalibration laplace(
      double epsilon, double sensitivity, LaplaceMechanism used) {
    return new NoiseCalibration(
        Law.LAPLACE, Formula.LAPLACE_SCALE, epsilon, 0.0, sensitivity, used.scale(), 0);
  }

  /** Gaussian noise by {@code formula} with the σ the primitive uses. */
  public static NoiseCalibration gaussian(
      Formula formula, double epsilon, double delta, double sensitivity, double sigmaUsed) {
    return new NoiseCalibration(Law.GAUSSIAN, formula, epsilon, delta, sensitivity, sigmaUsed, 0);
  }

  /** K-ary randomized response with the keep probability the primitive uses. */
  public static NoiseCalibration randomizedResponse(
      double epsilon, int classes, RandomizedResponse used) {
    return new NoiseCalibration(
        Law.RANDOMIZED_RESPONSE,
        Formula.RANDOMIZED_RESPONSE_KEEP,
        epsilon,
        0.0,
        1.0,
        used.keep(),
        classes);
  }

  /** Unary encoding with the probability p the primitive uses. */
  public static NoiseCalibration unary(double epsilon, int classes, UnaryEncoding used) {
    return new NoiseCalibration(
        Law.UNARY_ENCODING, Formula.UNARY_ENCODING_P, epsilon, 0.0, 1.0, used.p(), classes);
  }

  /** The exponential mechanism with the weight the primitive uses. */
  public static NoiseCalibration exponential(
      double epsilon, double sensitivity, ExponentialMechanism used) {
    return new NoiseCalibration(
        Law.EXPONENTIAL, Formula.EXPONENTIAL_WEIGHT, epsilon, 0.0, sensitivity, used.weight(), 0);
  }

  /** PrivUnitG with the q the primitive uses (its p recorded in {@code categories}). */
  public static NoiseCalibration privUnitG(double epsilon, PrivUnitG used) {
    return new NoiseCalibration(
        Law.PRIV_UNIT_G, Formula.PRIV_UNIT_G_Q, epsilon, 0.0, 1.0, used.q(), used.p());
  }

  /**
   * The parameter (ε, δ, Δ) imply by the formula (for the exact-curve formula: the parameter
   * itself).
   */
  public double expected() {
    return switch (formula) {
      case LAPLACE_SCALE -> sensitivity / epsilon;
      case GAUSSIAN_CLASSICAL -> GaussianCalibration.classicalSigma(sensitivity, epsilon, delta);
      case GAUSSIAN_DWORK_ROTH -> sensitivity * Math.sqrt(2.0 * Math.log(1.25 / delta)) / epsilon;
      case GAUSSIAN_ANALYTIC -> GaussianCalibration.analyticSigma(sensitivity, epsilon, delta);
      case GAUSSIAN_EXACT_CURVE -> parameter;
      case RANDOMIZED_RESPONSE_KEEP -> keep(epsilon, (int) categories);
      case UNARY_ENCODING_P -> 1.0 - 1.0 / (Math.exp(epsilon / 2) + 1.0);
      case EXPONENTIAL_WEIGHT -> epsilon / (2.0 * sensitivity);
      case PRIV_UNIT_G_Q ->
          epsilon < PrivUnitG.CAP_EPSILON
              ? 1.0 / (1.0 + Math.exp(epsilon) * (1.0 - categories) / categories)
              : 1.0 / PrivUnitG.CAPPED_Q_INVERSE;
    };
  }

  private static double keep(double epsilon, int classes) {
    double e = Math.exp(epsilon);
    return Double.isInfinite(e) ? 1.0 : e / (e + classes - 1);
  }

  /**
   * Whether the declared parameter is the one (ε, δ, Δ) imply, to {@link #TOLERANCE} (for the
   * exact-curve formula: whether its exact δ(ε) is at most δ).
   */
  public boolean arithmeticHolds() {
    if (formula == Formula.GAUSSIAN_EXACT_CURVE) {
      return GaussianMechanism.withSigma(parameter).exactDelta(sensitivity, epsilon)
          <= delta * (1 + TOLERANCE);
    }
    double expected = expected();
    return Math.abs(parameter - expected) <= TOLERANCE * Math.abs(expected);
  }

  /**
   * This calibration as a self-consistent understatement of its sensitivity by {@code factor}: Δ
   * divided by it and the parameter the formula gives at (ε, δ, Δ/factor) (the exact-curve σ
   * divided by it, which keeps its δ(ε)). Laws whose parameter does not depend on a sensitivity
   * (randomized response, unary encoding, PrivUnitG) are returned unchanged.
   */
  public NoiseCalibration understated(double factor) {
    NoiseCalibration smaller =
        new NoiseCalibration(
            law, formula, epsilon, delta, sensitivity / factor, parameter, categories);
    return switch (formula) {
      case LAPLACE_SCALE,
          GAUSSIAN_CLASSICAL,
          GAUSSIAN_DWORK_ROTH,
          GAUSSIAN_ANALYTIC,
          EXPONENTIAL_WEIGHT ->
          new NoiseCalibration(
              law, formula, epsilon, delta, sensitivity / factor, smaller.expected(), categories);
      case GAUSSIAN_EXACT_CURVE ->
          new NoiseCalibration(
              law, formula, epsilon, delta, sensitivity / factor, parameter / factor, categories);
      default -> this;
    };
  }

  /**
   * Whether this law's parameter depends on a sensitivity (Laplace, Gaussian, exponential
   * mechanism).
   */
  public boolean dependsOnSensitivity() {
    return law == Law.LAPLACE || law == Law.GAUSSIAN || law == Law.EXPONENTIAL;
  }

  /**
   * Whether the declared parameter makes this release (ε, δ)-DP for a statistic whose sensitivity
   * was <em>measured</em> as {@code measured} (not declared): a Laplace scale of at least
   * measured/ε, a Gaussian σ whose exact δ(ε) (Balle &amp; Wang) at that sensitivity is at most δ,
   * an exponential-mechanism weight of at most ε/(2·measured). Laws without a sensitivity always
   * admit it. The declaration's own Δ plays no part: a method that understates its sensitivity in
   * its code and its declaration alike fails here once a neighbour pair shows more.
   */
  public boolean admitsMeasured(double measured) {
    if (!(measured > 0)) {
      return true;
    }
    return switch (law) {
      case LAPLACE -> parameter >= measured / epsilon * (1 - TOLERANCE);
      case GAUSSIAN ->
          GaussianMechanism.withSigma(parameter).exactDelta(measured, epsilon)
              <= delta * (1 + TOLERANCE);
      case EXPONENTIAL -> parameter <= epsilon / (2.0 * measured) * (1 + TOLERANCE);
      default -> true;
    };
  }

  /**
   * One line saying what the measured sensitivity requires of the parameter, e.g. "a Laplace scale
   * of at least 4 (measured sensitivity 4 at eps=1); declared 2".
   */
  public String requirementFor(double measured) {
    if (!(measured > 0)) {
      return "nothing (no neighbour pair changed the statistic)";
    }
    return switch (law) {
      case LAPLACE ->
          String.format(
              Locale.ROOT,
              "a Laplace scale of at least %.6g (measured sensitivity %.6g at"
                  + " eps=%.6g); the noise has %.6g",
              measured / epsilon,
              measured,
              epsilon,
              parameter);
      case GAUSSIAN ->
          String.format(
              Locale.ROOT,
              "a sigma whose exact delta(eps=%.6g) at the measured"
                  + " sensitivity %.6g is at most %.3g; sigma %.6g gives %.3g",
              epsilon,
              measured,
              delta,
              parameter,
              GaussianMechanism.withSigma(parameter).exactDelta(measured, epsilon));
      case EXPONENTIAL ->
          String.format(
              Locale.ROOT,
              "an exponential weight of at most %.6g (measured utility"
                  + " sensitivity %.6g at eps=%.6g); the mechanism uses %.6g",
              epsilon / (2 * measured),
              measured,
              epsilon,
              parameter);
      default -> "nothing (the law has no sensitivity)";
    };
  }

  /** One line: the law, the claim and the parameter declared against the one expected. */
  public String describe() {
    return String.format(
        Locale.ROOT,
        "%s (%s) at eps=%.6g delta=%.3g sensitivity=%.6g: declared %.6g, expected %.6g",
        law,
        formula.text(),
        epsilon,
        delta,
        sensitivity,
        parameter,
        expected());
  }
}
