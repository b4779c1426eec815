package org.ldpbench.run;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ldpbench.BuildInfo;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.manifest.ManifestDocument;
import org.ldpbench.store.manifest.StoredManifest;

/**
 * {@code manifest.json} of a result directory: what produced the stored trials (DESIGN rule 5).
 *
 * <p>The file is a {@link ManifestDocument}, written and read by Jackson. The top-level fields
 * describe the spec (file, hash, version, seed, planned trials, data identities and fingerprints,
 * notes) and, as before run histories were kept, the environment and outcome of the latest run
 * (profile, threads, git commit, JVM, library versions, status, trial counts, wall time). {@code
 * runs} lists every run of the directory in order, one entry each (see {@link StoredManifest.Run}),
 * so that trials stored by earlier runs stay attributable. A manifest written before {@code runs}
 * existed reads as one run. Only the run holding the store's lock writes it.
 */
public final class Manifest {

  /** Where an unreadable manifest is moved aside before a run writes a new one. */
  public static final String UNREADABLE = StoredManifest.FILE + ".unreadable";

  /** Status of a run found still "running" by a later run: its process ended without finishing. */
  public static final String DID_NOT_FINISH = "did not finish";

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private final List<ManifestDocument.RunEntry> earlierRuns = new ArrayList<>();
  private final List<String> runNotes = new ArrayList<>();
  private final int runIndex;
  private ManifestDocument document;
  private ManifestDocument.RunEntry run;

  private Manifest(List<ManifestDocument.RunEntry> earlierRuns) {
    this.earlierRuns.addAll(earlierRuns);
    int last = 0;
    for (ManifestDocument.RunEntry earlier : earlierRuns) {
      if (earlier.index() != null) {
        last = Math.max(last, earlier.index());
      }
    }
    this.runIndex = Math.max(last, earlierRuns.size()) + 1;
  }

  /**
   * A manifest for a run of {@code plan} in {@code directory} with {@code threads} threads,
   * continuing the run history of the directory's manifest. An unreadable manifest is moved to
   * {@link #UNREADABLE} and noted. Call it only while holding the directory's store.
   */
  public static Manifest start(
      Path directory, ExperimentPlan plan, int threads, Map<String, String> dataFingerprints)
      throws IOException {
    Path file = directory.resolve(StoredManifest.FILE);
    ManifestDocument previous = null;
    String unreadable = null;
    if (Files.exists(file)) {
      try {
        previous = StoredManifest.load(file);
      } catch (JsonProcessingException e) {
        Files.move(file, directory.resolve(UNREADABLE), StandardCopyOption.REPLACE_EXISTING);
        unreadable =
            StoredManifest.FILE
                + " was unreadable ("
                + e.getOriginalMessage()
                + "); moved to "
                + UNREADABLE
                + ", earlier runs are not listed";
      }
    }
    Manifest manifest = of(plan, threads, dataFingerprints, previous);
    if (unreadable != null) {
      manifest.note(unreadable);
    }
    return manifest;
  }

  /** A manifest describing {@code plan} run with {@code threads} threads, without earlier runs. */
  public static Manifest of(
      ExperimentPlan plan, int threads, Map<String, String> dataFingerprints) {
    return of(plan, threads, dataFingerprints, (ManifestDocument) null);
  }

  /** As {@link #of(ExperimentPlan, int, Map, ManifestDocument)} for a manifest read as JSON. */
  public static Manifest of(
      ExperimentPlan plan, int threads, Map<String, String> dataFingerprints, JsonNode previous) {
    return of(
        plan,
        threads,
        dataFingerprints,
        previous == null ? null : StoredManifest.document(previous));
  }

  /**
   * A manifest describing {@code plan} run with {@code threads} threads, whose run history
   * continues that of {@code previous} (a stored manifest, or null). An earlier run still marked
   * running is marked {@link #DID_NOT_FINISH}: this run holds the store, so that run's process is
   * gone.
   */
  public static Manifest of(
      ExperimentPlan plan,
      int threads,
      Map<String, String> dataFingerprints,
      ManifestDocument previous) {
    List<ManifestDocument.RunEntry> earlier =
        previous == null ? List.of() : StoredManifest.runEntries(previous);
    Manifest manifest = new Manifest(earlier);
    for (int i = 0; i < manifest.earlierRuns.size(); i++) {
      ManifestDocument.RunEntry entry = manifest.earlierRuns.get(i);
      if ("running".equals(entry.status())) {
        List<String> notes = new ArrayList<>(entry.notes() == null ? List.of() : entry.notes());
        notes.add(
            "found still running by run "
                + manifest.runIndex
                + ": the process ended without finishing (killed or crashed)");
        manifest.earlierRuns.set(i, entry.withStatus(DID_NOT_FINISH, notes));
        manifest.note("run " + entry.index() + " did not finish; its stored trials are reused");
      }
    }
    ExperimentSpec spec = plan.spec();
    String profile = plan.profile().name().toLowerCase(Locale.ROOT);
    Map<String, String> build = buildInfo();
    ManifestDocument.Git git = gitInfo();
    String started = Instant.now().toString();
    ManifestDocument.Jvm jvm =
        new ManifestDocument.Jvm(
            System.getProperty("java.version"),
            System.getProperty("java.vendor"),
            System.getProperty("java.vm.name"),
            System.getProperty("os.name")
                + " "
                + System.getProperty("os.version")
                + " "
                + System.getProperty("os.arch"),
            Runtime.getRuntime().availableProcessors());
    Map<String, ManifestDocument.DataPoint> data = new LinkedHashMap<>();
    for (ExperimentPlan.DataPoint point : plan.dataPoints()) {
      data.put(
          point.source().id(),
          new ManifestDocument.DataPoint(
              point.source().provenance(), dataFingerprints.get(point.source().id())));
    }
    manifest.document =
        new ManifestDocument(
            spec.name(),
            spec.title(),
            spec.file(),
            spec.sha256(),
            spec.version(),
            spec.seed(),
            profile,
            plan.replications(),
            plan.trialCount(),
            build,
            git,
            jvm,
            threads,
            data,
            spec.notes(),
            started,
            "running",
            null,
            null,
            null,
            null,
            null,
            null);
    manifest.run =
        new ManifestDocument.RunEntry(
            manifest.runIndex,
            started,
            null,
            "running",
            profile,
            threads,
            git,
            build.getOrDefault("ldpbench.version", "unknown"),
            System.getProperty("java.version"),
            spec.sha256(),
            null,
            null,
            null,
            null,
            List.of());
    return manifest;
  }

  /**
   * The commit the running jar was built from, abbreviated to 12 digits, with "+dirty" when the
   * sources it was built from had uncommitted changes; "unknown" for a build outside a git
   * checkout. Stored with every trial row ({@link BuildInfo#label()}).
   */
  public static String commitLabel() {
    return BuildInfo.current().label();
  }

  /**
   * The index of this run in the directory's history (1 for the first run), for tagging what it
   * stores.
   */
  public int currentRunIndex() {
    return runIndex;
  }

  /** Adds a note to this run's entry (written with the manifest). */
  public synchronized void note(String text) {
    runNotes.add(text);
  }

  /** Records how the run ended. */
  public synchronized void finish(
      String status, long computed, long reused, long failed, double seconds) {
    String finished = Instant.now().toString();
    double wall = Math.round(seconds * 10) / 10.0;
    document = document.finished(finished, status, computed, reused, failed, wall);
    run = run.finished(finished, status, computed, reused, failed, wall, List.of());
  }

  /** What {@link #write} writes now: the latest run's fields at the top level, then every run. */
  public synchronized ManifestDocument document() {
    List<ManifestDocument.RunEntry> runs = new ArrayList<>(earlierRuns);
    runs.add(run.withStatus(run.status(), List.copyOf(runNotes)));
    return document.withRuns(List.copyOf(runs));
  }

  public synchronized void write(Path directory) throws IOException {
    Files.createDirectories(directory);
    Path target = directory.resolve(StoredManifest.FILE);
    Path temporary = directory.resolve(StoredManifest.FILE + ".tmp");
    Files.write(temporary, bytes(document()));
    Files.move(
        temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  /**
   * The bytes of {@code manifest.json} for {@code document}: indented JSON, fields in record order.
   */
  static byte[] bytes(ManifestDocument document) throws IOException {
    return JSON.writeValueAsBytes(document);
  }

  /** Versions of ldpbench and its libraries, from the build. */
  static Map<String, String> buildInfo() {
    return BuildInfo.current().versions();
  }

  /**
   * The commit the running code was built from and whether its inputs (sources, build, specs, data
   * descriptors, untracked files included) differed from it, as embedded in the jar at build time
   * ({@link BuildInfo}); not the outputs a run rewrites itself (figures, reports), so the second
   * experiment of one {@code reproduce} is not "dirty" because the first one redrew its figure.
   */
  private static ManifestDocument.Git gitInfo() {
    BuildInfo build = BuildInfo.current();
    return new ManifestDocument.Git(build.commit(), build.dirtyText());
  }
}
