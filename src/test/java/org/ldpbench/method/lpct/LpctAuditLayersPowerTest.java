package org.ldpbench.method.lpct;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.ldpbench.audit.calibration.CalibrationAudit;
import org.ldpbench.audit.layer.AuditTarget;
import org.ldpbench.audit.layer.LayerResult;
import org.ldpbench.audit.sensitivity.SensitivityAudit;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.partition.TreePartition;
import org.ldpbench.privacy.LaplaceMechanism;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.privacy.Sensitivity;

/**
 * The sensitivity and calibration layers have power: LPCT's randomizer broken on purpose fails the
 * layer that should see the break — Laplace noise × 0.5 and ε × 2 in the calibration fail the
 * calibration layer (both its arithmetic and its draws), a sensitivity understated 2× (with a
 * self-consistent calibration, which the calibration layer cannot see) fails the sensitivity layer,
 * and noise halved behind a truthful-looking declaration fails the draws. The clean randomizer
 * passes both.
 *
 * <p>False-failure rate: the clean checks use the draw test at α = 1e-6 (one test each); the broken
 * ones fail with p-values far below it (Kolmogorov–Smirnov on 16,000 draws of a Laplace at half its
 * scale). Seeds are fixed.
 */
class LpctAuditLayersPowerTest {

  private static final double EPSILON = 1.0;
  private static final PrivacyBudget BUDGET = PrivacyBudget.pure(EPSILON);

  private static TreePartition partition() {
    return RoutingMemoTest.partition(RoutingMemoTest.SPLIT.publicTrain(), 2);
  }

  private static AuditTarget target(PrivateMechanism<?> mechanism, int n) {
    return new AuditTarget(
        "LPCT-fault", "test", 0, mechanism, BUDGET, TaskType.CLASSIFICATION, 2, n);
  }

  private static LayerResult calibration(PrivateMechanism<?> mechanism) {
    return new CalibrationAudit(2000, 1e-6, 13).audit(target(mechanism, 1));
  }

  private static LayerResult sensitivity(PrivateMechanism<?> mechanism) {
    return new SensitivityAudit(50, 11).audit(target(mechanism, 10));
  }

  @Test
  void theCleanRandomizerPassesBothLayers() {
    LpctLocalRandomizer clean = new LpctLocalRandomizer(partition(), BUDGET);
    assertThat(calibration(clean).passed()).as(calibration(clean).toString()).isTrue();
    assertThat(sensitivity(clean).passed()).as(sensitivity(clean).toString()).isTrue();
  }

  @Test
  void noiseHalvedFailsTheCalibrationArithmeticAndDraws() {
    LpctLocalRandomizer halved =
        new LpctLocalRandomizer(
            partition(),
            BUDGET,
            LpctLocalRandomizer.Mode.AGGREGATE,
            LaplaceMechanism.withScale(0.5 * 4.0 / EPSILON));
    LayerResult result = calibration(halved);
    assertThat(result.passed()).isFalse();
    assertThat(result.details().get(0))
        .contains("declared 2.00000, expected 4.00000")
        .contains("arithmetic wrong");
    // with the arithmetic put right, the draws themselves show the halved noise
    LayerResult drawn =
        calibration(
            new Declaring(
                halved,
                p ->
                    new Perturbation(
                        p.name(),
                        p.statistic(),
                        p.sensitivity(),
                        NoiseCalibration.laplace(
                            EPSILON, 4.0, LaplaceMechanism.forSensitivity(4.0, EPSILON)),
                        p.noise(),
                        p.proposals())));
    assertThat(drawn.summary()).matches(".*Kolmogorov-Smirnov p = [0-9.]+e-[0-9]+.*");
    assertThat(sensitivity(halved).passed()).as("the statistic itself is unchanged").isTrue();
  }

  @Test
  void epsilonDoubledInTheCalibrationFailsIt() {
    LpctLocalRandomizer doubled =
        new LpctLocalRandomizer(
            partition(),
            BUDGET,
            LpctLocalRandomizer.Mode.PER_USER,
            LaplaceMechanism.forSensitivity(4.0, 2 * EPSILON));
    LayerResult result = calibration(doubled);
    assertThat(result.passed()).isFalse();
    assertThat(result.summary())
        .contains("eps=1.00000")
        .contains("declared 2.00000, expected 4.00000");
  }

  @Test
  void aSensitivityUnderstatedTwiceInCodeAndDeclarationFailsBothLayersThatMeasure() {
    LpctLocalRandomizer understated =
        new LpctLocalRandomizer(
            partition(),
            BUDGET,
            LpctLocalRandomizer.Mode.AGGREGATE,
            LaplaceMechanism.forSensitivity(2.0, EPSILON));
    PrivateMechanism<LeafSums> claimsTwo =
        new Declaring(
            understated,
            p ->
                new Perturbation(
                    p.name(),
                    p.statistic(),
                    Sensitivity.l1(2.0),
                    NoiseCalibration.laplace(
                        EPSILON, 2.0, LaplaceMechanism.forSensitivity(2.0, EPSILON)),
                    p.noise(),
                    p.proposals()));
    LayerResult result = sensitivity(claimsTwo);
    assertThat(result.passed()).isFalse();
    assertThat(result.summary())
        .contains("max L1 change 4.00000")
        .contains("BEYOND declared 2.00000");
    // the arithmetic is consistent, but the calibration layer holds the noise to the sensitivity
    // measured (4)
    LayerResult calibration = calibration(claimsTwo);
    assertThat(calibration.passed()).isFalse();
    assertThat(calibration.summary())
        .doesNotContain("arithmetic wrong")
        .contains(
            "too little noise for the measured"
                + " sensitivity: it needs a Laplace scale of at least 4.00000 (measured sensitivity 4.00000 at"
                + " eps=1.00000); the noise has 2.00000");
  }

  @Test
  void noiseHalvedBehindAnHonestLookingDeclarationFailsTheDraws() {
    LpctLocalRandomizer clean = new LpctLocalRandomizer(partition(), BUDGET);
    LpctLocalRandomizer halved =
        new LpctLocalRandomizer(
            partition(),
            BUDGET,
            LpctLocalRandomizer.Mode.AGGREGATE,
            LaplaceMechanism.withScale(2.0));
    PrivateMechanism<LeafSums> lying =
        new Declaring(
            halved,
            p ->
                new Perturbation(
                    p.name(),
                    p.statistic(),
                    p.sensitivity(),
                    clean.perturbations().get(0).calibration(),
                    p.noise(),
                    p.proposals()));
    LayerResult result = calibration(lying);
    assertThat(result.passed()).isFalse();
    assertThat(result.details().get(0))
        .doesNotContain("arithmetic wrong")
        .matches(".*Kolmogorov-Smirnov p = [0-9.]+e-[0-9]+.*");
  }

  /** A randomizer with its declarations rewritten (a deliberately wrong declaration). */
  private record Declaring(LpctLocalRandomizer inner, UnaryOperator<Perturbation> rewrite)
      implements PrivateMechanism<LeafSums> {
    @Override
    public Optional<PrivacyBudget> guarantee() {
      return inner.guarantee();
    }

    @Override
    public Neighbours neighbours() {
      return Neighbours.RECORD;
    }

    @Override
    public List<Perturbation> perturbations() {
      return inner.perturbations().stream().map(rewrite).toList();
    }

    @Override
    public LeafSums release(PrivateSample sample, RandomGenerator noise) {
      return inner.release(sample, noise);
    }
  }
}
