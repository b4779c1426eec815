package org.ldpbench.partition;

import org.ldpbench.data.Features;

/**
 * The regular grid of k equal cells per axis on [0,1]^d (k^d cells), as PHIST and the histogram
 * classifiers of Berrett &amp; Butucea use. Cell of x: index (⌊k·x_1⌋, …, ⌊k·x_d⌋), each clamped to
 * 0..k−1 (so x_j = 1 and points outside [0,1] fall in the boundary cell), numbered with the first
 * coordinate varying slowest. Needs no data; immutable.
 */
public final class RegularGridPartition implements Partition {

  private final int dimension;
  private final int cellsPerAxis;
  private final int cellCount;

  /**
   * @param dimension d ≥ 1
   * @param cellsPerAxis k ≥ 1, with k^d at most 2^31 − 1
   */
  public RegularGridPartition(int dimension, int cellsPerAxis) {
    if (dimension < 1 || cellsPerAxis < 1) {
      throw new IllegalArgumentException(
          "need dimension >= 1 and cellsPerAxis >= 1, got " + dimension + ", " + cellsPerAxis);
    }
    double cells = Math.pow(cellsPerAxis, dimension);
    if (cells > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(
          cellsPerAxis + "^" + dimension + " cells is more than " + Integer.MAX_VALUE);
    }
    this.dimension = dimension;
    this.cellsPerAxis = cellsPerAxis;
    this.cellCount = (int) Math.round(cells);
  }

  public int cellsPerAxis() {
    return cellsPerAxis;
  }

  @Override
  public int dimension() {
    return dimension;
  }

  @Override
  public int cellCount() {
    return cellCount;
  }

  @Override
  public int cellOf(Features points, int row) {
    int cell = 0;
    for (int j = 0; j < dimension; j++) {
      int index = (int) Math.floor(points.get(row, j) * cellsPerAxis);
      index = Math.max(0, Math.min(cellsPerAxis - 1, index));
      cell = cell * cellsPerAxis + index;
    }
    return cell;
  }

  @Override
  public boolean inRootCell(Features points, int row) {
    for (int j = 0; j < dimension; j++) {
      double v = points.get(row, j);
      if (v < 0.0 || v > 1.0) {
        return false;
      }
    }
    return true;
  }
}
