package org.example.gridrr;

/**
 * A regular grid of {@code perAxis}^d cells over the unit cube [0,1]^d, the public partition the
 * method privatizes on. It depends on no data (only on the dimension and a parameter), so the
 * curator and the mechanism may both use it freely. Points outside the cube count in the nearest
 * border cell. Immutable.
 */
public final class GridCells {

  private final int dimension;
  private final int perAxis;
  private final int count;

  public GridCells(int dimension, int perAxis) {
    if (dimension < 1 || perAxis < 1) {
      throw new IllegalArgumentException(
          "need dimension >= 1 and cells per axis >= 1, got " + dimension + ", " + perAxis);
    }
    double total = Math.pow(perAxis, dimension);
    if (total > 1 << 20) {
      throw new IllegalArgumentException(
          perAxis
              + " cells per axis in dimension "
              + dimension
              + " make "
              + (long) total
              + " cells, more than 2^20");
    }
    this.dimension = dimension;
    this.perAxis = perAxis;
    this.count = (int) total;
  }

  /** Number of cells. */
  public int count() {
    return count;
  }

  /** The index in [0, count) of the cell holding {@code point} (length d). */
  public int cellOf(double[] point) {
    int cell = 0;
    for (int j = 0; j < dimension; j++) {
      int index = (int) Math.floor(point[j] * perAxis);
      cell = cell * perAxis + Math.max(0, Math.min(perAxis - 1, index));
    }
    return cell;
  }
}
