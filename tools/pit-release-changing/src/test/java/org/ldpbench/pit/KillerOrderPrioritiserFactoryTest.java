package org.ldpbench.pit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pitest.coverage.TestInfo;

/**
 * The killing pass's test order and audit budget ({@link KillerOrderPrioritiserFactory#plan}):
 * unit, golden, audit, each fastest first; only the audits of the methods whose releases the mutant
 * changes; at most the cap's cheapest; and never a test that did not cover the mutant.
 */
class KillerOrderPrioritiserFactoryTest {

  static TestInfo test(String name, int millis) {
    return new TestInfo(null, name, millis, Optional.empty(), 1);
  }

  static TestInfo audit(int n, int millis) {
    return test(
        "org.ldpbench.mutation.AuditKillers.[engine:junit-jupiter]/[dynamic-test:#" + n + "]",
        millis);
  }

  static final TestInfo GOLDEN =
      test("org.ldpbench.mutation.GoldenKillers.[engine:junit-jupiter]/[dynamic-test:#1]", 3000);
  static final TestInfo UNIT_SLOW =
      test("org.ldpbench.privacy.StandardNormalTest.[method:tails()]", 900);
  static final TestInfo UNIT_FAST =
      test("org.ldpbench.method.phist.GridIndexerTest.[method:bins()]", 5);
  static final Map<Integer, String> METHODS = Map.of(1, "PHIST", 2, "DTK", 3, "DTK", 4, "PSGD-L");

  @Test
  void unitThenGoldenThenAuditEachFastestFirst() {
    List<TestInfo> covering =
        List.of(audit(1, 60_000), GOLDEN, audit(2, 30_000), UNIT_SLOW, UNIT_FAST);
    KillerOrderPrioritiserFactory.Plan plan =
        KillerOrderPrioritiserFactory.plan(covering, null, METHODS, 0);
    assertThat(plan.tests())
        .containsExactly(UNIT_FAST, UNIT_SLOW, GOLDEN, audit(2, 30_000), audit(1, 60_000));
    assertThat(plan.coveringAudits()).isEqualTo(2);
    assertThat(plan.givenAudits()).isEqualTo(2);
  }

  @Test
  void onlyTheAuditsOfTheChangedMethodsAndAtMostTheCapsCheapest() {
    List<TestInfo> covering =
        List.of(
            audit(1, 10_000),
            audit(2, 90_000),
            audit(3, 40_000),
            audit(4, 20_000),
            audit(9, 50_000),
            GOLDEN);
    // audit #9's method is unknown: kept, never dropped on a guess
    KillerOrderPrioritiserFactory.Plan restricted =
        KillerOrderPrioritiserFactory.plan(covering, Set.of("DTK"), METHODS, 0);
    assertThat(restricted.tests())
        .containsExactly(GOLDEN, audit(3, 40_000), audit(9, 50_000), audit(2, 90_000));
    assertThat(restricted.coveringAudits()).isEqualTo(5);
    assertThat(restricted.methodAudits()).isEqualTo(3);

    KillerOrderPrioritiserFactory.Plan capped =
        KillerOrderPrioritiserFactory.plan(covering, Set.of("DTK"), METHODS, 2);
    assertThat(capped.tests()).containsExactly(GOLDEN, audit(3, 40_000), audit(9, 50_000));
    assertThat(capped.methodAudits()).isEqualTo(3);
    assertThat(capped.givenAudits()).isEqualTo(2);
    assertThat(covering).as("a plan only removes tests").containsAll(capped.tests());
    // a mutant that changes no method's release (an empty set) gets no audit, and keeps its other
    // tests
    assertThat(KillerOrderPrioritiserFactory.plan(covering, Set.of(), METHODS, 0).tests())
        .containsExactly(GOLDEN, audit(9, 50_000));
  }

  @Test
  void theProbeTestsOfTheReleasePassKeepTheirOrder() {
    TestInfo a = test("org.ldpbench.mutation.ReleaseFingerprintProbe.[dynamic-test:#1]", 700);
    TestInfo b = test("org.ldpbench.mutation.ReleaseFingerprintProbe.[dynamic-test:#2]", 100);
    assertThat(KillerOrderPrioritiserFactory.plan(List.of(a, b), null, Map.of(), 3).tests())
        .containsExactly(b, a);
  }

  @Test
  void aResultRowHoldsTheKeyStatusKillingTestTestsRunAndTime() {
    assertThat(KillingResultsListener.row("k1\tk2", "KILLED", "a\tb", 3, 42L))
        .isEqualTo("k1\tk2\tKILLED\ta b\t3\t42");
    assertThat(KillingResultsListener.row("k", "SURVIVED", "", 9, 1L))
        .isEqualTo("k\tSURVIVED\t-\t9\t1");
  }
}
