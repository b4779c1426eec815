package org.ldpbench.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.ldpbench.audit.layer.AuditOptions;
import org.ldpbench.audit.report.HarmlessFaults;
import org.ldpbench.method.Method;
import org.ldpbench.privacy.Fault;
import org.ldpbench.testing.Slow;

/**
 * Proof that the audit has power (issue 17 item 2), the light pass of {@code make audit-report}:
 * every registered private method, in every audit configuration, under every planted {@link Fault}
 * at ε = 1, fails some mechanism layer (sensitivity, calibration or end to end) whenever the fault
 * changes one of its releases. The end-to-end layer runs with only {@value #DRAWS} draws here: it
 * decides whether the fault applies (faulted against clean releases on the same streams) and rarely
 * has the power to catch it at that size, so what catches the faults here is mostly the sensitivity
 * and calibration layers; the committed power table ({@code docs/privacy-audit.md}) shows the
 * end-to-end bounds at 20,000 draws.
 *
 * <p>False-failure rate: a test fails when a planted fault is missed, which a correct audit does
 * not do; seeds are fixed, so a result is the same every run. The last test checks that every fault
 * type applied to some method, so that a fault switch wired to nothing cannot pass silently.
 */
@Slow
class PlantedFaultsAreCaughtTest {

  static final int DRAWS = 100;
  static final AuditOptions LIGHT = new AuditOptions(List.of(1.0), DRAWS, 1e-6, Fault.NONE, 1);

  private static final Set<Fault> APPLIED = ConcurrentHashMap.newKeySet();
  private static final Set<String> HARMLESS_SEEN = ConcurrentHashMap.newKeySet();

  @TestFactory
  Stream<DynamicTest> everyApplicableFaultFailsSomeLayer() {
    List<DynamicTest> tests = new ArrayList<>();
    for (Method method : PrivacyAuditTest.privateMethods()) {
      for (Map<String, Object> configuration : method.auditConfigurations()) {
        for (Fault fault : EnumSet.complementOf(EnumSet.of(Fault.NONE))) {
          tests.add(
              DynamicTest.dynamicTest(
                  method.name() + " " + configuration + " " + fault,
                  () -> {
                    LayeredVerdict verdict =
                        LayeredVerdict.of(method, configuration, LIGHT.withFault(fault));
                    if (harmless(method, configuration, fault, verdict)) {
                      return;
                    }
                    if (verdict.applicable()) {
                      APPLIED.add(fault);
                      assertThat(verdict.caught())
                          .as(
                              method.name()
                                  + " "
                                  + configuration
                                  + " under "
                                  + fault
                                  + " passes every layer: "
                                  + verdict.byLayer())
                          .isTrue();
                    }
                  }));
        }
      }
    }
    return tests.stream();
  }

  /**
   * Issue 32: a self-consistent understatement of a sensitivity by 2× (the code calibrated to Δ/2
   * and the declaration saying Δ/2, so that the arithmetic agrees) is caught by a layer that
   * measures, the sensitivity or the calibration layer, not only by the end-to-end layer's draws:
   * every method whose noise depends on a sensitivity, in every audit configuration.
   */
  @TestFactory
  Stream<DynamicTest> aSelfConsistentUnderstatementFailsALayerThatMeasures() {
    List<DynamicTest> tests = new ArrayList<>();
    for (Method method : PrivacyAuditTest.privateMethods()) {
      for (Map<String, Object> configuration : method.auditConfigurations()) {
        tests.add(
            DynamicTest.dynamicTest(
                method.name() + " " + configuration,
                () -> {
                  LayeredVerdict verdict =
                      LayeredVerdict.of(
                          method, configuration, LIGHT.withFault(Fault.SENSITIVITY_UNDERSTATED));
                  if (harmless(method, configuration, Fault.SENSITIVITY_UNDERSTATED, verdict)) {
                    return;
                  }
                  if (verdict.applicable()) {
                    assertThat(verdict.failedLayers())
                        .as(method.name() + " " + configuration + ": " + verdict.byLayer())
                        .containsAnyOf("sensitivity", "calibration");
                  }
                }));
      }
    }
    return tests.stream();
  }

  /** Whether {@link HarmlessFaults} lists the fault here; a listed one must pass every layer. */
  private static boolean harmless(
      Method method, Map<String, Object> configuration, Fault fault, LayeredVerdict verdict) {
    Optional<String> reason = HarmlessFaults.reason(method, configuration, fault);
    if (reason.isEmpty()) {
      return false;
    }
    HARMLESS_SEEN.add(method.name() + " " + configuration + " " + fault);
    assertThat(verdict.failedLayers())
        .as(
            method.name()
                + " "
                + configuration
                + " under "
                + fault
                + " is listed"
                + " as harmless ("
                + reason.get()
                + ") but fails: remove it from HarmlessFaults")
        .isEmpty();
    return true;
  }

  @AfterAll
  static void everyHarmlessEntryNamesARealConfiguration() {
    assertThat(HARMLESS_SEEN)
        .as("entries of HarmlessFaults met by the tests (a misspelt entry meets none)")
        .hasSize(HarmlessFaults.size());
  }

  @AfterAll
  static void everyFaultTypeAppliedToSomeMethod() {
    assertThat(APPLIED)
        .as("fault types that changed some release")
        .containsExactlyInAnyOrderElementsOf(EnumSet.complementOf(EnumSet.of(Fault.NONE)));
  }
}
