package org.ldpbench.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.paper.TrialProvenance;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecException;
import org.ldpbench.stats.Direction;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.StoredTrials;
import org.ldpbench.store.TrialStore;
import org.ldpbench.store.manifest.StoredManifest;
import org.ldpbench.testing.CheckedStoreText;
import org.ldpbench.testing.Fakes;

/**
 * The API for every method family, end to end through specs: regression with a minimised metric,
 * several servers with a budget each, stale trials after an implementation change, and per-sample
 * seeds across data sweeps. (Not-applicable trials: ExperimentRunnerTest.)
 */
class MethodFamiliesEndToEndTest {

  @TempDir Path results;

  private static ExperimentPlan plan(String text) {
    return ExperimentPlan.of(Fakes.parse(text, "families.yaml"), ExperimentSpec.Profile.FULL);
  }

  private ExperimentRunner.Outcome run(ExperimentPlan plan, boolean keepStale, StringWriter log)
      throws IOException {
    return ExperimentRunner.run(
        RunRequest.of(plan, results, 2, new PrintWriter(log, true)).withKeepStale(keepStale));
  }

  private StoredTrials stored(ExperimentPlan plan) throws IOException {
    return TrialStore.read(
        ResultsLayout.directory(plan.spec(), results),
        ResultsLayout.axes(plan.spec()),
        ResultsLayout.metrics(plan.spec()));
  }

  @Test
  void knnRegressionRunsWithMseAndPicksTheSmallestError() throws IOException {
    ExperimentPlan plan =
        plan(
            """
                name: test/knn
                seed: 3
                replications: 3
                metrics: [mse, excess-mse]
                data:
                  synthetic: test-regression
                  params: {sigma: 0.5, nPrivate: 400, nTest: 150}
                methods:
                  - name: TEST-KNN
                    grid: {k: [1, 10, 400]}
                """);
    ExperimentRunner.Outcome outcome = run(plan, false, new StringWriter());
    assertThat(outcome.computed()).isEqualTo(9);
    assertThat(outcome.failed()).isZero();
    StoredTrials stored = stored(plan);
    ResultSummary mse = ResultSummary.of(plan, stored);
    ResultSummary.BestResult best = mse.best().get(0);
    // k = 1 has variance ≈ 2σ², k = 400 predicts the global mean (bias ≈ Var m(X) ≈ 0.58); k = 10
    // wins
    assertThat(best.best().parameters().getInt("k")).isEqualTo(10);
    double bestMse = best.best().score().mean();
    assertThat(bestMse).isBetween(0.25, 0.45); // σ² = 0.25 plus a small excess
    ResultSummary excess = ResultSummary.of(plan, stored, "excess-mse", Direction.LOWER_IS_BETTER);
    double bestExcess = excess.best().get(0).best().score().mean();
    // excess MSE is the MSE minus the noise variance, up to the test-set noise (150 points: s.e. ≈
    // 0.04)
    assertThat(bestExcess)
        .isBetween(0.0, bestMse)
        .isCloseTo(bestMse - 0.25, org.assertj.core.data.Offset.offset(0.1));
  }

  @Test
  void aRegressionMethodIsRejectedOnClassificationData() {
    assertThatThrownBy(
            () ->
                Fakes.parse(
                    """
                name: test/bad
                seed: 3
                replications: 2
                data:
                  synthetic: ma-yang-2d
                  params: {gamma: 1, nPrivate: 100, nPublic: 10}
                methods: [TEST-KNN]
                """,
                    "bad.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessage(
            "bad.yaml:7:11: methods[0].name: TEST-KNN is a regression method, but ma-yang-2d has class labels");
  }

  @Test
  void twoServersGetOneBudgetEachAndKeysFollowTheWholeBudget() throws IOException {
    String text =
        """
                name: test/two-servers
                seed: 5
                replications: 4
                data:
                  synthetic: test-two-servers
                  params: {nTarget: 300, nSource: 300, nTest: 200}
                sweep:
                  epsilon: [0.5, 4]
                budgets:
                  - {epsilon: sweep, delta: 0}
                  - {epsilon: 2, delta: 0}
                methods:
                  - name: TEST-TWO-SERVER
                    grid: {sourceWeight: [0, 1]}
                """;
    ExperimentPlan plan = plan(text);
    assertThat(plan.units().get(0).groups().get(0).budgets())
        .isEqualTo("[epsilon=0.5,delta=0;epsilon=2,delta=0]");
    ExperimentRunner.Outcome outcome = run(plan, false, new StringWriter());
    assertThat(outcome.failed()).isZero();
    assertThat(outcome.computed()).isEqualTo(4 * 2 * 2);
    ResultSummary summary = ResultSummary.of(plan, stored(plan));
    for (ResultSummary.BestResult best : summary.best()) {
      // Bayes accuracy is 0.9; with 2x2 cells and hundreds of points per cell every budget gets
      // close
      assertThat(best.best().score().mean()).isGreaterThan(0.8);
    }
    // a different source budget is a different trial
    ExperimentPlan other = plan(text.replace("{epsilon: 2, delta: 0}", "{epsilon: 3, delta: 0}"));
    assertThat(other.units().get(0).groups().get(0).trials().get(0).key())
        .isNotEqualTo(plan.units().get(0).groups().get(0).trials().get(0).key());
  }

  @Test
  void aBudgetsBlockMustHaveOneEntryPerServer() {
    assertThatThrownBy(
            () ->
                Fakes.parse(
                    """
                name: test/two
                seed: 5
                replications: 2
                data:
                  synthetic: test-two-servers
                  params: {nTarget: 30, nSource: 30}
                sweep:
                  epsilon: [1]
                budgets:
                  - {epsilon: sweep}
                methods: [TEST-TWO-SERVER]
                """,
                    "two.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining(
            "two.yaml:10:3: budgets: 1 entries, but the data source has 2 private samples");
  }

  @Test
  void trialsOfAnOlderImplementationAreRecomputedOrKeptOnRequest() throws IOException {
    ExperimentPlan plan =
        plan(
            """
                name: test/stale
                seed: 11
                replications: 2
                data:
                  synthetic: ma-yang-2d
                  params: {gamma: 0.5, nPrivate: 200, nPublic: 20, nTest: 100}
                sweep:
                  epsilon: [1, 8]
                methods:
                  - name: LPCT
                    grid: {depth: [1, 2], lambda: [1, 10]}
                  - {name: LPCT-Q, grid: {depth: [1, 2]}}
                """);
    run(plan, false, new StringWriter());
    Map<String, Double> before = stored(plan).scores("accuracy");
    Path trials = ResultsLayout.directory(plan.spec(), results).resolve(TrialStore.CONFIGURATIONS);
    String current = plan.implementation(plan.spec().methods().get(0));
    assertThat(current).startsWith("LPCT@").contains("+ma-yang-2d@");
    // pretend LPCT's rows were computed by version 1
    String older = current.replaceFirst("LPCT@\\d+", "LPCT@1");
    Files.writeString(
        trials, Files.readString(trials).replace("," + current + ",", "," + older + ","));
    CheckedStoreText.recheck(trials);
    TrialProvenance provenance = TrialProvenance.of(plan, stored(plan));
    assertThat(provenance.stale()).isEqualTo(2 * 2 * 4);
    assertThat(provenance.describe())
        .contains("16 of 24 trials were computed by an older implementation");

    StringWriter keepLog = new StringWriter();
    ExperimentRunner.Outcome kept = run(plan, true, keepLog);
    assertThat(kept.computed()).isZero();
    assertThat(keepLog.toString())
        .contains("16 LPCT trials were computed by an older implementation: kept (--keep-stale)");

    StringWriter log = new StringWriter();
    ExperimentRunner.Outcome recomputed = run(plan, false, log);
    assertThat(recomputed.computed()).isEqualTo(16);
    assertThat(log.toString())
        .contains("16 LPCT trials were computed by an older implementation: recomputed");
    StoredTrials after = stored(plan);
    assertThat(TrialProvenance.of(plan, after).stale()).isZero();
    // same code, same seeds: the recomputed values equal the originals
    assertThat(after.scores("accuracy")).isEqualTo(before);
    // the manifest's run history records the note
    assertThat(
            Files.readString(
                ResultsLayout.directory(plan.spec(), results).resolve(StoredManifest.FILE)))
        .contains("16 LPCT trials were computed by an older implementation: recomputed");
  }

  @Test
  void anNqSweepKeepsThePrivateAndTestSamplesAndAnNpSweepThePublicOne() {
    ExperimentPlan nq =
        plan(
            """
                name: test/nq
                seed: 13
                replications: 2
                data:
                  synthetic: ma-yang-2d
                  params: {gamma: 0.5, nPrivate: 300, nTest: 100}
                sweep:
                  nPublic: [20, 40]
                methods:
                  - {name: LPCT-NP, params: {depth: 2, lambda: 1}}
                """);
    List<DataSplit> splits = drawReplication(nq, 1);
    assertThat(fingerprint(splits.get(0).privateSample()))
        .isEqualTo(fingerprint(splits.get(1).privateSample()));
    assertThat(fingerprint(splits.get(0).test())).isEqualTo(fingerprint(splits.get(1).test()));
    assertThat(fingerprint(splits.get(0).publicTrain()))
        .isNotEqualTo(fingerprint(splits.get(1).publicTrain()));
    // the smaller public sample is a prefix of the larger one
    assertThat(splits.get(1).publicTrain().features().row(19))
        .containsExactly(splits.get(0).publicTrain().features().row(19));

    ExperimentPlan np =
        plan(
            """
                name: test/np
                seed: 13
                replications: 2
                data:
                  synthetic: ma-yang-2d
                  params: {gamma: 0.5, nPublic: 30, nTest: 100}
                sweep:
                  nPrivate: [100, 200]
                methods:
                  - {name: LPCT-NP, params: {depth: 2, lambda: 1}}
                """);
    List<DataSplit> byNp = drawReplication(np, 1);
    assertThat(fingerprint(byNp.get(0).publicTrain()))
        .isEqualTo(fingerprint(byNp.get(1).publicTrain()));
    assertThat(fingerprint(byNp.get(0).test())).isEqualTo(fingerprint(byNp.get(1).test()));
    assertThat(fingerprint(byNp.get(0).privateSample()))
        .isNotEqualTo(fingerprint(byNp.get(1).privateSample()));
    // and replications differ
    assertThat(fingerprint(drawReplication(np, 0).get(0).test()))
        .isNotEqualTo(fingerprint(byNp.get(0).test()));
  }

  private static List<DataSplit> drawReplication(ExperimentPlan plan, int replication) {
    return plan.units().stream()
        .filter(u -> u.replication() == replication)
        .map(u -> u.data().source().draw(u.sampleStreams()))
        .collect(Collectors.toList());
  }

  private static String fingerprint(Dataset sample) {
    return DataSplit.of(sample, sample, sample).sha256();
  }
}
