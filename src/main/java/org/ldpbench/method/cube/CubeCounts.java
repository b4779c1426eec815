package org.ldpbench.method.cube;

import org.ldpbench.data.Features;

/**
 * Counts of rows per cube and statistic, the tallies of Berrett–Butucea's mechanism and of the label-DP
 * class counts: row i adds 1 to one statistic of its cube, or nothing. The same {@link CubeTallies} as
 * {@code add(cubeKey(x, i), slot(i), 1.0)} row by row on {@link CubeTallies#forKeysBelow}, computed
 * faster, because a streamed sample of 10⁸ users is tallied row by row: the rows are read a block at a
 * time (keys by {@link CubeLattice#cubeKeys}, statistics by the caller), so the block's keys stay in
 * cache; on a lattice small next to the number of rows the counts go to a primitive array indexed by
 * the key (no hash, no occupancy check and no branch per row; a row that adds nothing is counted in a
 * column that is dropped), else to the hash table by the per-row adds. Counts are exact either way, so
 * the tallies are the same bit for bit.
 */
public final class CubeCounts {

    /** Rows per block: the block's keys and statistics (48 KB) stay in the core's cache. */
    static final int BLOCK = 4096;

    /**
     * Largest array of counts, in numbers (key bound × (width + 1)), used for a sample with at least a
     * quarter as many rows as key bound × width (1 MB of counts; the tallies' values then take 2 MB):
     * zeroing and scanning it costs less per row than hashing every row (label LDP ZH-1 at N = 2·10⁸
     * has 133² cubes × 2 classes, in chunks of 65,536 rows).
     */
    static final int DENSE_LIMIT = 1 << 18;

    /** The statistic each row of a block adds 1 to. */
    @FunctionalInterface
    public interface Slots {
        /**
         * Fills {@code out[i]} with the statistic (0 .. width − 1) that row {@code from + i} adds 1 to, or
         * −1 if it adds nothing.
         */
        void fill(int from, int[] out);
    }

    private CubeCounts() {
    }

    /**
     * The counts of the rows of {@code x} on {@code lattice}: row i adds 1 to statistic {@code slots}(i)
     * of its cube.
     *
     * @throws IndexOutOfBoundsException for a statistic outside −1 .. width − 1
     */
    public static CubeTallies of(CubeLattice lattice, int width, Features x, Slots slots) {
        if (width < 1) {
            throw new IllegalArgumentException("width must be >= 1, got " + width);
        }
        long keyBound = lattice.keyBound();
        int rows = x.rows();
        boolean array = keyBound <= CubeTallies.DENSE_LIMIT / width
                || keyBound <= DENSE_LIMIT / (width + 1) && keyBound * width <= 4L * rows;
        long[] keys = new long[Math.min(BLOCK, rows)];
        int[] slot = new int[keys.length];
        int[] counts = array ? new int[(int) keyBound * (width + 1)] : null;
        CubeTallies hashed = array ? null : CubeTallies.forKeysBelow(keyBound, width);
        for (int from = 0; from < rows; from += BLOCK) {
            if (rows - from < keys.length) {
                keys = new long[rows - from];
                slot = new int[keys.length];
            }
            lattice.cubeKeys(x, from, keys);
            slots.fill(from, slot);
            if (array) {
                count(keys, slot, width, counts);
            } else {
                add(keys, slot, width, hashed);
            }
        }
        return array ? CubeTallies.ofCounts(counts, (int) keyBound, width) : hashed;
    }

    /** counts[key·(width + 1) + 1 + slot] += 1 per row (slot −1: the dropped column). */
    private static void count(long[] keys, int[] slots, int width, int[] counts) {
        int stride = width + 1;
        for (int i = 0; i < keys.length; i++) {
            int s = slots[i];
            if (s < -1 || s >= width) {
                throw new IndexOutOfBoundsException("slot " + s + " of width " + width);
            }
            // a lattice's keys lie in 0 .. keyBound − 1; the array's bounds check guards the rest
            counts[(int) keys[i] * stride + 1 + s]++;
        }
    }

    private static void add(long[] keys, int[] slots, int width, CubeTallies tallies) {
        for (int i = 0; i < keys.length; i++) {
            int s = slots[i];
            if (s < -1 || s >= width) {
                throw new IndexOutOfBoundsException("slot " + s + " of width " + width);
            }
            if (s >= 0) {
                tallies.add(keys[i], s, 1.0);
            }
        }
    }
}
