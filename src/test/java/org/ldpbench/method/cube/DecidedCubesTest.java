package org.ldpbench.method.cube;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.Features;

/**
 * A predict call's per-cube decisions: each cube decided once, the same answers as deciding at
 * every point.
 */
class DecidedCubesTest {

  @Test
  void answersAsAFreshDecisionAtEveryPointAndDecidesEachCubeOnce() {
    SplittableRandom rng = new SplittableRandom(3);
    List<Long> asked = new ArrayList<>();
    DecidedCubes decided =
        new DecidedCubes(
            key -> {
              asked.add(key);
              return Math.sin((double) key) * 1e3; // any pure function of the key
            });
    long key = 0;
    int runs = 0;
    for (int i = 0; i < 20_000; i++) {
      if (rng.nextInt(4)
          == 0) { // runs of equal keys, as a row-major test grid gives, and returns to old cubes
        key = rng.nextInt(50);
        runs++;
      }
      assertThat(decided.of(key)).isEqualTo(Math.sin((double) key) * 1e3);
    }
    assertThat(asked).doesNotHaveDuplicates();
    assertThat(decided.size()).isEqualTo(asked.size()).isEqualTo(50);
    assertThat(runs).isGreaterThan(50);
  }

  @Test
  void theDecisionsOfRowsAreThoseOfTheirKeysInRowOrder() {
    // a midpoint grid of 3 blocks and a bit, on a lattice's cubes and on its nearest grid points
    int n = 3 * 4096 + 17;
    double[] v = new double[2 * n];
    for (int i = 0; i < n; i++) {
      v[2 * i] = (i % 131 + 0.5) / 131;
      int row = i / 131;
      v[2 * i + 1] = (row + 0.5) / 131;
    }
    Features points = Features.wrap(v, n, 2);
    CubeLattice lattice = CubeLattice.of(2, 0.07, true, new SplittableRandom(5));
    for (boolean nearest : new boolean[] {false, true}) {
      List<Long> asked = new ArrayList<>();
      List<Long> askedOracle = new ArrayList<>();
      DecidedCubes decided =
          new DecidedCubes(
              key -> {
                asked.add(key);
                return Math.cos((double) key);
              });
      DecidedCubes oracle =
          new DecidedCubes(
              key -> {
                askedOracle.add(key);
                return Math.cos((double) key);
              });
      double[] values = decided.ofRows(points, nearest ? lattice::nearestKeys : lattice::cubeKeys);
      assertThat(values).hasSize(n);
      for (int i = 0; i < n; i++) {
        long key = nearest ? lattice.nearestKey(points, i) : lattice.cubeKey(points, i);
        assertThat(values[i]).as("row %d", i).isEqualTo(oracle.of(key));
      }
      assertThat(asked).isEqualTo(askedOracle);
      int[] labels =
          new DecidedCubes(key -> key % 3)
              .labelsOfRows(points, nearest ? lattice::nearestKeys : lattice::cubeKeys);
      for (int i = 0; i < n; i++) {
        long key = nearest ? lattice.nearestKey(points, i) : lattice.cubeKey(points, i);
        assertThat(labels[i]).as("row %d", i).isEqualTo((int) (key % 3));
      }
    }
    assertThat(
            new DecidedCubes(key -> 1.0)
                .ofRows(Features.wrap(new double[0], 0, 2), lattice::cubeKeys))
        .isEmpty();
  }
}
