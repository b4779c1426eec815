package org.ldpbench.experiment;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
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
import java.util.Map;
import org.ldpbench.BuildInfo;

/**
 * {@code manifest.json} of a result directory: what produced the stored trials (DESIGN rule 5).
 *
 * <p>The top-level fields describe the spec (file, hash, version, seed, planned trials, data
 * identities and fingerprints, notes) and, as before run histories were kept, the environment and
 * outcome of the latest run (profile, threads, git commit, JVM, library versions, status, trial
 * counts, wall time). {@code runs} lists every run of the directory in order, one entry each
 * (see {@link Run}), so that trials stored by earlier runs stay attributable. A manifest written
 * before {@code runs} existed reads as one run. Only the run holding the store's lock writes it.
 */
public final class Manifest {

    public static final String FILE = "manifest.json";
    /** Where an unreadable manifest is moved aside before a run writes a new one. */
    public static final String UNREADABLE = FILE + ".unreadable";
    /** Status of a run found still "running" by a later run: its process ended without finishing. */
    public static final String DID_NOT_FINISH = "did not finish";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Map<String, Object> fields = new LinkedHashMap<>();
    private final List<Map<String, Object>> earlierRuns = new ArrayList<>();
    private final Map<String, Object> run = new LinkedHashMap<>();
    private final List<String> runNotes = new ArrayList<>();
    private final int runIndex;

    /**
     * One run of a result directory, an entry of {@code runs}. Fields a run did not record (it was
     * killed, or an old manifest lacks them) are null.
     *
     * @param index 1 for the first run of the directory, then 2, 3, ...
     * @param started ISO-8601 instant
     * @param finished ISO-8601 instant, null if the run did not finish
     * @param status {@code running}, {@code complete}, {@code complete with failures}, {@code aborted},
     *     {@code interrupted} or {@link #DID_NOT_FINISH}
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
    public record Run(int index, String started, String finished, String status, String profile, Integer threads,
            String commit, Boolean dirty, String version, String java, String specSha256, Long computed, Long reused, Long failed,
            Double wallSeconds, List<String> notes) {
    }

    private Manifest(List<Map<String, Object>> earlierRuns) {
        this.earlierRuns.addAll(earlierRuns);
        int last = 0;
        for (Map<String, Object> earlier : earlierRuns) {
            if (earlier.get("index") instanceof Number number) {
                last = Math.max(last, number.intValue());
            }
        }
        this.runIndex = Math.max(last, earlierRuns.size()) + 1;
    }

    /**
     * A manifest for a run of {@code plan} in {@code directory} with {@code threads} threads,
     * continuing the run history of the directory's manifest. An unreadable manifest is moved to
     * {@link #UNREADABLE} and noted. Call it only while holding the directory's store.
     */
    public static Manifest start(Path directory, ExperimentPlan plan, int threads,
            Map<String, String> dataFingerprints) throws IOException {
        Path file = directory.resolve(FILE);
        JsonNode previous = null;
        String unreadable = null;
        if (Files.exists(file)) {
            try {
                previous = read(file);
            } catch (JsonProcessingException e) {
                Files.move(file, directory.resolve(UNREADABLE), StandardCopyOption.REPLACE_EXISTING);
                unreadable = FILE + " was unreadable (" + e.getOriginalMessage() + "); moved to " + UNREADABLE
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
    public static Manifest of(ExperimentPlan plan, int threads, Map<String, String> dataFingerprints) {
        return of(plan, threads, dataFingerprints, null);
    }

    /**
     * A manifest describing {@code plan} run with {@code threads} threads, whose run history
     * continues that of {@code previous} (a stored manifest, or null). An earlier run still marked
     * running is marked {@link #DID_NOT_FINISH}: this run holds the store, so that run's process is gone.
     */
    public static Manifest of(ExperimentPlan plan, int threads, Map<String, String> dataFingerprints,
            JsonNode previous) {
        List<Map<String, Object>> earlier = previous == null ? List.of() : runEntries(previous);
        Manifest manifest = new Manifest(earlier);
        for (Map<String, Object> entry : manifest.earlierRuns) {
            if ("running".equals(entry.get("status"))) {
                entry.put("status", DID_NOT_FINISH);
                notes(entry).add("found still running by run " + manifest.runIndex
                        + ": the process ended without finishing (killed or crashed)");
                manifest.note("run " + entry.get("index") + " did not finish; its stored trials are reused");
            }
        }
        ExperimentSpec spec = plan.spec();
        String profile = plan.profile().name().toLowerCase(java.util.Locale.ROOT);
        Map<String, String> build = buildInfo();
        Map<String, String> git = gitInfo();
        String started = Instant.now().toString();
        Map<String, Object> f = manifest.fields;
        f.put("experiment", spec.name());
        f.put("title", spec.title());
        f.put("specFile", spec.file());
        f.put("specSha256", spec.sha256());
        f.put("specVersion", spec.version());
        f.put("seed", spec.seed());
        f.put("profile", profile);
        f.put("replications", plan.replications());
        f.put("trialsPlanned", plan.trialCount());
        f.put("ldpbench", build);
        f.put("git", git);
        Map<String, Object> jvm = new LinkedHashMap<>();
        jvm.put("version", System.getProperty("java.version"));
        jvm.put("vendor", System.getProperty("java.vendor"));
        jvm.put("vm", System.getProperty("java.vm.name"));
        jvm.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch"));
        jvm.put("availableProcessors", Runtime.getRuntime().availableProcessors());
        f.put("jvm", jvm);
        f.put("threads", threads);
        Map<String, Object> data = new LinkedHashMap<>();
        for (ExperimentPlan.DataPoint point : plan.dataPoints()) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("provenance", point.source().provenance());
            entry.put("replication0Sha256", dataFingerprints.get(point.source().id()));
            data.put(point.source().id(), entry);
        }
        f.put("data", data);
        f.put("notes", spec.notes());
        f.put("started", started);
        f.put("status", "running");

        Map<String, Object> r = manifest.run;
        r.put("index", manifest.runIndex);
        r.put("started", started);
        r.put("finished", null);
        r.put("status", "running");
        r.put("profile", profile);
        r.put("threads", threads);
        r.put("git", git);
        r.put("ldpbench", build.getOrDefault("ldpbench.version", "unknown"));
        r.put("java", System.getProperty("java.version"));
        r.put("specSha256", spec.sha256());
        r.put("trialsComputed", null);
        r.put("trialsReused", null);
        r.put("trialsFailed", null);
        r.put("wallSeconds", null);
        r.put("notes", manifest.runNotes);
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

    /** The index of this run in the directory's history (1 for the first run), for tagging what it stores. */
    public int currentRunIndex() {
        return runIndex;
    }

    /** Adds a note to this run's entry (written with the manifest). */
    public synchronized void note(String text) {
        runNotes.add(text);
    }

    /** Records how the run ended. */
    public synchronized void finish(String status, long computed, long reused, long failed, double seconds) {
        String finished = Instant.now().toString();
        double wall = Math.round(seconds * 10) / 10.0;
        for (Map<String, Object> target : List.of(fields, run)) {
            target.put("finished", finished);
            target.put("status", status);
            target.put("trialsComputed", computed);
            target.put("trialsReused", reused);
            target.put("trialsFailed", failed);
            target.put("wallSeconds", wall);
        }
    }

    public synchronized void write(Path directory) throws IOException {
        Files.createDirectories(directory);
        Path target = directory.resolve(FILE);
        Path temporary = directory.resolve(FILE + ".tmp");
        Map<String, Object> all = new LinkedHashMap<>(fields);
        List<Map<String, Object>> runs = new ArrayList<>(earlierRuns);
        runs.add(run);
        all.put("runs", runs);
        JSON.writeValue(temporary.toFile(), all);
        Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** The profile a stored manifest was written for (full if the manifest does not say quick). */
    public static ExperimentSpec.Profile profile(JsonNode manifest) {
        return "quick".equals(manifest.path("profile").asText()) ? ExperimentSpec.Profile.QUICK
                : ExperimentSpec.Profile.FULL;
    }

    /** Reads a stored {@code manifest.json}. */
    public static JsonNode read(Path file) throws IOException {
        return JSON.readTree(file.toFile());
    }

    /**
     * The runs recorded in a stored manifest, oldest first. A manifest without {@code runs} (written
     * before histories were kept) is one run described by its top-level fields; an empty or foreign
     * JSON object has none.
     */
    public static List<Run> runs(JsonNode manifest) {
        List<Run> out = new ArrayList<>();
        for (Map<String, Object> entry : runEntries(manifest)) {
            JsonNode node = JSON.valueToTree(entry);
            List<String> notes = new ArrayList<>();
            node.path("notes").forEach(n -> notes.add(n.asText()));
            String dirty = node.path("git").path("dirty").asText("");
            out.add(new Run(node.path("index").asInt(out.size() + 1), text(node, "started"), text(node, "finished"),
                    text(node, "status"), text(node, "profile"),
                    node.path("threads").isNumber() ? node.path("threads").asInt() : null,
                    text(node.path("git"), "commit"), dirty.equals("true") ? Boolean.TRUE
                            : dirty.equals("false") ? Boolean.FALSE : null,
                    text(node, "ldpbench"), text(node, "java"), text(node, "specSha256"), number(node, "trialsComputed"),
                    number(node, "trialsReused"), number(node, "trialsFailed"),
                    node.path("wallSeconds").isNumber() ? node.path("wallSeconds").asDouble() : null,
                    List.copyOf(notes)));
        }
        return out;
    }

    /** The runs of a stored manifest as mutable JSON maps (old manifests: one run from the top level). */
    private static List<Map<String, Object>> runEntries(JsonNode manifest) {
        List<Map<String, Object>> out = new ArrayList<>();
        if (manifest.path("runs").isArray()) {
            for (JsonNode entry : manifest.path("runs")) {
                if (entry.isObject()) {
                    Map<String, Object> map = JSON.convertValue(entry, new TypeReference<LinkedHashMap<String, Object>>() {
                    });
                    out.add(map);
                }
            }
        } else if (manifest.hasNonNull("started")) {
            Map<String, Object> legacy = new LinkedHashMap<>();
            legacy.put("index", 1);
            for (String name : List.of("started", "finished", "status", "profile", "threads")) {
                legacy.put(name, JSON.convertValue(manifest.get(name), Object.class));
            }
            legacy.put("git", JSON.convertValue(manifest.get("git"), Object.class));
            legacy.put("ldpbench", manifest.path("ldpbench").hasNonNull("ldpbench.version")
                    ? manifest.path("ldpbench").path("ldpbench.version").asText() : null);
            legacy.put("java", manifest.path("jvm").hasNonNull("version") ? manifest.path("jvm").path("version").asText()
                    : null);
            legacy.put("specSha256", text(manifest, "specSha256"));
            for (String name : List.of("trialsComputed", "trialsReused", "trialsFailed", "wallSeconds")) {
                legacy.put(name, JSON.convertValue(manifest.get(name), Object.class));
            }
            legacy.put("notes", new ArrayList<>(List.of("recorded before manifest.json kept a run history")));
            out.add(legacy);
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> notes(Map<String, Object> entry) {
        Object notes = entry.get("notes");
        if (!(notes instanceof List<?>)) {
            notes = new ArrayList<>();
            entry.put("notes", notes);
        }
        return (List<Object>) notes;
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? null : value.asText();
    }

    private static Long number(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value != null && value.isNumber() ? value.asLong() : null;
    }

    /** The manifest's top-level fields (for tests and reports). */
    public Map<String, Object> fields() {
        return java.util.Collections.unmodifiableMap(fields);
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
    private static Map<String, String> gitInfo() {
        BuildInfo build = BuildInfo.current();
        Map<String, String> out = new LinkedHashMap<>();
        out.put("commit", build.commit());
        out.put("dirty", build.dirtyText());
        return out;
    }
}
