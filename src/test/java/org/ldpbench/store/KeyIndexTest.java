package org.ldpbench.store;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The primitive key index: put, get and the one-probe put-if-absent agree, across growth. */
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
}
