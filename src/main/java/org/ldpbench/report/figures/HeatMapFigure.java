package org.ldpbench.report.figures;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.DoubleBinaryOperator;

/**
 * A heat map of a function of two variables sampled on a grid of cells, e.g. the regression
 * function η(x₁, x₂) of a synthetic design on [0,1]². Like {@link LineFigure} a plain, immutable
 * description; {@link HeatMapRenderer} draws it.
 *
 * @param title figure title; {@code null} is treated as none
 * @param xLabel horizontal axis title; {@code null} is treated as none
 * @param yLabel vertical axis title; {@code null} is treated as none
 * @param x cell centres along the horizontal axis: non-empty, finite, strictly increasing
 * @param y cell centres along the vertical axis: non-empty, finite, strictly increasing
 * @param values {@code values[i][j]} is the value of cell (x[i], y[j]); finite
 * @param zMin value drawn in the lowest colour, NaN for the smallest value
 * @param zMax value drawn in the highest colour, NaN for the largest value
 * @param caption a note shown under the title; {@code null} or blank for none
 */
public record HeatMapFigure(
    String title,
    String xLabel,
    String yLabel,
    double[] x,
    double[] y,
    double[][] values,
    double zMin,
    double zMax,
    String caption) {

  public HeatMapFigure {
    title = title == null ? "" : title;
    xLabel = xLabel == null ? "" : xLabel;
    yLabel = yLabel == null ? "" : yLabel;
    caption = caption == null || caption.isBlank() ? null : caption;
    x = increasing(x, "x");
    y = increasing(y, "y");
    Objects.requireNonNull(values, "values");
    if (values.length != x.length) {
      throw new IllegalArgumentException(
          "values has " + values.length + " columns but x has " + x.length);
    }
    double[][] copy = new double[values.length][];
    for (int i = 0; i < values.length; i++) {
      if (values[i] == null || values[i].length != y.length) {
        throw new IllegalArgumentException("values[" + i + "] must have " + y.length + " entries");
      }
      copy[i] = values[i].clone();
      for (int j = 0; j < y.length; j++) {
        if (!Double.isFinite(copy[i][j])) {
          throw new IllegalArgumentException(
              "values[" + i + "][" + j + "] must be finite, got " + copy[i][j]);
        }
      }
    }
    values = copy;
    if (Double.isInfinite(zMin)
        || Double.isInfinite(zMax)
        || (!Double.isNaN(zMin) && !Double.isNaN(zMax) && !(zMin < zMax))) {
      throw new IllegalArgumentException(
          "need zMin < zMax (or NaN for automatic), got " + zMin + ", " + zMax);
    }
  }

  /**
   * Samples {@code f} at the centres of an {@code n × n} grid of cells on [0,1]², i.e. at ((i +
   * ½)/n, (j + ½)/n).
   */
  public static HeatMapFigure ofUnitSquare(
      String title,
      String xLabel,
      String yLabel,
      DoubleBinaryOperator f,
      int n,
      double zMin,
      double zMax,
      String caption) {
    if (n < 1) {
      throw new IllegalArgumentException("need at least one cell per axis, got " + n);
    }
    double[] centres = new double[n];
    for (int i = 0; i < n; i++) {
      centres[i] = (i + 0.5) / n;
    }
    double[][] values = new double[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        values[i][j] = f.applyAsDouble(centres[i], centres[j]);
      }
    }
    return new HeatMapFigure(title, xLabel, yLabel, centres, centres, values, zMin, zMax, caption);
  }

  private static double[] increasing(double[] values, String name) {
    Objects.requireNonNull(values, name);
    if (values.length == 0) {
      throw new IllegalArgumentException(name + " must not be empty");
    }
    for (int i = 0; i < values.length; i++) {
      if (!Double.isFinite(values[i]) || (i > 0 && !(values[i] > values[i - 1]))) {
        throw new IllegalArgumentException(name + " must be finite and strictly increasing");
      }
    }
    return values.clone();
  }

  @Override
  public double[] x() {
    return x.clone();
  }

  @Override
  public double[] y() {
    return y.clone();
  }

  /** The value of cell (x[i], y[j]). */
  public double value(int i, int j) {
    return values[i][j];
  }

  @Override
  public double[][] values() {
    double[][] copy = new double[values.length][];
    for (int i = 0; i < values.length; i++) {
      copy[i] = values[i].clone();
    }
    return copy;
  }

  /** The smallest value drawn in the colour scale: zMin, or the smallest value. */
  double lowest() {
    return Double.isNaN(zMin)
        ? Arrays.stream(values).flatMapToDouble(Arrays::stream).min().orElseThrow()
        : zMin;
  }

  /** The largest value of the colour scale: zMax, or the largest value (above lowest()). */
  double highest() {
    double max =
        Double.isNaN(zMax)
            ? Arrays.stream(values).flatMapToDouble(Arrays::stream).max().orElseThrow()
            : zMax;
    double min = lowest();
    return max > min ? max : min + Math.max(Math.abs(min) * 0.05, 1e-9);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof HeatMapFigure f
        && title.equals(f.title)
        && xLabel.equals(f.xLabel)
        && yLabel.equals(f.yLabel)
        && Arrays.equals(x, f.x)
        && Arrays.equals(y, f.y)
        && Arrays.deepEquals(values, f.values)
        && Double.compare(zMin, f.zMin) == 0
        && Double.compare(zMax, f.zMax) == 0
        && Objects.equals(caption, f.caption);
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        title,
        xLabel,
        yLabel,
        Arrays.hashCode(x),
        Arrays.hashCode(y),
        Arrays.deepHashCode(values),
        zMin,
        zMax,
        caption);
  }

  @Override
  public String toString() {
    return "HeatMapFigure[title="
        + title
        + ", "
        + x.length
        + "x"
        + y.length
        + " cells, zMin="
        + zMin
        + ", zMax="
        + zMax
        + "]";
  }
}
