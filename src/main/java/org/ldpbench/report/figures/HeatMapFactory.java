package org.ldpbench.report.figures;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.font.TextLayout;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.Arrays;
import java.util.Locale;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Builds the XChart chart for a {@link HeatMapFigure}. XChart's own {@code HeatMapChart} treats
 * each cell as a category and labels an arbitrary subset of them (it needs unique, non-overlapping
 * labels), so a fine grid gets ticks at values like 0.328; instead the harness draws the cells over
 * an {@link XYChart} with ordinary numeric axes (ticks at round values, in the house style of line
 * charts): a subclass paints them after XChart's own drawing, placed with the chart's public
 * data-to-screen mapping ({@code getScreenXFromChart}, {@code getScreenYFromChart}), so no internal
 * XChart type is used. Title, caption and a horizontal colour bar are drawn above the plot in room
 * reserved through the title padding.
 *
 * <p>The colour scale is diverging, Okabe–Ito blue – white – vermillion, white at the middle of the
 * range: for a probability drawn on [0, 1] the colour shows the Bayes label and how sure it is.
 */
final class HeatMapFactory {

  /** Logical size; with the header above, the plot area is about square. */
  static final int WIDTH = 640;

  static final int HEIGHT = 700;

  /** Height of the header (title, caption, colour bar) above the plot, in pixels. */
  private static final int HEADER = 92;

  private static final Color LOW = new Color(0x00, 0x72, 0xB2);
  private static final Color MIDDLE = Color.WHITE;
  private static final Color HIGH = new Color(0xD5, 0x5E, 0x00);

  private HeatMapFactory() {}

  static XYChart create(HeatMapFigure figure) {
    double[] xEdges = edges(figure.x());
    double[] yEdges = edges(figure.y());
    XYChart chart = new HeatMapChart(figure, xEdges, yEdges);
    XYStyler styler = chart.getStyler();
    styler.setChartBackgroundColor(FigureStyle.BACKGROUND);
    styler.setPlotBackgroundColor(FigureStyle.BACKGROUND);
    styler.setChartFontColor(FigureStyle.TEXT);
    styler.setChartPadding(FigureStyle.CHART_PADDING);
    styler.setAntiAlias(true);
    styler.setTextAntiAlias(true);
    styler.setPlotBorderVisible(true);
    styler.setPlotBorderColor(FigureStyle.AXIS);
    styler.setPlotGridLinesVisible(false);
    styler.setPlotTicksMarksVisible(false);
    styler.setAxisTicksLineVisible(false);
    styler.setPlotContentSize(1.0);
    styler.setAxisTitleFont(FigureStyle.AXIS_TITLE_FONT);
    styler.setAxisTickLabelsFont(FigureStyle.TICK_FONT);
    styler.setAxisTickLabelsColor(FigureStyle.TEXT);
    styler.setAxisTickMarksColor(FigureStyle.AXIS);
    styler.setAxisTitlePadding(10);
    styler.setAxisTickPadding(6);
    styler.setLegendVisible(false);

    styler.setXAxisMin(xEdges[0]);
    styler.setXAxisMax(xEdges[xEdges.length - 1]);
    styler.setYAxisMin(yEdges[0]);
    styler.setYAxisMax(yEdges[yEdges.length - 1]);
    styler.setXAxisDecimalPattern("#,##0.0##");
    styler.setYAxisDecimalPattern("#,##0.0##");
    chart.setXAxisTitle(figure.xLabel());
    chart.setYAxisTitle(figure.yLabel());

    // XChart's title is an invisible placeholder whose padding reserves the header
    chart.setTitle(" ");
    styler.setChartTitleVisible(true);
    styler.setChartTitleBoxVisible(false);
    styler.setChartTitleFont(FigureStyle.TITLE_FONT);
    styler.setChartTitlePadding(HEADER / 2);

    // An invisible series through round values pins the ticks there: XChart puts the ticks of
    // evenly spaced data exactly at the data positions.
    double[] xTicks = roundValues(xEdges[0], xEdges[xEdges.length - 1]);
    double[] yTicks = roundValues(yEdges[0], yEdges[yEdges.length - 1]);
    int n = Math.max(xTicks.length, yTicks.length);
    XYSeries anchor =
        chart.addSeries(LineChartFactory.X_ANCHOR_SERIES, stretch(xTicks, n), stretch(yTicks, n));
    anchor.setLineStyle(SeriesLines.NONE);
    anchor.setMarker(SeriesMarkers.NONE);
    anchor.setShowInLegend(false);
    return chart;
  }

  /**
   * Round values from {@code low} to {@code high}, about five steps apart (0, 0.2, ..., 1 on [0,
   * 1]).
   */
  static double[] roundValues(double low, double high) {
    double raw = (high - low) / 5;
    double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
    double fraction = raw / magnitude;
    double step = (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * magnitude;
    long first = (long) Math.ceil(low / step - 1e-9);
    long last = (long) Math.floor(high / step + 1e-9);
    double[] values = new double[(int) (last - first + 1)];
    for (int i = 0; i < values.length; i++) {
      values[i] = (first + i) * step;
    }
    return values;
  }

  /** {@code values} lengthened to {@code n} by repeating the last value (invisible duplicates). */
  private static double[] stretch(double[] values, int n) {
    double[] out = Arrays.copyOf(values, n);
    Arrays.fill(out, values.length, n, values[values.length - 1]);
    return out;
  }

  /**
   * Cell boundaries: midway between centres, the outer ones half a spacing beyond the end centres.
   */
  static double[] edges(double[] centres) {
    int n = centres.length;
    double[] edges = new double[n + 1];
    if (n == 1) {
      edges[0] = centres[0] - 0.5;
      edges[1] = centres[0] + 0.5;
      return edges;
    }
    for (int i = 1; i < n; i++) {
      edges[i] = (centres[i - 1] + centres[i]) / 2;
    }
    edges[0] = centres[0] - (edges[1] - centres[0]);
    edges[n] = centres[n - 1] + (centres[n - 1] - edges[n - 1]);
    return edges;
  }

  /**
   * Colours of the scale: {@value} steps from low to high, fine enough to look continuous, coarse
   * enough that neighbouring cells often share a colour and merge into one SVG rectangle. The
   * colour bar shows the same steps.
   */
  static final int STEPS = 128;

  /** The colour of {@code value} on the scale from {@code low} to {@code high} (clamped to it). */
  static Color colour(double value, double low, double high) {
    double t = (value - low) / (high - low);
    int step = (int) Math.floor(Math.max(0.0, Math.min(1.0, t)) * STEPS);
    if (step == STEPS) {
      step = STEPS - 1;
    }
    if (step == 0 || step == STEPS - 1) {
      return step == 0 ? LOW : HIGH; // the ends of the scale are the pure colours
    }
    t = (step + 0.5) / STEPS;
    return t < 0.5 ? mix(LOW, MIDDLE, t * 2) : mix(MIDDLE, HIGH, (t - 0.5) * 2);
  }

  private static Color mix(Color a, Color b, double t) {
    return new Color(
        (int) Math.round(a.getRed() + (b.getRed() - a.getRed()) * t),
        (int) Math.round(a.getGreen() + (b.getGreen() - a.getGreen()) * t),
        (int) Math.round(a.getBlue() + (b.getBlue() - a.getBlue()) * t));
  }

  /**
   * The chart with the heat map over it: XChart paints axes, titles and the invisible anchor
   * series, then the cells and the header are painted, in that order, on the same graphics.
   */
  private static final class HeatMapChart extends XYChart {

    private final HeatMapFigure figure;
    private final double[] xEdges;
    private final double[] yEdges;

    HeatMapChart(HeatMapFigure figure, double[] xEdges, double[] yEdges) {
      super(WIDTH, HEIGHT);
      this.figure = figure;
      this.xEdges = xEdges;
      this.yEdges = yEdges;
    }

    @Override
    public void paint(Graphics2D g, int width, int height) {
      super.paint(g, width, height);
      int[] xs = new int[xEdges.length];
      for (int i = 0; i < xs.length; i++) {
        xs[i] = (int) getScreenXFromChart(xEdges[i]);
      }
      int[] ys = new int[yEdges.length];
      for (int j = 0; j < ys.length; j++) {
        ys[j] = (int) getScreenYFromChart(yEdges[j]);
      }
      Cells.paint(g, figure, xs, ys);
      // the axes span exactly the edges (plot content size 1): the plot area is [xs[0], xs[last]]
      // wide
      // and its top is the screen y of the upper edge
      Header.paint(g, figure, xs[0], xs[xs.length - 1], ys[ys.length - 1]);
    }
  }

  /** The cells, filling the plot area; drawn without anti-aliasing so neighbours leave no seams. */
  private static final class Cells {

    private Cells() {}

    /** Paints the cells whose edges are at screen positions {@code xs} and {@code ys}. */
    static void paint(Graphics2D g, HeatMapFigure figure, int[] xs, int[] ys) {
      Object oldHint = g.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
      double low = figure.lowest();
      double high = figure.highest();
      int columns = xs.length - 1;
      for (int j = 0; j + 1 < ys.length; j++) {
        // neighbouring cells of one colour are filled as one rectangle (a smaller SVG)
        int start = 0;
        Color run = colour(figure.value(0, j), low, high);
        for (int i = 1; i <= columns; i++) {
          Color next = i < columns ? colour(figure.value(i, j), low, high) : null;
          if (!run.equals(next)) {
            g.setColor(run);
            // screen y grows downwards: the upper edge of cell row j is ys[j + 1]
            g.fillRect(xs[start], ys[j + 1], xs[i] - xs[start], ys[j] - ys[j + 1]);
            start = i;
            run = next;
          }
        }
      }
      g.setRenderingHint(
          RenderingHints.KEY_ANTIALIASING,
          oldHint == null ? RenderingHints.VALUE_ANTIALIAS_ON : oldHint);
      g.setColor(FigureStyle.AXIS);
      g.setStroke(new BasicStroke(1.0f));
      g.drawRect(xs[0], ys[ys.length - 1], xs[xs.length - 1] - xs[0], ys[0] - ys[ys.length - 1]);
    }
  }

  /** Title, caption and colour bar, stacked above the plot area and centred over it. */
  private static final class Header {

    private static final int BAR_HEIGHT = 12;
    private static final int MARGIN = 8;

    private Header() {}

    /**
     * Paints the header over the plot area from {@code left} to {@code right} whose top is {@code
     * plotTop}.
     */
    static void paint(Graphics2D g, HeatMapFigure figure, int left, int right, int plotTop) {
      double centre = (left + right) / 2.0;
      Object oldHint = g.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);

      // colour bar: half the plot width, labels under it at both ends and the middle
      double low = figure.lowest();
      double high = figure.highest();
      int barWidth = (right - left) / 2;
      int barLeft = (int) Math.round(centre - barWidth / 2.0);
      int labelsBaseline = plotTop - 8;
      int barBottom = labelsBaseline - 16;
      int barTop = barBottom - BAR_HEIGHT;
      for (int s = 0; s < STEPS; s++) {
        int x0 = barLeft + barWidth * s / STEPS;
        int x1 = barLeft + barWidth * (s + 1) / STEPS;
        g.setColor(colour(low + (high - low) * (s + 0.5) / STEPS, low, high));
        g.fillRect(x0, barTop, x1 - x0, BAR_HEIGHT);
      }
      g.setColor(FigureStyle.AXIS);
      g.setStroke(new BasicStroke(1.0f));
      g.drawRect(barLeft, barTop, barWidth, BAR_HEIGHT);
      Font tickFont = FigureStyle.TICK_FONT.deriveFont(12f);
      double[] marks = {low, (low + high) / 2, high};
      for (int m = 0; m < marks.length; m++) {
        double x = barLeft + barWidth * (double) m / (marks.length - 1);
        text(g, scaleLabel(marks[m], high - low), tickFont, FigureStyle.TEXT, x, labelsBaseline);
      }

      // caption and title above the bar
      double baseline = barTop - 8;
      if (figure.caption() != null) {
        Font font =
            FigureStyle.fitting(FigureStyle.CAPTION_FONT, figure.caption(), WIDTH - 2 * MARGIN);
        text(g, figure.caption(), font, FigureStyle.CAPTION_TEXT, centre, baseline);
        baseline -= 20;
      }
      if (!figure.title().isEmpty()) {
        Font font = FigureStyle.fitting(FigureStyle.TITLE_FONT, figure.title(), WIDTH - 40);
        text(g, figure.title(), font, FigureStyle.TEXT, centre, baseline - 2);
      }
      if (oldHint != null) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, oldHint);
      }
    }

    /**
     * Draws {@code text} as outlines, centred on {@code x} but kept inside the chart, on the
     * baseline {@code y}.
     */
    private static void text(
        Graphics2D g, String text, Font font, Color color, double x, double y) {
      TextLayout layout = new TextLayout(text, font, g.getFontRenderContext());
      Rectangle2D box = layout.getBounds();
      double left = x - box.getWidth() / 2;
      left = Math.max(MARGIN, Math.min(left, WIDTH - MARGIN - box.getWidth()));
      Shape outline = layout.getOutline(AffineTransform.getTranslateInstance(left - box.getX(), y));
      g.setColor(color);
      g.fill(outline);
    }

    private static String scaleLabel(double value, double range) {
      int decimals = Math.max(1, Math.min(6, (int) Math.ceil(-Math.log10(range / 4))));
      return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }
  }
}
