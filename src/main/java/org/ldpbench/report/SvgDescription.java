package org.ldpbench.report;

import java.util.ArrayList;
import java.util.List;

/**
 * Adds a {@code <title>} and a {@code <desc>} element to a rendered SVG. XChart draws every glyph
 * as an outline, so the SVG otherwise contains no searchable text at all; the description makes the
 * figure accessible, greppable, and lets tests check what was drawn (series names, tick labels).
 */
final class SvgDescription {

    private SvgDescription() {}

    /** The SVG with title and description inserted as the first children of the root element. */
    static String insertInto(String svg, LineFigure figure) {
        int root = svg.indexOf("<svg");
        int rootEnd = root < 0 ? -1 : svg.indexOf('>', root);
        if (rootEnd < 0) {
            throw new IllegalStateException("rendered SVG has no <svg> root element");
        }
        String title = figure.title().isEmpty() ? "Line chart" : figure.title();
        String metadata = "\n<title>" + escape(title) + "</title>\n<desc>"
                + escape(describe(figure)) + "</desc>";
        return svg.substring(0, rootEnd + 1) + metadata + svg.substring(rootEnd + 1);
    }

    /** A plain-text summary of the figure: axes, tick labels, series, reference lines, caption. */
    static String describe(LineFigure figure) {
        List<String> parts = new ArrayList<>();
        String xAxis = "x axis: " + orNone(figure.xLabel());
        if (figure.categoricalX()) {
            xAxis += "; categories: " + String.join(", ", figure.xTickLabels());
        } else if (figure.logX()) {
            xAxis += " (log scale)";
        }
        parts.add(xAxis);
        parts.add("y axis: " + orNone(figure.yLabel()) + (figure.logY()
                ? " (log scale; values <= 0 and error bars reaching 0 are not drawn)" : ""));
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

    private static String orNone(String label) {
        return label.isEmpty() ? "(untitled)" : label;
    }

    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                default -> {
                    // drop characters XML 1.0 forbids (controls other than tab/newline/CR)
                    if (c >= 0x20 || c == '\t' || c == '\n' || c == '\r') {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }
}
