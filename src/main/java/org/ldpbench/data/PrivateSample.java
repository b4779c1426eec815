package org.ldpbench.data;

import java.util.Objects;
import java.util.function.Function;

/**
 * A private sample as the harness hands it to a method: its size and shape are public metadata,
 * its records are not. Only a privacy mechanism may read {@link #records()} (an ArchUnit rule in
 * the test suite holds this: a curator, which sees releases and public data only, cannot reach a
 * private record); the runner builds it from the split. The same holds for {@link #exact}, the
 * run's memory of exact statistics of these records ({@link RunMemo}).
 */
public final class PrivateSample {

    private final SampleRows records;
    private final Memo exact;

    /** A sample held in memory or streamed in chunks, remembering its exact statistics for itself only. */
    public PrivateSample(SampleRows records) {
        this(records, new Memo());
    }

    /** A sample whose exact statistics go to {@code exact}, the exact half of a {@link RunMemo}. */
    PrivateSample(SampleRows records, Memo exact) {
        this.records = Objects.requireNonNull(records, "records");
        this.exact = Objects.requireNonNull(exact, "exact");
    }

    /** Number of records n (public metadata: the curator knows how many users report). */
    public int size() {
        return records.size();
    }

    /** Number of features d (public metadata). */
    public int dimension() {
        return records.dimension();
    }

    /** Whether the targets are class labels or real values (public metadata). */
    public TaskType task() {
        return records.task();
    }

    /** Whether the records are streamed in chunks rather than held in memory (public metadata). */
    public boolean isStreamed() {
        return !(records instanceof Dataset);
    }

    /**
     * The raw records, whole and in memory: for privacy mechanisms that need random access.
     *
     * @throws StreamedSampleException if the sample is streamed (read it with {@link #rows()})
     */
    public Dataset records() {
        if (records instanceof Dataset dataset) {
            return dataset;
        }
        throw new StreamedSampleException(records.size());
    }

    /** The raw records chunk by chunk, held in memory or streamed: for privacy mechanisms only. */
    public SampleRows rows() {
        return records;
    }

    /**
     * An exact statistic of the records (leaf tallies, moment sums), computed by {@code compute} at
     * most once per run for these records and {@code argument}: for privacy mechanisms only, like
     * {@link #rows()}. The memo it lives in is reachable from nowhere else, so a curator never
     * holds an exact private value; mutable values are handed out as copies ({@link MemoKey}).
     */
    public <K, V> V exact(MemoKey<K, V> key, K argument, Function<SampleRows, V> compute) {
        return exact.get(key, records, argument, () -> compute.apply(records));
    }
}
