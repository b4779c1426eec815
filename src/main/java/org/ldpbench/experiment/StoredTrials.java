package org.ldpbench.experiment;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a result directory holds, read back for summaries and reports: per trial key the latest
 * row (a recomputed trial appends a newer row; the older one stays in the append-only file but is
 * superseded).
 *
 * <p>Held in columns — a primitive key index, one {@code double[]} per metric, one configuration id
 * per row — so that reading a store of millions of trials needs tens of bytes per trial; a
 * {@link Row} is made when asked for.
 */
public final class StoredTrials {

    private final List<String> metrics;
    private final KeyIndex index;
    private final long[] keys;
    private final double[][] values;
    private final int[] configuration;
    private final Map<Integer, String> reasons;
    private final List<StoreFormat.Configuration> configurations;
    private final int size;

    private StoredTrials(List<String> metrics, KeyIndex index, long[] keys, double[][] values, int[] configuration,
            Map<Integer, String> reasons, List<StoreFormat.Configuration> configurations, int size) {
        this.metrics = List.copyOf(metrics);
        this.index = index;
        this.keys = keys;
        this.values = values;
        this.configuration = configuration;
        this.reasons = reasons;
        this.configurations = configurations;
        this.size = size;
    }

    /** No stored trials. */
    public static StoredTrials empty() {
        return new Builder(List.of()).build(List.of());
    }

    /**
     * Trials held in memory rather than read from a store: one score per key in {@code metric},
     * all computed by the same (unnamed) implementation. For tests and for callers that already
     * hold scores.
     */
    public static StoredTrials fromScores(String metric, Map<String, Double> scores) {
        Builder builder = new Builder(List.of(metric));
        scores.forEach((key, score) -> builder.add(TrialKey.bits(key), 0, false, "", new double[] {score}));
        return builder.build(List.of(new StoreFormat.Configuration("", List.of(), "", "", "")));
    }

    /** The stored row of {@code key}, if any. */
    public Optional<Row> row(String key) {
        if (!TrialKey.isKey(key)) {
            return Optional.empty();
        }
        int i = index.get(TrialKey.bits(key));
        if (i < 0) {
            return Optional.empty();
        }
        String reason = reasons.get(i);
        Map<String, Double> scores = new LinkedHashMap<>();
        for (int m = 0; m < metrics.size(); m++) {
            scores.put(metrics.get(m), values[m][i]);
        }
        StoreFormat.Configuration c = configurations.get(configuration[i]);
        return Optional.of(new Row(reason != null, reason == null ? "" : reason, scores, c.implementation(),
                c.commit()));
    }

    /** Number of distinct keys stored. */
    public int size() {
        return size;
    }

    /** The score of every stored trial in {@code metric} by key (NaN for NA rows). */
    public Map<String, Double> scores(String metric) {
        int m = metrics.indexOf(metric);
        Map<String, Double> out = new HashMap<>();
        for (int i = 0; i < size; i++) {
            out.put(TrialKey.text(keys[i]), m < 0 || reasons.containsKey(i) ? Double.NaN : values[m][i]);
        }
        return out;
    }

    /**
     * One stored trial.
     *
     * @param notApplicable true if the method declared the configuration not applicable (NA)
     * @param reason the NA reason, empty otherwise
     * @param metrics score per metric column (NaN for NA rows)
     * @param implementation the implementation versions that computed it, e.g. {@code LPCT@2+ma-yang-2d@2}
     * @param commit the git commit of the run that computed it (abbreviated, "+dirty" if uncommitted)
     */
    public record Row(boolean notApplicable, String reason, Map<String, Double> metrics, String implementation,
            String commit) {
    }

    /** Collects rows in file order; a later row of a key replaces the earlier one. */
    static final class Builder {

        private final List<String> metrics;
        private final KeyIndex index = new KeyIndex();
        private long[] keys = new long[16];
        private double[][] values;
        private int[] configuration = new int[16];
        private final Map<Integer, String> reasons = new HashMap<>();
        private int size;

        Builder(List<String> metrics) {
            this.metrics = List.copyOf(metrics);
            this.values = new double[metrics.size()][16];
        }

        void add(StoreFormat.Row row) {
            double[] scores = new double[metrics.size()];
            Arrays.fill(scores, Double.NaN);
            if (!row.notApplicable()) {
                for (int m = 0; m < scores.length; m++) {
                    String text = row.metrics().get(m);
                    scores[m] = text.isEmpty() ? Double.NaN : Double.parseDouble(text);
                }
            }
            add(TrialKey.bits(row.key()), row.configuration(), row.notApplicable(),
                    row.notApplicable() ? row.outcome().substring(StoreFormat.NA.length()).replaceFirst("^:\\s*", "")
                            : "", scores);
        }

        void add(long key, int config, boolean notApplicable, String reason, double[] scores) {
            int i = index.get(key);
            if (i < 0) {
                i = size++;
                if (i == keys.length) {
                    int capacity = keys.length * 2;
                    keys = Arrays.copyOf(keys, capacity);
                    configuration = Arrays.copyOf(configuration, capacity);
                    for (int m = 0; m < values.length; m++) {
                        values[m] = Arrays.copyOf(values[m], capacity);
                    }
                }
                index.put(key, i);
                keys[i] = key;
            }
            configuration[i] = config;
            for (int m = 0; m < values.length; m++) {
                values[m][i] = scores[m];
            }
            if (notApplicable) {
                reasons.put(i, reason);
            } else {
                reasons.remove(i);
            }
        }

        StoredTrials build(List<StoreFormat.Configuration> configurations) {
            return new StoredTrials(metrics, index, keys, values, configuration, reasons, List.copyOf(configurations),
                    size);
        }
    }
}
