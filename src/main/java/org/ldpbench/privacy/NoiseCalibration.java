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
public record NoiseCalibration(Law law, Formula formula, double epsilon, double delta, double sensitivity,
        double parameter, double categories) {

    /** Distribution families of the noise. */
    public enum Law {
        /** Additive Laplace noise of scale b, independent per coordinate. */
        LAPLACE,
        /** Additive normal noise of sd σ, independent per coordinate (after whitening, for correlated noise). */
        GAUSSIAN,
        /** K-ary randomized response: the input kept with probability {@code parameter}. */
        RANDOMIZED_RESPONSE,
        /** Per-bit randomized response on a one-hot label: the true bit is 1 with probability {@code parameter}. */
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
        /** Any σ whose exact δ(ε) (Balle &amp; Wang) is at most the claimed δ: the parameter is checked, not recomputed. */
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
    public static NoiseCalibration laplace(double epsilon, double sensitivity, LaplaceMechanism used) {
        return new NoiseCalibration(Law.LAPLACE, Formula.LAPLACE_SCALE, epsilon, 0.0, sensitivity, used.scale(), 0);
    }

    /** Gaussian noise by {@code formula} with the σ the primitive uses. */
    public static NoiseCalibration gaussian(Formula formula, double epsilon, double delta, double sensitivity,
            double sigmaUsed) {
        return new NoiseCalibration(Law.GAUSSIAN, formula, epsilon, delta, sensitivity, sigmaUsed, 0);
    }

    /** K-ary randomized response with the keep probability the primitive uses. */
    public static NoiseCalibration randomizedResponse(double epsilon, int classes, RandomizedResponse used) {
        return new NoiseCalibration(Law.RANDOMIZED_RESPONSE, Formula.RANDOMIZED_RESPONSE_KEEP, epsilon, 0.0, 1.0,
                used.keep(), classes);
    }

    /** Unary encoding with the probability p the primitive uses. */
    public static NoiseCalibration unary(double epsilon, int classes, UnaryEncoding used) {
        return new NoiseCalibration(Law.UNARY_ENCODING, Formula.UNARY_ENCODING_P, epsilon, 0.0, 1.0, used.p(), classes);
    }

    /** The exponential mechanism with the weight the primitive uses. */
    public static NoiseCalibration exponential(double epsilon, double sensitivity, ExponentialMechanism used) {
        return new NoiseCalibration(Law.EXPONENTIAL, Formula.EXPONENTIAL_WEIGHT, epsilon, 0.0, sensitivity,
                used.weight(), 0);
    }

    /** PrivUnitG with the q the primitive uses (its p recorded in {@code categories}). */
    public static NoiseCalibration privUnitG(double epsilon, PrivUnitG used) {
        return new NoiseCalibration(Law.PRIV_UNIT_G, Formula.PRIV_UNIT_G_Q, epsilon, 0.0, 1.0, used.q(), used.p());
    }

    /** The parameter (ε, δ, Δ) imply by the formula (for the exact-curve formula: the parameter itself). */
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
            case PRIV_UNIT_G_Q -> epsilon < PrivUnitG.CAP_EPSILON
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
            return GaussianMechanism.withSigma(parameter).exactDelta(sensitivity, epsilon) <= delta * (1 + TOLERANCE);
        }
        double expected = expected();
        return Math.abs(parameter - expected) <= TOLERANCE * Math.abs(expected);
    }

    /** One line: the law, the claim and the parameter declared against the one expected. */
    public String describe() {
        return String.format(Locale.ROOT, "%s (%s) at eps=%.6g delta=%.3g sensitivity=%.6g: declared %.6g, expected %.6g",
                law, formula.text(), epsilon, delta, sensitivity, parameter, expected());
    }
}
