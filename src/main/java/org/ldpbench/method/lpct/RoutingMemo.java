package org.ldpbench.method.lpct;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.Supplier;
import org.ldpbench.partition.TreePartition;

/**
 * Routes data through a partition once and reuses the result for every fit that grows the same
 * cells on the same data (issue 10, "route once"): the ε values of a sweep, and LPCT, LPCT-P and
 * LPCT-NP at one depth, share the exact private leaf tallies ({@link #TALLIES}) and the leaves of
 * the test points ({@link #ROUTES}). Only the noise is drawn per fit, from the fit's own stream,
 * so results are bit-identical to routing every time.
 *
 * <p>Entries are keyed by the data object (weakly and by identity: a replication's samples are
 * dropped with it) and, per object, by the cells ({@link TreePartition#sameCells}); at most
 * {@value #PER_OBJECT} partitions are kept per object, oldest out first. Values must be treated
 * as read-only by callers (the tallies are copied before noise is added to them).
 *
 * @param <V> what routing produces
 */
final class RoutingMemo<V> {

    /** Partitions remembered per data object (depths × splitters × public samples of a sweep). */
    static final int PER_OBJECT = 64;

    /** Exact per-leaf counts and label sums of private samples. */
    static final RoutingMemo<LeafSums> TALLIES = new RoutingMemo<>();
    /** Leaves (and root-cell membership) of evaluation points. */
    static final RoutingMemo<RoutedPoints.Routes> ROUTES = new RoutingMemo<>();

    private record Entry<V>(TreePartition partition, V value) {
    }

    private final Map<Object, Deque<Entry<V>>> cache = Collections.synchronizedMap(new WeakHashMap<>());

    private RoutingMemo() {
    }

    /** The value for {@code data} in {@code partition}, computed by {@code route} at most once while remembered. */
    V get(Object data, TreePartition partition, Supplier<V> route) {
        Deque<Entry<V>> entries;
        synchronized (cache) {
            entries = cache.computeIfAbsent(data, d -> new ArrayDeque<>());
        }
        synchronized (entries) {
            for (Entry<V> entry : entries) {
                if (entry.partition().sameCells(partition)) {
                    return entry.value();
                }
            }
        }
        V value = route.get();
        synchronized (entries) {
            if (entries.size() >= PER_OBJECT) {
                entries.removeFirst();
            }
            entries.addLast(new Entry<>(partition, value));
        }
        return value;
    }
}
