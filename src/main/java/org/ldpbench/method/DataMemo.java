package org.ldpbench.method;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.BiPredicate;
import java.util.function.Supplier;

/**
 * Remembers a budget-independent computation on a data object, so that the fits of a sweep that
 * repeat it (every ε of a replication, several variants at one configuration) do it once: LPCT's
 * private leaf tallies and test-point routes, PSGD's public warm start, PGLM's exact moments. Only
 * the noise is then drawn per fit, from the fit's own stream, so results are bit-identical.
 *
 * <p>Entries are keyed weakly and by identity by the data object (a replication's samples are
 * dropped with it; data objects are immutable), and per object by a key compared with {@code
 * same}; at most {@code perObject} keys are kept per object, oldest out first. Callers must not
 * modify a returned value (copy it first if noise is to be added in place).
 *
 * @param <K> what else the computation depends on (a partition, a network shape and start)
 * @param <V> its result
 */
public final class DataMemo<K, V> {

    private record Entry<K, V>(K key, V value) {
    }

    private final Map<Object, Deque<Entry<K, V>>> cache = Collections.synchronizedMap(new WeakHashMap<>());
    private final BiPredicate<K, K> same;
    private final int perObject;

    public DataMemo(BiPredicate<K, K> same, int perObject) {
        this.same = same;
        this.perObject = perObject;
    }

    /** The value for {@code data} and {@code key}, computed by {@code compute} at most once while remembered. */
    public V get(Object data, K key, Supplier<V> compute) {
        Deque<Entry<K, V>> entries;
        synchronized (cache) {
            entries = cache.computeIfAbsent(data, d -> new ArrayDeque<>());
        }
        synchronized (entries) {
            for (Entry<K, V> entry : entries) {
                if (same.test(entry.key(), key)) {
                    return entry.value();
                }
            }
        }
        V value = compute.get();
        synchronized (entries) {
            if (entries.size() >= perObject) {
                entries.removeFirst();
            }
            entries.addLast(new Entry<>(key, value));
        }
        return value;
    }
}
