package org.ldpbench.report.figures;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.internal.chartpart.Annotation;

/**
 * Shrinks a line chart's title until it fits the canvas. XChart centres the title over the plot
 * area, which a wide legend beside it pushes left, so a title that fits the canvas can still run
 * off its left edge. Where the plot area ends up is known only after XChart's layout, so the chart
 * is laid out once on a scratch image, the plot's centre is read, and the title font is set to the
 * largest size (down to {@link FigureStyle#MIN_FONT_SIZE}) whose text, centred there, stays {@link
 * CaptionText#SIDE_MARGIN} pixels inside both edges.
 */
final class TitleFit {

  private TitleFit() {}

  /** Sets the title font of {@code chart} (whose title is {@code title}) so that the title fits. */
  static void apply(XYChart chart, String title) {
    if (title.isEmpty()) {
      return;
    }
    PlotBounds probe = new PlotBounds();
    chart.addAnnotation(probe);
    BufferedImage scratch =
        new BufferedImage(chart.getWidth(), chart.getHeight(), BufferedImage.TYPE_INT_RGB);
    Graphics2D g = scratch.createGraphics();
    try {
      chart.paint(g, chart.getWidth(), chart.getHeight());
    } finally {
      g.dispose();
    }
    double centre = (probe.left + probe.right) / 2.0;
    int room =
        (int)
            Math.floor(
                2 * Math.min(centre, chart.getWidth() - centre) - 2 * CaptionText.SIDE_MARGIN);
    Font current = chart.getStyler().getChartTitleFont();
    chart.getStyler().setChartTitleFont(FigureStyle.fitting(current, title, room));
  }

  /** Records the plot area's left and right edges when the chart is painted; paints nothing. */
  private static final class PlotBounds extends Annotation {
    private int left;
    private int right;

    PlotBounds() {
      super(true);
    }

    @Override
    public void paint(Graphics2D g) {
      left = getXAxisScreenValueForMin();
      right = getXAxisScreenValueForMax();
    }
  }
}
