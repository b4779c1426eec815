package org.ldpbench.report.figures;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.List;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The house style of harness figures: size, fonts, colours, markers and strokes. Kept in one place
 * so every figure in a report looks the same and the style can be tuned without touching the
 * chart-building logic.
 *
 * <p>Series get both a colour and a marker shape, each used once per figure, so lines stay
 * distinguishable in greyscale prints.
 */
final class FigureStyle {

  /** Logical figure size in pixels; the SVG uses it as is. */
  static final int WIDTH = 800;

  static final int HEIGHT = 560;

  /** PNG resolution: 144 dpi = 2x the 72 dpi logical size. */
  static final int PNG_DPI = 144;

  static final Color BACKGROUND = Color.WHITE;
  static final Color TEXT = new Color(0x22, 0x22, 0x22);
  static final Color CAPTION_TEXT = new Color(0x55, 0x55, 0x55);
  static final Color GRID = new Color(0xE3, 0xE3, 0xE3);
  static final Color AXIS = new Color(0x44, 0x44, 0x44);
  static final Color REFERENCE = new Color(0x70, 0x70, 0x70);

  static final Font TITLE_FONT = new Font(Font.SANS_SERIF, Font.BOLD, 17);
  static final Font CAPTION_FONT = new Font(Font.SANS_SERIF, Font.ITALIC, 12);
  static final Font AXIS_TITLE_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 15);
  static final Font TICK_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 13);
  static final Font LEGEND_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 13);

  static final int MARKER_SIZE = 9;
  static final int CHART_PADDING = 12;

  /**
   * Pixel distance XChart aims for between y ticks. Its default crowds the axis (0.02 steps on a
   * 0.3-wide accuracy axis); with 70 the same axis gets 0.05 steps.
   */
  static final int Y_TICK_SPACING_HINT = 70;

  /**
   * Series colours: the Okabe–Ito palette (safe for colour-blind readers; yellow omitted, invisible
   * on white), then five dark colours from Paul Tol's palettes that none of them resembles. A
   * figure draws at most {@link #MAX_SERIES} series, so no two share a colour.
   */
  private static final List<Color> SERIES_COLORS =
      List.of(
          new Color(0x00, 0x72, 0xB2), // blue
          new Color(0xD5, 0x5E, 0x00), // vermillion
          new Color(0x00, 0x9E, 0x73), // bluish green
          new Color(0xCC, 0x79, 0xA7), // reddish purple
          new Color(0xE6, 0x9F, 0x00), // orange
          new Color(0x56, 0xB4, 0xE9), // sky blue
          new Color(0x00, 0x00, 0x00), // black
          new Color(0x33, 0x22, 0x88), // indigo
          new Color(0x88, 0x22, 0x55), // wine
          new Color(0x99, 0x99, 0x33), // olive
          new Color(0x8C, 0x51, 0x0A), // brown
          new Color(0x44, 0xAA, 0x99) // teal
          );

  /** Marker shapes, one per series index, all distinct (see {@link OutlineMarker}). */
  private static final List<Marker> SERIES_MARKERS =
      List.of(
          SeriesMarkers.CIRCLE,
          SeriesMarkers.SQUARE,
          SeriesMarkers.DIAMOND,
          SeriesMarkers.TRIANGLE_UP,
          SeriesMarkers.TRIANGLE_DOWN,
          SeriesMarkers.CROSS,
          SeriesMarkers.PLUS,
          new OutlineMarker(OutlineMarker.Form.CIRCLE),
          new OutlineMarker(OutlineMarker.Form.SQUARE),
          new OutlineMarker(OutlineMarker.Form.DIAMOND),
          new OutlineMarker(OutlineMarker.Form.TRIANGLE),
          new OutlineMarker(OutlineMarker.Form.STAR));

  /**
   * Most series one figure may draw: each gets its own colour and its own marker. A spec that asks
   * for more is refused when the figure is built (split it into panels).
   */
  static final int MAX_SERIES = SERIES_COLORS.size();

  private static final float LINE_WIDTH = 2.0f;

  private static final BasicStroke SOLID =
      new BasicStroke(LINE_WIDTH, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);

  private static final BasicStroke DASHED =
      new BasicStroke(
          LINE_WIDTH, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {7f, 4f}, 0f);

  /**
   * A series drawn over one it coincides with ({@link CoincidentSeries}): long gaps, so the series
   * underneath shows through in its own colour.
   */
  static final BasicStroke COVERING_STROKE =
      new BasicStroke(
          LINE_WIDTH, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {5f, 7f}, 0f);

  /** Thin grey dash patterns for reference lines, cycled so several stay distinguishable. */
  private static final List<float[]> REFERENCE_DASHES =
      List.of(new float[] {6f, 4f}, new float[] {2f, 3f}, new float[] {9f, 3f, 2f, 3f});

  /** Fitted lines: thin, short dashes, in the colour of their series. */
  static final BasicStroke FIT_STROKE =
      new BasicStroke(
          1.4f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {3f, 3f}, 0f);

  private FigureStyle() {}

  static Color seriesColor(int index) {
    return SERIES_COLORS.get(index);
  }

  static Marker seriesMarker(int index) {
    return SERIES_MARKERS.get(index);
  }

  static BasicStroke seriesStroke(boolean dashed) {
    return dashed ? DASHED : SOLID;
  }

  static BasicStroke referenceStroke(int index) {
    return new BasicStroke(
        1.3f,
        BasicStroke.CAP_BUTT,
        BasicStroke.JOIN_MITER,
        10f,
        REFERENCE_DASHES.get(index % REFERENCE_DASHES.size()).clone(),
        0f);
  }

  /** Smallest font size text is shrunk to when it does not fit. */
  static final int MIN_FONT_SIZE = 10;

  /**
   * {@code font}, or a smaller size of it (not below {@link #MIN_FONT_SIZE}) at which {@code text}
   * is at most {@code maxWidth} pixels wide, so long titles are not clipped.
   */
  /**
   * Width of {@code text} in {@code font}, in pixels, as drawn with anti-aliased, fractional
   * metrics (how the charts draw it; integer font metrics come out a few per cent narrower).
   */
  static int width(Font font, String text) {
    java.awt.font.FontRenderContext context = new java.awt.font.FontRenderContext(null, true, true);
    return (int) Math.ceil(font.getStringBounds(text, context).getWidth());
  }

  static Font fitting(Font font, String text, int maxWidth) {
    java.awt.image.BufferedImage scratch =
        new java.awt.image.BufferedImage(1, 1, java.awt.image.BufferedImage.TYPE_INT_RGB);
    java.awt.Graphics2D g = scratch.createGraphics();
    try {
      Font candidate = font;
      while (candidate.getSize() > MIN_FONT_SIZE
          && g.getFontMetrics(candidate).stringWidth(text) > maxWidth) {
        candidate = candidate.deriveFont((float) (candidate.getSize() - 1));
      }
      return candidate;
    } finally {
      g.dispose();
    }
  }
}
