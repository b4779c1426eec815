package org.ldpbench.method.baseline;

import org.ldpbench.data.Features;
import org.ldpbench.data.IndexSort;

/**
 * Every feature's non-zero values sorted ascending (equal values in row order), each with its row:
 * {@link CartBuilder}'s per-feature sorted orders without the zeros. On sparse data (Email: 3000
 * word counts, 94% zeros) sorting, scanning and partitioning only the non-zero entries cuts a
 * fit's work from O(n·d) per tree level to O(non-zeros). Nothing is lost: in a node, a feature's
 * zeros (0.0 and −0.0, equal as numbers) sit between its negative and its positive values, and
 * their rows are the node's rows not listed here.
 *
 * <p>Feature f's entries are {@code [start(f), end(f))} of {@link #rows} and {@link #values}; a
 * node's entries of f are a sub-segment, kept sorted by stable partitions ({@link #partition}).
 * Mutable (the partitions reorder the segments): one instance per tree build.
 */
final class SortedNonZeros {

    /** Row of each entry. */
    final int[] rows;
    /** Value of each entry (never 0.0 or −0.0). */
    final double[] values;
    private final int[] offsets;
    private final int[] rowBuffer;
    private final double[] valueBuffer;

    private SortedNonZeros(int[] rows, double[] values, int[] offsets, int longest) {
        this.rows = rows;
        this.values = values;
        this.offsets = offsets;
        this.rowBuffer = new int[longest];
        this.valueBuffer = new double[longest];
    }

    /** The non-zero entries of every column of {@code x}, each column sorted (stable, {@link IndexSort}). */
    static SortedNonZeros of(Features x) {
        int n = x.rows();
        int d = x.columns();
        int[] offsets = new int[d + 1];
        for (int i = 0; i < n; i++) { // row by row: the features are stored row-major
            for (int f = 0; f < d; f++) {
                if (x.get(i, f) != 0.0) {
                    offsets[f + 1]++;
                }
            }
        }
        int longest = 0;
        for (int f = 0; f < d; f++) {
            longest = Math.max(longest, offsets[f + 1]);
            offsets[f + 1] += offsets[f];
        }
        int[] rows = new int[offsets[d]];
        double[] values = new double[offsets[d]];
        int[] next = java.util.Arrays.copyOf(offsets, d);
        for (int i = 0; i < n; i++) {
            for (int f = 0; f < d; f++) {
                double value = x.get(i, f);
                if (value != 0.0) {
                    int k = next[f]++;
                    rows[k] = i;
                    values[k] = value;
                }
            }
        }
        int[] rowsInRowOrder = new int[longest];
        for (int f = 0; f < d; f++) {
            int start = offsets[f];
            int length = offsets[f + 1] - start;
            double[] column = java.util.Arrays.copyOfRange(values, start, start + length);
            System.arraycopy(rows, start, rowsInRowOrder, 0, length);
            int[] order = IndexSort.ascending(column);
            for (int k = 0; k < length; k++) {
                rows[start + k] = rowsInRowOrder[order[k]];
                values[start + k] = column[order[k]];
            }
        }
        return new SortedNonZeros(rows, values, offsets, longest);
    }

    /** First entry of feature {@code f}. */
    int start(int f) {
        return offsets[f];
    }

    /** One past the last entry of feature {@code f}. */
    int end(int f) {
        return offsets[f + 1];
    }

    /**
     * Stable partition of the entries {@code [start, end)}: those whose row goes left first, each
     * side keeping its order (so it stays sorted).
     *
     * @return the first entry of the right side
     */
    int partition(int start, int end, boolean[] goesLeft) {
        int l = start;
        int r = 0;
        for (int k = start; k < end; k++) {
            int row = rows[k];
            if (goesLeft[row]) {
                rows[l] = row;
                values[l++] = values[k];
            } else {
                rowBuffer[r] = row;
                valueBuffer[r++] = values[k];
            }
        }
        System.arraycopy(rowBuffer, 0, rows, l, r);
        System.arraycopy(valueBuffer, 0, values, l, r);
        return l;
    }
}
