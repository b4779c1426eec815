package org.ldpbench.audit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.ldpbench.audit.endtoend.EndToEndAudit;
import org.ldpbench.audit.layer.AuditFinding;
import org.ldpbench.audit.layer.AuditOptions;
import org.ldpbench.audit.layer.MethodAuditLayer;
import org.ldpbench.audit.layer.MethodAuditResult;
import org.ldpbench.method.Method;

/**
 * Every mechanism layer of the audit ({@link AuditLayers#mechanismLayers()}) on one configuration
 * of a method at one ε, clean or under one planted fault: what {@code make audit-report} prints per
 * cell and what the power tests assert on. A planted fault is <em>applicable</em> when the
 * end-to-end layer finds that it changes some release (it compares faulted and clean releases on
 * the same random streams); it is <em>caught</em> when some layer fails.
 *
 * @param byLayer each layer's result, by layer name, in the layers' order
 */
public record LayeredVerdict(Map<String, MethodAuditResult> byLayer) {

  public LayeredVerdict {
    byLayer = Collections.unmodifiableMap(new LinkedHashMap<>(byLayer));
  }

  /**
   * Runs every mechanism layer on {@code configuration} of {@code method} with {@code options} (one
   * ε, maybe a fault).
   */
  public static LayeredVerdict of(
      Method method, Map<String, Object> configuration, AuditOptions options) {
    Map<String, MethodAuditResult> results = new LinkedHashMap<>();
    for (MethodAuditLayer layer : AuditLayers.mechanismLayers()) {
      results.put(layer.name(), layer.audit(method, List.of(configuration), options));
    }
    return new LayeredVerdict(results);
  }

  /** The end-to-end layer's result (its bounds fill the report's cells). */
  public MethodAuditResult endToEnd() {
    return Objects.requireNonNull(byLayer.get(EndToEndAudit.NAME), "no end-to-end result");
  }

  /**
   * Whether something was audited: the configuration uses private data and, under a fault, the
   * fault changes a release.
   */
  public boolean applicable() {
    return endToEnd().findings().stream().anyMatch(AuditFinding::audited);
  }

  /** The names of the layers that failed, in order. */
  public List<String> failedLayers() {
    List<String> failed = new ArrayList<>();
    byLayer.forEach(
        (name, result) -> {
          if (result.failed()) {
            failed.add(name);
          }
        });
    return failed;
  }

  /** Whether some layer failed. */
  public boolean caught() {
    return !failedLayers().isEmpty();
  }
}
