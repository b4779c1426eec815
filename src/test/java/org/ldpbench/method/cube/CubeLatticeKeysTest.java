package org.ldpbench.method.cube;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.Features;
import org.ldpbench.testing.AwkwardCubeRows;

/**
 * {@link CubeLattice#cubeKeys} and {@link CubeLattice#nearestKeys}, the bulk key passes of the cube
 * tallies and predictions, against {@link CubeLattice#cubeKey} and {@link CubeLattice#nearestKey}
 * row by row (the per-row definitions, kept as the oracles): the same key for every row, including
 * values exactly on a cube boundary, one ulp either side of it, on a half-way point between grid
 * points, outside [0, 1] and huge.
 */
class CubeLatticeKeysTest {

  @Test
  void theBulkKeysAreThePerRowKeysForEveryDimensionSideAndShift() {
    double[] sides = {1.0, 0.5, 0.3, 0.136, 0.1, 1.0 / 3, 0.0075, 1e-4, 2.5};
    for (int d = 1; d <= 4; d++) {
      for (double h : sides) {
        if (d * Math.log(Math.floor(1 / h) + 3) / Math.log(2) > 62) {
          continue;
        }
        for (boolean shifted : new boolean[] {false, true}) {
          CubeLattice lattice =
              CubeLattice.of(d, h, shifted, new SplittableRandom(d * 31L + (long) (h * 1e6)));
          Features x = Features.wrap(values(lattice, 3_000, new SplittableRandom(7 + d)), 3_000, d);
          for (int from : new int[] {0, 1, 1_000}) {
            long[] keys = new long[x.rows() - from - (from == 1 ? 5 : 0)];
            long[] nearest = new long[keys.length];
            lattice.cubeKeys(x, from, keys);
            lattice.nearestKeys(x, from, nearest);
            for (int i = 0; i < keys.length; i++) {
              assertThat(keys[i])
                  .as("d %d, h %s, shifted %s, row %d", d, h, shifted, from + i)
                  .isEqualTo(lattice.cubeKey(x, from + i));
              assertThat(nearest[i])
                  .as("nearest, d %d, h %s, shifted %s, row %d", d, h, shifted, from + i)
                  .isEqualTo(lattice.nearestKey(x, from + i));
            }
          }
        }
      }
    }
  }

  /**
   * n rows of d values: a third uniform on [0, 1], a third on the lattice's cube boundaries (u_k +
   * i·h as computed, and one ulp either side), the rest outside [0, 1] or extreme.
   */
  private static double[] values(CubeLattice lattice, int n, SplittableRandom rng) {
    int d = lattice.dimension();
    double h = lattice.side();
    double[] extreme = {
      -1e300,
      1e300,
      -Double.MAX_VALUE,
      Double.MAX_VALUE,
      -0.0,
      0.0,
      1.0,
      Math.nextDown(1.0),
      Double.MIN_VALUE,
      -Double.MIN_VALUE,
      -1.0,
      2.0,
      1e-300,
      -1e-300
    };
    double[] x = new double[n * d];
    for (int i = 0; i < n; i++) {
      for (int k = 0; k < d; k++) {
        double v;
        switch (i % 3) {
          case 0 -> v = rng.nextDouble();
          case 1 -> {
            // the boundary of cube j on axis k: where floor((v - u_k)/h) steps
            double u = AwkwardCubeRows.boundary(lattice, k);
            long j = rng.nextLong(-2, (long) Math.floor(1 / h) + 3);
            v = u + j * h;
            // or half-way between grid points, where rounding steps
            v = rng.nextBoolean() ? v : v + 0.5 * h;
            int step = rng.nextInt(3);
            v = step == 0 ? Math.nextDown(v) : step == 1 ? v : Math.nextUp(v);
          }
          default ->
              v = rng.nextBoolean() ? extreme[rng.nextInt(extreme.length)] : rng.nextDouble(-3, 4);
        }
        x[i * d + k] = v;
      }
    }
    return x;
  }

  @Test
  void theKeyArraySaysHowManyRowsAndTheRowsAndDimensionMustFit() {
    CubeLattice lattice = CubeLattice.of(2, 0.25, true, new SplittableRandom(1));
    Features x = Features.wrap(new double[] {0.1, 0.9, 0.6, 0.3, 0.99, 0.01}, 3, 2);
    long[] two = new long[2];
    lattice.cubeKeys(x, 1, two);
    assertThat(two).containsExactly(lattice.cubeKey(x, 1), lattice.cubeKey(x, 2));
    lattice.cubeKeys(x, 3, new long[0]);
    long[] nearest = new long[3];
    lattice.nearestKeys(x, 0, nearest);
    assertThat(nearest)
        .containsExactly(
            lattice.nearestKey(x, 0), lattice.nearestKey(x, 1), lattice.nearestKey(x, 2));
    assertThatThrownBy(() -> lattice.nearestKeys(x, 1, new long[3]))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> lattice.cubeKeys(x, 0, new long[4]))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> lattice.cubeKeys(x, 2, new long[2]))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> lattice.cubeKeys(x, -1, new long[1]))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> CubeLattice.of(3, 0.25, false, null).cubeKeys(x, 0, new long[3]))
        .isInstanceOf(IllegalArgumentException.class);
  }

  /**
   * {@link CubeLattice#windowsOfCube} is the inverse of {@link CubeLattice#cubesOfWindow} over
   * every key of small lattices: window w lists cube c exactly when c lists w (the release
   * privatizes at release time exactly the windows whose sums can be nonzero).
   */
  @Test
  void theWindowsOfACubeAreTheWindowsThatListIt() {
    for (int d = 1; d <= 3; d++) {
      for (double h : new double[] {1.0, 0.5, 0.3}) {
        CubeLattice lattice = CubeLattice.of(d, h, true, new SplittableRandom(d));
        long[] keys = lattice.allKeys();
        Set<List<Long>> listed = new HashSet<>();
        for (long window : keys) {
          for (long cube : lattice.cubesOfWindow(window)) {
            if (cube >= 0) {
              listed.add(List.of(cube, window));
            }
          }
        }
        Set<List<Long>> inverse = new HashSet<>();
        for (long cube : keys) {
          for (long window : lattice.windowsOfCube(cube)) {
            assertThat(window).isBetween(0L, keys.length - 1L);
            assertThat(inverse.add(List.of(cube, window)))
                .as("d %d, h %s: repeated", d, h)
                .isTrue();
          }
        }
        assertThat(inverse).as("d %d, h %s", d, h).isEqualTo(listed).isNotEmpty();
      }
    }
  }
}
