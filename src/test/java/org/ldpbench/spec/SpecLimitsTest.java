package org.ldpbench.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Budgets and plan sizes that used to pass {@code validate} and then fail every trial or the plan
 * (issue 17, gaps 2 and 3): ε outside [1e-6, 1e6], and sweeps or grids whose counts overflow.
 */
class SpecLimitsTest {

  private static final String VALID = SpecParserTest.VALID;

  private static String edit(String from, String to) {
    assertThat(VALID).contains(from);
    return VALID.replace(from, to);
  }

  @Test
  void anEpsilonOutsideTheSupportedRangeIsRefusedWhenTheSpecIsRead() {
    assertThatThrownBy(
            () -> SpecParser.parse(edit("epsilon: [1, 8]", "epsilon: [1e-320, 8]"), "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessage(
            "x.yaml:9:13: sweep.epsilon: '1e-320' is not allowed; epsilon must be in [1e-6, 1e6]"
                + " (ε = 1000 already stands for non-private)");
    assertThatThrownBy(
            () -> SpecParser.parse(edit("epsilon: [1, 8]", "epsilon: [1, 1e308]"), "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageStartingWith(
            "x.yaml:9:16: sweep.epsilon: '1e308' is not allowed; epsilon must be in");
    assertThatThrownBy(() -> SpecParser.parse(VALID + "budgets: [{epsilon: 2e6}]\n", "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageStartingWith(
            "x.yaml:19:21: budgets[0].epsilon: '2e6' is not allowed; epsilon must be in");
  }

  @Test
  void theEndsOfTheRangeAreAllowed() {
    assertThat(
            SpecParser.parse(edit("epsilon: [1, 8]", "epsilon: [0.000001, 1000000]"), "x.yaml")
                .sweep()
                .get(0)
                .values())
        .containsExactly(1e-6, 1e6);
    assertThat(
            SpecParser.parse(VALID + "budgets: [{epsilon: 1000000}]\n", "x.yaml")
                .budgets()
                .servers())
        .singleElement()
        .satisfies(s -> assertThat(s.epsilon()).isEqualTo(1e6));
  }

  @Test
  void aSweepWhosePointCountOverflowsAnIntIsAOneLineError() {
    // 310,000 × 10,000 points: the product wrapped to -1194967296 and failed as "Illegal Capacity"
    String ranges =
        IntStream.range(0, 31)
            .mapToObj(i -> (i * 10_000 + 1) + ".." + ((i + 1) * 10_000))
            .collect(Collectors.joining(", "));
    String spec =
        edit(
                "params: {gamma: 0.5, nPrivate: 300, nPublic: 40, nTest: 100}",
                "params: {gamma: 0.5, nPublic: 40}")
            .replace(
                "epsilon: [1, 8]\n",
                "epsilon: [1, 8]\n  nPrivate: [" + ranges + "]\n  nTest: [1..10000]\n");
    assertThatThrownBy(() -> SpecParser.parse(spec, "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessage(
            "x.yaml:9:3: sweep: the sweep has 6200000000 points (the product of its axes' lengths),"
                + " more than the trial limit of 50000000; shorten an axis");
  }

  @Test
  void countsSaturateInsteadOfWrappingAround() {
    assertThat(PlanCount.times(3_100_000_000L, 4_000_000_000L)).isEqualTo(PlanCount.SATURATED);
    assertThat(PlanCount.plus(Long.MAX_VALUE - 1, 5)).isEqualTo(PlanCount.SATURATED);
    assertThat(PlanCount.times(310_000, 10_000)).isEqualTo(3_100_000_000L);
    List<List<Integer>> axes =
        IntStream.range(0, 5).mapToObj(i -> IntStream.range(0, 10_001).boxed().toList()).toList();
    assertThat(PlanCount.combinations(axes)).isEqualTo(PlanCount.SATURATED);
    assertThat(PlanCount.describe(PlanCount.SATURATED)).isEqualTo("more than 9223372036854775806");
  }

  @Test
  void aGridWhoseSizeOverflowsIsRefusedWithTheTrialLimit() {
    String ranges =
        IntStream.range(0, 10)
            .mapToObj(i -> (i * 10_000 + 1) + ".." + ((i + 1) * 10_000))
            .collect(Collectors.joining(", "));
    String spec =
        edit(
            "lambda: [0.5, 10]",
            "lambda: ["
                + ranges
                + "]\n      minSamplesLeaf: ["
                + ranges
                + "]\n      minSamplesSplit: ["
                + ranges
                + "]\n      fullTree: [true, false]");
    assertThatThrownBy(() -> SpecParser.parse(spec, "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageStartingWith("x.yaml:1:1: methods: the spec plans ")
        .hasMessageEndingWith(
            "trials, more than the limit of 50000000; shrink a grid, the sweep or the replications");
  }

  @Test
  void aMethodThatNeedsDeltaMustGetItEverywhere() {
    String pglm =
        edit(
            "  - {name: LPCT-Q, grid: {depth: [2]}}\n",
            "  - {name: LPCT-Q, grid: {depth: [2]}}\n  - PGLM\n");
    assertThatThrownBy(() -> SpecParser.parse(pglm, "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessage(
            "x.yaml:16:5: methods[2].name: PGLM is (epsilon, delta)-DP and needs delta > 0, but the spec"
                + " gives no delta; add budgets: [{epsilon: sweep, delta: 1/n^2}] (one entry per private sample)"
                + " or a sweep axis delta with values in (0, 1)");
    String zeroSomewhere =
        pglm.replace("  epsilon: [1, 8]\n", "  epsilon: [1, 8]\n  delta: [0, 0.001]\n");
    assertThatThrownBy(() -> SpecParser.parse(zeroSomewhere, "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageStartingWith(
            "x.yaml:17:5: methods[2].name: PGLM is (epsilon, delta)-DP and needs delta > 0,"
                + " but sweep.delta has 0;");
    assertThatThrownBy(
            () -> SpecParser.parse(pglm + "budgets: [{epsilon: sweep, delta: 0}]\n", "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining(
            "PGLM is (epsilon, delta)-DP and needs delta > 0, but budgets[0].delta is 0;");
    // the paper's delta = 1/n^2 for every method: PGLM uses it, the pure methods ignore it (Table
    // 2)
    assertThat(
            SpecParser.parse(pglm + "budgets: [{epsilon: sweep, delta: 1/n^2}]\n", "x.yaml")
                .methods())
        .hasSize(3);
  }

  @Test
  void aDeltaThatNoMethodUsesIsRefused() {
    assertThatThrownBy(
            () ->
                SpecParser.parse(
                    edit("  epsilon: [1, 8]\n", "  epsilon: [1, 8]\n  delta: [0, 1e-5]\n"),
                    "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessage(
            "x.yaml:10:14: sweep.delta: no method of this spec uses delta (LPCT, LPCT-Q are pure"
                + " epsilon-DP); leave delta out or set it to 0");
    assertThatThrownBy(
            () -> SpecParser.parse(VALID + "budgets: [{epsilon: sweep, delta: 1/n^2}]\n", "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageStartingWith(
            "x.yaml:19:35: budgets[0].delta: no method of this spec uses delta");
    // delta = 0 is pure epsilon-DP and allowed
    assertThat(
            SpecParser.parse(
                    edit("  epsilon: [1, 8]\n", "  epsilon: [1, 8]\n  delta: [0]\n"), "x.yaml")
                .methods())
        .hasSize(2);
  }

  @Test
  void aMethodThatNeedsPublicDataIsRefusedAnEmptyPublicSample() {
    assertThatThrownBy(() -> SpecParser.parse(edit("nPublic: 40,", "nPublic: 0,"), "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessage(
            "x.yaml:7:48: data.params.nPublic: '0' gives ma-yang-2d an empty public sample, but LPCT-Q"
                + " needs public data; give nPublic >= 1 or remove LPCT-Q from methods");
    String swept =
        edit(
                "params: {gamma: 0.5, nPrivate: 300, nPublic: 40, nTest: 100}",
                "params: {gamma: 0.5, nPrivate: 300, nTest: 100}")
            .replace("  epsilon: [1, 8]\n", "  epsilon: [1, 8]\n  nPublic: [40, 0]\n");
    assertThatThrownBy(() -> SpecParser.parse(swept, "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageStartingWith(
            "x.yaml:10:17: sweep.nPublic: '0' gives ma-yang-2d an empty public sample");
    // LPCT alone may run without public data (a data-independent partition, as in the rate check)
    String lpctOnly =
        edit("nPublic: 40,", "nPublic: 0,").replace("  - {name: LPCT-Q, grid: {depth: [2]}}\n", "");
    assertThat(SpecParser.parse(lpctOnly, "x.yaml").methods()).hasSize(1);
  }

  @Test
  void aSpecWithoutMethodsIsStillLimitedInItsWorkUnits() {
    String heatMapsOnly =
        """
                name: test/heat
                seed: 7
                replications: 1000000
                data:
                  synthetic: ma-yang-2d
                  params: {gamma: 0.5, nPrivate: 300, nPublic: 40}
                sweep:
                  nTest: [1..100]
                output:
                  figure: {type: heatmap, functions: [etaPrivate], at: {nTest: 1}}
                """;
    assertThatThrownBy(() -> SpecParser.parse(heatMapsOnly, "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessage(
            "x.yaml:1:1: replications: the spec plans 100000000 replications × sweep points, more than"
                + " the limit of 50000000; shrink the sweep or the replications");
    assertThat(SpecParser.parse(heatMapsOnly.replace("1000000", "1000"), "x.yaml").methods())
        .isEmpty();
  }
}
