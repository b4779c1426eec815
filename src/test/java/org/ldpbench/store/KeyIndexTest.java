package org.ldpbench.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * The primitive key index: put, get and the one-probe put-if-absent agree, across growth; puts
 * deferred with putLater are seen by every later read, in the order they were made.
 */
class KeyIndexTest {

  @Test
  void putIfAbsentInsertsNewKeysAndReturnsTheValueOfPresentOnes() {
    KeyIndex index = new KeyIndex();
    int n = 10_000; // grows the table from 16 slots several times
    for (int i = 0; i < n; i++) {
      long key = i * 0x9E3779B97F4A7C15L; // key 0 included
      assertThat(index.putIfAbsent(key, i)).isEqualTo(-1);
    }
    assertThat(index.size()).isEqualTo(n);
    for (int i = 0; i < n; i++) {
      long key = i * 0x9E3779B97F4A7C15L;
      assertThat(index.putIfAbsent(key, n + i)).isEqualTo(i); // present: left as it was
      assertThat(index.get(key)).isEqualTo(i);
    }
    assertThat(index.size()).isEqualTo(n);
    assertThat(index.get(12345L)).isEqualTo(-1);
    index.put(12345L, 7);
    assertThat(index.putIfAbsent(12345L, 8)).isEqualTo(7);
  }

  @Test
  void deferredPutsAreAppliedInOrderBeforeAnyRead() {
    KeyIndex index = new KeyIndex();
    int n = 5_000;
    for (int i = 0; i < n; i++) {
      index.putLater(i * 0x9E3779B97F4A7C15L, i);
    }
    index.putLater(0L, 99); // a later put of the same key wins, as with put
    assertThat(index.size()).isEqualTo(n);
    assertThat(index.get(0L)).isEqualTo(99);
    for (int i = 1; i < n; i++) {
      assertThat(index.get(i * 0x9E3779B97F4A7C15L)).isEqualTo(i);
    }
    index.putLater(42L, 1);
    index.put(42L, 2); // applied after the deferred one
    assertThat(index.get(42L)).isEqualTo(2);
    index.putLater(43L, 3);
    assertThat(index.putIfAbsent(43L, 4)).isEqualTo(3);
    index.putLater(44L, 5);
    assertThat(index.bytes()).isPositive();
    assertThat(index.get(44L)).isEqualTo(5);
    assertThat(index.size()).isEqualTo(n + 3);
    assertThatThrownBy(() -> index.putLater(1L, -1)).isInstanceOf(IllegalArgumentException.class);
  }
}
