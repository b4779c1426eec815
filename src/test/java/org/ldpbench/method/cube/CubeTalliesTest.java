package org.ldpbench.method.cube;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.StreamedRows;
import org.ldpbench.data.TaskType;

/**
 * The primitive hash table of per-cube statistics against a HashMap, its dense mode against the
 * hash table, and the chunked pass.
 */
class CubeTalliesTest {

  @Test
  void agreesWithAHashMapOnManyKeysIncludingExtremes() {
    SplittableRandom rng = new SplittableRandom(1);
    CubeTallies tallies = new CubeTallies(3);
    Map<Long, double[]> reference = new HashMap<>();
    long[] special = {0L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, 1L << 40};
    for (int i = 0; i < 200_000; i++) {
      long key = i % 10 == 0 ? special[i % special.length] : rng.nextLong(5_000) - 2_500;
      int slot = rng.nextInt(3);
      double value = rng.nextDouble();
      tallies.add(key, slot, value);
      reference.computeIfAbsent(key, k -> new double[3])[slot] += value;
    }
    assertThat(tallies.occupied()).isEqualTo(reference.size());
    assertThat(Arrays.stream(tallies.occupiedKeys()).boxed().toList())
        .containsExactlyInAnyOrderElementsOf(reference.keySet());
    reference.forEach(
        (key, values) -> assertThat(tallies.of(key)).as("key %d", key).containsExactly(values));
    assertThat(tallies.of(123_456_789L)).containsExactly(0.0, 0.0, 0.0);
    double[] copy = tallies.of(0L);
    copy[0] = -99;
    assertThat(tallies.of(0L)[0]).isNotEqualTo(-99);
  }

  @Test
  void addAllSumsPerKeyAndChecksTheWidth() {
    CubeTallies a = new CubeTallies(2);
    CubeTallies b = new CubeTallies(2);
    a.add(7, 0, 1);
    a.add(8, 1, 2);
    b.add(8, 1, 3);
    b.add(9, 0, 4);
    a.addAll(b);
    assertThat(a.of(7)).containsExactly(1, 0);
    assertThat(a.of(8)).containsExactly(0, 5);
    assertThat(a.of(9)).containsExactly(4, 0);
    assertThat(a.occupied()).isEqualTo(3);
    assertThatThrownBy(() -> a.addAll(new CubeTallies(3)))
        .hasMessageContaining("width 3 added to width 2");
    assertThatThrownBy(() -> a.add(1, 2, 1.0)).isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  void aChunkedPassGivesTheCountsOfTheWholeSampleAndPassesEachChunksFirstRow() {
    // 10 chunks of 1,000 rows; key = row index mod 37, so every key spans chunks
    StreamedRows rows =
        new StreamedRows(
            9_500,
            1,
            TaskType.CLASSIFICATION,
            2,
            1_000,
            (c, n) -> {
              double[] x = new double[n];
              for (int i = 0; i < n; i++) {
                x[i] = c * 1_000 + i;
              }
              return new Dataset(Features.wrap(x, n, 1), ClassLabels.binary(new int[n]));
            });
    CubeTallies total =
        CubeTallies.overChunks(
            rows,
            (chunk, first) -> {
              CubeTallies t = new CubeTallies(1);
              for (int i = 0; i < chunk.size(); i++) {
                assertThat(chunk.features().get(i, 0)).isEqualTo((double) (first + i));
                t.add((first + i) % 37, 0, 1.0);
              }
              return t;
            });
    for (long key = 0; key < 37; key++) {
      long expected = (9_500 - key + 36) / 37; // rows r < 9500 with r mod 37 = key
      assertThat(total.of(key)[0]).as("key %d", key).isEqualTo((double) expected);
    }
  }

  @Test
  void theDenseModeOfASmallLatticeGivesTheHashTablesSumsBitForBit() {
    // real-valued sums, so any change in the order of one cube's additions would show in the last
    // bits
    for (int keyBound : new int[] {1, 7, 64, CubeTallies.DENSE_LIMIT / 3}) {
      SplittableRandom rng = new SplittableRandom(keyBound);
      CubeTallies dense = CubeTallies.forKeysBelow(keyBound, 3);
      CubeTallies hashed = new CubeTallies(3);
      CubeTallies denseTotal = CubeTallies.forKeysBelow(keyBound, 3);
      CubeTallies hashedTotal = new CubeTallies(3);
      for (int i = 0; i < 50_000; i++) {
        long key = rng.nextInt(keyBound);
        int slot = rng.nextInt(3);
        double value = rng.nextGaussian() * 1e3;
        dense.add(key, slot, value);
        hashed.add(key, slot, value);
        if (i % 5_000 == 4_999) { // merge as a chunked pass does
          denseTotal.addAll(dense);
          hashedTotal.addAll(hashed);
          dense = CubeTallies.forKeysBelow(keyBound, 3);
          hashed = new CubeTallies(3);
        }
      }
      assertThat(denseTotal.occupied()).isEqualTo(hashedTotal.occupied());
      assertThat(denseTotal.occupiedKeys()).containsExactlyInAnyOrder(hashedTotal.occupiedKeys());
      for (long key = -1; key <= keyBound; key++) {
        assertThat(denseTotal.of(key))
            .as("key %d of %d", key, keyBound)
            .containsExactly(hashedTotal.of(key));
      }
      CubeTallies mixed = new CubeTallies(3);
      mixed.addAll(denseTotal);
      assertThat(mixed.of(0)).containsExactly(hashedTotal.of(0));
    }
    CubeTallies small = CubeTallies.forKeysBelow(10, 2);
    assertThatThrownBy(() -> small.add(10, 0, 1.0))
        .isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessageContaining("cube key 10 outside 0..9");
    // too large for an array, or a bound whose product with the width overflows: the hash table
    CubeTallies large = CubeTallies.forKeysBelow(1L << 62, 4);
    large.add((1L << 62) - 1, 3, 2.5);
    assertThat(large.of((1L << 62) - 1)).containsExactly(0, 0, 0, 2.5);
  }
}
