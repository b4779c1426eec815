package org.ldpbench.data;

import java.util.random.RandomGenerator;

/**
 * Where a replication's data comes from: a synthetic generator or a real data set with its
 * public/private/test split rule. The runner calls {@link #draw} once per replication with the
 * replication's data stream, so every method in the replication sees the same split.
 */
public interface DataSource {

    /**
     * A stable identity of the distribution and sizes (generator or file plus every parameter),
     * used in trial keys and data seeds. Two sources with equal ids must draw equal splits from
     * equal streams.
     */
    String id();

    /** What {@code ldpbench} records in the manifest: parameters, file hashes. */
    String provenance();

    /** Draws one replication's split using only {@code rng}. */
    DataSplit draw(RandomGenerator rng);
}
