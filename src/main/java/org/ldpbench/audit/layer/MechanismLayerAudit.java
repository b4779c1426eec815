package org.ldpbench.audit.layer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ldpbench.audit.layer.AuditFinding.Status;
import org.ldpbench.method.Method;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * A per-mechanism {@link AuditLayer} (sensitivity or calibration) run as a method-level layer, so
 * that {@code ldpbench audit}, {@code make audit-report} and the tests run it on every registered
 * method exactly as they run the end-to-end layer: for each audit configuration and audited ε, the
 * method's protocol is built on the audit's public input ({@link AuditInputs}, the planted fault
 * riding on it) for private samples of each of {@code sampleSizes}, and every server's mechanism is
 * audited as an {@link AuditTarget} held to the budget the user gave (under a planted ε × 2 the
 * method calibrates to twice that budget; the target still carries the true one).
 *
 * <p>One finding per (configuration, ε, server, sample size): PASS or FAIL with the layer's
 * one-line summary; these layers give no empirical bound (the bound is NaN).
 */
public final class MechanismLayerAudit implements MethodAuditLayer {

  private final AuditLayer layer;
  private final List<Integer> sampleSizes;

  /**
   * @param layer the per-mechanism layer
   * @param sampleSizes the private sample sizes the protocols are built for (e.g. 1 and 10: a
   *     sample of one user and one where the changed user has neighbours in every role)
   */
  public MechanismLayerAudit(AuditLayer layer, List<Integer> sampleSizes) {
    this.layer = layer;
    this.sampleSizes = List.copyOf(sampleSizes);
  }

  @Override
  public String name() {
    return layer.name();
  }

  @Override
  public MethodAuditResult audit(
      Method method, List<Map<String, Object>> configurations, AuditOptions options) {
    if (!AuditSettings.auditable(method)) {
      return new MethodAuditResult(
          name(), method.name(), List.of(), "not private: nothing to audit");
    }
    List<AuditFinding> findings =
        AuditSettings.each(
            method,
            configurations,
            options,
            (privateMethod, parameters, epsilon, seed) ->
                auditSetting(privateMethod, parameters, epsilon, options, seed));
    long audited = findings.stream().filter(AuditFinding::audited).count();
    long failed = findings.stream().filter(f -> f.status() == Status.FAIL).count();
    String summary =
        configurations.isEmpty()
            ? "no audit configuration"
            : audited == 0
                ? "nothing audited"
                : failed == 0
                    ? audited + " mechanism audits passed"
                    : failed
                        + " of "
                        + audited
                        + " mechanism audits failed: "
                        + findings.stream()
                            .filter(f -> f.status() == Status.FAIL)
                            .findFirst()
                            .orElseThrow()
                            .detail();
    return new MethodAuditResult(name(), method.name(), findings, summary);
  }

  private List<AuditFinding> auditSetting(
      PrivateMethod method,
      ParameterSet parameters,
      double epsilon,
      AuditOptions options,
      long seed) {
    String configuration = parameters.canonical();
    AuditInputs.Setting setting;
    try {
      setting = AuditInputs.Setting.of(method, parameters, epsilon, seed);
    } catch (RuntimeException refused) {
      return List.of(
          finding(configuration, epsilon, "server 0", Status.REFUSED, null, firstLine(refused)));
    }
    List<AuditFinding> findings = new ArrayList<>();
    for (int size : sampleSizes) {
      AuditInputs.Audited audited = setting.input(size, options.fault());
      List<? extends PrivateMechanism<?>> mechanisms;
      try {
        mechanisms = AuditInputs.protocol(method, parameters, audited.input()).mechanisms();
      } catch (RuntimeException refused) {
        findings.add(
            finding(configuration, epsilon, "n=" + size, Status.REFUSED, null, firstLine(refused)));
        continue;
      }
      if (mechanisms.isEmpty()) {
        findings.add(
            finding(
                configuration,
                epsilon,
                "n=" + size,
                Status.NO_PRIVATE_DATA,
                null,
                "uses no private data: no mechanism to audit"));
        continue;
      }
      for (int server = 0; server < mechanisms.size(); server++) {
        PrivacyBudget held = audited.budgets().get(server);
        AuditTarget target =
            new AuditTarget(
                method.name(),
                configuration,
                server,
                mechanisms.get(server),
                held,
                method.info().task(),
                AuditInputs.DIMENSION,
                size,
                2,
                Optional.empty(),
                options.fault(),
                AuditTarget.landmarks(audited.input(), 2));
        LayerResult result;
        try {
          result = layer.audit(target);
        } catch (RuntimeException e) {
          result =
              new LayerResult(
                  name(), target.label(), false, "the layer threw " + firstLine(e), List.of());
        }
        findings.add(
            finding(
                configuration,
                epsilon,
                "server " + server + ", n=" + size,
                result.passed() ? Status.PASS : Status.FAIL,
                held,
                result.summary()));
      }
    }
    return findings;
  }

  private static AuditFinding finding(
      String configuration,
      double epsilon,
      String mechanism,
      Status status,
      PrivacyBudget held,
      String detail) {
    return new AuditFinding(
        configuration,
        epsilon,
        mechanism,
        status,
        held == null ? Double.NaN : held.epsilon(),
        held == null ? 0 : held.delta(),
        Double.NaN,
        Double.NaN,
        detail);
  }

  private static String firstLine(RuntimeException e) {
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return message.lines().findFirst().orElse(message);
  }
}
