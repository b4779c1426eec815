package org.ldpbench.experiment;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * {@code manifest.json} of a result directory: what produced the stored trials (DESIGN rule 5):
 * spec file and hash, git commit, JVM, library versions, data identities and fingerprints,
 * profile, thread count and how the last run ended. Rewritten by every run.
 */
public final class Manifest {

    public static final String FILE = "manifest.json";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Map<String, Object> fields = new LinkedHashMap<>();

    /** A manifest describing {@code plan} run with {@code threads} threads. */
    public static Manifest of(ExperimentPlan plan, int threads, Map<String, String> dataFingerprints) {
        ExperimentSpec spec = plan.spec();
        Manifest manifest = new Manifest();
        Map<String, Object> f = manifest.fields;
        f.put("experiment", spec.name());
        f.put("title", spec.title());
        f.put("specFile", spec.file());
        f.put("specSha256", spec.sha256());
        f.put("specVersion", spec.version());
        f.put("seed", spec.seed());
        f.put("profile", plan.profile().name().toLowerCase(java.util.Locale.ROOT));
        f.put("replications", plan.replications());
        f.put("trialsPlanned", plan.trialCount());
        f.put("ldpbench", buildInfo());
        f.put("git", gitInfo());
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
        f.put("started", Instant.now().toString());
        f.put("status", "running");
        return manifest;
    }

    /** Adds a line to this run's notes (e.g. how many stale trials were recomputed). */
    public void note(String line) {
        @SuppressWarnings("unchecked")
        java.util.List<String> notes = (java.util.List<String>) fields.computeIfAbsent("runNotes",
                k -> new java.util.ArrayList<String>());
        notes.add(line);
    }

    /**
     * The current git commit, abbreviated to 12 digits, with "+dirty" when tracked files have
     * uncommitted changes; "unknown" outside a git checkout. Stored with every trial row.
     */
    public static String commitLabel() {
        Map<String, String> git = gitInfo();
        String commit = git.get("commit");
        if (commit.equals("unknown")) {
            return commit;
        }
        return commit.substring(0, Math.min(12, commit.length())) + ("true".equals(git.get("dirty")) ? "+dirty" : "");
    }

    /** Records how the run ended. */
    public void finish(String status, long computed, long reused, long failed, double seconds) {
        fields.put("finished", Instant.now().toString());
        fields.put("status", status);
        fields.put("trialsComputed", computed);
        fields.put("trialsReused", reused);
        fields.put("trialsFailed", failed);
        fields.put("wallSeconds", Math.round(seconds * 10) / 10.0);
    }

    public void write(Path directory) throws IOException {
        Files.createDirectories(directory);
        Path target = directory.resolve(FILE);
        Path temporary = directory.resolve(FILE + ".tmp");
        JSON.writeValue(temporary.toFile(), fields);
        Files.move(temporary, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /** The profile a stored manifest was written for (full if the manifest does not say quick). */
    public static ExperimentSpec.Profile profile(com.fasterxml.jackson.databind.JsonNode manifest) {
        return "quick".equals(manifest.path("profile").asText()) ? ExperimentSpec.Profile.QUICK
                : ExperimentSpec.Profile.FULL;
    }

    /** Reads a stored {@code manifest.json}. */
    public static com.fasterxml.jackson.databind.JsonNode read(Path file) throws IOException {
        return JSON.readTree(file.toFile());
    }

    /** The manifest's fields (for tests and reports). */
    public Map<String, Object> fields() {
        return java.util.Collections.unmodifiableMap(fields);
    }

    /** Versions of ldpbench and its libraries, from the build. */
    static Map<String, String> buildInfo() {
        Properties properties = new Properties();
        try (InputStream in = Manifest.class.getResourceAsStream("/org/ldpbench/build.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            // versions are informative; a missing resource is recorded as empty
        }
        Map<String, String> out = new TreeMap<>();
        properties.forEach((k, v) -> out.put(k.toString(), v.toString()));
        return out;
    }

    private static Map<String, String> gitInfo() {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("commit", run("git", "rev-parse", "HEAD"));
        String status = run("git", "status", "--porcelain", "--untracked-files=no");
        out.put("dirty", status.equals("unknown") ? "unknown" : Boolean.toString(!status.isEmpty()));
        return out;
    }

    private static String run(String... command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            byte[] output = process.getInputStream().readAllBytes();
            if (!process.waitFor(5, TimeUnit.SECONDS) || process.exitValue() != 0) {
                return "unknown";
            }
            return new String(output, java.nio.charset.StandardCharsets.UTF_8).trim();
        } catch (IOException e) {
            return "unknown";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown";
        }
    }
}
