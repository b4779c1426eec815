package org.ldpbench.partition;

import org.ldpbench.data.Features;

/**
 * A partition of the root cell (normally [0,1]^d) into cells numbered 0..cellCount−1: the common
 * view of max-edge trees ({@link TreePartition}) and regular grids ({@link RegularGridPartition},
 * PHIST's 3–6 cells per axis, which are not a dyadic tree). Per-cell statistics are indexed by
 * these numbers. Built from public data only (or from no data at all), so a private method may use
 * it freely.
 */
public interface Partition {

  /** Number of coordinates d. */
  int dimension();

  /** Number of cells. */
  int cellCount();

  /**
   * The cell of row {@code row} of {@code points}. Points outside the root cell still get a cell
   * (the nearest boundary cell); whether a point lies in the root cell is {@link #inRootCell}.
   */
  int cellOf(Features points, int row);

  /** True if row {@code row} of {@code points} lies in the closed root cell. */
  boolean inRootCell(Features points, int row);

  /** The cell of every row of {@code points}. */
  default int[] cellsOf(Features points) {
    if (points.columns() != dimension()) {
      throw new IllegalArgumentException(
          "points have " + points.columns() + " columns, the partition " + dimension());
    }
    int[] cells = new int[points.rows()];
    for (int i = 0; i < cells.length; i++) {
      cells[i] = cellOf(points, i);
    }
    return cells;
  }
}
