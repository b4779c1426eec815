package org.ldpbench.report.figures;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import org.knowm.xchart.internal.chartpart.Annotation;

/**
 * A horizontal reference line across the full width of the plot area, with its own stroke. XChart's
 * {@code AnnotationLine} takes its stroke from the chart-wide styler, so several reference lines
 * could not be told apart; this annotation carries its own. Lines outside the y range are not drawn
 * (annotations are not clipped to the plot).
 */
final class ReferenceRule extends Annotation {

  private final double value;
  private final BasicStroke stroke;
  private final Color color;

  ReferenceRule(double value, BasicStroke stroke, Color color) {
    super(false);
    this.value = value;
    this.stroke = stroke;
    this.color = color;
  }

  @Override
  public void paint(Graphics2D g) {
    int left = getXAxisScreenValueForMin();
    int right = getXAxisScreenValueForMax();
    int top = getYAxisScreenValueForMin();
    int bottom = getYAxisScreenValueForMax();
    int y = getYAxisScreenValue(value);
    if (y < top || y > bottom) {
      bounds = new Rectangle2D.Double();
      return;
    }
    Object oldHint = g.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setStroke(stroke);
    g.setColor(color);
    g.draw(new Line2D.Double(left, y, right, y));
    if (oldHint != null) {
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, oldHint);
    }
    bounds = new Rectangle2D.Double(left, y, right - left, stroke.getLineWidth());
  }
}
