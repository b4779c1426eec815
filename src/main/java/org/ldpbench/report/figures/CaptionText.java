package org.ldpbench.report.figures;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.font.TextLayout;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.knowm.xchart.internal.chartpart.Annotation;

/**
 * The figure caption: one or two lines of small text centred just above the plot area, i.e. under
 * the title. XChart has no subtitle, so the renderer reserves the room by enlarging the title
 * padding ({@link #reservedHeight}) and this annotation paints into it. A caption too wide for one
 * line even at the smallest font is broken at the "; " nearest its middle ({@link #lines}), so it
 * is never clipped at the chart's edge. Like XChart's own text, the glyphs are drawn as outlines.
 */
final class CaptionText extends Annotation {

  /** Vertical room one caption line needs between the title and the plot, in pixels. */
  static final int LINE_HEIGHT = 25;

  /** Gap between the last caption baseline and the top of the plot area, in pixels. */
  private static final int GAP_ABOVE_PLOT = 7;

  /** Smallest distance of the caption from the left and right edges of the chart, in pixels. */
  static final int SIDE_MARGIN = 8;

  /** Baseline-to-baseline distance of two caption lines, in pixels. */
  private static final int LINE_SPACING = 15;

  private final List<String> lines;
  private final Font font;
  private final Color color;

  CaptionText(List<String> lines, Font font, Color color) {
    super(true);
    this.lines = List.copyOf(lines);
    this.font = font;
    this.color = color;
  }

  /** Title padding that leaves room for {@code lineCount} caption lines. */
  static int reservedHeight(int lineCount) {
    return LINE_HEIGHT + (lineCount - 1) * LINE_SPACING;
  }

  /**
   * {@code caption} as one line if it fits {@code maxWidth} at the smallest caption font, else as
   * two lines broken at the "; " (or, failing that, the space) nearest its middle.
   */
  static List<String> lines(String caption, int maxWidth) {
    Font smallest = FigureStyle.CAPTION_FONT.deriveFont((float) FigureStyle.MIN_FONT_SIZE);
    // a margin for italic overhang and the outline rendering the caption uses
    if (FigureStyle.width(smallest, caption) <= maxWidth - 16) {
      return List.of(caption);
    }
    int cut = nearestBreak(caption, "; ");
    int skip = 2;
    if (cut < 0) {
      cut = nearestBreak(caption, " ");
      skip = 1;
    }
    if (cut < 0) {
      return List.of(caption);
    }
    return List.of(caption.substring(0, cut + (skip == 2 ? 1 : 0)), caption.substring(cut + skip));
  }

  private static int nearestBreak(String text, String separator) {
    int middle = text.length() / 2;
    int best = -1;
    for (int i = text.indexOf(separator); i >= 0; i = text.indexOf(separator, i + 1)) {
      if (best < 0 || Math.abs(i - middle) < Math.abs(best - middle)) {
        best = i;
      }
    }
    return best;
  }

  @Override
  public void paint(Graphics2D g) {
    int left = getXAxisScreenValueForMin();
    int right = getXAxisScreenValueForMax();
    int top = getYAxisScreenValueForMin();
    int chartWidth = chart.getWidth();

    Object oldHint = g.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setColor(color);
    Rectangle2D painted = null;
    for (int i = 0; i < lines.size(); i++) {
      TextLayout layout = new TextLayout(lines.get(i), font, g.getFontRenderContext());
      Rectangle2D textBounds = layout.getBounds();
      double x = left + (right - left - textBounds.getWidth()) / 2.0 - textBounds.getX();
      // a line wider than the plot (a long legend narrows it) is kept inside the chart's edges
      x = Math.min(x, chartWidth - SIDE_MARGIN - textBounds.getWidth() - textBounds.getX());
      x = Math.max(x, SIDE_MARGIN - textBounds.getX());
      double baseline =
          top - GAP_ABOVE_PLOT - layout.getDescent() - (lines.size() - 1 - i) * LINE_SPACING;
      Shape outline = layout.getOutline(AffineTransform.getTranslateInstance(x, baseline));
      g.fill(outline);
      painted =
          painted == null ? outline.getBounds2D() : painted.createUnion(outline.getBounds2D());
    }
    if (oldHint != null) {
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, oldHint);
    }
    bounds = painted;
  }
}
