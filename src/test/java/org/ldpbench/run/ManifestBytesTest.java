package org.ldpbench.run;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.manifest.ManifestDocument;
import org.ldpbench.store.manifest.StoredManifest;
import org.ldpbench.testing.TestSpecs;

/**
 * {@code manifest.json} is written from typed records ({@link ManifestDocument}) instead of maps,
 * byte for byte as before: the fixtures were written by the map-based {@link Manifest} (commit
 * 43dd8b2) for {@link ExperimentRunnerTest#TINY}, quick profile, on top of a history with a
 * finished and a killed run; {@code manifest-running.json} after a note, {@code
 * manifest-finished.json} after {@code finish("complete with failures", 50, 10, 3, 12.345)}.
 */
class ManifestBytesTest {

  private static byte[] resource(String name) throws IOException {
    try (InputStream in = ManifestBytesTest.class.getResourceAsStream(name)) {
      assertThat(in).as(name).isNotNull();
      return in.readAllBytes();
    }
  }

  private static ManifestDocument document(byte[] json) throws IOException {
    return StoredManifest.document(new ObjectMapper().readTree(json));
  }

  @Test
  void storedManifestsReadAndWriteBackByteForByte() throws IOException {
    for (String name : List.of("manifest-running.json", "manifest-finished.json")) {
      byte[] fixture = resource(name);
      assertThat(new String(Manifest.bytes(document(fixture)), StandardCharsets.UTF_8))
          .as(name)
          .isEqualTo(new String(fixture, StandardCharsets.UTF_8));
    }
  }

  @Test
  void theSameInputsGiveTheSameBytesAsTheMapBasedManifest() throws IOException {
    ExperimentPlan plan = ExperimentRunnerTest.plan(TestSpecs.TINY, ExperimentSpec.Profile.QUICK);
    Map<String, String> fingerprints = ExperimentRunner.fingerprints(plan);
    Manifest manifest =
        Manifest.of(
            plan, 2, fingerprints, new ObjectMapper().readTree(resource("manifest-previous.json")));
    manifest.note("60 LPCT trials were computed by an older implementation: recomputed");
    byte[] running = resource("manifest-running.json");
    assertThat(text(sameEnvironment(manifest.document(), document(running))))
        .isEqualTo(text(running));

    manifest.finish("complete with failures", 50, 10, 3, 12.345);
    byte[] finished = resource("manifest-finished.json");
    assertThat(text(sameEnvironment(manifest.document(), document(finished))))
        .isEqualTo(text(finished));
  }

  @Test
  void aManifestReadsTypedWithItsRunsAndTheLatestOutcome() throws IOException {
    ManifestDocument finished = document(resource("manifest-finished.json"));
    assertThat(finished.experiment()).isEqualTo("test/tiny");
    assertThat(finished.status()).isEqualTo("complete with failures");
    assertThat(finished.trialsComputed()).isEqualTo(50L);
    assertThat(finished.wallSeconds()).isEqualTo(12.3);
    assertThat(StoredManifest.profile(finished)).isEqualTo(ExperimentSpec.Profile.QUICK);
    assertThat(StoredManifest.runs(finished))
        .extracting(StoredManifest.Run::status)
        .containsExactly("complete", Manifest.DID_NOT_FINISH, "complete with failures");
    // a manifest written before run histories: typed, one run from its top level
    ManifestDocument old = document(ManifestTest.OLD_MANIFEST.getBytes(StandardCharsets.UTF_8));
    assertThat(old.runs()).isNull();
    assertThat(StoredManifest.runs(old))
        .singleElement()
        .satisfies(
            run -> {
              assertThat(run.index()).isEqualTo(1);
              assertThat(run.computed()).isEqualTo(60L);
              assertThat(run.commit()).startsWith("7bc44b3");
            });
  }

  private static String text(byte[] bytes) {
    return new String(bytes, StandardCharsets.UTF_8);
  }

  private static String text(ManifestDocument document) throws IOException {
    return text(Manifest.bytes(document));
  }

  /**
   * {@code written} with the fixture's clock, machine, build and commit (what differs between the
   * fixture's run and this one), everything else as written now.
   */
  private static ManifestDocument sameEnvironment(
      ManifestDocument written, ManifestDocument fixture) {
    List<ManifestDocument.RunEntry> runs = new ArrayList<>(written.runs());
    ManifestDocument.RunEntry last = runs.remove(runs.size() - 1);
    ManifestDocument.RunEntry fixed = fixture.runs().get(fixture.runs().size() - 1);
    runs.add(
        new ManifestDocument.RunEntry(
            last.index(),
            fixed.started(),
            fixed.finished(),
            last.status(),
            last.profile(),
            last.threads(),
            fixed.git(),
            fixed.ldpbench(),
            fixed.java(),
            last.specSha256(),
            last.trialsComputed(),
            last.trialsReused(),
            last.trialsFailed(),
            last.wallSeconds(),
            last.notes()));
    return new ManifestDocument(
        written.experiment(),
        written.title(),
        written.specFile(),
        written.specSha256(),
        written.specVersion(),
        written.seed(),
        written.profile(),
        written.replications(),
        written.trialsPlanned(),
        fixture.ldpbench(),
        fixture.git(),
        fixture.jvm(),
        written.threads(),
        written.data(),
        written.notes(),
        fixture.started(),
        written.status(),
        fixture.finished(),
        written.trialsComputed(),
        written.trialsReused(),
        written.trialsFailed(),
        written.wallSeconds(),
        List.copyOf(runs));
  }
}
