package org.ldpbench.audit.calibration;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.ldpbench.audit.layer.AuditTarget;
import org.ldpbench.audit.layer.LayerResult;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.Release;
import org.ldpbench.privacy.GaussianCalibration;
import org.ldpbench.privacy.GaussianMechanism;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.privacy.RandomizedResponse;
import org.ldpbench.privacy.Sensitivity;

/**
 * The calibration layer on the Gaussian mechanism (analytic and classical calibration) and on
 * randomized response: correct fixtures pass; σ × 0.5 and ε × 2 fail, in the arithmetic when the
 * primitive declares what it uses, and in the draws when only the draws are wrong. (LPCT's Laplace
 * faults are in {@code LpctAuditLayersPowerTest}.)
 *
 * <p>False-failure rate: each passing case is one test at α = 1e-6 (draws fixed by seed); the
 * faults give p-values many orders of magnitude below it.
 */
class CalibrationPowerTest {

  private static final double EPSILON = 1.0;
  private static final double DELTA = 1e-5;

  private static LayerResult audit(PrivateMechanism<?> mechanism) {
    AuditTarget target =
        new AuditTarget(
            "fixture",
            "test",
            0,
            mechanism,
            new PrivacyBudget(EPSILON, DELTA),
            TaskType.CLASSIFICATION,
            2,
            1);
    return new CalibrationAudit(2000, 1e-6, 17).audit(target);
  }

  @Test
  void theGaussianMechanismPassesAtItsAnalyticAndClassicalSigma() {
    double analytic = GaussianCalibration.analyticSigma(1.0, EPSILON, DELTA);
    double classical = GaussianCalibration.classicalSigma(1.0, EPSILON, DELTA);
    assertThat(
            audit(new LabelSum(NoiseCalibration.Formula.GAUSSIAN_ANALYTIC, analytic, analytic))
                .passed())
        .isTrue();
    assertThat(
            audit(new LabelSum(NoiseCalibration.Formula.GAUSSIAN_CLASSICAL, classical, classical))
                .passed())
        .isTrue();
  }

  @Test
  void sigmaHalvedOrEpsilonDoubledFailsTheGaussianCalibration() {
    double analytic = GaussianCalibration.analyticSigma(1.0, EPSILON, DELTA);
    LayerResult halved =
        audit(new LabelSum(NoiseCalibration.Formula.GAUSSIAN_ANALYTIC, analytic / 2, analytic / 2));
    assertThat(halved.passed()).isFalse();
    assertThat(halved.summary()).contains("arithmetic wrong");
    double atTwoEpsilon = GaussianCalibration.classicalSigma(1.0, 2 * EPSILON, DELTA);
    assertThat(
            audit(
                    new LabelSum(
                        NoiseCalibration.Formula.GAUSSIAN_CLASSICAL, atTwoEpsilon, atTwoEpsilon))
                .passed())
        .isFalse();
    // the declaration says the right sigma but the draws use half of it
    LayerResult hidden =
        audit(new LabelSum(NoiseCalibration.Formula.GAUSSIAN_ANALYTIC, analytic, analytic / 2));
    assertThat(hidden.passed()).isFalse();
    assertThat(hidden.summary())
        .doesNotContain("arithmetic wrong")
        .contains("Kolmogorov-Smirnov p =");
    // and an exact-curve claim with too small a sigma for its delta
    assertThat(
            audit(
                    new LabelSum(
                        NoiseCalibration.Formula.GAUSSIAN_EXACT_CURVE, analytic / 2, analytic / 2))
                .passed())
        .isFalse();
  }

  @Test
  void randomizedResponseAtTwiceItsEpsilonFails() {
    assertThat(audit(new LabelRr(EPSILON, EPSILON, EPSILON)).passed()).isTrue();
    LayerResult declared = audit(new LabelRr(EPSILON, 2 * EPSILON, 2 * EPSILON));
    assertThat(declared.passed()).isFalse();
    assertThat(declared.summary()).contains("arithmetic wrong");
    LayerResult hidden = audit(new LabelRr(EPSILON, EPSILON, 2 * EPSILON));
    assertThat(hidden.passed()).isFalse();
    assertThat(hidden.summary()).doesNotContain("arithmetic wrong");
  }

  /** A release of numbers. */
  private record Numbers(double[] coordinates) implements Release {}

  /** The label sum plus N(0, σ²): declares {@code declared}, draws with {@code drawn}. */
  private record LabelSum(NoiseCalibration.Formula formula, double declared, double drawn)
      implements PrivateMechanism<Numbers> {
    @Override
    public Optional<PrivacyBudget> guarantee() {
      return Optional.of(new PrivacyBudget(EPSILON, DELTA));
    }

    @Override
    public Neighbours neighbours() {
      return Neighbours.RECORD;
    }

    private static double[] sum(PrivateSample sample) {
      Dataset records = sample.records();
      double s = 0;
      for (int i = 0; i < records.size(); i++) {
        s += records.targets().value(i);
      }
      return new double[] {s};
    }

    @Override
    public List<Perturbation> perturbations() {
      return List.of(
          Perturbation.of(
                  "label sum",
                  LabelSum::sum,
                  Sensitivity.l2(1.0),
                  NoiseCalibration.gaussian(formula, EPSILON, DELTA, 1.0, declared))
              .withNoise(
                  (sample, rng) ->
                      new double[] {release(sample, rng).coordinates()[0] - sum(sample)[0]}));
    }

    @Override
    public Numbers release(PrivateSample sample, RandomGenerator noise) {
      return new Numbers(GaussianMechanism.withSigma(drawn).release(sum(sample), noise));
    }
  }

  /**
   * Binary randomized response on the first label: claims {@code claimed}, declares and draws at
   * other ε.
   */
  private record LabelRr(double claimed, double declared, double drawn)
      implements PrivateMechanism<Numbers> {
    @Override
    public Optional<PrivacyBudget> guarantee() {
      return Optional.of(PrivacyBudget.pure(claimed));
    }

    @Override
    public Neighbours neighbours() {
      return Neighbours.LABEL;
    }

    @Override
    public List<Perturbation> perturbations() {
      return List.of(
          Perturbation.of(
                  "label",
                  s -> new double[] {s.records().targets().value(0)},
                  Sensitivity.domainMax(1),
                  new NoiseCalibration(
                      NoiseCalibration.Law.RANDOMIZED_RESPONSE,
                      NoiseCalibration.Formula.RANDOMIZED_RESPONSE_KEEP,
                      claimed,
                      0,
                      1,
                      new RandomizedResponse(2, declared).keep(),
                      2))
              .withNoise((sample, rng) -> release(sample, rng).coordinates()));
    }

    @Override
    public Numbers release(PrivateSample sample, RandomGenerator noise) {
      int y = (int) sample.records().targets().value(0);
      return new Numbers(new double[] {new RandomizedResponse(2, drawn).release(y, noise)});
    }
  }
}
