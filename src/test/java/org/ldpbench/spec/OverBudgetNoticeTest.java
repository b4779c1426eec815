package org.ldpbench.spec;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A spec entry that declares spending more than its budget is named, with its spend; the others are
 * not.
 */
class OverBudgetNoticeTest {

  private static ExperimentSpec spec(String methods) {
    return SpecParser.parse(
        """
                name: test/over
                seed: 1
                replications: 2
                data:
                  synthetic: ma-yang-2d
                  params: {gamma: 0.5, nPrivate: 100, nPublic: 20, threshold: 0.4}
                sweep:
                  epsilon: [1]
                methods:
                %s
                output:
                  figure: {x: epsilon}
                """
            .formatted(methods),
        "over.yaml");
  }

  @Test
  void theAuthorsPsgdCodeIsNamedWithItsSpendPerTensor() {
    ExperimentSpec spec =
        spec(
            """
                  - {name: PSGD-L, label: code-L, params: {lr: 0.1, privatize: per-tensor}}
                  - {name: PSGD-N, label: code-N, params: {lr: 0.1, privatize: per-tensor}}
                  - {name: PSGD-L, label: ours, params: {lr: 0.1, privatize: split}}
                  - {name: LPCT, grid: {depth: [2], lambda: [1]}}""");
    assertThat(OverBudgetNotice.of(spec))
        .hasValueSatisfying(
            line ->
                assertThat(line)
                    .startsWith(
                        "over.yaml: note: code-L (2·eps), code-N (4·eps) declare(s) spending more")
                    .contains("NOT eps-DP")
                    .doesNotContain("ours", "LPCT", "\n"));
  }

  @Test
  void aGridWithOneOverspendingValueIsNamedToo() {
    assertThat(
            OverBudgetNotice.of(
                spec(
                    "  - {name: PSGD-L, params: {lr: 0.1}, grid: {privatize: [split, per-tensor]}}")))
        .hasValueSatisfying(line -> assertThat(line).contains("PSGD-L (2·eps)"));
  }

  @Test
  void noNoticeWhenEveryEntryKeepsToItsBudget() {
    assertThat(
            OverBudgetNotice.of(
                spec(
                    "  - {name: PSGD-L, params: {lr: 0.1}, grid: {privatize: [split, joint]}}\n"
                        + "  - {name: CT-W, grid: {depth: [2]}}")))
        .isEmpty();
  }
}
