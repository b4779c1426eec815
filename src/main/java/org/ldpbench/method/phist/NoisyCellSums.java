package org.ldpbench.method.phist;

import java.util.HashMap;
import java.util.Map;
import org.ldpbench.method.Release;

/**
 * What the PHIST curator receives: for every cell c of the k^d grid the sums over all n users of
 * their noisy releases, S_U^c = (private points in c) + noise and S_V^c = (their label sum) + noise.
 * The k^d values are not stored: the exact tallies of the cells that hold data are kept, and a
 * cell's noise is drawn when the cell is first read ({@link PhistNoise}), so reading a cell always
 * gives the same value. The exact tallies never leave this object: {@link #sums} is the only view,
 * and it always includes the noise.
 */
final class NoisyCellSums implements Release {

    /** Largest grid whose every cell {@link #coordinates()} lists (for the privacy audit). */
    static final int MAX_LISTED_CELLS = 1 << 16;

    private final GridIndexer indexer;
    private final Map<GridCell, double[]> tallies;
    private final PhistNoise noise;
    private final Map<GridCell, double[]> released = new HashMap<>();

    NoisyCellSums(GridIndexer indexer, Map<GridCell, double[]> tallies, PhistNoise noise) {
        this.indexer = indexer;
        this.tallies = tallies;
        this.noise = noise;
    }

    /** {S_U, S_V} of {@code cell}. Not thread-safe (a fit is used by one thread at a time). */
    double[] sums(GridCell cell) {
        return released.computeIfAbsent(cell, c -> {
            double[] sums = noise.of(c);
            double[] exact = tallies.get(c);
            if (exact != null) {
                sums[0] += exact[0];
                sums[1] += exact[1];
            }
            return sums;
        }).clone();
    }

    /**
     * S_U then S_V of every cell, cells in mixed-radix order of their bins (first axis slowest).
     *
     * @throws UnsupportedOperationException for grids of more than {@link #MAX_LISTED_CELLS} cells
     */
    @Override
    public double[] coordinates() {
        double cells = Math.pow(indexer.cellsPerAxis(), indexer.dimension());
        if (cells > MAX_LISTED_CELLS) {
            throw new UnsupportedOperationException(indexer.cellsPerAxis() + "^" + indexer.dimension()
                    + " cells are too many to list; audit PHIST on a small grid");
        }
        int count = (int) cells;
        double[] out = new double[2 * count];
        int[] bins = new int[indexer.dimension()];
        for (int c = 0; c < count; c++) {
            int rest = c;
            for (int j = indexer.dimension() - 1; j >= 0; j--) {
                bins[j] = rest % indexer.cellsPerAxis();
                rest /= indexer.cellsPerAxis();
            }
            double[] sums = sums(indexer.cellOfBins(bins));
            out[c] = sums[0];
            out[count + c] = sums[1];
        }
        return out;
    }
}
