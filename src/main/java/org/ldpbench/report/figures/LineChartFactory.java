package org.ldpbench.report.figures;

import java.awt.BasicStroke;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.style.Styler.LegendLayout;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Builds the XChart {@link XYChart} for a {@link LineFigure} in the {@link FigureStyle} house
 * style. This is the only place that knows how figure concepts map onto XChart: series become line
 * series with markers and error bars, reference lines become {@link ReferenceRule} annotations plus
 * a legend entry, a categorical x axis becomes a numeric axis whose ticks are labelled by a {@link
 * CategoryTickFormatter}, a log x axis with tick labels is labelled at the x values ({@link
 * LogAxisValueLabels}), and the caption becomes a {@link CaptionText}.
 */
final class LineChartFactory {

  /**
   * Name of the invisible series that spans all x positions. It pins the x axis to the figure's
   * positions even when series with no data are skipped. The NUL character keeps it from colliding
   * with any user-visible name.
   */
  static final String X_ANCHOR_SERIES = "\u0000x-positions";

  private LineChartFactory() {}

  static XYChart create(LineFigure figure) {
    XYChart chart = new XYChart(FigureStyle.WIDTH, FigureStyle.HEIGHT);
    chart.setXAxisTitle(figure.xLabel());
    chart.setYAxisTitle(figure.yLabel());
    XYStyler styler = chart.getStyler();
    applyHouseStyle(styler);
    applyTitleAndCaption(chart, figure);
    applyAxes(styler, figure);

    double[] x = figure.x();
    addXAnchor(chart, x);
    int legendEntries = 0;
    List<LineFigure.Series> series = figure.series();
    YAxisRange range = YAxisRange.of(figure);
    int[] hides = CoincidentSeries.hidden(series, range.min(), range.max(), figure.logY());
    for (int s = 0; s < series.size(); s++) {
      LineFigure.Series one = series.get(s);
      if (!one.hasData()) {
        continue; // nothing to draw; documented in FigureRenderer
      }
      legendEntries++;
      double[] y = drawable(one.y(), figure.logY());
      String label =
          hides[s] < 0
              ? one.name()
              : one.name() + " (coincides with " + series.get(hides[s]).name() + ")";
      XYSeries drawn = chart.addSeries(label, x, y, errorBars(one, y, figure.logY()));
      drawn.setLabel(LegendText.wrap(label));
      drawn.setXYSeriesRenderStyle(XYSeriesRenderStyle.Line);
      drawn.setLineColor(FigureStyle.seriesColor(s));
      drawn.setMarkerColor(FigureStyle.seriesColor(s));
      drawn.setLineStyle(
          hides[s] < 0 ? FigureStyle.seriesStroke(one.dashed()) : FigureStyle.COVERING_STROKE);
      drawn.setMarker(one.markers() ? FigureStyle.seriesMarker(s) : SeriesMarkers.NONE);
      legendEntries += addFitLines(chart, figure, one.name(), FigureStyle.seriesColor(s));
    }

    List<LineFigure.ReferenceLine> lines = figure.referenceLines();
    for (int r = 0; r < lines.size(); r++) {
      LineFigure.ReferenceLine line = lines.get(r);
      BasicStroke stroke = FigureStyle.referenceStroke(r);
      chart.addAnnotation(new ReferenceRule(line.value(), stroke, FigureStyle.REFERENCE));
      addLegendOnlyEntry(chart, line.label(), x[0], stroke);
      legendEntries++;
    }
    // an empty legend would still draw its frame
    styler.setLegendVisible(legendEntries > 0);
    TitleFit.apply(chart, figure.title().isEmpty() ? "" : chart.getTitle());
    return chart;
  }

  /**
   * The fitted lines of series {@code name}, in its colour, each listed in the legend right under
   * its series as "fit: slope …" (the colour and the position say whose fit it is, which keeps the
   * entry short enough to sit beside the plot). Returns how many were drawn.
   */
  private static int addFitLines(
      XYChart chart, LineFigure figure, String name, java.awt.Color colour) {
    int drawnLines = 0;
    for (LineFigure.FitLine fit : figure.fitLines()) {
      double[] y = drawable(fit.y(), figure.logY());
      if (!fit.of().equals(name) || Arrays.stream(y).allMatch(Double::isNaN)) {
        continue;
      }
      XYSeries drawn = chart.addSeries(fit.label(), figure.x(), y);
      String prefix = fit.of() + ": ";
      String legend =
          fit.label().startsWith(prefix)
              ? "fit: " + fit.label().substring(prefix.length())
              : fit.label();
      drawn.setLabel(LegendText.wrap(legend));
      drawn.setXYSeriesRenderStyle(XYSeriesRenderStyle.Line);
      drawn.setLineColor(colour);
      drawn.setLineStyle(FigureStyle.FIT_STROKE);
      drawn.setMarker(SeriesMarkers.NONE);
      drawnLines++;
    }
    return drawnLines;
  }

  private static void applyHouseStyle(XYStyler styler) {
    styler.setDefaultSeriesRenderStyle(XYSeriesRenderStyle.Line);
    styler.setChartBackgroundColor(FigureStyle.BACKGROUND);
    styler.setPlotBackgroundColor(FigureStyle.BACKGROUND);
    styler.setChartFontColor(FigureStyle.TEXT);
    styler.setChartPadding(FigureStyle.CHART_PADDING);
    styler.setAntiAlias(true);
    styler.setTextAntiAlias(true);

    styler.setPlotBorderVisible(true);
    styler.setPlotBorderColor(FigureStyle.AXIS);
    styler.setPlotGridLinesVisible(true);
    styler.setPlotGridLinesColor(FigureStyle.GRID);
    styler.setPlotGridLinesStroke(new BasicStroke(1.0f));
    styler.setPlotTicksMarksVisible(false);
    styler.setAxisTicksLineVisible(false); // the plot border already draws the axes
    styler.setYAxisTickMarkSpacingHint(FigureStyle.Y_TICK_SPACING_HINT);

    styler.setAxisTitleFont(FigureStyle.AXIS_TITLE_FONT);
    styler.setAxisTickLabelsFont(FigureStyle.TICK_FONT);
    styler.setAxisTickLabelsColor(FigureStyle.TEXT);
    styler.setAxisTickMarksColor(FigureStyle.AXIS);
    styler.setAxisTitlePadding(10);
    styler.setAxisTickPadding(6);

    styler.setLegendPosition(LegendPosition.OutsideE);
    styler.setLegendLayout(LegendLayout.Vertical);
    styler.setLegendFont(FigureStyle.LEGEND_FONT);
    styler.setLegendBackgroundColor(FigureStyle.BACKGROUND);
    styler.setLegendBorderColor(FigureStyle.GRID);
    styler.setLegendPadding(10);
    styler.setLegendSeriesLineLength(34);

    styler.setMarkerSize(FigureStyle.MARKER_SIZE);
    styler.setErrorBarsColorSeriesColor(true);

    styler.setChartTitleBoxVisible(false);
    styler.setChartTitleFont(FigureStyle.TITLE_FONT);
    styler.setChartTitleFontColor(FigureStyle.TEXT);
  }

  /**
   * XChart centres the title over the plot area, which the legend on the right pushes left, so a
   * title wider than about twice the plot centre's distance from the left edge is clipped.
   */
  private static final int TITLE_WIDTH = FigureStyle.WIDTH * 7 / 10;

  private static void applyTitleAndCaption(XYChart chart, LineFigure figure) {
    XYStyler styler = chart.getStyler();
    String caption = figure.caption();
    if (figure.title().isEmpty()) {
      // no title: the caption, if any, takes the title's place in the caption style
      chart.setTitle(caption == null ? "" : caption);
      styler.setChartTitleVisible(caption != null);
      styler.setChartTitleFont(FigureStyle.CAPTION_FONT);
      styler.setChartTitleFontColor(FigureStyle.CAPTION_TEXT);
      return;
    }
    chart.setTitle(figure.title());
    styler.setChartTitleVisible(true);
    styler.setChartTitleFont(
        FigureStyle.fitting(FigureStyle.TITLE_FONT, figure.title(), TITLE_WIDTH));
    if (caption != null) {
      List<String> lines =
          CaptionText.lines(caption, FigureStyle.WIDTH - 2 * CaptionText.SIDE_MARGIN);
      String longest = lines.stream().max(Comparator.comparingInt(String::length)).orElseThrow();
      styler.setChartTitlePadding(CaptionText.reservedHeight(lines.size()));
      // the caption is centred over the plot area, which the legend narrows
      chart.addAnnotation(
          new CaptionText(
              lines,
              FigureStyle.fitting(FigureStyle.CAPTION_FONT, longest, FigureStyle.WIDTH * 2 / 3),
              FigureStyle.CAPTION_TEXT));
    }
  }

  private static void applyAxes(XYStyler styler, LineFigure figure) {
    YAxisRange range = YAxisRange.of(figure);
    styler.setYAxisMin(range.min());
    styler.setYAxisMax(range.max());
    if (figure.logY()) {
      styler.setYAxisLogarithmic(true);
      styler.setYAxisDecimalPattern("#,##0.######");
      if (LogTickLabels.needed(range.min(), range.max())) {
        styler.setYAxisLogarithmicDecadeOnly(false);
        styler.setYAxisTickLabelsFormattingFunction(new LogTickLabels());
      }
    } else {
      styler.setYAxisDecimalPattern(range.decimalPattern());
    }
    if (figure.categoricalX()) {
      styler.setXAxisTickLabelsFormattingFunction(
          new CategoryTickFormatter(figure.x(), figure.xTickLabels()));
    } else if (figure.valueLabelledLogX()) {
      styler.setXAxisLogarithmic(true);
      styler.setXAxisLogarithmicDecadeOnly(false);
      styler.setXAxisTickLabelsFormattingFunction(
          new LogAxisValueLabels(figure.x(), figure.xTickLabels()));
      styler.setPlotGridVerticalLinesVisible(false);
    } else if (figure.logX()) {
      styler.setXAxisLogarithmic(true);
      styler.setXAxisDecimalPattern("#,##0.######");
      double[] x = figure.x();
      if (LogTickLabels.needed(x[0], x[x.length - 1])) {
        styler.setXAxisLogarithmicDecadeOnly(false);
        styler.setXAxisTickLabelsFormattingFunction(new LogTickLabels());
      }
      // XChart draws a grid line at every minor tick (2, 3, ..., 9 per decade), which
      // swamps the data; the minor tick marks on the axis are enough.
      styler.setPlotGridVerticalLinesVisible(false);
    }
  }

  /** {@code y} as XChart gets it: on a log axis values &le; 0 cannot be drawn and become NaN. */
  static double[] drawable(double[] y, boolean logY) {
    double[] out = y.clone();
    if (logY) {
      for (int i = 0; i < out.length; i++) {
        if (!(out[i] > 0.0)) {
          out[i] = Double.NaN;
        }
      }
    }
    return out;
  }

  /**
   * Error bars for XChart: none if the series has none, NaN half-widths become 0 (no bar). XChart
   * draws symmetric bars only; on a log axis a bar reaching 0 or below cannot be drawn and is left
   * out (the SVG description says so).
   */
  static double[] errorBars(LineFigure.Series series, double[] y, boolean logY) {
    double[] error = series.error();
    if (error == null) {
      return null;
    }
    for (int i = 0; i < error.length; i++) {
      if (Double.isNaN(error[i]) || Double.isNaN(y[i])) {
        error[i] = 0.0;
      } else if (logY && y[i] - error[i] <= 0.0) {
        error[i] = 0.0;
      }
    }
    return error;
  }

  private static void addXAnchor(XYChart chart, double[] x) {
    double[] noY = new double[x.length];
    Arrays.fill(noY, Double.NaN);
    XYSeries anchor = chart.addSeries(X_ANCHOR_SERIES, x, noY);
    anchor.setXYSeriesRenderStyle(XYSeriesRenderStyle.Line);
    anchor.setLineStyle(SeriesLines.NONE);
    anchor.setMarker(SeriesMarkers.NONE);
    anchor.setShowInLegend(false);
  }

  /** A series with no drawable point, so the reference line gets a legend entry in its style. */
  private static void addLegendOnlyEntry(
      XYChart chart, String label, double x, BasicStroke stroke) {
    XYSeries entry = chart.addSeries(label, new double[] {x}, new double[] {Double.NaN});
    entry.setLabel(LegendText.wrap(label));
    entry.setXYSeriesRenderStyle(XYSeriesRenderStyle.Line);
    entry.setLineStyle(stroke);
    entry.setLineColor(FigureStyle.REFERENCE);
    entry.setMarker(SeriesMarkers.NONE);
  }
}
