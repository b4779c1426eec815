package org.ldpbench.report.figures;

import java.util.ArrayList;
import java.util.List;

/**
 * Legend entries that are never cut short. XChart truncates a legend label wider than {@value
 * #XCHART_LIMIT} of the chart's width with "…" (a fitted-slope label loses its interval, a
 * "coincides with" note its subject); it draws a label's "\n"-separated parts as lines, so a long
 * label is broken at spaces into lines that each fit.
 */
final class LegendText {

  /** Fraction of the chart width above which XChart 4.0 truncates a legend label. */
  static final double XCHART_LIMIT = 0.45;

  /** Room a legend line may use: XChart's limit less a few pixels for font-metric rounding. */
  static final int MAX_LINE_WIDTH = (int) (FigureStyle.WIDTH * XCHART_LIMIT) - 6;

  private LegendText() {}

  /** {@code label} with "\n" at spaces so that no line is wider than {@link #MAX_LINE_WIDTH}. */
  static String wrap(String label) {
    if (FigureStyle.width(FigureStyle.LEGEND_FONT, label) <= MAX_LINE_WIDTH) {
      return label;
    }
    List<String> lines = new ArrayList<>();
    StringBuilder line = new StringBuilder();
    for (String word : label.split(" ")) {
      String candidate = line.length() == 0 ? word : line + " " + word;
      if (line.length() > 0
          && FigureStyle.width(FigureStyle.LEGEND_FONT, candidate) > MAX_LINE_WIDTH) {
        lines.add(line.toString());
        line = new StringBuilder(word);
      } else {
        line = new StringBuilder(candidate);
      }
    }
    lines.add(line.toString());
    return String.join("\n", lines);
  }
}
