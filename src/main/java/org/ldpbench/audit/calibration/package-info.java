/**
 * The calibration layer of the privacy audit ({@link CalibrationAudit}): each noise parameter
 * against what (epsilon, delta, sensitivity) imply and against the measured sensitivity, the noise
 * as released against its declared law (additive and categorical draws, the laws' tests), and the
 * budgets of the statistics added up against the budget held.
 */
package org.ldpbench.audit.calibration;
