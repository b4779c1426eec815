package org.ldpbench.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.ldpbench.audit.calibration.CalibrationAudit;
import org.ldpbench.audit.layer.AuditTarget;
import org.ldpbench.audit.layer.LayerResult;
import org.ldpbench.audit.sensitivity.SensitivityAudit;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.RawRecords;
import org.ldpbench.privacy.PrivacyBudget;

/** A mechanism that claims a guarantee but declares nothing fails both layers (deterministic). */
class UndeclaredMechanismTest {

  @Test
  void aMechanismThatDeclaresNothingFailsBothLayers() {
    PrivateMechanism<RawRecords.Records> silent =
        new PrivateMechanism<>() {
          @Override
          public Optional<PrivacyBudget> guarantee() {
            return Optional.of(PrivacyBudget.pure(1.0));
          }

          @Override
          public Neighbours neighbours() {
            return Neighbours.RECORD;
          }

          @Override
          public RawRecords.Records release(PrivateSample sample, RandomGenerator noise) {
            return new RawRecords.Records(sample.records());
          }
        };
    AuditTarget target =
        new AuditTarget(
            "SILENT", "test", 0, silent, PrivacyBudget.pure(1.0), TaskType.CLASSIFICATION, 2, 1);
    LayerResult sensitivity = new SensitivityAudit(5, 1).audit(target);
    LayerResult calibration = new CalibrationAudit(10, 1e-6, 1).audit(target);
    assertThat(sensitivity.passed()).isFalse();
    assertThat(sensitivity.line())
        .isEqualTo(
            "FAIL sensitivity SILENT test server 0 n=1: declares no perturbed"
                + " statistic (PrivateMechanism.perturbations)");
    assertThat(calibration.passed()).isFalse();
    assertThat(calibration.summary()).contains("declares no noise calibration");
  }
}
