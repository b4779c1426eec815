package org.ldpbench.audit.layer;

/**
 * One layer of the privacy audit (DESIGN rule 1): sensitivity ({@code
 * audit.sensitivity.SensitivityAudit}), calibration ({@code audit.calibration.CalibrationAudit}) or
 * end to end. A layer audits one mechanism configuration at a time and says pass or fail with one
 * line, so a command can print a table and a test can assert on it.
 */
public interface AuditLayer {

  /** The layer's name, e.g. "sensitivity". */
  String name();

  /** The audit of one mechanism configuration. */
  LayerResult audit(AuditTarget target);
}
