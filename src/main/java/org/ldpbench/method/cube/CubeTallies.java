package org.ldpbench.method.cube;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.SampleRows;

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

    /** Per-chunk tallies of a sample, given a chunk and the index of its first row. */
    @FunctionalInterface
    public interface ChunkTally {
        CubeTallies of(Dataset chunk, long firstRow);
    }

    /**
     * The tallies of a whole sample, held in memory or streamed: {@code perChunk} on every chunk
     * (two at a time on a streamed sample), merged in chunk order, so the result does not depend on
     * the number of threads. Counts are exact either way; sums of real values are added chunk by
     * chunk, so a streamed sample's sums can differ from the in-memory sample's in the last bits.
     */
    public static CubeTallies overChunks(SampleRows rows, ChunkTally perChunk) {
        List<CubeTallies> parts = rows.mapChunks(c -> perChunk.of(rows.chunk(c), rows.chunkStart(c)), true);
        if (parts.size() == 1) {
            return parts.get(0);
        }
        CubeTallies total = new CubeTallies(parts.get(0).width());
        for (CubeTallies part : parts) {
            total.addAll(part);
        }
        return total;
    }

    /** Adds every statistic of {@code other} (same width) to this one. */
    public void addAll(CubeTallies other) {
        if (other.width != width) {
            throw new IllegalArgumentException("width " + other.width + " added to width " + width);
        }
        other.tallies.forEach((key, values) -> {
            double[] mine = tallies.computeIfAbsent(key, k -> new double[width]);
            for (int s = 0; s < width; s++) {
                mine[s] += values[s];
            }
        });
    }

    /** Number of cubes that hold data. */
    public int occupied() {
        return tallies.size();
    }

    /** The statistics of cube {@code key} (zeros for an empty cube), as a new array. */
    public double[] of(long key) {
        double[] t = tallies.get(key);
        return t == null ? new double[width] : t.clone();
    }
}
