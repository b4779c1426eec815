package org.ldpbench.experiment;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What a result directory holds, read back for summaries and reports: per trial key the latest
 * row (a recomputed trial appends a newer row; the older one stays in the append-only file but is
 * superseded).
 */
public final class StoredTrials {

    /**
     * The pseudo-metric of every stored row: its running time in seconds, the fit time of its fit
     * group plus its own post-processing and prediction time (what a user waits for one
     * configuration). Not a score: tables show it with {@code value: seconds}.
     */
    public static final String SECONDS = "seconds";

    private final Map<String, Row> rows;

    StoredTrials(Map<String, Row> rows) {
        this.rows = Collections.unmodifiableMap(new HashMap<>(rows));
    }

    /** No stored trials. */
    public static StoredTrials empty() {
        return new StoredTrials(Map.of());
    }

    /**
     * Trials held in memory rather than read from a store: one score per key in {@code metric},
     * all computed by the same (unnamed) implementation. For tests and for callers that already
     * hold scores.
     */
    public static StoredTrials fromScores(String metric, Map<String, Double> scores) {
        Map<String, Row> rows = new HashMap<>();
        scores.forEach((key, score) -> rows.put(key, new Row(false, "", Map.of(metric, score), "", "")));
        return new StoredTrials(rows);
    }

    /** Trials held in memory with several metric columns per key (for tests). */
    public static StoredTrials fromMetrics(Map<String, Map<String, Double>> metricsByKey) {
        Map<String, Row> rows = new HashMap<>();
        metricsByKey.forEach((key, metrics) -> rows.put(key, new Row(false, "", Map.copyOf(metrics), "", "")));
        return new StoredTrials(rows);
    }

    /** The stored row of {@code key}, if any. */
    public Optional<Row> row(String key) {
        return Optional.ofNullable(rows.get(key));
    }

    /** Number of distinct keys stored. */
    public int size() {
        return rows.size();
    }

    /** The score of every stored trial in {@code metric} by key (NaN for NA rows). */
    public Map<String, Double> scores(String metric) {
        Map<String, Double> out = new HashMap<>();
        rows.forEach((key, row) -> out.put(key, row.metrics().getOrDefault(metric, Double.NaN)));
        return out;
    }

    /**
     * One stored trial.
     *
     * @param notApplicable true if the method declared the configuration not applicable (NA)
     * @param reason the NA reason, empty otherwise
     * @param metrics score per metric column (absent for NA rows)
     * @param implementation the implementation versions that computed it, e.g. {@code LPCT@2+ma-yang-2d@2}
     * @param commit the git commit of the run that computed it (abbreviated, "+dirty" if uncommitted)
     */
    public record Row(boolean notApplicable, String reason, Map<String, Double> metrics, String implementation,
            String commit) {
    }
}
