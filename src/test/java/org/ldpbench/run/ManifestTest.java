package org.ldpbench.run;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.manifest.StoredManifest;
import org.ldpbench.testing.TestSpecs;

public class ManifestTest {

  /** A manifest as written before run histories existed (ldpbench at commit 7bc44b3), abridged. */
  public static final String OLD_MANIFEST =
      """
            {
              "experiment" : "test/tiny",
              "title" : "test/tiny",
              "specFile" : "tiny.yaml",
              "specSha256" : "0f1e2d",
              "specVersion" : 1,
              "seed" : 11,
              "profile" : "quick",
              "replications" : 2,
              "trialsPlanned" : 60,
              "ldpbench" : { "commons-csv.version" : "1.14.1", "ldpbench.version" : "0.1.0-SNAPSHOT" },
              "git" : { "commit" : "7bc44b3aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "dirty" : "true" },
              "jvm" : { "version" : "17.0.15", "vendor" : "Eclipse Adoptium" },
              "threads" : 2,
              "data" : { },
              "notes" : [ ],
              "started" : "2026-11-02T10:00:00Z",
              "status" : "complete",
              "finished" : "2026-11-02T10:00:03Z",
              "trialsComputed" : 60,
              "trialsReused" : 0,
              "trialsFailed" : 0,
              "wallSeconds" : 2.9
            }
            """;

  @TempDir Path temp;

  private static JsonNode json(String text) throws IOException {
    return new ObjectMapper().readTree(text);
  }

  private static Path directory(ExperimentPlan plan, Path results) {
    return ResultsLayout.directory(plan.spec(), results);
  }

  private static JsonNode stored(ExperimentPlan plan, Path results) throws IOException {
    return StoredManifest.read(directory(plan, results).resolve(StoredManifest.FILE));
  }

  @Test
  void everyRunIsAppendedToTheHistory() throws IOException {
    ExperimentPlan quick = ExperimentRunnerTest.plan(TestSpecs.TINY, ExperimentSpec.Profile.QUICK);
    ExperimentPlan full = ExperimentRunnerTest.plan(TestSpecs.TINY, ExperimentSpec.Profile.FULL);
    ExperimentRunnerTest.run(quick, temp, 1);
    ExperimentRunnerTest.run(full, temp, 2);
    ExperimentRunnerTest.run(full, temp, 2);

    JsonNode manifest = stored(full, temp);
    List<StoredManifest.Run> runs = StoredManifest.runs(manifest);
    assertThat(runs).extracting(StoredManifest.Run::index).containsExactly(1, 2, 3);
    assertThat(runs)
        .extracting(StoredManifest.Run::profile)
        .containsExactly("quick", "full", "full");
    assertThat(runs).extracting(StoredManifest.Run::threads).containsExactly(1, 2, 2);
    assertThat(runs).extracting(StoredManifest.Run::status).containsOnly("complete");
    assertThat(runs)
        .extracting(StoredManifest.Run::computed)
        .containsExactly(quick.trialCount(), full.trialCount() - quick.trialCount(), 0L);
    assertThat(runs)
        .extracting(StoredManifest.Run::reused)
        .containsExactly(0L, quick.trialCount(), full.trialCount());
    assertThat(runs).extracting(StoredManifest.Run::failed).containsOnly(0L);
    for (StoredManifest.Run run : runs) {
      assertThat(run.started()).isNotNull().isLessThanOrEqualTo(run.finished());
      assertThat(run.wallSeconds()).isNotNull().isNotNegative();
      assertThat(run.commit()).isNotBlank();
      assertThat(run.version()).isNotBlank();
      assertThat(run.java()).isEqualTo(System.getProperty("java.version"));
      assertThat(run.specSha256()).isEqualTo(full.spec().sha256());
      assertThat(run.notes()).isEmpty();
    }
    assertThat(runs.get(0).started()).isLessThanOrEqualTo(runs.get(1).started());
    // the top level still describes the spec and the latest run, as before
    assertThat(manifest.path("specSha256").asText()).isEqualTo(full.spec().sha256());
    assertThat(manifest.path("trialsPlanned").asLong()).isEqualTo(full.trialCount());
    assertThat(manifest.path("profile").asText()).isEqualTo("full");
    assertThat(manifest.path("status").asText()).isEqualTo("complete");
    assertThat(manifest.path("trialsComputed").asLong()).isZero();
    assertThat(manifest.path("data").size()).isEqualTo(1);
  }

  @Test
  void aManifestWithoutRunsReadsAsOneRunAndIsContinued() throws IOException {
    List<StoredManifest.Run> legacy = StoredManifest.runs(json(OLD_MANIFEST));
    assertThat(legacy)
        .containsExactly(
            new StoredManifest.Run(
                1,
                "2026-11-02T10:00:00Z",
                "2026-11-02T10:00:03Z",
                "complete",
                "quick",
                2,
                "7bc44b3aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
                true,
                "0.1.0-SNAPSHOT",
                "17.0.15",
                "0f1e2d",
                60L,
                0L,
                0L,
                2.9,
                List.of("recorded before manifest.json kept a run history")));

    ExperimentPlan plan = ExperimentRunnerTest.plan(TestSpecs.TINY, ExperimentSpec.Profile.FULL);
    Files.createDirectories(directory(plan, temp));
    Files.writeString(directory(plan, temp).resolve(StoredManifest.FILE), OLD_MANIFEST);
    ExperimentRunnerTest.run(plan, temp, 1);
    List<StoredManifest.Run> runs = StoredManifest.runs(stored(plan, temp));
    assertThat(runs).hasSize(2);
    assertThat(runs.get(0)).isEqualTo(legacy.get(0));
    assertThat(runs.get(1).index()).isEqualTo(2);
    assertThat(runs.get(1).computed()).isEqualTo(plan.trialCount());
  }

  @Test
  void theCurrentRunIndexFollowsTheHistory() throws IOException {
    ExperimentPlan plan = ExperimentRunnerTest.plan(TestSpecs.TINY, ExperimentSpec.Profile.FULL);
    assertThat(Manifest.of(plan, 1, Map.of()).currentRunIndex()).isEqualTo(1);
    assertThat(Manifest.of(plan, 1, Map.of(), json("{\"earlier\": true}")).currentRunIndex())
        .isEqualTo(1);
    assertThat(Manifest.of(plan, 1, Map.of(), json(OLD_MANIFEST)).currentRunIndex()).isEqualTo(2);
    JsonNode gap =
        json(
            "{\"runs\": [{\"index\": 1, \"status\": \"complete\"}, {\"index\": 4, \"status\": \"complete\"}]}");
    assertThat(Manifest.of(plan, 1, Map.of(), gap).currentRunIndex()).isEqualTo(5);

    ExperimentRunnerTest.run(plan, temp, 1);
    Manifest next = Manifest.start(directory(plan, temp), plan, 1, Map.of());
    assertThat(next.currentRunIndex()).isEqualTo(2);
    assertThat(StoredManifest.runs(json("{}"))).isEmpty();
  }

  @Test
  void aRunStillMarkedRunningIsRecordedAsNotFinished() throws IOException {
    ExperimentPlan plan = ExperimentRunnerTest.plan(TestSpecs.TINY, ExperimentSpec.Profile.FULL);
    Path directory = directory(plan, temp);
    Manifest killed = Manifest.start(directory, plan, 1, Map.of());
    killed.write(directory); // as a killed run leaves it: status running, never finished
    assertThat(StoredManifest.runs(stored(plan, temp)))
        .extracting(StoredManifest.Run::status)
        .containsExactly("running");

    ExperimentRunnerTest.run(plan, temp, 1);
    List<StoredManifest.Run> runs = StoredManifest.runs(stored(plan, temp));
    assertThat(runs)
        .extracting(StoredManifest.Run::status)
        .containsExactly(Manifest.DID_NOT_FINISH, "complete");
    assertThat(runs.get(0).finished()).isNull();
    assertThat(runs.get(0).computed()).isNull();
    assertThat(runs.get(0).notes())
        .containsExactly(
            "found still running by run 2: the process ended without finishing (killed or crashed)");
    assertThat(runs.get(1).notes())
        .containsExactly("run 1 did not finish; its stored trials are reused");
  }

  @Test
  void notesOfTheRunAreWritten() throws IOException {
    ExperimentPlan plan = ExperimentRunnerTest.plan(TestSpecs.TINY, ExperimentSpec.Profile.FULL);
    Manifest manifest = Manifest.of(plan, 2, Map.of());
    manifest.note("1200 LPCT trials were computed by an older implementation: recomputed");
    manifest.finish("complete", 1200, 0, 0, 1.26);
    manifest.write(temp);
    StoredManifest.Run run =
        StoredManifest.runs(StoredManifest.read(temp.resolve(StoredManifest.FILE))).get(0);
    assertThat(run.notes())
        .containsExactly("1200 LPCT trials were computed by an older implementation: recomputed");
    assertThat(run.wallSeconds()).isEqualTo(1.3);
    assertThat(run.computed()).isEqualTo(1200L);
  }

  @Test
  void anUnreadableManifestIsMovedAsideAndNoted() throws IOException {
    ExperimentPlan plan = ExperimentRunnerTest.plan(TestSpecs.TINY, ExperimentSpec.Profile.FULL);
    Path directory = directory(plan, temp);
    Files.createDirectories(directory);
    Files.writeString(directory.resolve(StoredManifest.FILE), "{\"runs\": [ {\"index\": 1,");
    ExperimentRunnerTest.run(plan, temp, 1);
    assertThat(directory.resolve(Manifest.UNREADABLE)).hasContent("{\"runs\": [ {\"index\": 1,");
    List<StoredManifest.Run> runs = StoredManifest.runs(stored(plan, temp));
    assertThat(runs).hasSize(1);
    assertThat(runs.get(0).notes())
        .singleElement()
        .asString()
        .startsWith("manifest.json was unreadable (")
        .endsWith("); moved to manifest.json.unreadable," + " earlier runs are not listed");
  }
}
