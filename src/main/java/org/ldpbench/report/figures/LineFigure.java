package org.ldpbench.report.figures;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A line chart with optional error bars, as the harness draws paper figures (e.g. accuracy vs ε).
 * It is a plain description of what to draw; {@link FigureRenderer} turns it into PNG and SVG.
 * Keeping the description separate from the renderer lets report code build figures from result
 * tables without touching the plotting library, and lets the constructor reject malformed input
 * before any file is written.
 *
 * <p>All series share the x positions {@link #x()}. The x axis is either numeric (linear, or
 * logarithmic with {@link #logX()}) or, when {@link #xTickLabels()} is given on a linear axis,
 * categorical: each x position is drawn as one evenly spaced category with its label and no other
 * ticks. The ε grid 0.5, 1, 2, 4, 8, 1000 is the typical case: {@code x = 0..5}, labels {@code
 * "0.5".."1000"}. Tick labels on a log axis label it at the data's own values instead ({@link
 * LogAxisValueLabels}), so that a reader sees 4 and 8 where the points are.
 *
 * <p>Arrays are copied on construction and on access, so a figure is immutable.
 *
 * @param title figure title; {@code null} is treated as no title
 * @param xLabel x-axis title; {@code null} is treated as none
 * @param yLabel y-axis title; {@code null} is treated as none
 * @param x x positions shared by all series: non-empty, finite, strictly increasing
 * @param xTickLabels {@code null} for a numeric x axis labelled by the plotting library; otherwise
 *     one distinct, non-null label per x position: on a linear axis the x positions must be evenly
 *     spaced (the axis is drawn as categories), on a log axis they are the labels of the ticks at
 *     the x values
 * @param logX draw x on a log scale (requires x &gt; 0)
 * @param logY draw y on a log scale; values &le; 0 cannot be shown there and are left out like
 *     missing points, and an error bar reaching 0 or below is left out (XChart draws symmetric bars
 *     only)
 * @param series the lines to draw: non-empty, distinct names
 * @param referenceLines horizontal reference lines (e.g. the Bayes accuracy); {@code null} = none
 * @param fitLines fitted lines drawn thin and dashed in the colour of the series they belong to
 *     (e.g. a least-squares line on log–log axes); {@code null} = none
 * @param yMin lower y-axis bound, or NaN for automatic (&gt; 0 on a log axis)
 * @param yMax upper y-axis bound, or NaN for automatic
 * @param caption small note drawn under the title, e.g. "quick profile: 10 replications; bars: ±1
 *     s.e."; {@code null} or blank = none
 */
public record LineFigure(
    String title,
    String xLabel,
    String yLabel,
    double[] x,
    List<String> xTickLabels,
    boolean logX,
    boolean logY,
    List<Series> series,
    List<ReferenceLine> referenceLines,
    List<FitLine> fitLines,
    double yMin,
    double yMax,
    String caption) {

  /**
   * One line of a {@link LineFigure}: a y value per x position and an optional symmetric error bar
   * (the bar spans y ± error).
   *
   * @param name legend entry; non-blank and distinct within the figure
   * @param y one value per x position; NaN marks a missing point (not drawn, the line breaks
   *     there); infinite values are rejected
   * @param error {@code null} for no error bars, else one half-width per x position: finite and
   *     &ge; 0, or NaN for no bar at that point
   * @param dashed draw the line dashed (e.g. for a baseline method)
   * @param markers draw a marker at each point (false for a constant line, e.g. the best value of a
   *     method that has no such parameter)
   */
  public record Series(String name, double[] y, double[] error, boolean dashed, boolean markers) {

    /** A series with markers. */
    public Series(String name, double[] y, double[] error, boolean dashed) {
      this(name, y, error, dashed, true);
    }

    public Series {
      if (name == null || name.isBlank()) {
        throw new IllegalArgumentException("series name must be non-blank");
      }
      Objects.requireNonNull(y, () -> "series '" + name + "': y must not be null");
      y = y.clone();
      for (int i = 0; i < y.length; i++) {
        if (Double.isInfinite(y[i])) {
          throw new IllegalArgumentException(
              "series '" + name + "': y[" + i + "] is infinite; use NaN for a" + " missing point");
        }
      }
      if (error != null) {
        if (error.length != y.length) {
          throw new IllegalArgumentException(
              "series '"
                  + name
                  + "': error has length "
                  + error.length
                  + " but y has length "
                  + y.length);
        }
        error = error.clone();
        for (int i = 0; i < error.length; i++) {
          double e = error[i];
          if (Double.isInfinite(e) || e < 0.0) {
            throw new IllegalArgumentException(
                "series '"
                    + name
                    + "': error["
                    + i
                    + "] must be finite and >= 0"
                    + " (or NaN for no bar), got "
                    + e);
          }
        }
      }
    }

    @Override
    public double[] y() {
      return y.clone();
    }

    @Override
    public double[] error() {
      return error == null ? null : error.clone();
    }

    /** True if at least one y value is not NaN, i.e. there is something to draw. */
    boolean hasData() {
      for (double v : y) {
        if (!Double.isNaN(v)) {
          return true;
        }
      }
      return false;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Series s
          && name.equals(s.name)
          && Arrays.equals(y, s.y)
          && Arrays.equals(error, s.error)
          && dashed == s.dashed
          && markers == s.markers;
    }

    @Override
    public int hashCode() {
      return Objects.hash(name, Arrays.hashCode(y), Arrays.hashCode(error), dashed, markers);
    }

    @Override
    public String toString() {
      return "Series[name="
          + name
          + ", y="
          + Arrays.toString(y)
          + ", error="
          + Arrays.toString(error)
          + ", dashed="
          + dashed
          + ", markers="
          + markers
          + "]";
    }
  }

  /**
   * A horizontal reference line across the whole plot, listed in the legend under its label.
   *
   * @param label legend entry, e.g. "Bayes accuracy 0.786"; non-blank
   * @param value y position; finite
   */
  public record ReferenceLine(String label, double value) {

    public ReferenceLine {
      if (label == null || label.isBlank()) {
        throw new IllegalArgumentException("reference line label must be non-blank");
      }
      if (!Double.isFinite(value)) {
        throw new IllegalArgumentException(
            "reference line '" + label + "': value must be finite, got " + value);
      }
    }
  }

  /**
   * A fitted line belonging to one series, listed in the legend under its own label (e.g. "LPCT:
   * slope −0.48 (95% CI −0.55 to −0.41)").
   *
   * @param label legend entry; non-blank, distinct from every other name in the figure
   * @param of the name of the series it belongs to (it takes that series' colour)
   * @param y one value per x position of the figure; NaN where the line is not drawn
   */
  public record FitLine(String label, String of, double[] y) {

    public FitLine {
      if (label == null || label.isBlank()) {
        throw new IllegalArgumentException("fit line label must be non-blank");
      }
      Objects.requireNonNull(of, "of");
      Objects.requireNonNull(y, "y");
      y = y.clone();
      for (int i = 0; i < y.length; i++) {
        if (Double.isInfinite(y[i])) {
          throw new IllegalArgumentException("fit line '" + label + "': y[" + i + "] is infinite");
        }
      }
    }

    @Override
    public double[] y() {
      return y.clone();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof FitLine f
          && label.equals(f.label)
          && of.equals(f.of)
          && Arrays.equals(y, f.y);
    }

    @Override
    public int hashCode() {
      return Objects.hash(label, of, Arrays.hashCode(y));
    }

    @Override
    public String toString() {
      return "FitLine[label=" + label + ", of=" + of + ", y=" + Arrays.toString(y) + "]";
    }
  }

  /** A figure with a linear y axis and no fitted lines. */
  public LineFigure(
      String title,
      String xLabel,
      String yLabel,
      double[] x,
      List<String> xTickLabels,
      boolean logX,
      List<Series> series,
      List<ReferenceLine> referenceLines,
      double yMin,
      double yMax,
      String caption) {
    this(
        title,
        xLabel,
        yLabel,
        x,
        xTickLabels,
        logX,
        false,
        series,
        referenceLines,
        null,
        yMin,
        yMax,
        caption);
  }

  public LineFigure {
    title = title == null ? "" : title;
    xLabel = xLabel == null ? "" : xLabel;
    yLabel = yLabel == null ? "" : yLabel;
    caption = caption == null || caption.isBlank() ? null : caption;
    x = LineFigureChecks.x(x);
    xTickLabels = LineFigureChecks.tickLabels(x, xTickLabels, logX);
    LineFigureChecks.logX(x, logX);
    Set<String> names = new HashSet<>();
    series = LineFigureChecks.series(x, series, names);
    referenceLines = LineFigureChecks.referenceLines(referenceLines, names);
    fitLines = LineFigureChecks.fitLines(x, series, fitLines, names);
    LineFigureChecks.yBounds(yMin, yMax, logY);
  }

  /** True if the x axis is drawn as categories with {@link #xTickLabels()}. */
  boolean categoricalX() {
    return xTickLabels != null && !logX;
  }

  /** True if the x axis is logarithmic and labelled at the x values with {@link #xTickLabels()}. */
  boolean valueLabelledLogX() {
    return xTickLabels != null && logX;
  }

  @Override
  public double[] x() {
    return x.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LineFigure f
        && title.equals(f.title)
        && xLabel.equals(f.xLabel)
        && yLabel.equals(f.yLabel)
        && Arrays.equals(x, f.x)
        && Objects.equals(xTickLabels, f.xTickLabels)
        && logX == f.logX
        && logY == f.logY
        && series.equals(f.series)
        && referenceLines.equals(f.referenceLines)
        && fitLines.equals(f.fitLines)
        && Double.compare(yMin, f.yMin) == 0
        && Double.compare(yMax, f.yMax) == 0
        && Objects.equals(caption, f.caption);
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        title,
        xLabel,
        yLabel,
        Arrays.hashCode(x),
        xTickLabels,
        logX,
        logY,
        series,
        referenceLines,
        fitLines,
        yMin,
        yMax,
        caption);
  }

  @Override
  public String toString() {
    return "LineFigure[title="
        + title
        + ", x="
        + Arrays.toString(x)
        + ", xTickLabels="
        + xTickLabels
        + ", logX="
        + logX
        + ", logY="
        + logY
        + ", series="
        + series
        + ", referenceLines="
        + referenceLines
        + ", fitLines="
        + fitLines
        + ", yMin="
        + yMin
        + ", yMax="
        + yMax
        + ", caption="
        + caption
        + "]";
  }
}
