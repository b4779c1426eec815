package org.ldpbench.audit;

import java.util.List;
import org.ldpbench.audit.calibration.CalibrationAudit;
import org.ldpbench.audit.endtoend.EndToEndAudit;
import org.ldpbench.audit.endtoend.FitOutputAudit;
import org.ldpbench.audit.layer.MechanismLayerAudit;
import org.ldpbench.audit.layer.MethodAuditLayer;
import org.ldpbench.audit.neighbour.NeighbourFamilies;
import org.ldpbench.audit.sensitivity.SensitivityAudit;

/** The one place that lists the privacy audit's layers, in the order they run. */
public final class AuditLayers {

  /**
   * Users in the samples the sensitivity and calibration layers run each mechanism on: one user,
   * ten (the changed user has neighbours in every role), and a hundred (cells hold enough users for
   * shrinkage floors and minimum counts to matter, so that a sensitivity bound is reached, not only
   * respected).
   */
  public static final List<Integer> SAMPLE_SIZES = List.of(1, 10, 100);

  /**
   * Random records each changed user takes in the sensitivity layer, on top of the extreme ones.
   */
  public static final int SENSITIVITY_RANDOM_POINTS = 5;

  /**
   * Draws per statistic that the calibration layer tests against the declared law (one-user
   * samples).
   */
  public static final int CALIBRATION_DRAWS = 2000;

  /** Level of the calibration layer's distribution tests. */
  public static final double CALIBRATION_ALPHA = 1e-6;

  private AuditLayers() {}

  /**
   * Every layer, in the order of DESIGN rule 1: the sensitivity of each declared statistic,
   * measured on families of neighbouring samples of {@link #SAMPLE_SIZES} users ({@link
   * NeighbourFamilies}, 5 random records per changed user on top of the extreme ones), the noise
   * calibration against the declared and the measured sensitivity, with its draws and its
   * composition (the same sizes: some protocols, e.g. the adaptive kernel classifiers, release more
   * statistics for larger samples; 2,000 draws per statistic for one user, fewer releases of more
   * coordinates for larger samples, at alpha = 1e-6), the end-to-end distinguishing audit of each
   * mechanism, then the whole-fit audit of the predictions.
   */
  public static List<MethodAuditLayer> standard() {
    return List.of(sensitivity(), calibration(), new EndToEndAudit(), new FitOutputAudit());
  }

  /**
   * The layers that audit each mechanism (every layer but the whole-fit one): those a planted fault
   * is tested against.
   */
  public static List<MethodAuditLayer> mechanismLayers() {
    return List.of(sensitivity(), calibration(), new EndToEndAudit());
  }

  /** The sensitivity layer as a method-level layer. */
  public static MethodAuditLayer sensitivity() {
    return new MechanismLayerAudit(
        new SensitivityAudit(SENSITIVITY_RANDOM_POINTS, 11), SAMPLE_SIZES);
  }

  /** The calibration layer (arithmetic, draws, composition) as a method-level layer. */
  public static MethodAuditLayer calibration() {
    return new MechanismLayerAudit(
        new CalibrationAudit(CALIBRATION_DRAWS, CALIBRATION_ALPHA, 13), SAMPLE_SIZES);
  }
}
