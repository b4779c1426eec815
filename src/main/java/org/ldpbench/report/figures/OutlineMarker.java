package org.ldpbench.report.figures;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import org.knowm.xchart.style.markers.Marker;

/**
 * Marker shapes XChart does not have: outlined (white-filled) circle, square, diamond and triangle,
 * and a filled star. With XChart's seven clearly different filled shapes they give the twelve
 * distinct markers {@link FigureStyle} hands out, so no two series of a figure share a marker
 * (XChart's own oval, rectangle and trapezoid are too close to the circle and square to tell apart
 * at marker size).
 */
final class OutlineMarker extends Marker {

  /** The shapes. */
  enum Form {
    CIRCLE,
    SQUARE,
    DIAMOND,
    TRIANGLE,
    STAR
  }

  private static final BasicStroke OUTLINE = new BasicStroke(1.8f);

  private final Form shape;

  OutlineMarker(Form shape) {
    this.shape = shape;
  }

  @Override
  public void paint(Graphics2D g, double x, double y, int markerSize) {
    double r = markerSize / 2.0;
    Shape outline =
        switch (shape) {
          case CIRCLE -> new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r);
          case SQUARE -> new Rectangle2D.Double(x - r, y - r, 2 * r, 2 * r);
          case DIAMOND ->
              polygon(
                  new double[] {x, x + r * 1.2, x, x - r * 1.2},
                  new double[] {y - r * 1.2, y, y + r * 1.2, y});
          case TRIANGLE ->
              polygon(
                  new double[] {x, x + r * 1.15, x - r * 1.15},
                  new double[] {y - r * 1.2, y + r, y + r});
          case STAR -> star(x, y, r * 1.35);
        };
    if (shape == Form.STAR) {
      g.fill(outline);
      return;
    }
    Color color = g.getColor();
    g.setColor(FigureStyle.BACKGROUND);
    g.fill(outline);
    g.setColor(color);
    g.setStroke(OUTLINE);
    g.draw(outline);
  }

  private static Shape polygon(double[] xs, double[] ys) {
    Path2D.Double path = new Path2D.Double();
    path.moveTo(xs[0], ys[0]);
    for (int i = 1; i < xs.length; i++) {
      path.lineTo(xs[i], ys[i]);
    }
    path.closePath();
    return path;
  }

  /** A five-pointed star of outer radius {@code outer}, inner radius 0.45·outer, point up. */
  private static Shape star(double x, double y, double outer) {
    double[] xs = new double[10];
    double[] ys = new double[10];
    for (int k = 0; k < 10; k++) {
      double radius = k % 2 == 0 ? outer : 0.45 * outer;
      double angle = -Math.PI / 2 + k * Math.PI / 5;
      xs[k] = x + radius * Math.cos(angle);
      ys[k] = y + radius * Math.sin(angle);
    }
    return polygon(xs, ys);
  }
}
