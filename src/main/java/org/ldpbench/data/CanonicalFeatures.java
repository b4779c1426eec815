package org.ldpbench.data;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * One object for equal values: the first of the {@link Features} a run has handed in lately that
 * has the same values as the one asked about. A {@link Memo} keys its entries by data object (by
 * identity), so a computation on public evaluation points that every unit of a replication draws
 * anew with the same values (Auddy et al.'s test points are the same for every γ and m) would be
 * redone per unit; asking the memo with the canonical object finds the value computed for the
 * first. Only for pure computations on the values, where equal values give the same result bit for
 * bit. Keeps the last {@link #KEPT} distinct objects alive (and with them what the memo remembers
 * for them): units are run replication-major, so a replication's units come one after the other.
 * Thread-safe.
 */
final class CanonicalFeatures {

  /** How many distinct objects are kept (two threads each on a unit, with room to spare). */
  static final int KEPT = 4;

  private final Deque<Features> recent = new ArrayDeque<>();

  /** The kept object with {@code features}' values, else {@code features} itself, now kept. */
  synchronized Features of(Features features) {
    for (Features kept : recent) {
      if (kept.sameValues(features)) {
        return kept;
      }
    }
    if (recent.size() >= KEPT) {
      recent.removeFirst();
    }
    recent.addLast(features);
    return features;
  }
}
