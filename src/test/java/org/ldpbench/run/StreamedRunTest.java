package org.ldpbench.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.StoredTrials;
import org.ldpbench.store.TrialStore;

/**
 * A streamed private sample gives the same trials as the in-memory one (issue 10, item 2): same
 * keys, same scores, for every method that reads chunks (LPCT and its variants, BB, the label-DP
 * cube learners, the non-private cube reference); a method that needs the whole sample fails its
 * trials with the one-line message instead.
 */
class StreamedRunTest {

  @TempDir Path inMemory;
  @TempDir Path streamed;

  private static ExperimentPlan plan(String text) {
    return ExperimentPlan.of(SpecParser.parse(text, "streamed.yaml"), ExperimentSpec.Profile.FULL);
  }

  private static StoredTrials run(String spec, Path results) throws IOException {
    ExperimentPlan plan = plan(spec);
    ExperimentRunner.run(plan, results, 2, new PrintWriter(new StringWriter(), true), false);
    return TrialStore.read(
        ResultsLayout.directory(plan.spec(), results),
        ResultsLayout.axes(plan.spec()),
        ResultsLayout.metrics(plan.spec()));
  }

  /** 2.1 chunks of 65,536 rows: the chunked pass and the in-memory pass must agree exactly. */
  private static final String MA_YANG =
      """
            name: test/streamed-lpct
            seed: 11
            replications: 2
            data:
              synthetic: ma-yang-2d
              params: {gamma: 0.5, nPrivate: 140000, nPublic: 50, nTest: 300, stream: %s}
            sweep:
              epsilon: [1, 4]
            methods:
              - name: LPCT
                grid: {depth: [3, 6], lambda: [0.5, 10]}
              - name: LPCT-P
                grid: {depth: [4]}
              - name: LPCT-NP
                grid: {depth: [5], lambda: [10]}
              - name: LPCT-prune
              - {name: LPCT-R, params: {depth: 4, lambda: 1}}
              - {name: LPCT-Q, params: {depth: 4}}
              - {name: CT-W, params: {depth: 4}}
            """;

  @Test
  void lpctFamilyGivesTheSameTrialsOnAStreamedSample() throws IOException {
    StoredTrials a = run(MA_YANG.formatted("false"), inMemory);
    StoredTrials b = run(MA_YANG.formatted("true"), streamed);
    Map<String, Double> scoresA = a.scores("accuracy");
    Map<String, Double> scoresB = b.scores("accuracy");
    // CT-W reads the sample whole: on the streamed sample its trials fail and are not stored
    int ctw = 2 * 2; // replications x epsilon (one configuration)
    assertThat(scoresA).hasSize(scoresB.size() + ctw);
    assertThat(scoresB).isNotEmpty();
    scoresB.forEach((key, value) -> assertThat(scoresA.get(key)).as(key).isEqualTo(value));
    String failures =
        java.nio.file.Files.readString(
            ResultsLayout.directory(plan(MA_YANG.formatted("true")).spec(), streamed)
                .resolve("failures.csv"));
    assertThat(failures).contains("rows are streamed in chunks").contains("CT-W");
  }

  private static final String RATES =
      """
            name: test/streamed-cubes
            seed: 12
            replications: 2
            data:
              synthetic: rates-classification
              params: {design: g1, d: 2, nPrivate: 140000, testGrid: 32, stream: %s}
            sweep:
              epsilon: [1]
            metric: excess-risk
            methods:
              - {name: BB, params: {c: 2}}
              - {name: LLDP-UNARY}
              - {name: LLDP-RR}
              - {name: NP-CUBE}
            """;

  @Test
  void cubeLearnersGiveTheSameTrialsOnAStreamedSample() throws IOException {
    Map<String, Double> a = run(RATES.formatted("false"), inMemory).scores("excess-risk");
    Map<String, Double> b = run(RATES.formatted("true"), streamed).scores("excess-risk");
    assertThat(a).hasSize(8).isEqualTo(b);
    assertThat(a.values()).allSatisfy(v -> assertThat(v).isBetween(0.0, 0.2));
  }
}
