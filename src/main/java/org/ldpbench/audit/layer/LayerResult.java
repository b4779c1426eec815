package org.ldpbench.audit.layer;

import java.util.List;

/**
 * The outcome of one {@link AuditLayer} on one {@link AuditTarget}: pass or fail, a one-line
 * summary, and one line per declared statistic.
 *
 * @param layer the layer's name
 * @param target the audited configuration, as {@link AuditTarget#label()}
 * @param passed whether every check passed
 * @param summary one line
 * @param details one line per check
 */
public record LayerResult(
    String layer, String target, boolean passed, String summary, List<String> details) {

  public LayerResult {
    details = List.copyOf(details);
  }

  /** "PASS layer target: summary" or "FAIL ...". */
  public String line() {
    return (passed ? "PASS " : "FAIL ") + layer + " " + target + ": " + summary;
  }

  @Override
  public String toString() {
    return line() + (details.isEmpty() ? "" : "\n  " + String.join("\n  ", details));
  }
}
