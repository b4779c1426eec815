package org.ldpbench.report.figures;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.text.translate.AggregateTranslator;
import org.apache.commons.text.translate.CharSequenceTranslator;
import org.apache.commons.text.translate.EntityArrays;
import org.apache.commons.text.translate.LookupTranslator;

/**
 * Adds a {@code <title>} and a {@code <desc>} element to a rendered SVG. XChart draws every glyph
 * as an outline, so the SVG otherwise contains no searchable text at all; the description makes the
 * figure accessible, greppable, and lets tests check what was drawn (series names, tick labels).
 */
final class SvgDescription {

  /**
   * &amp;, &lt;, &gt; and &quot; as entities (not the apostrophe), and the characters XML 1.0
   * forbids dropped.
   */
  private static final CharSequenceTranslator XML_TEXT =
      new AggregateTranslator(
          new LookupTranslator(EntityArrays.BASIC_ESCAPE),
          new LookupTranslator(forbiddenControls()));

  private static Map<CharSequence, CharSequence> forbiddenControls() {
    Map<CharSequence, CharSequence> drop = new HashMap<>();
    for (char c = 0; c < 0x20; c++) {
      if (c != '\t' && c != '\n' && c != '\r') {
        drop.put(String.valueOf(c), "");
      }
    }
    return drop;
  }

  private SvgDescription() {}

  /** The SVG with title and description inserted as the first children of the root element. */
  static String insertInto(String svg, LineFigure figure) {
    return insertInto(
        svg, figure.title().isEmpty() ? "Line chart" : figure.title(), describe(figure));
  }

  /**
   * The SVG with {@code title} and {@code description} inserted as the first children of the root.
   */
  static String insertInto(String svg, String title, String description) {
    int root = svg.indexOf("<svg");
    int rootEnd = root < 0 ? -1 : svg.indexOf('>', root);
    if (rootEnd < 0) {
      throw new IllegalStateException("rendered SVG has no <svg> root element");
    }
    String metadata =
        "\n<title>" + escape(title) + "</title>\n<desc>" + escape(description) + "</desc>";
    return svg.substring(0, rootEnd + 1) + metadata + svg.substring(rootEnd + 1);
  }

  /** A plain-text summary of the figure: axes, tick labels, series, reference lines, caption. */
  static String describe(LineFigure figure) {
    List<String> parts = new ArrayList<>();
    String xAxis = "x axis: " + orNone(figure.xLabel());
    if (figure.categoricalX()) {
      xAxis += "; categories: " + String.join(", ", figure.xTickLabels());
    } else if (figure.logX()) {
      xAxis += figure.xLabel().endsWith(AxisTitles.LOG_SCALE) ? "" : " " + AxisTitles.LOG_SCALE;
      if (figure.valueLabelledLogX()) {
        xAxis += "; labelled at: " + String.join(", ", figure.xTickLabels());
      }
    }
    parts.add(xAxis);
    parts.add(
        "y axis: "
            + orNone(figure.yLabel())
            + (figure.logY()
                ? " (log scale; values <= 0 and error bars reaching 0 are not drawn)"
                : ""));
    List<String> names = new ArrayList<>();
    for (LineFigure.Series series : figure.series()) {
      names.add(series.hasData() ? series.name() : series.name() + " (no data, not drawn)");
    }
    parts.add("series: " + String.join("; ", names));
    if (!figure.referenceLines().isEmpty()) {
      List<String> lines = new ArrayList<>();
      for (LineFigure.ReferenceLine line : figure.referenceLines()) {
        lines.add(line.label() + " at y = " + line.value());
      }
      parts.add("reference lines: " + String.join("; ", lines));
    }
    if (!figure.fitLines().isEmpty()) {
      List<String> fits = new ArrayList<>();
      for (LineFigure.FitLine fit : figure.fitLines()) {
        fits.add(fit.label());
      }
      parts.add("fitted lines: " + String.join("; ", fits));
    }
    if (figure.caption() != null) {
      parts.add("note: " + figure.caption());
    }
    return String.join(". ", parts) + ".";
  }

  /** A plain-text summary of a heat map: axes, grid, colour range and the values at the corners. */
  static String describe(HeatMapFigure figure) {
    List<String> parts = new ArrayList<>();
    double[] x = figure.x();
    double[] y = figure.y();
    parts.add("heat map of " + x.length + " x " + y.length + " cells");
    parts.add("x axis: " + orNone(figure.xLabel()) + " from " + x[0] + " to " + x[x.length - 1]);
    parts.add("y axis: " + orNone(figure.yLabel()) + " from " + y[0] + " to " + y[y.length - 1]);
    parts.add(
        String.format(
            Locale.ROOT, "colour scale from %.4g to %.4g", figure.lowest(), figure.highest()));
    parts.add(
        String.format(
            Locale.ROOT,
            "values at the corner cells: %.4g (lower left), %.4g (lower right), %.4g (upper left), %.4g (upper right)",
            figure.value(0, 0),
            figure.value(x.length - 1, 0),
            figure.value(0, y.length - 1),
            figure.value(x.length - 1, y.length - 1)));
    if (figure.caption() != null) {
      parts.add("note: " + figure.caption());
    }
    return String.join(". ", parts) + ".";
  }

  private static String orNone(String label) {
    return label.isEmpty() ? "(untitled)" : label;
  }

  /**
   * Text safe in SVG (XML 1.0) content: the basic entities; controls other than tab, newline and CR
   * dropped.
   */
  static String escape(String text) {
    return XML_TEXT.translate(text);
  }
}
