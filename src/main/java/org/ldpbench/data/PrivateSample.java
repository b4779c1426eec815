package org.ldpbench.data;

import java.util.Objects;

/**
 * A private sample as the harness hands it to a method: its size and shape are public metadata,
 * its records are not. Only a privacy mechanism may read {@link #records()} (an ArchUnit rule in
 * the test suite holds this: a curator, which sees releases and public data only, cannot reach a
 * private record); the runner builds it from the split.
 */
public final class PrivateSample {

    private final Dataset records;

    public PrivateSample(Dataset records) {
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
        return records.targets() instanceof ClassLabels ? TaskType.CLASSIFICATION : TaskType.REGRESSION;
    }

    /** The raw records: for privacy mechanisms only. */
    public Dataset records() {
        return records;
    }
}
