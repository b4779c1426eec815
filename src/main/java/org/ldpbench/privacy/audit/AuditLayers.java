package org.ldpbench.privacy.audit;

import java.util.List;

/** The one place that lists the privacy audit's layers, in the order they run. */
public final class AuditLayers {

    private AuditLayers() {
    }

    /**
     * Every layer, in the order of DESIGN rule 1: the sensitivity of each declared statistic (samples
     * of 1 and 10 users, 50 random pairs on top of the adversarial ones), the noise calibration and
     * its composition (the same sizes: some protocols, e.g. the adaptive kernel classifiers, release
     * more statistics for larger samples; 2,000 draws per statistic at α = 1e-6), the end-to-end distinguishing audit
     * of each mechanism, then the whole-fit audit of the predictions.
     */
    public static List<MethodAuditLayer> standard() {
        return List.of(sensitivity(), calibration(), new EndToEndAudit(), new FitOutputAudit());
    }

    /** The layers that audit each mechanism (every layer but the whole-fit one): those a planted fault is tested against. */
    public static List<MethodAuditLayer> mechanismLayers() {
        return List.of(sensitivity(), calibration(), new EndToEndAudit());
    }

    /** The sensitivity layer as a method-level layer. */
    public static MethodAuditLayer sensitivity() {
        return new MechanismLayerAudit(new SensitivityAudit(50, 11), List.of(1, 10));
    }

    /** The calibration layer (arithmetic, draws, composition) as a method-level layer. */
    public static MethodAuditLayer calibration() {
        return new MechanismLayerAudit(new CalibrationAudit(2000, 1e-6, 13), List.of(1, 10));
    }
}
