package org.ldpbench.mutation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.ldpbench.audit.AuditLayers;
import org.ldpbench.audit.endtoend.EndToEndAudit;
import org.ldpbench.audit.endtoend.FitOutputAudit;
import org.ldpbench.audit.layer.AuditFinding;
import org.ldpbench.audit.layer.AuditOptions;
import org.ldpbench.audit.layer.MethodAuditLayer;
import org.ldpbench.audit.layer.MethodAuditResult;
import org.ldpbench.method.Method;
import org.ldpbench.privacy.Fault;

/**
 * The privacy audit of {@code PrivacyAuditTest} (every layer of {@link AuditLayers#standard()}, ε ∈
 * {0.5, 1, 4}, {@value #DRAWS} draws; not the whole-fit layer of external methods), one dynamic
 * test per (private method, audit configuration, layer), so that PIT's killing pass of {@code make
 * mutation} runs, for a mutant, only the audits of the configurations whose code it touches. A test
 * fails when a finding FAILs, and when the end-to-end layer audits nothing in a configuration the
 * unmutated code audits (a mutant that makes every setting refuse must not pass as private). Not
 * part of {@code make test}, where {@code PrivacyAuditTest} runs the same layers per method.
 */
class AuditKillers {

  static final int DRAWS = 2_000;
  static final AuditOptions OPTIONS =
      new AuditOptions(List.of(0.5, 1.0, 4.0), DRAWS, 1e-6, Fault.NONE, 1);

  /** One audit test: a private method, one of its audit configurations (by index) and a layer. */
  record Case(
      Method method, int index, Map<String, Object> configuration, MethodAuditLayer layer) {}

  /**
   * Every test of {@link #everyConfigurationPassesEveryLayer}, in its order: JUnit names the N-th
   * {@code [dynamic-test:#N]}, which is how PIT names it, so {@code KillingResume} can tell the
   * killing pass's test order which method each audit test audits.
   */
  static List<Case> cases() {
    return ReleaseFingerprints.privateMethods().stream()
        .flatMap(
            method -> {
              List<Map<String, Object>> configurations = method.auditConfigurations();
              return IntStream.range(0, configurations.size())
                  .boxed()
                  .flatMap(
                      c ->
                          AuditLayers.standard().stream()
                              .filter(
                                  layer -> !(layer instanceof FitOutputAudit && isExternal(method)))
                              .map(layer -> new Case(method, c, configurations.get(c), layer)));
            })
        .toList();
  }

  @TestFactory
  Stream<DynamicTest> everyConfigurationPassesEveryLayer() {
    return cases().stream()
        .map(
            t ->
                DynamicTest.dynamicTest(
                    t.method().name() + " #" + t.index() + " [" + t.layer().name() + "]",
                    () -> check(t.method(), t.configuration(), t.layer())));
  }

  /**
   * An external method's whole-fit layer starts a process per fit: 667 s for RR-GRID-PY's under
   * PIT's coverage, which PIT would rerun for every surviving mutant its coverage touches. As in
   * {@code PrivacyAuditTest}, it is left to {@code make audit}; its other layers stay.
   */
  private static boolean isExternal(Method method) {
    return method.getClass().getPackageName().equals("org.ldpbench.external");
  }

  static void check(Method method, Map<String, Object> configuration, MethodAuditLayer layer) {
    MethodAuditResult result = layer.audit(method, List.of(configuration), OPTIONS);
    assertThat(
            result.findings().stream().filter(f -> f.status() == AuditFinding.Status.FAIL).toList())
        .as(method.name() + " " + configuration)
        .isEmpty();
    if (layer instanceof EndToEndAudit
        && result.findings().stream()
            .noneMatch(f -> f.status() == AuditFinding.Status.NO_PRIVATE_DATA)) {
      assertThat(result.findings())
          .as(method.name() + " " + configuration + " was not audited: " + result.summary())
          .anyMatch(f -> f.status() == AuditFinding.Status.PASS);
    }
  }
}
