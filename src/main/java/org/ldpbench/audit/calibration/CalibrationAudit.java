package org.ldpbench.audit.calibration;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ldpbench.audit.layer.AuditLayer;
import org.ldpbench.audit.layer.AuditTarget;
import org.ldpbench.audit.layer.LayerResult;
import org.ldpbench.audit.sensitivity.SensitivityAudit;
import org.ldpbench.method.Perturbation;
import org.ldpbench.privacy.GaussianMechanism;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.Sensitivity;

/**
 * The calibration layer of the privacy audit (DESIGN rule 1): for every statistic a mechanism
 * declares ({@link Perturbation}) it checks
 *
 * <ol>
 *   <li>the arithmetic: the parameter the primitive is built with (Laplace scale, Gaussian σ, keep
 *       probability, exponential weight, PrivUnitG's q) equals what the declared (ε, δ, Δ) imply by
 *       the formula the method claims ({@link NoiseCalibration#arithmeticHolds()}); and for every
 *       Gaussian, whatever its formula, that σ's exact δ(ε) at the statistic's declared L2
 *       sensitivity is at most the release's δ;
 *   <li>the <em>measured</em> sensitivity: the parameter must make the release (ε, δ)-DP for the
 *       largest change the {@link SensitivityAudit sensitivity layer} measured on neighbouring
 *       samples of the target's size ({@link NoiseCalibration#admitsMeasured}). A method that
 *       understates its sensitivity in its code and in its declaration alike passes the arithmetic
 *       and fails here;
 *   <li>the noise as released, measured, not declared: the noise the mechanism exposes (its release
 *       minus its exact statistic) is drawn repeatedly on fixed samples of the target's size — the
 *       run's own sample (or a random one) and a sparse one (every user piled in one cell but one)
 *       — and tested, for additive laws, coordinate by coordinate and pooled: no coordinate that
 *       should carry noise is released exactly (a repeated value among continuous draws), every
 *       coordinate is centred on the declared statistic (z-test, Bonferroni over coordinates), and
 *       the pooled values follow the declared law summed over as many draws as the coordinate sums
 *       ({@link Perturbation#summands()}, e.g. one Laplace per user in a local sum) at the declared
 *       parameter (Kolmogorov–Smirnov of the probability integral transform). Categorical outputs
 *       (randomized response, unary encoding, the exponential mechanism) are tested on one user's
 *       release, the frequency of the true category against what ε allows ({@link
 *       AdditiveNoiseCheck}, {@link CategoricalNoiseCheck});
 *   <li>the composition: the (ε, δ) the declared calibrations spend, added up over the mechanism's
 *       statistics, stay within the budget the mechanism is held to ({@link AuditTarget#budget()}).
 * </ol>
 *
 * False-failure rate: each distribution test rejects a correct mechanism with probability {@code
 * alpha}, the centring tests together with probability about {@code alpha} (Bonferroni, with a
 * margin of ten for the normal approximation of a mean of 20 or more draws); with alpha = 1e-6 and
 * a few thousand targets a suite fails falsely with probability below 1e-2. Seeds are fixed, so a
 * result is reproducible.
 */
public final class CalibrationAudit implements AuditLayer {

  private final double alpha;
  private final SensitivityAudit sensitivity;
  private final AdditiveNoiseCheck additive;
  private final CategoricalNoiseCheck categorical;

  /**
   * @param draws releases drawn per statistic for one-user samples (additive noise pools every
   *     coordinate of each; larger samples draw fewer releases, at least {@value
   *     AdditiveNoiseCheck#MIN_DRAWS}, for about as many values)
   * @param alpha the rejection level of each distribution test
   * @param seed the seed of the draws and of the audited records
   */
  public CalibrationAudit(int draws, double alpha, long seed) {
    this(draws, alpha, seed, Long.MAX_VALUE, new SensitivityAudit(10, seed));
  }

  /**
   * @param rowBudget the most records read per fixed sample by the draws (draws × sample size),
   *     past which fewer draws are made (never fewer than {@value AdditiveNoiseCheck#MIN_DRAWS})
   * @param sensitivity the layer whose measurements the noise is held to
   */
  public CalibrationAudit(
      int draws, double alpha, long seed, long rowBudget, SensitivityAudit sensitivity) {
    this.alpha = alpha;
    this.sensitivity = sensitivity;
    this.additive = new AdditiveNoiseCheck(draws, alpha, seed, rowBudget);
    this.categorical = new CategoricalNoiseCheck(draws, alpha, seed);
  }

  @Override
  public String name() {
    return "calibration";
  }

  @Override
  public LayerResult audit(AuditTarget target) {
    return audit(target, target.declared().isEmpty() ? List.of() : sensitivity.measure(target));
  }

  /**
   * The layer's result, the noise held to sensitivities already measured ({@link
   * SensitivityAudit#measure}).
   */
  public LayerResult audit(AuditTarget target, List<SensitivityAudit.Measured> measured) {
    List<Perturbation> declared = target.declared();
    if (declared.isEmpty()) {
      return new LayerResult(
          name(),
          target.label(),
          false,
          "declares no noise calibration (PrivateMechanism.perturbations)",
          List.of());
    }
    List<String> details = new ArrayList<>();
    boolean passed = true;
    int tested = 0;
    for (int p = 0; p < declared.size(); p++) {
      Perturbation perturbation = declared.get(p);
      String line;
      try {
        line = audit(target, perturbation, measured.get(p));
      } catch (RuntimeException e) {
        line = "FAIL " + perturbation.name() + ": " + firstLine(e);
      }
      passed &= line.startsWith("PASS");
      tested += perturbation.noise().isPresent() ? 1 : 0;
      details.add(line);
    }
    String composition = composition(target, declared);
    passed &= composition.startsWith("PASS");
    details.add(composition);
    String summary =
        passed
            ? declared.size()
                + " calibration(s) as (epsilon, delta, sensitivity) imply and enough"
                + " for the measured sensitivity, "
                + tested
                + " tested on draws at alpha "
                + alpha
                + ", "
                + composition.substring("PASS ".length())
            : details.stream().filter(l -> l.startsWith("FAIL")).findFirst().orElseThrow();
    return new LayerResult(name(), target.label(), passed, summary, details);
  }

  private String audit(
      AuditTarget target, Perturbation perturbation, SensitivityAudit.Measured measured) {
    NoiseCalibration calibration = perturbation.calibration();
    List<String> failures = new ArrayList<>();
    if (!calibration.arithmeticHolds()) {
      failures.add(
          "arithmetic wrong: the parameter is not what the declared (epsilon, delta, sensitivity)"
              + " imply: "
              + calibration.describe());
    }
    String exact = "";
    if (calibration.law() == NoiseCalibration.Law.GAUSSIAN
        && perturbation.sensitivity().norm() == Sensitivity.Norm.L2) {
      double delta =
          GaussianMechanism.withSigma(calibration.parameter())
              .exactDelta(perturbation.sensitivity().bound(), calibration.epsilon());
      boolean valid = delta <= calibration.delta() * (1 + NoiseCalibration.TOLERANCE);
      exact =
          String.format(
              Locale.ROOT,
              "; exact delta %.3g %s %.3g",
              delta,
              valid ? "<=" : "BEYOND",
              calibration.delta());
      if (!valid) {
        failures.add(
            String.format(
                Locale.ROOT,
                "sigma %.6g gives delta %.3g at the declared sensitivity"
                    + " %.6g, beyond the claimed %.3g",
                calibration.parameter(),
                delta,
                perturbation.sensitivity().bound(),
                calibration.delta()));
      }
    }
    String against = "";
    if (calibration.dependsOnSensitivity() && measured.failure() == null) {
      boolean enough = calibration.admitsMeasured(measured.change());
      against =
          String.format(
              Locale.ROOT,
              "; measured sensitivity %.6g needs %s",
              measured.change(),
              calibration.requirementFor(measured.change()));
      if (!enough) {
        failures.add(
            "too little noise for the measured sensitivity: it needs "
                + calibration.requirementFor(measured.change())
                + " ("
                + measured.worstPair()
                + ")");
      }
    }
    String drawn = "no draws exposed";
    if (perturbation.noise().isPresent()) {
      DrawsVerdict result = draws(target, perturbation);
      drawn = result.summary();
      if (result.failure() != null) {
        failures.add(result.failure());
      }
    }
    String text =
        String.format(
            Locale.ROOT,
            "%s: %s%s%s; %s",
            perturbation.name(),
            calibration.describe(),
            exact,
            against,
            drawn);
    return failures.isEmpty()
        ? "PASS " + text
        : "FAIL " + perturbation.name() + ": " + failures.get(0) + " [" + text + "]";
  }

  private DrawsVerdict draws(AuditTarget target, Perturbation perturbation) {
    return switch (perturbation.calibration().law()) {
      case LAPLACE, GAUSSIAN -> additive.check(target, perturbation);
      case RANDOMIZED_RESPONSE, EXPONENTIAL, UNARY_ENCODING ->
          categorical.check(target, perturbation);
      case PRIV_UNIT_G ->
          new DrawsVerdict(
              "PrivUnitG's draws are not tested (its law has no closed form here)", null);
    };
  }

  /**
   * "PASS/FAIL composition: ..." — the declared calibrations' ε and δ added up against the budget
   * held.
   */
  static String composition(AuditTarget target, List<Perturbation> declared) {
    double epsilon = 0;
    double delta = 0;
    for (Perturbation perturbation : declared) {
      epsilon += perturbation.calibration().epsilon();
      delta += perturbation.calibration().delta();
    }
    boolean within =
        epsilon <= target.budget().epsilon() * (1 + NoiseCalibration.TOLERANCE)
            && delta <= target.budget().delta() * (1 + NoiseCalibration.TOLERANCE);
    return String.format(
        Locale.ROOT,
        "%s composition: %d statistic(s) spend eps=%.6g delta=%.3g %s the budget"
            + " eps=%.6g delta=%.3g",
        within ? "PASS" : "FAIL",
        declared.size(),
        epsilon,
        delta,
        within ? "within" : "BEYOND",
        target.budget().epsilon(),
        target.budget().delta());
  }

  private static String firstLine(RuntimeException e) {
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return message.lines().findFirst().orElse(message);
  }
}
