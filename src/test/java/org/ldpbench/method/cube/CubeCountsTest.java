package org.ldpbench.method.cube;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.SampleRows;
import org.ldpbench.data.StreamedRows;
import org.ldpbench.data.TaskType;
import org.ldpbench.hash.SplitMix64;

/**
 * {@link CubeCounts} against the tally it replaces, kept here as the oracle: {@code add(cubeKey(x,
 * i), slot, 1.0)} per row on {@link CubeTallies#forKeysBelow} in each chunk, merged by {@link
 * CubeTallies#overChunks}. Every cube's statistics and the occupied cubes bit for bit, in array
 * mode (a small lattice, a lattice small next to a chunk) and hash mode, streamed and in memory,
 * with rows that add nothing, partial blocks and chunks, and points outside [0, 1].
 */
class CubeCountsTest {

  @Test
  void theCountsAreThoseOfThePerRowAddsInEveryMode() {
    // d, h, width, rows, chunk rows: 31^2 x 2 (small), 133^2 x 2 and 50^3 x 1 (array: small next to
    // a chunk of
    // 65,536 rows), 133^2 x 2 in chunks of 5,000 and 1003^2 x 3 (hash)
    Object[][] cases = {
      {1, 0.1, 1, 20_000, 4_097},
      {2, 1.0 / 28, 2, 30_000, 10_000},
      {2, 1.0 / 130, 2, 140_000, 65_536},
      {3, 1.0 / 47, 1, 70_000, 65_536},
      {2, 1.0 / 130, 2, 12_000, 5_000},
      {2, 1e-3, 3, 20_000, 9_000},
      {4, 0.3, 5, 9_999, 3_333},
      {2, 0.5, 2, 0, 10},
      {2, 0.5, 2, 1, 10},
      {2, 1.0 / 130, 2, 70_000, 70_000}
    };
    for (Object[] c : cases) {
      int d = (int) c[0];
      double h = (double) c[1];
      int width = (int) c[2];
      int n = (int) c[3];
      int chunkRows = (int) c[4];
      CubeLattice lattice = CubeLattice.of(d, h, true, new SplittableRandom(n + width));
      StreamedRows rows = sample(n, d, chunkRows);
      String what =
          "d " + d + ", h " + h + ", width " + width + ", n " + n + ", chunks of " + chunkRows;
      CubeTallies expected = oracle(rows, lattice, width);
      same(
          CubeCounts.overChunks(rows, lattice, width, (chunk, first) -> slots(first, width)),
          expected,
          lattice,
          rows,
          what);
      if (n <= 70_000) {
        same(
            CubeCounts.overChunks(
                rows.materialize(), lattice, width, (chunk, first) -> slots(first, width)),
            expected,
            lattice,
            rows,
            "in memory, " + what);
      }
    }
  }

  /** n rows of dimension d, chunk c from its own seed, a tenth of the values outside [0, 1]. */
  private static StreamedRows sample(int n, int d, int chunkRows) {
    return new StreamedRows(
        n,
        d,
        TaskType.CLASSIFICATION,
        2,
        chunkRows,
        (c, m) -> {
          SplittableRandom rng = new SplittableRandom(c * 1_000L + n);
          double[] v = new double[m * d];
          for (int k = 0; k < v.length; k++) {
            v[k] = rng.nextInt(10) == 0 ? rng.nextDouble(-1, 2) : rng.nextDouble();
          }
          return new Dataset(Features.wrap(v, m, d), ClassLabels.binary(new int[m]));
        });
  }

  /** The statistic of sample row r: −1 .. width − 1 from a hash of r. */
  private static int slot(long row, int width) {
    return (int) Long.remainderUnsigned(SplitMix64.mix(row * SplitMix64.GOLDEN_GAMMA), width + 1)
        - 1;
  }

  private static CubeCounts.Slots slots(long first, int width) {
    return (from, out) -> {
      for (int i = 0; i < out.length; i++) {
        out[i] = slot(first + from + i, width);
      }
    };
  }

  private static CubeTallies oracle(SampleRows rows, CubeLattice lattice, int width) {
    return CubeTallies.overChunks(
        rows,
        (chunk, first) -> {
          CubeTallies t = CubeTallies.forKeysBelow(lattice.keyBound(), width);
          for (int i = 0; i < chunk.size(); i++) {
            int s = slot(first + i, width);
            if (s >= 0) {
              t.add(lattice.cubeKey(chunk.features(), i), s, 1.0);
            }
          }
          return t;
        });
  }

  /**
   * Equal occupancy, and equal statistics on every cube of a listable lattice, else on the rows'
   * cubes and next ones.
   */
  private static void same(
      CubeTallies actual, CubeTallies expected, CubeLattice lattice, SampleRows rows, String what) {
    assertThat(actual.occupied()).as(what).isEqualTo(expected.occupied());
    if (lattice.keyBound() <= 1 << 16) {
      for (long key = -1; key <= lattice.keyBound(); key++) {
        assertThat(actual.of(key)).as("%s, key %d", what, key).containsExactly(expected.of(key));
      }
      return;
    }
    for (int c = 0; c < rows.chunkCount(); c++) {
      Features x = rows.chunk(c).features();
      for (int i = 0; i < x.rows(); i++) {
        long key = lattice.cubeKey(x, i);
        assertThat(actual.of(key)).as("%s, key %d", what, key).containsExactly(expected.of(key));
        assertThat(actual.of(key + 1))
            .as("%s, key %d", what, key + 1)
            .containsExactly(expected.of(key + 1));
      }
    }
  }

  @Test
  void aStatisticOutsideTheWidthIsRefusedInBothModes() {
    Dataset x =
        new Dataset(
            Features.wrap(new double[] {0.1, 0.2, 0.7, 0.9}, 2, 2), ClassLabels.binary(new int[2]));
    for (double h : new double[] {0.25, 1e-3}) {
      CubeLattice lattice = CubeLattice.of(2, h, false, null);
      assertThatThrownBy(
              () ->
                  CubeCounts.overChunks(
                      x, lattice, 2, (chunk, first) -> (from, out) -> Arrays.fill(out, 2)))
          .isInstanceOf(IndexOutOfBoundsException.class)
          .hasMessageContaining("slot 2 of width 2");
      assertThatThrownBy(
              () ->
                  CubeCounts.overChunks(
                      x, lattice, 2, (chunk, first) -> (from, out) -> Arrays.fill(out, -2)))
          .isInstanceOf(IndexOutOfBoundsException.class)
          .hasMessageContaining("slot -2 of width 2");
      assertThat(
              CubeCounts.overChunks(
                      x, lattice, 2, (chunk, first) -> (from, out) -> Arrays.fill(out, -1))
                  .occupied())
          .isZero();
    }
    assertThatThrownBy(
            () ->
                CubeCounts.overChunks(
                    x, CubeLattice.of(2, 0.5, false, null), 0, (chunk, first) -> (from, out) -> {}))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
