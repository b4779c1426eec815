package org.ldpbench.method.phist;

import org.ldpbench.data.Features;
import org.ldpbench.partition.RegularGridPartition;

/**
 * Maps points to the cells of the regular grid with k equal bins per axis on [0,1]^d (spec/lpct.md
 * §4.2), without ever enumerating the k^d cells.
 *
 * <p>The bin of a coordinate is the authors' {@code np.digitize(x, linspace(0, 1, k + 1)) − 1}: the
 * number of edges i·(1/k) (i = 1..k−1, computed as numpy does) that are ≤ x, so a value on an edge
 * goes to the upper bin and values ≥ 1 go to the last bin. [DIFF] A value below 0 gets bin −1 in
 * the code, which numpy reads as the last bin (wrap-around); here it goes to the first bin, the
 * spec's [REC]. Such values appear because the min-max scaler is fitted on public data only.
 *
 * <p>{@link RegularGridPartition} is not used: its int cell numbers cannot name more than 2^31
 * cells, and it bins by ⌊k·x⌋, which can differ from numpy's edges at a cut.
 */
final class GridIndexer {

  private final int dimension;
  private final int cellsPerAxis;
  private final double[] innerEdges;
  private final int bits;
  private final int perWord;
  private final int wordCount;

  GridIndexer(int dimension, int cellsPerAxis) {
    if (dimension < 1 || cellsPerAxis < 1) {
      throw new IllegalArgumentException(
          "need dimension >= 1 and cellsPerAxis >= 1, got " + dimension + ", " + cellsPerAxis);
    }
    this.dimension = dimension;
    this.cellsPerAxis = cellsPerAxis;
    double step = 1.0 / cellsPerAxis; // numpy linspace: arange(0, num) * step + start
    this.innerEdges = new double[cellsPerAxis - 1];
    for (int i = 1; i < cellsPerAxis; i++) {
      innerEdges[i - 1] = i * step;
    }
    this.bits = Math.max(1, 32 - Integer.numberOfLeadingZeros(cellsPerAxis - 1));
    this.perWord = 64 / bits;
    this.wordCount = (dimension + perWord - 1) / perWord;
  }

  int dimension() {
    return dimension;
  }

  int cellsPerAxis() {
    return cellsPerAxis;
  }

  /** log2 of the number of cells, d·log2 k. */
  double log2CellCount() {
    return dimension * (Math.log(cellsPerAxis) / Math.log(2.0));
  }

  /** The bin of one coordinate value. */
  int bin(double value) {
    int bin = 0;
    while (bin < innerEdges.length && innerEdges[bin] <= value) {
      bin++;
    }
    return bin;
  }

  /** The cell of row {@code row} of {@code points}. */
  GridCell cellOf(Features points, int row) {
    long[] words = new long[wordCount];
    for (int j = 0; j < dimension; j++) {
      words[j / perWord] |= ((long) bin(points.get(row, j))) << (bits * (j % perWord));
    }
    return new GridCell(words);
  }

  /** The cell with the given per-axis bins. */
  GridCell cellOfBins(int[] bins) {
    long[] words = new long[wordCount];
    for (int j = 0; j < dimension; j++) {
      words[j / perWord] |= ((long) bins[j]) << (bits * (j % perWord));
    }
    return new GridCell(words);
  }

  /** True if every coordinate of the row lies in [0, 1]. */
  boolean inUnitCube(Features points, int row) {
    for (int j = 0; j < dimension; j++) {
      double v = points.get(row, j);
      if (v < 0.0 || v > 1.0) {
        return false;
      }
    }
    return true;
  }
}
