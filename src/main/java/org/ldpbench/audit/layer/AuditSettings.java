package org.ldpbench.audit.layer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ldpbench.method.Method;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.param.ParameterSet;

/**
 * The settings a method-level audit layer visits: every audit configuration at every audited ε,
 * each with its own seed (the same seeds in every layer, so that a finding is reproducible and the
 * layers audit the same protocols).
 */
public final class AuditSettings {

  /** One layer's audit of one setting. */
  public interface SettingAudit {
    List<AuditFinding> audit(
        PrivateMethod method, ParameterSet parameters, double epsilon, long seed);
  }

  private AuditSettings() {}

  /** True if {@code method} is a private method the audit can build protocols for. */
  public static boolean auditable(Method method) {
    return method instanceof PrivateMethod && method.info().privacyModel() != PrivacyModel.NONE;
  }

  /** The findings of {@code audit} over every configuration and ε of {@code options}. */
  public static List<AuditFinding> each(
      Method method,
      List<Map<String, Object>> configurations,
      AuditOptions options,
      SettingAudit audit) {
    List<AuditFinding> findings = new ArrayList<>();
    for (int c = 0; c < configurations.size(); c++) {
      ParameterSet parameters =
          method.info().parameters().completePart(configurations.get(c), false);
      for (int e = 0; e < options.epsilons().size(); e++) {
        long seed = options.seed() * 1_000_003L + 1000L * c + 100L * e;
        findings.addAll(
            audit.audit((PrivateMethod) method, parameters, options.epsilons().get(e), seed));
      }
    }
    return findings;
  }
}
