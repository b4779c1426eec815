package org.ldpbench.audit.layer;

import java.util.List;
import java.util.Map;
import org.ldpbench.method.Method;

/**
 * One layer of the privacy audit of DESIGN rule 1 (end to end, sensitivity, calibration): a check
 * that a registered method's mechanisms keep their declared guarantee. The audit command, its
 * report and the tests run every layer of {@code org.ldpbench.audit.AuditLayers.standard()}; a new
 * layer is one more entry there.
 */
public interface MethodAuditLayer {

  /** A short name, e.g. {@code end-to-end}. */
  String name();

  /**
   * Audits one method's audit configurations with the given options (which may plant a fault to
   * show the layer's power).
   */
  default MethodAuditResult audit(Method method, AuditOptions options) {
    return audit(method, method.auditConfigurations(), options);
  }

  /**
   * Audits one method in the given configurations (fit-parameter values; missing ones take their
   * defaults).
   */
  MethodAuditResult audit(
      Method method, List<Map<String, Object>> configurations, AuditOptions options);
}
