package org.ldpbench.store;

import java.util.Arrays;

/**
 * A map from 64-bit trial keys to small non-negative ints (a configuration id, a row number), held
 * in two primitive arrays with open addressing: about 24 bytes per key at the worst load, instead
 * of the ~150 bytes of a {@code HashMap<String, String>} entry. This is what lets a store of 10⁷
 * trials be opened, and a spec of 10⁷ trials be planned against it, in well under 1 GB of heap.
 *
 * <p>Not thread-safe; {@link TrialStore} synchronises its use.
 */
final class KeyIndex {

  private static final int EMPTY = -1;
  private static final double MAX_LOAD = 0.7;

  private long[] keys;
  private int[] values;
  private int size;
  // puts not yet applied (putLater), in order
  private long[] laterKeys = new long[0];
  private int[] laterValues = new int[0];
  private int later;

  KeyIndex() {
    this(16);
  }

  KeyIndex(int expected) {
    int capacity =
        Integer.highestOneBit(
            Math.max(16, (int) Math.min(1 << 30, expected / MAX_LOAD + 1)) * 2 - 1);
    keys = new long[capacity];
    values = new int[capacity];
    Arrays.fill(values, EMPTY);
  }

  /** Number of keys held. */
  int size() {
    applyLater();
    return size;
  }

  /** The value of {@code key}, or −1 if absent. */
  int get(long key) {
    applyLater();
    return values[slotOf(key)];
  }

  /** Sets the value of {@code key} (≥ 0), replacing any earlier one. */
  void put(long key, int value) {
    applyLater();
    int slot = reserve(key, value);
    if (values[slot] != EMPTY) {
      values[slot] = value;
      return;
    }
    keys[slot] = key;
    values[slot] = value;
    size++;
  }

  /**
   * The value of {@code key} if present; otherwise sets it to {@code value} (≥ 0) and returns −1.
   * One probe where {@link #get} then {@link #put} take two (reading a store of millions of rows).
   */
  int putIfAbsent(long key, int value) {
    applyLater();
    int slot = reserve(key, value);
    int present = values[slot];
    if (present == EMPTY) {
      keys[slot] = key;
      values[slot] = value;
      size++;
    }
    return present;
  }

  /**
   * {@link #put}, applied when the index is next read or written (in the order given): a run that
   * stores millions of new trials and never looks them up again (every unit of a run from scratch)
   * does not pay a probe into a table of hundreds of megabytes per row, under the store's lock. 12
   * bytes per key until then.
   */
  void putLater(long key, int value) {
    if (value < 0) {
      throw new IllegalArgumentException("values must be >= 0, got " + value);
    }
    if (later == laterKeys.length) {
      int capacity = Math.max(1024, 2 * later);
      laterKeys = Arrays.copyOf(laterKeys, capacity);
      laterValues = Arrays.copyOf(laterValues, capacity);
    }
    laterKeys[later] = key;
    laterValues[later] = value;
    later++;
  }

  private void applyLater() {
    if (later == 0) {
      return;
    }
    long[] pendingKeys = laterKeys;
    int[] pendingValues = laterValues;
    int pending = later;
    laterKeys = new long[0];
    laterValues = new int[0];
    later = 0;
    for (int i = 0; i < pending; i++) {
      put(pendingKeys[i], pendingValues[i]);
    }
  }

  /** Checks {@code value}, makes room for one more key and returns {@code key}'s slot. */
  private int reserve(long key, int value) {
    if (value < 0) {
      throw new IllegalArgumentException("values must be >= 0, got " + value);
    }
    if (size + 1 > keys.length * MAX_LOAD) {
      grow();
    }
    return slotOf(key);
  }

  /** The slot holding {@code key}, or the empty slot where it would go (linear probing). */
  private int slotOf(long key) {
    int mask = keys.length - 1;
    for (int slot = slot(key, mask); ; slot = (slot + 1) & mask) {
      if (values[slot] == EMPTY || keys[slot] == key) {
        return slot;
      }
    }
  }

  /** Bytes held by the two arrays (for the memory checks of the store). */
  long bytes() {
    applyLater();
    return (long) keys.length * (Long.BYTES + Integer.BYTES);
  }

  private void grow() {
    long[] oldKeys = keys;
    int[] oldValues = values;
    keys = new long[oldKeys.length * 2];
    values = new int[oldKeys.length * 2];
    Arrays.fill(values, EMPTY);
    size = 0;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldValues[i] != EMPTY) {
        put(oldKeys[i], oldValues[i]);
      }
    }
  }

  /**
   * Trial keys are already SHA-256 bits, but keys from elsewhere may not be: mix them (Stafford's
   * variant 13).
   */
  private static int slot(long key, int mask) {
    long z = key;
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return (int) (z ^ (z >>> 31)) & mask;
  }
}
