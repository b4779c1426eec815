package org.ldpbench.report.figures;

import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.internal.chartpart.Annotation;

/**
 * The values of a line figure's points, for hovering in the SVG: while XChart paints the chart,
 * this invisible annotation records where each drawn point lands; the SVG writer then adds one
 * transparent circle per point with a {@code <title>} ("LPCT: epsilon = 2, accuracy = 0.8123 ±
 * 0.0041"), which browsers show as a tooltip. The PNG is unchanged.
 */
final class PointTitles extends Annotation {

  /** Radius of the hover target, in pixels (a little larger than a marker). */
  private static final int RADIUS = 7;

  private final LineFigure figure;
  private final List<String> circles = new ArrayList<>();

  PointTitles(LineFigure figure) {
    super(false);
    this.figure = figure;
  }

  @Override
  public void paint(Graphics2D g) {
    circles.clear();
    double[] x = figure.x();
    for (LineFigure.Series series : figure.series()) {
      double[] y = LineChartFactory.drawable(series.y(), figure.logY());
      double[] error = series.error();
      for (int i = 0; i < x.length; i++) {
        if (Double.isNaN(y[i])) {
          continue;
        }
        String value =
            String.format(Locale.ROOT, "%.4g", y[i])
                + (error == null || Double.isNaN(error[i])
                    ? ""
                    : String.format(Locale.ROOT, " ± %.2g", error[i]));
        String text =
            series.name()
                + ": "
                + (figure.xLabel().isEmpty() ? "x" : figure.xLabel())
                + " = "
                + xText(i, x)
                + ", "
                + (figure.yLabel().isEmpty() ? "y" : figure.yLabel())
                + " = "
                + value;
        circles.add(
            String.format(
                Locale.ROOT,
                "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"#000\" fill-opacity=\"0\"><title>%s</title></circle>",
                getXAxisScreenValue(x[i]),
                getYAxisScreenValue(y[i]),
                RADIUS,
                SvgDescription.escape(text)));
      }
    }
  }

  private String xText(int i, double[] x) {
    return figure.xTickLabels() != null
        ? figure.xTickLabels().get(i)
        : String.format(Locale.ROOT, "%.6g", x[i]);
  }

  /** {@code svg} with the hover circles recorded by the last paint appended to its root. */
  String insertInto(String svg) {
    int end = svg.lastIndexOf("</svg>");
    if (end < 0 || circles.isEmpty()) {
      return svg;
    }
    return svg.substring(0, end)
        + "<g class=\"ldpbench-points\">\n"
        + String.join("\n", circles)
        + "\n</g>\n"
        + svg.substring(end);
  }
}
