package org.ldpbench.partition;

import org.ldpbench.data.Features;

/**
 * Routing by table lookup for trees whose cuts all lie on a dyadic grid, as max-edge trees do
 * (every cut halves a cell, so each threshold in coordinate k is a multiple of 2^−m_k): the grid
 * cell of a point is found by scaling each coordinate by 2^m_k (exact in floating point) and
 * flooring, and a table holds the leaf of every grid cell. No threshold falls strictly inside a
 * grid cell, so every point of a grid cell reaches the same leaf as the cell's lower corner, which
 * the table was filled with; a point on a cut goes right in the tree and to the upper grid cell
 * here. Points outside [0, 1]^d are clamped to the boundary cells, where the tree's thresholds send
 * them too. (Features are finite; a NaN coordinate would be left to the tree walk.)
 */
final class DyadicLookup {

    /** Largest table (cells) built; deeper grids are routed by the tree walk. */
    static final int MAX_CELLS = 1 << 20;

    private final int[] shift;
    private final int[] size;
    private final int[] table;

    private DyadicLookup(int[] shift, int[] table) {
        this.shift = shift;
        this.size = new int[shift.length];
        for (int k = 0; k < shift.length; k++) {
            size[k] = 1 << shift[k];
        }
        this.table = table;
    }

    /**
     * The lookup for {@code tree}, or null if some threshold is not dyadic in [0, 1] or the grid
     * would exceed {@link #MAX_CELLS} cells.
     */
    static DyadicLookup of(TreePartition tree) {
        int d = tree.dimension();
        int[] shift = new int[d];
        for (int node = 0; node < tree.nodeCount(); node++) {
            if (tree.isLeaf(node)) {
                continue;
            }
            int k = tree.splitDimension(node);
            double t = tree.threshold(node);
            if (!(t > 0.0 && t < 1.0)) {
                return null;
            }
            int m = 0;
            while (m <= 30 && Math.scalb(t, m) != Math.rint(Math.scalb(t, m))) {
                m++;
            }
            if (m > 30) {
                return null;
            }
            shift[k] = Math.max(shift[k], m);
        }
        long cells = 1;
        for (int m : shift) {
            cells <<= m;
            if (cells > MAX_CELLS) {
                return null;
            }
        }
        int[] table = new int[(int) cells];
        double[] corner = new double[d];
        for (int cell = 0; cell < table.length; cell++) {
            int rest = cell;
            for (int k = d - 1; k >= 0; k--) {
                int index = rest & ((1 << shift[k]) - 1);
                rest >>>= shift[k];
                corner[k] = Math.scalb((double) index, -shift[k]);
            }
            table[cell] = tree.walk(corner);
        }
        return new DyadicLookup(shift, table);
    }

    /** The leaf of row {@code row}, or −1 if a coordinate is NaN (the caller walks the tree then). */
    int leaf(Features points, int row) {
        int cell = 0;
        for (int k = 0; k < shift.length; k++) {
            double x = points.get(row, k);
            if (x != x) {
                return -1;
            }
            double scaled = Math.scalb(x, shift[k]);
            int index = scaled <= 0.0 ? 0 : scaled >= size[k] ? size[k] - 1 : (int) scaled;
            cell = (cell << shift[k]) | index;
        }
        return table[cell];
    }
}
