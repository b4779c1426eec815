package org.ldpbench.method.lpct;

import org.ldpbench.method.DataMemo;
import org.ldpbench.partition.TreePartition;

/**
 * Route once (issue 10): the exact private leaf tallies ({@link #TALLIES}) and the leaves of the
 * test points ({@link #ROUTES}) of a data object in a partition are computed once and shared by
 * every fit that grows the same cells ({@link TreePartition#sameCells}) on it: the ε values of a
 * sweep, and LPCT, LPCT-P and LPCT-NP at one depth. See {@link DataMemo}.
 */
final class RoutingMemo {

    /** Partitions remembered per data object (depths × splitters × public samples of a sweep). */
    static final int PER_OBJECT = 64;

    /** Exact per-leaf counts and label sums of private samples (copied before noise is added). */
    static final DataMemo<TreePartition, LeafSums> TALLIES = new DataMemo<>(TreePartition::sameCells, PER_OBJECT);
    /** Leaves (and root-cell membership) of evaluation points. */
    static final DataMemo<TreePartition, RoutedPoints.Routes> ROUTES =
            new DataMemo<>(TreePartition::sameCells, PER_OBJECT);

    private RoutingMemo() {
    }
}
