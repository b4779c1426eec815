package org.ldpbench.store.manifest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.ldpbench.spec.ExperimentSpec;

/**
 * Reading a result directory's {@code manifest.json} ({@link ManifestDocument}): the profile it was
 * run with and its run history. The runner writes the file ({@code org.ldpbench.run.Manifest});
 * reports and commands read it here, without the runner.
 */
public final class StoredManifest {

  /** The manifest's file name in a result directory. */
  public static final String FILE = "manifest.json";

  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * One run of a result directory, an entry of {@code runs}. Fields a run did not record (it was
   * killed, or an old manifest lacks them) are null.
   *
   * @param index 1 for the first run of the directory, then 2, 3, ...
   * @param started ISO-8601 instant
   * @param finished ISO-8601 instant, null if the run did not finish
   * @param status {@code running}, {@code complete}, {@code complete with failures}, {@code
   *     aborted}, {@code interrupted} or {@code did not finish}
   * @param profile {@code full} or {@code quick}
   * @param threads worker threads
   * @param commit git commit the jar was built from ({@code unknown} outside a repository; before
   *     the commit came from the jar: the commit checked out when the run started)
   * @param dirty whether the built sources had uncommitted changes (null if unknown)
   * @param version ldpbench version
   * @param java Java version
   * @param specSha256 hash of the spec text the run used
   * @param computed trials computed by this run
   * @param reused trials found stored
   * @param failed trials that failed in this run
   * @param wallSeconds wall time
   * @param notes what the run wants a reader to know (e.g. recomputed trials and why)
   */
  public record Run(
      int index,
      String started,
      String finished,
      String status,
      String profile,
      Integer threads,
      String commit,
      Boolean dirty,
      String version,
      String java,
      String specSha256,
      Long computed,
      Long reused,
      Long failed,
      Double wallSeconds,
      List<String> notes) {}

  private StoredManifest() {}

  /** The profile a stored manifest was written for (full if the manifest does not say quick). */
  public static ExperimentSpec.Profile profile(ManifestDocument manifest) {
    return "quick".equals(manifest.profile())
        ? ExperimentSpec.Profile.QUICK
        : ExperimentSpec.Profile.FULL;
  }

  /** As {@link #profile(ManifestDocument)} for a manifest read as JSON. */
  public static ExperimentSpec.Profile profile(JsonNode manifest) {
    return "quick".equals(manifest.path("profile").asText())
        ? ExperimentSpec.Profile.QUICK
        : ExperimentSpec.Profile.FULL;
  }

  /** Reads a stored {@code manifest.json}, typed; any version (unknown fields are ignored). */
  public static ManifestDocument load(Path file) throws IOException {
    return JSON.readValue(file.toFile(), ManifestDocument.class);
  }

  /** Reads a stored {@code manifest.json} as a JSON tree (for readers of single fields). */
  public static JsonNode read(Path file) throws IOException {
    return JSON.readTree(file.toFile());
  }

  /** {@code manifest} as the typed document. */
  public static ManifestDocument document(JsonNode manifest) {
    try {
      return JSON.treeToValue(manifest, ManifestDocument.class);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("not a manifest: " + e.getOriginalMessage(), e);
    }
  }

  /** As {@link #runs(ManifestDocument)} for a manifest read as JSON. */
  public static List<Run> runs(JsonNode manifest) {
    return runs(document(manifest));
  }

  /**
   * The runs recorded in a stored manifest, oldest first. A manifest without {@code runs} (written
   * before histories were kept) is one run described by its top-level fields; an empty or foreign
   * JSON object has none.
   */
  public static List<Run> runs(ManifestDocument manifest) {
    List<Run> out = new ArrayList<>();
    for (ManifestDocument.RunEntry entry : runEntries(manifest)) {
      ManifestDocument.Git git = entry.git();
      String dirty = git == null || git.dirty() == null ? "" : git.dirty();
      out.add(
          new Run(
              entry.index() != null ? entry.index() : out.size() + 1,
              entry.started(),
              entry.finished(),
              entry.status(),
              entry.profile(),
              entry.threads(),
              git == null ? null : git.commit(),
              dirty.equals("true") ? Boolean.TRUE : dirty.equals("false") ? Boolean.FALSE : null,
              entry.ldpbench(),
              entry.java(),
              entry.specSha256(),
              entry.trialsComputed(),
              entry.trialsReused(),
              entry.trialsFailed(),
              entry.wallSeconds(),
              entry.notes() == null ? List.of() : List.copyOf(entry.notes())));
    }
    return out;
  }

  /** The runs of a stored manifest (old manifests: one run from the top level). */
  public static List<ManifestDocument.RunEntry> runEntries(ManifestDocument manifest) {
    if (manifest.runs() != null) {
      return manifest.runs().stream().filter(Objects::nonNull).toList();
    }
    if (manifest.started() == null) {
      return List.of();
    }
    Map<String, String> build = manifest.ldpbench();
    return List.of(
        new ManifestDocument.RunEntry(
            1,
            manifest.started(),
            manifest.finished(),
            manifest.status(),
            manifest.profile(),
            manifest.threads(),
            manifest.git(),
            build == null ? null : build.get("ldpbench.version"),
            manifest.jvm() == null ? null : manifest.jvm().version(),
            manifest.specSha256(),
            manifest.trialsComputed(),
            manifest.trialsReused(),
            manifest.trialsFailed(),
            manifest.wallSeconds(),
            List.of("recorded before manifest.json kept a run history")));
  }
}
