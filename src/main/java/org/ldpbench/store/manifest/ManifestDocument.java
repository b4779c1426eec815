package org.ldpbench.store.manifest;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;
import org.ldpbench.BuildInfo;

/**
 * The content of {@code manifest.json}, field by field and in file order, as Jackson writes and
 * reads it ({@code org.ldpbench.run.Manifest} builds it and keeps the run history). Typed records
 * instead of maps, so that a field's name and type are stated once; the bytes written are the same
 * as those of the maps this replaces (a test compares with a fixture). Unknown fields of other
 * versions are ignored when reading; a manifest written before {@code runs} existed has no {@link
 * #runs()}.
 *
 * @param experiment spec name
 * @param title spec title
 * @param specFile the spec file as the user named it
 * @param specSha256 hash of the spec text
 * @param specVersion spec version
 * @param seed root of the seed tree
 * @param profile {@code full} or {@code quick}
 * @param replications replications of the profile
 * @param trialsPlanned trials in the plan
 * @param ldpbench versions of ldpbench and its libraries, by property name
 * @param git commit of the latest run
 * @param jvm Java and machine of the latest run
 * @param threads worker threads of the latest run
 * @param data provenance and replication-0 fingerprint of every data point, by source id
 * @param notes the spec's notes
 * @param started start of the latest run (ISO-8601)
 * @param status status of the latest run
 * @param finished end of the latest run; absent while it runs
 * @param trialsComputed trials computed by the latest run; absent while it runs
 * @param trialsReused trials found stored by the latest run; absent while it runs
 * @param trialsFailed trials failed in the latest run; absent while it runs
 * @param wallSeconds wall time of the latest run; absent while it runs
 * @param runs every run of the directory, oldest first (null in manifests older than run histories)
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({
  "experiment",
  "title",
  "specFile",
  "specSha256",
  "specVersion",
  "seed",
  "profile",
  "replications",
  "trialsPlanned",
  "ldpbench",
  "git",
  "jvm",
  "threads",
  "data",
  "notes",
  "started",
  "status",
  "finished",
  "trialsComputed",
  "trialsReused",
  "trialsFailed",
  "wallSeconds",
  "runs"
})
public record ManifestDocument(
    String experiment,
    String title,
    String specFile,
    String specSha256,
    Integer specVersion,
    Long seed,
    String profile,
    Integer replications,
    Long trialsPlanned,
    Map<String, String> ldpbench,
    Git git,
    Jvm jvm,
    Integer threads,
    Map<String, DataPoint> data,
    List<String> notes,
    String started,
    String status,
    @JsonInclude(JsonInclude.Include.NON_NULL) String finished,
    @JsonInclude(JsonInclude.Include.NON_NULL) Long trialsComputed,
    @JsonInclude(JsonInclude.Include.NON_NULL) Long trialsReused,
    @JsonInclude(JsonInclude.Include.NON_NULL) Long trialsFailed,
    @JsonInclude(JsonInclude.Include.NON_NULL) Double wallSeconds,
    @JsonInclude(JsonInclude.Include.NON_NULL) List<RunEntry> runs) {

  /** This document with the latest run's outcome set at the top level. */
  public ManifestDocument finished(
      String end, String endStatus, long computed, long reused, long failed, double wall) {
    return new ManifestDocument(
        experiment,
        title,
        specFile,
        specSha256,
        specVersion,
        seed,
        profile,
        replications,
        trialsPlanned,
        ldpbench,
        git,
        jvm,
        threads,
        data,
        notes,
        started,
        endStatus,
        end,
        computed,
        reused,
        failed,
        wall,
        runs);
  }

  /** This document with run history {@code history}. */
  public ManifestDocument withRuns(List<RunEntry> history) {
    return new ManifestDocument(
        experiment,
        title,
        specFile,
        specSha256,
        specVersion,
        seed,
        profile,
        replications,
        trialsPlanned,
        ldpbench,
        git,
        jvm,
        threads,
        data,
        notes,
        started,
        status,
        finished,
        trialsComputed,
        trialsReused,
        trialsFailed,
        wallSeconds,
        history);
  }

  /**
   * The commit the jar of a run was built from and whether the inputs of its results (src/,
   * experiments/, datasets/, pom.xml, untracked files included) differed from it ({@link
   * BuildInfo}; before the commit came from the jar: the checkout when the run started).
   *
   * @param commit full commit hash, or {@code unknown}
   * @param dirty {@code true}, {@code false} or {@code unknown}
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonPropertyOrder({"commit", "dirty"})
  public record Git(String commit, String dirty) {}

  /**
   * The Java runtime and machine.
   *
   * @param version Java version
   * @param vendor Java vendor
   * @param vm virtual machine name
   * @param os name, version and architecture of the operating system
   * @param availableProcessors processors available to the JVM
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonPropertyOrder({"version", "vendor", "vm", "os", "availableProcessors"})
  public record Jvm(
      String version, String vendor, String vm, String os, Integer availableProcessors) {}

  /**
   * One data point of the plan.
   *
   * @param provenance what the source says it is (generator and parameters, files and hashes)
   * @param replication0Sha256 SHA-256 of replication 0's draw
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonPropertyOrder({"provenance", "replication0Sha256"})
  public record DataPoint(String provenance, String replication0Sha256) {}

  /**
   * One run of the result directory, an entry of {@code runs}; what a run did not record is null
   * (written as null).
   *
   * @param index 1 for the first run, then 2, 3, ...
   * @param started ISO-8601 instant
   * @param finished ISO-8601 instant, null until the run finishes
   * @param status {@code running}, {@code complete}, ... (see {@link StoredManifest.Run})
   * @param profile {@code full} or {@code quick}
   * @param threads worker threads
   * @param git commit of the run
   * @param ldpbench ldpbench version
   * @param java Java version
   * @param specSha256 hash of the spec text the run used
   * @param trialsComputed trials computed by the run
   * @param trialsReused trials found stored
   * @param trialsFailed trials failed in the run
   * @param wallSeconds wall time
   * @param notes what the run wants a reader to know
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonPropertyOrder({
    "index",
    "started",
    "finished",
    "status",
    "profile",
    "threads",
    "git",
    "ldpbench",
    "java",
    "specSha256",
    "trialsComputed",
    "trialsReused",
    "trialsFailed",
    "wallSeconds",
    "notes"
  })
  public record RunEntry(
      Integer index,
      String started,
      String finished,
      String status,
      String profile,
      Integer threads,
      Git git,
      String ldpbench,
      String java,
      String specSha256,
      Long trialsComputed,
      Long trialsReused,
      Long trialsFailed,
      Double wallSeconds,
      List<String> notes) {

    /** This entry with another status and notes. */
    public RunEntry withStatus(String newStatus, List<String> newNotes) {
      return new RunEntry(
          index,
          started,
          finished,
          newStatus,
          profile,
          threads,
          git,
          ldpbench,
          java,
          specSha256,
          trialsComputed,
          trialsReused,
          trialsFailed,
          wallSeconds,
          newNotes);
    }

    /** This entry with the run's outcome. */
    public RunEntry finished(
        String end,
        String endStatus,
        long computed,
        long reused,
        long failed,
        double wall,
        List<String> runNotes) {
      return new RunEntry(
          index,
          started,
          end,
          endStatus,
          profile,
          threads,
          git,
          ldpbench,
          java,
          specSha256,
          computed,
          reused,
          failed,
          wall,
          runNotes);
    }
  }
}
