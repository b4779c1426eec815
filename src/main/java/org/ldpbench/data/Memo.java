package org.ldpbench.data;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Remembers computations on data objects for as long as its owner lives (DESIGN rule 3: no static
 * caches; memoization lives in a run-scoped object, see {@link RunMemo}). The fits of a sweep that
 * repeat a budget-independent computation (every ε of a replication, several variants at one
 * configuration) do it once: partitions, routes, trees, warm starts, Gram factors; only the noise
 * is then drawn per fit, from the fit's own stream, so results are bit-identical with or without
 * the memo.
 *
 * <p>Entries are grouped by {@link MemoKey}, then keyed weakly by the data object they were
 * computed from (a replication's samples are dropped with it; data objects are immutable, and equal
 * only to themselves, so this is by identity), then by the key's argument compared with the key's
 * sameness; at most {@link MemoKey#perObject()} arguments are kept per data object, oldest out
 * first. Values are handed out as the key says: immutable ones as they are, mutable ones as
 * defensive copies. Thread-safe.
 */
public final class Memo {

  private final Map<MemoKey<?, ?>, Store<?, ?>> stores = new ConcurrentHashMap<>();
  private final CanonicalFeatures canonical = new CanonicalFeatures();

  /**
   * The object this memo uses for {@code features}' values: the same for every {@link Features}
   * with the same doubles among those asked about lately ({@link CanonicalFeatures}). Ask with it
   * where the computation depends only on the values, so that equal points drawn anew share what
   * was computed for the first.
   */
  public Features canonical(Features features) {
    return canonical.of(features);
  }

  /**
   * The value of {@code key} for {@code data} and {@code argument}, computed by {@code compute} at
   * most once while remembered (two threads asking at once may both compute it; both results are
   * equal, since computations are pure).
   */
  public <K, V> V get(MemoKey<K, V> key, Object data, K argument, Supplier<V> compute) {
    @SuppressWarnings("unchecked")
    Store<K, V> store = (Store<K, V>) stores.computeIfAbsent(key, k -> new Store<>(key));
    return key.handOut(store.get(data, argument, compute));
  }

  /** The entries of one key: per data object, the last arguments and their values. */
  private static final class Store<K, V> {

    private record Entry<K, V>(K argument, V value) {}

    private final MemoKey<K, V> key;
    private final Map<Object, Deque<Entry<K, V>>> byObject =
        Collections.synchronizedMap(new WeakHashMap<>());

    Store(MemoKey<K, V> key) {
      this.key = key;
    }

    V get(Object data, K argument, Supplier<V> compute) {
      Deque<Entry<K, V>> entries;
      synchronized (byObject) {
        entries = byObject.computeIfAbsent(data, d -> new ArrayDeque<>());
      }
      synchronized (entries) {
        for (Entry<K, V> entry : entries) {
          if (key.same(entry.argument(), argument)) {
            return entry.value();
          }
        }
      }
      V value = compute.get();
      synchronized (entries) {
        if (entries.size() >= key.perObject()) {
          entries.removeFirst();
        }
        entries.addLast(new Entry<>(argument, value));
      }
      return value;
    }
  }
}
