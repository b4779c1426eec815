package org.ldpbench.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ldpbench.run.ExperimentPlan;

/**
 * Grid profiles (spec/lpct.md 6.1: PAPER and CODE): another profile is another experiment over the
 * same data.
 */
class GridProfileTest {

  private static final String SPEC =
      """
            name: test/profiles
            seed: 7
            replications: 3
            data:
              synthetic: ma-yang-2d
              params: {gamma: 0.5, nPrivate: 300, nPublic: 40, nTest: 100}
            sweep:
              epsilon: [1, 8]
            methods:
              - name: LPCT
                grid: {depth: [1..3], lambda: [1, 10]}
                profiles:
                  code:
                    params: {minSamplesSplit: 1}
                    grid: {depth: [1..2], minSamplesLeaf: [1, 5], lambda: [0.01, 8000]}
              - {name: LPCT-Q, grid: {depth: [1..3]}}
            """;

  @Test
  void aProfileReplacesTheGridsOfTheMethodsThatDefineItAndRenamesTheExperiment() {
    ExperimentSpec paper = SpecParser.parse(SPEC, "p.yaml");
    assertThat(paper.gridProfile()).isEqualTo("paper");
    assertThat(paper.gridProfiles()).containsExactly("paper", "code");
    assertThat(paper.withGridProfile("paper")).isSameAs(paper);
    ExperimentSpec code = paper.withGridProfile("code");
    assertThat(code.name()).isEqualTo("test/profiles-code");
    assertThat(code.title()).endsWith("[CODE grid profile]");
    assertThat(code.seed()).isEqualTo(paper.seed());
    assertThat(code.methods().get(0).grid().get("minSamplesLeaf")).containsExactly(1, 5);
    assertThat(code.methods().get(0).fixed()).containsEntry("minSamplesSplit", 1);
    assertThat(code.methods().get(0).size()).isEqualTo(2 * 2 * 2);
    // LPCT-Q has no code profile: its own grid serves both
    assertThat(code.methods().get(1).grid()).isEqualTo(paper.methods().get(1).grid());
    // the same data in both profiles: equal replication seeds and data sources
    ExperimentPlan a = ExperimentPlan.of(paper, ExperimentSpec.Profile.FULL);
    ExperimentPlan b = ExperimentPlan.of(code, ExperimentSpec.Profile.FULL);
    assertThat(b.units().get(0).replicationSeed()).isEqualTo(a.units().get(0).replicationSeed());
    assertThat(b.dataPoints().get(0).source().id()).isEqualTo(a.dataPoints().get(0).source().id());
  }

  @Test
  void anUnknownProfileAndABadProfileGridAreRejected() {
    ExperimentSpec paper = SpecParser.parse(SPEC, "p.yaml");
    assertThatThrownBy(() -> paper.withGridProfile("fast"))
        .hasMessage("p.yaml: no grid profile 'fast'; profiles: paper, code");
    assertThatThrownBy(
            () -> SpecParser.parse(SPEC.replace("lambda: [0.01, 8000]", "lambda: [-1]"), "p.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("methods[0].profiles.code.grid.lambda: '-1' is not allowed");
    assertThatThrownBy(
            () ->
                SpecParser.parse(
                    SPEC.replace(
                        "grid: {depth: [1..2], minSamplesLeaf: [1, 5], lambda: [0.01, 8000]}",
                        "grid: {minSamplesLeaf: [1, 5], lambda: [1]}"),
                    "p.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("methods[0].profiles.code: LPCT needs 'depth'");
    assertThat(List.of(paper.gridProfiles().toArray())).hasSize(2);
  }
}
