package org.ldpbench.report;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.font.TextLayout;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import org.knowm.xchart.internal.chartpart.Annotation;

/**
 * The figure caption: one line of small text centred just above the plot area, i.e. under the
 * title. XChart has no subtitle, so the renderer reserves the room by enlarging the title padding
 * and this annotation paints into it. Like XChart's own text, the glyphs are drawn as outlines.
 */
final class CaptionText extends Annotation {

    /**
     * Vertical room the caption needs between the title and the plot, in pixels. XChart centres
     * the title in a box of this padding above and below, and the gap below holds the caption.
     */
    static final int RESERVED_HEIGHT = 25;

    /** Gap between the caption baseline and the top of the plot area, in pixels. */
    private static final int GAP_ABOVE_PLOT = 7;

    /** Smallest distance of the caption from the left edge of the chart, in pixels. */
    private static final int LEFT_MARGIN = 8;

    private final String text;
    private final Font font;
    private final Color color;

    CaptionText(String text, Font font, Color color) {
        super(true);
        this.text = text;
        this.font = font;
        this.color = color;
    }

    @Override
    public void paint(Graphics2D g) {
        int left = getXAxisScreenValueForMin();
        int right = getXAxisScreenValueForMax();
        int top = getYAxisScreenValueForMin();

        Object oldHint = g.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        TextLayout layout = new TextLayout(text, font, g.getFontRenderContext());
        Rectangle2D textBounds = layout.getBounds();
        double x = left + (right - left - textBounds.getWidth()) / 2.0 - textBounds.getX();
        // a caption wider than the plot (a long legend narrows it) starts at the chart's left edge instead
        x = Math.max(x, LEFT_MARGIN - textBounds.getX());
        double baseline = top - GAP_ABOVE_PLOT - layout.getDescent();
        Shape outline = layout.getOutline(AffineTransform.getTranslateInstance(x, baseline));
        g.setColor(color);
        g.fill(outline);
        if (oldHint != null) {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, oldHint);
        }
        bounds = outline.getBounds2D();
    }
}
