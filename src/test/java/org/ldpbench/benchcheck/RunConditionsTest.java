package org.ldpbench.benchcheck;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@link RunConditions} reads cores, JDK and load from the machine line that {@code make bench} and
 * {@code make bench-check} write, and warns of a busy machine and of different JDKs only.
 */
class RunConditionsTest {

  private static final String QUIET =
      "2 cores, openjdk version \"17.0.21.1\" 2026-11-17, load average (1, 5, 15 min)"
          + " 1.67 1.46 1.58 before the run, started 2026-11-28T09:40Z";
  private static final String BUSY =
      "2 cores, openjdk version \"17.0.15\" 2025-04-15, load average (1, 5, 15 min)"
          + " 9.68 9.29 9.18 before the run, started 2026-11-29T03:12Z";

  @Test
  void readsTheMachineLine() {
    RunConditions quiet = RunConditions.of(QUIET);
    assertThat(quiet.cores()).isEqualTo(2);
    assertThat(quiet.jdk()).isEqualTo("openjdk version \"17.0.21.1\"");
    assertThat(quiet.load()).isEqualTo(1.67);
    assertThat(quiet.busy()).isFalse();
    assertThat(RunConditions.of(BUSY).busy()).isTrue();
    RunConditions unknown = RunConditions.of("machine not recorded");
    assertThat(unknown.cores()).isZero();
    assertThat(unknown.load()).isNaN();
    assertThat(unknown.busy()).isFalse();
  }

  @Test
  void warnsOfABusyMachineAndOfDifferentJdksOnly() {
    assertThat(RunConditions.warnings(RunConditions.of(QUIET), RunConditions.of(QUIET))).isEmpty();
    assertThat(RunConditions.warnings(RunConditions.of(QUIET), RunConditions.of(BUSY)))
        .containsExactly(
            "this machine was busy (load average 9.68 on 2 cores before the run): its medians"
                + " measure the load as much as the code; check again on a quiet machine",
            "the JDKs differ (reference: openjdk version \"17.0.21.1\", this run: openjdk version"
                + " \"17.0.15\"), which changes medians too");
    assertThat(
            RunConditions.warnings(
                RunConditions.of(BUSY), RunConditions.of("machine not recorded")))
        .singleElement()
        .asString()
        .startsWith("the reference was measured on a busy machine (load average 9.68");
  }
}
