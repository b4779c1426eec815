package org.ldpbench.report.figures;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The checks of a {@link LineFigure}'s components, one per component, each returning the immutable
 * copy the figure keeps: x strictly increasing and finite, tick labels distinct (and evenly spaced
 * on a linear axis, where they are categories), positive x on a log axis, series, reference and
 * fitted lines of the right length with distinct names, and usable y bounds. A figure that passes
 * them can always be drawn.
 */
final class LineFigureChecks {

  /** Relative tolerance for "evenly spaced" categorical x positions. */
  private static final double SPACING_TOLERANCE = 1e-9;

  private LineFigureChecks() {}

  static double[] x(double[] x) {
    Objects.requireNonNull(x, "x must not be null");
    if (x.length == 0) {
      throw new IllegalArgumentException("x must not be empty");
    }
    x = x.clone();
    for (int i = 0; i < x.length; i++) {
      if (!Double.isFinite(x[i])) {
        throw new IllegalArgumentException("x[" + i + "] must be finite, got " + x[i]);
      }
      if (i > 0 && !(x[i] > x[i - 1])) {
        throw new IllegalArgumentException(
            "x must be strictly increasing, but x["
                + i
                + "] = "
                + x[i]
                + " <= x["
                + (i - 1)
                + "] = "
                + x[i - 1]);
      }
    }
    return x;
  }

  static List<String> tickLabels(double[] x, List<String> xTickLabels, boolean logX) {
    if (xTickLabels == null) {
      return null;
    }
    if (xTickLabels.size() != x.length) {
      throw new IllegalArgumentException(
          "xTickLabels has " + xTickLabels.size() + " labels but x has " + x.length + " positions");
    }
    Set<String> distinct = new HashSet<>();
    for (int i = 0; i < xTickLabels.size(); i++) {
      String label = xTickLabels.get(i);
      if (label == null) {
        throw new IllegalArgumentException("xTickLabels[" + i + "] is null");
      }
      if (!distinct.add(label)) {
        throw new IllegalArgumentException(
            "xTickLabels must be distinct, but '" + label + "' repeats");
      }
    }
    List<String> copy = List.copyOf(xTickLabels);
    if (!logX) { // categories; on a log axis the labels name the x values where they are
      requireEvenlySpaced(x);
    }
    return copy;
  }

  static void logX(double[] x, boolean logX) {
    if (logX) {
      for (int i = 0; i < x.length; i++) {
        if (!(x[i] > 0.0)) {
          throw new IllegalArgumentException("logX needs x > 0, but x[" + i + "] = " + x[i]);
        }
      }
    }
  }

  /**
   * The series, each as long as x, their names added to {@code names} (which must stay distinct).
   */
  static List<LineFigure.Series> series(
      double[] x, List<LineFigure.Series> series, Set<String> names) {
    Objects.requireNonNull(series, "series must not be null");
    if (series.isEmpty()) {
      throw new IllegalArgumentException("series must not be empty");
    }
    if (series.size() > FigureStyle.MAX_SERIES) {
      throw new IllegalArgumentException(
          "a figure draws at most "
              + FigureStyle.MAX_SERIES
              + " series, so that each has its own colour and marker; got "
              + series.size()
              + ": split it into panels");
    }
    for (int s = 0; s < series.size(); s++) {
      LineFigure.Series one = series.get(s);
      if (one == null) {
        throw new IllegalArgumentException("series[" + s + "] is null");
      }
      if (one.y().length != x.length) {
        throw new IllegalArgumentException(
            "series '"
                + one.name()
                + "': y has length "
                + one.y().length
                + " but x has length "
                + x.length);
      }
      if (!names.add(one.name())) {
        throw new IllegalArgumentException("duplicate series name '" + one.name() + "'");
      }
    }
    return List.copyOf(series);
  }

  static List<LineFigure.ReferenceLine> referenceLines(
      List<LineFigure.ReferenceLine> referenceLines, Set<String> names) {
    referenceLines = referenceLines == null ? List.of() : new ArrayList<>(referenceLines);
    for (int r = 0; r < referenceLines.size(); r++) {
      LineFigure.ReferenceLine line = referenceLines.get(r);
      if (line == null) {
        throw new IllegalArgumentException("referenceLines[" + r + "] is null");
      }
      if (!names.add(line.label())) {
        throw new IllegalArgumentException(
            "reference line label '"
                + line.label()
                + "' duplicates another series or reference line name");
      }
    }
    return List.copyOf(referenceLines);
  }

  static List<LineFigure.FitLine> fitLines(
      double[] x,
      List<LineFigure.Series> series,
      List<LineFigure.FitLine> fitLines,
      Set<String> names) {
    fitLines = fitLines == null ? List.of() : new ArrayList<>(fitLines);
    for (int f = 0; f < fitLines.size(); f++) {
      LineFigure.FitLine line = fitLines.get(f);
      if (line == null) {
        throw new IllegalArgumentException("fitLines[" + f + "] is null");
      }
      if (series.stream().noneMatch(one -> one.name().equals(line.of()))) {
        throw new IllegalArgumentException(
            "fit line '"
                + line.label()
                + "' belongs to '"
                + line.of()
                + "', which is not a series");
      }
      if (line.y().length != x.length) {
        throw new IllegalArgumentException(
            "fit line '"
                + line.label()
                + "': y has length "
                + line.y().length
                + " but x has length "
                + x.length);
      }
      if (!names.add(line.label())) {
        throw new IllegalArgumentException(
            "fit line label '" + line.label() + "' duplicates another name in the figure");
      }
    }
    return List.copyOf(fitLines);
  }

  static void yBounds(double yMin, double yMax, boolean logY) {
    if (Double.isInfinite(yMin) || Double.isInfinite(yMax)) {
      throw new IllegalArgumentException(
          "yMin and yMax must be finite or NaN (automatic), got " + yMin + ", " + yMax);
    }
    if (!Double.isNaN(yMin) && !Double.isNaN(yMax) && !(yMin < yMax)) {
      throw new IllegalArgumentException(
          "yMin must be < yMax, got yMin = " + yMin + ", yMax = " + yMax);
    }
    if (logY && (yMin <= 0.0 || yMax <= 0.0)) {
      throw new IllegalArgumentException(
          "logY needs positive y-axis bounds, got yMin = " + yMin + ", yMax = " + yMax);
    }
  }

  private static void requireEvenlySpaced(double[] x) {
    if (x.length < 3) {
      return;
    }
    double step = x[1] - x[0];
    for (int i = 2; i < x.length; i++) {
      double gap = x[i] - x[i - 1];
      if (Math.abs(gap - step) > SPACING_TOLERANCE * Math.max(1.0, Math.abs(step))) {
        throw new IllegalArgumentException(
            "categorical x positions (xTickLabels given) must be evenly spaced, but"
                + " x["
                + (i - 1)
                + "]..x["
                + i
                + "] has gap "
                + gap
                + " and x[0]..x[1] has gap "
                + step);
      }
    }
  }
}
