package org.ldpbench.audit.layer;

import java.util.List;

/**
 * One layer's verdict on one method.
 *
 * @param layer the layer's name
 * @param method the method's name
 * @param findings one per mechanism, configuration and budget
 * @param summary a one-line summary
 */
public record MethodAuditResult(
    String layer, String method, List<AuditFinding> findings, String summary) {

  public MethodAuditResult {
    findings = List.copyOf(findings);
  }

  /** Passed: something was audited and nothing failed. */
  public boolean passed() {
    return findings.stream().anyMatch(AuditFinding::audited)
        && findings.stream().noneMatch(f -> f.status() == AuditFinding.Status.FAIL);
  }

  /** Failed: some finding failed (a layer that audited nothing neither passes nor fails). */
  public boolean failed() {
    return findings.stream().anyMatch(f -> f.status() == AuditFinding.Status.FAIL);
  }
}
