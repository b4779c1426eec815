package org.ldpbench.method.cube;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.Features;

/**
 * {@link CubeCounts} against the per-row tally it replaces, kept here as the oracle ({@code add(cubeKey(x, i),
 * slot, 1.0)} on {@link CubeTallies#forKeysBelow}): every cube's statistics and the occupied cubes bit for bit,
 * alone and merged as a chunked pass merges them, in array mode (a small lattice, a lattice small next to the
 * rows) and in hash mode, with rows that add nothing, partial blocks and points outside [0, 1].
 */
class CubeCountsTest {

    @Test
    void theCountsAreThoseOfThePerRowAddsInEveryMode() {
        // d, h, width, rows: 31^2 x 2 (small), 133^2 x 2 and 50^3 x 1 (array: small next to 65,536 rows), 133^2 x 2
        // for 5,000 rows and 1000^2 x 3 (hash)
        Object[][] cases = {{1, 0.1, 1, 4_097}, {2, 1.0 / 28, 2, 10_000}, {2, 1.0 / 130, 2, 65_536},
            {3, 1.0 / 47, 1, 65_536}, {2, 1.0 / 130, 2, 5_000}, {2, 1e-3, 3, 20_000}, {4, 0.3, 5, 9_999}, {2, 0.5, 2, 0},
            {2, 0.5, 2, 1}};
        for (Object[] c : cases) {
            int d = (int) c[0];
            double h = (double) c[1];
            int width = (int) c[2];
            int rows = (int) c[3];
            CubeLattice lattice = CubeLattice.of(d, h, true, new SplittableRandom(rows + width));
            CubeTallies total = null;
            CubeTallies oracleTotal = null;
            for (int chunk = 0; chunk < 3; chunk++) {
                SplittableRandom rng = new SplittableRandom(chunk * 1_000L + rows);
                double[] v = new double[rows * d];
                for (int k = 0; k < v.length; k++) {
                    v[k] = rng.nextInt(10) == 0 ? rng.nextDouble(-1, 2) : rng.nextDouble();
                }
                Features x = Features.wrap(v, rows, d);
                int[] slot = new int[rows];
                CubeTallies oracle = CubeTallies.forKeysBelow(lattice.keyBound(), width);
                for (int i = 0; i < rows; i++) {
                    slot[i] = rng.nextInt(4) == 0 ? -1 : rng.nextInt(width);
                    if (slot[i] >= 0) {
                        oracle.add(lattice.cubeKey(x, i), slot[i], 1.0);
                    }
                }
                CubeTallies part = CubeCounts.of(lattice, width, x, (from, out) -> System.arraycopy(slot, from, out, 0,
                        out.length));
                String what = "d " + d + ", h " + h + ", width " + width + ", rows " + rows + ", chunk " + chunk;
                same(part, oracle, lattice, x, what);
                if (total == null) {
                    total = part;
                    oracleTotal = oracle;
                } else {
                    total.addAll(part);
                    oracleTotal.addAll(oracle);
                }
                same(total, oracleTotal, lattice, x, "total, " + what);
            }
        }
    }

    /** Equal occupancy, and equal statistics on every cube of a listable lattice, else on the rows' cubes and a few more. */
    private static void same(CubeTallies actual, CubeTallies expected, CubeLattice lattice, Features x, String what) {
        assertThat(actual.occupied()).as(what).isEqualTo(expected.occupied());
        if (lattice.keyBound() <= 1 << 16) {
            for (long key = -1; key <= lattice.keyBound(); key++) {
                assertThat(actual.of(key)).as("%s, key %d", what, key).containsExactly(expected.of(key));
            }
        } else {
            for (int i = 0; i < x.rows(); i++) {
                long key = lattice.cubeKey(x, i);
                assertThat(actual.of(key)).as("%s, key %d", what, key).containsExactly(expected.of(key));
                assertThat(actual.of(key + 1)).as("%s, key %d", what, key + 1).containsExactly(expected.of(key + 1));
            }
        }
    }

    @Test
    void aStatisticOutsideTheWidthIsRefusedInBothModes() {
        Features x = Features.wrap(new double[] {0.1, 0.2, 0.7, 0.9}, 2, 2);
        for (double h : new double[] {0.25, 1e-3}) {
            CubeLattice lattice = CubeLattice.of(2, h, false, null);
            assertThatThrownBy(() -> CubeCounts.of(lattice, 2, x, (from, out) -> java.util.Arrays.fill(out, 2)))
                    .isInstanceOf(IndexOutOfBoundsException.class).hasMessageContaining("slot 2 of width 2");
            assertThatThrownBy(() -> CubeCounts.of(lattice, 2, x, (from, out) -> java.util.Arrays.fill(out, -2)))
                    .isInstanceOf(IndexOutOfBoundsException.class).hasMessageContaining("slot -2 of width 2");
            assertThat(CubeCounts.of(lattice, 2, x, (from, out) -> java.util.Arrays.fill(out, -1)).occupied()).isZero();
        }
    }
}
