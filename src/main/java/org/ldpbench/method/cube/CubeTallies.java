package org.ldpbench.method.cube;

import java.util.HashMap;
import java.util.Map;

/**
 * Exact per-cube statistics of one private sample (counts, label counts or sums), kept only for
 * cubes that hold data: memory O(min(n, cubes)). Built inside a mechanism; the curator sees it
 * only through a {@link LazyCubeRelease}, which always adds the noise.
 */
public final class CubeTallies {

    private final int width;
    private final Map<Long, double[]> tallies = new HashMap<>();

    /** Tallies with {@code width} numbers per cube. */
    public CubeTallies(int width) {
        this.width = width;
    }

    public int width() {
        return width;
    }

    /** Adds {@code value} to statistic {@code slot} of cube {@code key}. */
    public void add(long key, int slot, double value) {
        tallies.computeIfAbsent(key, k -> new double[width])[slot] += value;
    }

    /** The statistics of cube {@code key} (zeros for an empty cube), as a new array. */
    public double[] of(long key) {
        double[] t = tallies.get(key);
        return t == null ? new double[width] : t.clone();
    }
}
