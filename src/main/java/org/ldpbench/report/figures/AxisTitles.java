package org.ldpbench.report.figures;

import java.util.Map;

/**
 * Readable axis titles for the parameter names a figure's x axis is swept over: {@code nPublic}
 * becomes "n_Q (public sample size)", {@code epsilon} "ε". A spec's names are identifiers chosen to
 * be typed; a reader of a figure wants the paper's notation and, where the symbol alone is not
 * self-explaining, what it measures. Names not in the map are shown as they are, and a spec's
 * {@code xLabel} (other than the bare name) always wins. One map, so every figure says the same.
 */
public final class AxisTitles {

  /** Parameter name to axis title; the notation of spec/lpct.md and the papers. */
  private static final Map<String, String> TITLES =
      Map.ofEntries(
          Map.entry("epsilon", "\u03b5"),
          Map.entry("delta", "\u03b4"),
          Map.entry("gamma", "\u03b3 (relative signal exponent)"),
          Map.entry("lambda", "\u03bb"),
          Map.entry("nPublic", "n_Q (public sample size)"),
          Map.entry("nPrivate", "n_P (private sample size)"),
          Map.entry("nTest", "test sample size"),
          Map.entry("depth", "tree depth"),
          Map.entry("maxDepth", "maximum tree depth"),
          Map.entry("threshold", "class boundary threshold t"));

  /** What ends the title of a log axis that says so ({@link #onLogScale}). */
  static final String LOG_SCALE = "(log scale)";

  private AxisTitles() {}

  /**
   * {@code title} followed by {@value #LOG_SCALE}, so that a reader knows the axis is logarithmic.
   */
  public static String onLogScale(String title) {
    return title.isEmpty() ? LOG_SCALE : title + " " + LOG_SCALE;
  }

  /**
   * The title of an axis over parameter {@code name}: its entry in the map, else the name itself.
   */
  public static String of(String name) {
    return TITLES.getOrDefault(name, name);
  }

  /**
   * The x-axis title of a figure over {@code x} whose spec gave {@code xLabel} (the bare name when
   * the spec gave none): the map's title for a bare name, the spec's own words otherwise.
   */
  public static String of(String x, String xLabel) {
    return xLabel.equals(x) ? of(x) : xLabel;
  }
}
