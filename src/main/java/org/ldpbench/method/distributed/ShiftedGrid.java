package org.ldpbench.method.distributed;

import org.ldpbench.data.Features;

/**
 * The cubic bins of side s = 1/⌈1/h⌉ on [0,1]^d, optionally shifted by {@code offset}·s along every
 * axis (then one more bin per axis covers the shifted edge). DT-HIST's bins: with offset 0 and s =
 * 1/2 they coincide with the quadrants of the simulations' checkerboard (whose Bayes boundary is
 * x_k = 1/2); offset 1/2 puts no bin edge on that boundary at any s = 2^{−j}.
 */
final class ShiftedGrid {

  private final int dimension;
  private final int perAxis;
  private final double side;
  private final double offset;

  ShiftedGrid(int dimension, double h, double offset) {
    int cells = (int) Math.ceil(1.0 / h - 1e-9);
    this.dimension = dimension;
    this.side = 1.0 / cells;
    this.offset = offset;
    this.perAxis = cells + (offset > 0 ? 1 : 0);
    if (Math.pow(perAxis, dimension) > 50_000_000) {
      throw new IllegalArgumentException("too many bins: " + perAxis + "^" + dimension);
    }
  }

  double side() {
    return side;
  }

  int dimension() {
    return dimension;
  }

  int cellCount() {
    return (int) Math.round(Math.pow(perAxis, dimension));
  }

  int cellOf(Features points, int row) {
    int cell = 0;
    for (int k = 0; k < dimension; k++) {
      int index = (int) Math.floor(points.get(row, k) / side + offset);
      index = Math.max(0, Math.min(perAxis - 1, index));
      cell = cell * perAxis + index;
    }
    return cell;
  }
}
