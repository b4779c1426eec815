package org.ldpbench.data;

import java.util.Objects;

/**
 * A private sample as the harness hands it to a method: its size and shape are public metadata,
 * its records are not. Only a privacy mechanism may read {@link #records()} (an ArchUnit rule in
 * the test suite holds this: a curator, which sees releases and public data only, cannot reach a
 * private record); the runner builds it from the split.
 */
public final class PrivateSample {

    private final SampleRows records;

    /** A sample held in memory or streamed in chunks. */
    public PrivateSample(SampleRows records) {
        this.records = Objects.requireNonNull(records, "records");
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
}
