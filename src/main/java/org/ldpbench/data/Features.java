package org.ldpbench.data;

import java.util.Arrays;
import java.util.function.DoubleConsumer;

/**
 * An n × d matrix of feature values, stored row-major in one {@code double[]} so that hot loops
 * (routing points through a tree, kernel sums) read memory sequentially through {@link #get}.
 * Immutable: the backing array never leaves this class (every method of a replication sees the same
 * data, so one method must not be able to change what the next one sees); whoever needs an array
 * gets a copy. (Its one mutable field, {@link #inUnitCube}'s answers, is a cache computed at most a
 * few times, from the values, and never visible as a change.)
 */
public final class Features {

  private final double[] values;
  private final int rows;
  private final int columns;

  /** Cache of {@link #inUnitCube}, one flag per row; null until first asked. */
  private volatile boolean[] inUnitCube;

  private Features(double[] values, int rows, int columns) {
    this.values = values;
    this.rows = rows;
    this.columns = columns;
  }

  /**
   * Wraps {@code values} as a {@code rows × columns} matrix. The array is not copied: the caller
   * hands it over and must not keep writing to it.
   *
   * @throws IllegalArgumentException if the length does not match or a value is NaN or infinite
   */
  public static Features wrap(double[] values, int rows, int columns) {
    if (rows < 0 || columns < 1) {
      throw new IllegalArgumentException(
          "need rows >= 0 and columns >= 1, got " + rows + " x " + columns);
    }
    if ((long) rows * columns != values.length) {
      throw new IllegalArgumentException(
          "expected " + rows + " x " + columns + " values, got " + values.length);
    }
    for (int k = 0; k < values.length; k++) {
      if (!Double.isFinite(values[k])) {
        throw new IllegalArgumentException(
            "feature value at row "
                + (k / columns + 1)
                + ", column "
                + (k % columns + 1)
                + " is "
                + values[k]
                + "; features must be finite numbers");
      }
    }
    return new Features(values, rows, columns);
  }

  /**
   * Wraps values copied from other {@link Features} (so known to be finite) without checking them
   * again: {@link StreamedRows#materialize} puts a sample of 10⁷ rows together from its chunks.
   */
  static Features ofChecked(double[] values, int rows, int columns) {
    if (rows < 0 || columns < 1 || (long) rows * columns != values.length) {
      throw new IllegalArgumentException(
          "expected " + rows + " x " + columns + " values, got " + values.length);
    }
    return new Features(values, rows, columns);
  }

  /** Copies {@code matrix} (rows of equal length). */
  public static Features of(double[][] matrix) {
    if (matrix.length == 0) {
      throw new IllegalArgumentException("use wrap(new double[0], 0, d) for an empty matrix");
    }
    int d = matrix[0].length;
    double[] values = new double[matrix.length * d];
    for (int i = 0; i < matrix.length; i++) {
      if (matrix[i].length != d) {
        throw new IllegalArgumentException(
            "row " + i + " has " + matrix[i].length + " columns, expected " + d);
      }
      System.arraycopy(matrix[i], 0, values, i * d, d);
    }
    return wrap(values, matrix.length, d);
  }

  public int rows() {
    return rows;
  }

  public int columns() {
    return columns;
  }

  public double get(int row, int column) {
    return values[row * columns + column];
  }

  /** A copy of all values, row-major. */
  public double[] copyRowMajor() {
    return values.clone();
  }

  /** Copies all values, row-major, into {@code target} from index {@code offset} on. */
  public void copyInto(double[] target, int offset) {
    System.arraycopy(values, 0, target, offset, values.length);
  }

  /** Feeds every value, row-major, to {@code sink} (hashing, serialisation) without a copy. */
  public void forEachValue(DoubleConsumer sink) {
    for (double value : values) {
      sink.accept(value);
    }
  }

  /**
   * True if row {@code row} lies in the closed unit cube: no coordinate below 0.0 or above 1.0
   * (−0.0 is inside). Computed for every row on the first call and remembered: LPCT asks it of the
   * test points for every partition it routes them through, and on Email each answer reads 3000
   * values.
   */
  public boolean inUnitCube(int row) {
    boolean[] inside = inUnitCube;
    if (inside == null) {
      inside = new boolean[rows];
      for (int i = 0; i < rows; i++) {
        boolean in = true;
        for (int k = i * columns, end = k + columns; k < end && in; k++) {
          in = !(values[k] < 0.0 || values[k] > 1.0);
        }
        inside[i] = in;
      }
      inUnitCube = inside; // a race computes the same flags twice, harmlessly
    }
    return inside[row];
  }

  /**
   * True if {@code other} has the same shape and the same doubles, bit for bit (so that any pure
   * computation on the two gives the same result).
   */
  public boolean sameValues(Features other) {
    return other == this
        || (other.rows == rows && other.columns == columns && Arrays.equals(other.values, values));
  }

  /** A copy of row {@code row}. */
  public double[] row(int row) {
    double[] out = new double[columns];
    System.arraycopy(values, row * columns, out, 0, columns);
    return out;
  }

  /** The rows whose indices are given, in that order. */
  public Features select(int[] indices) {
    double[] out = new double[indices.length * columns];
    for (int k = 0; k < indices.length; k++) {
      System.arraycopy(values, indices[k] * columns, out, k * columns, columns);
    }
    return new Features(out, indices.length, columns);
  }
}
