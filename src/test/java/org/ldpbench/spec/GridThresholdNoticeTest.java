package org.ldpbench.spec;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** When a grid method of thirds meets ma-yang-2d's default boundary, and when it does not. */
class GridThresholdNoticeTest {

  private static ExperimentSpec spec(String dataParams, String sweep, String methods) {
    return SpecParser.parse(
        """
                name: test/grid
                seed: 1
                replications: 2
                data:
                  synthetic: ma-yang-2d
                  params: {gamma: 0.5, nPrivate: 100, nPublic: 20%s}
                sweep:
                  epsilon: [1]%s
                methods:
                %s
                output:
                  figure: {x: epsilon}
                """
            .formatted(dataParams, sweep, methods),
        "grid.yaml");
  }

  @Test
  void aGridOfThirdsOnTheDefaultBoundaryGetsOneLineNamingTheMethodAndTheFix() {
    ExperimentSpec spec =
        spec(
            "",
            "",
            "  - {name: PHIST, grid: {cells: [2, 3, 4]}}\n  - {name: LPCT-P, grid: {depth: [2]}}");
    assertThat(GridThresholdNotice.of(spec))
        .hasValueSatisfying(
            line ->
                assertThat(line)
                    .startsWith("grid.yaml: note: PHIST run a grid")
                    .contains("threshold 0.33", "data.params.threshold")
                    .doesNotContain("LPCT-P", "\n"));
  }

  @Test
  void noNoticeWhenTheGridMissesThirdsOrTheThresholdIsChosenOrThereIsNoGrid() {
    assertThat(GridThresholdNotice.of(spec("", "", "  - {name: PHIST, grid: {cells: [2, 4, 5]}}")))
        .isEmpty();
    assertThat(
            GridThresholdNotice.of(
                spec(", threshold: 0.4", "", "  - {name: PHIST, grid: {cells: [3]}}")))
        .isEmpty();
    assertThat(
            GridThresholdNotice.of(
                spec(", threshold: 0.33", "", "  - {name: PHIST, grid: {cells: [6]}}")))
        .isEmpty(); // written down: acknowledged
    assertThat(
            GridThresholdNotice.of(
                spec("", "\n  threshold: [0.33, 0.45]", "  - {name: PHIST, grid: {cells: [3]}}")))
        .isEmpty();
    assertThat(GridThresholdNotice.of(spec("", "", "  - {name: LPCT-P, grid: {depth: [1, 2, 3]}}")))
        .isEmpty();
  }

  /**
   * A fixed cube side lines up like bins do (h = 1/3); a side chosen by theory, or off the
   * boundary, does not.
   */
  @Test
  void cubeLearnersWithAFixedSideOfAThirdGetTheNoticeToo() {
    assertThat(
            GridThresholdNotice.of(
                spec(
                    "",
                    "",
                    "  - {name: LCDP-EXP, params: {bandwidth: fixed}, grid: {h: [0.25, 0.3333333333333333]}}")))
        .hasValueSatisfying(
            line ->
                assertThat(line)
                    .startsWith("grid.yaml: note: LCDP-EXP run a grid")
                    .contains("h = 1/3"));
    assertThat(
            GridThresholdNotice.of(
                spec(
                    "",
                    "",
                    "  - {name: LCDP-EXP, params: {bandwidth: fixed}, grid: {h: [0.25, 0.2]}}")))
        .isEmpty();
    assertThat(
            GridThresholdNotice.of(
                spec("", "", "  - {name: LCDP-EXP, params: {bandwidth: theory}}")))
        .isEmpty();
  }

  @Test
  void anEdgeNearTheThresholdIsWhatCounts() {
    assertThat(GridThresholdNotice.edgeNearThreshold(1.0 / 3)).isTrue();
    assertThat(GridThresholdNotice.edgeNearThreshold(1.0 / 6)).isTrue();
    assertThat(GridThresholdNotice.edgeNearThreshold(1.0 / 99)).isTrue();
    assertThat(GridThresholdNotice.edgeNearThreshold(1.0 / 100)).isTrue(); // 33/100 = 0.33 exactly
    assertThat(GridThresholdNotice.edgeNearThreshold(1.0 / 4)).isFalse();
    assertThat(GridThresholdNotice.edgeNearThreshold(1.0 / 5)).isFalse();
    assertThat(GridThresholdNotice.edgeNearThreshold(1.0)).isFalse(); // no inner edge
    assertThat(GridThresholdNotice.edgeNearThreshold(0.0)).isFalse();
  }
}
