package org.ldpbench.report.figures.line;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.FigureData;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.stats.BootstrapSlope;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.LogLogSlope;
import org.ldpbench.store.ExpectedTrials;

/**
 * The fitted log–log slopes of a {@code fit: loglog} line figure, one per curve
 * (spec/phist-labeldp.md §D.4): the least-squares slope of log mean against log x over the fitting
 * window (points whose mean is below {@code fitBelow}, every point without it) and its 95%
 * bootstrap interval over the replications ({@link BootstrapSlope}, B = {@value
 * BootstrapSlope#RESAMPLES}, seeded by the experiment seed and the curve's name, so every render
 * gives the same interval). The same numbers go to the legend, to {@code <figure>-slopes.csv} next
 * to the figure and to REPORT.md.
 */
public final class SlopeFits {

  /** File-name suffix of the slopes CSV, after the figure's base name. */
  public static final String CSV_SUFFIX = "-slopes.csv";

  /** Width of the fitting window, in decades of x, below which a slope is marked (spec §D.4). */
  static final double MIN_DECADES = 2.0;

  /**
   * One curve's fit.
   *
   * @param curve the curve's legend name
   * @param method the method label of the curve
   * @param window points in the fitting window with a positive mean
   * @param xFrom smallest x in the window (NaN without a fit)
   * @param xTo largest x in the window (NaN without a fit)
   * @param ols the least-squares fit over the window (its t interval treats points as independent)
   * @param bootstrap the replication bootstrap interval, empty with fewer than two replications
   */
  public record Fit(
      String curve,
      String method,
      int window,
      double xFrom,
      double xTo,
      LogLogSlope ols,
      Optional<BootstrapSlope.Interval> bootstrap) {

    /** Decades of x the window spans (spec §D.4 asks for at least 2). */
    public double decades() {
      return Math.log10(xTo / xFrom);
    }

    /**
     * True if the window spans less than the 2 decades spec §D.4 asks for (the slope is then
     * marked).
     */
    public boolean narrow() {
      return decades() < MIN_DECADES - 1e-9;
    }

    /**
     * The 95% interval shown: the bootstrap's when there is one, else the t interval (NaN if none).
     */
    public double lower() {
      return bootstrap.map(BootstrapSlope.Interval::lower).orElse(ols.lower());
    }

    public double upper() {
      return bootstrap.map(BootstrapSlope.Interval::upper).orElse(ols.upper());
    }
  }

  private SlopeFits() {}

  /**
   * The fits of every non-constant curve of {@code figure} (empty unless it has {@code fit:
   * loglog}).
   */
  /**
   * The fitted slopes of a {@code fit: loglog} line chart in the spec's primary metric, one per
   * curve.
   */
  public static List<Fit> of(ExpectedTrials plan, ResultSummary summary, LineSpec figure) {
    return of(plan, summary, figure, plan.spec().primaryMetric().direction());
  }

  public static List<Fit> of(
      ExpectedTrials plan, ResultSummary summary, LineSpec figure, Direction direction) {
    if (!figure.fitLogLog()) {
      return List.of();
    }
    return of(
        FigureData.of(plan, summary, figure, figure.series(), direction),
        figure,
        plan.spec().seed());
  }

  /** The fits of the curves of {@code data}. */
  public static List<Fit> of(FigureData data, LineSpec figure, long seed) {
    List<Fit> fits = new ArrayList<>();
    if (!figure.fitLogLog()) {
      return fits;
    }
    double[] x = data.xValues().stream().mapToDouble(v -> ((Number) v).doubleValue()).toArray();
    for (FigureData.Curve curve : data.curves()) {
      if (!curve.constant()) {
        fit(curve.label(), x, curve, figure.fitBelow(), seed).ifPresent(fits::add);
      }
    }
    return fits;
  }

  /** The fit of one curve, empty when fewer than two points are in the window. */
  static Optional<Fit> fit(
      String name, double[] x, FigureData.Curve curve, double fitBelow, long seed) {
    double[] y = new double[x.length];
    boolean[] use = new boolean[x.length];
    double[] windowX = new double[x.length];
    double[] windowY = new double[x.length];
    int n = 0;
    double from = Double.NaN;
    double to = Double.NaN;
    for (int i = 0; i < x.length; i++) {
      y[i] = curve.mean(i);
      use[i] =
          y[i] > 0
              && Double.isFinite(y[i])
              && x[i] > 0
              && (Double.isNaN(fitBelow) || y[i] < fitBelow);
      if (use[i]) {
        windowX[n] = x[i];
        windowY[n] = y[i];
        from = Double.isNaN(from) ? x[i] : Math.min(from, x[i]);
        to = Double.isNaN(to) ? x[i] : Math.max(to, x[i]);
        n++;
      }
    }
    Optional<LogLogSlope> ols =
        LogLogSlope.fit(Arrays.copyOf(windowX, n), Arrays.copyOf(windowY, n));
    if (ols.isEmpty()) {
      return Optional.empty();
    }
    Optional<BootstrapSlope.Interval> interval =
        BootstrapSlope.interval(
            x, curve.scores(), use, BootstrapSlope.seed(seed, name), BootstrapSlope.RESAMPLES);
    return Optional.of(new Fit(name, curve.method().label(), n, from, to, ols.get(), interval));
  }

  /** Writes the fits as CSV: curve, points, x range, slope, bootstrap and t intervals. */
  public static Path writeCsv(List<Fit> fits, Path file) throws IOException {
    StringBuilder csv =
        new StringBuilder(
            "curve,points,x_from,x_to,decades,slope,boot_lower,boot_upper,boot_resamples,replications,t_lower,t_upper\n");
    for (Fit fit : fits) {
      csv.append(quote(fit.curve()))
          .append(',')
          .append(fit.window())
          .append(',')
          .append(num(fit.xFrom()))
          .append(',')
          .append(num(fit.xTo()))
          .append(',')
          .append(num(fit.decades()))
          .append(',')
          .append(num(fit.ols().slope()))
          .append(',')
          .append(num(fit.bootstrap().map(BootstrapSlope.Interval::lower).orElse(Double.NaN)))
          .append(',')
          .append(num(fit.bootstrap().map(BootstrapSlope.Interval::upper).orElse(Double.NaN)))
          .append(',')
          .append(fit.bootstrap().map(b -> Integer.toString(b.resamples())).orElse("NA"))
          .append(',')
          .append(fit.bootstrap().map(b -> Integer.toString(b.replications())).orElse("NA"))
          .append(',')
          .append(num(fit.ols().lower()))
          .append(',')
          .append(num(fit.ols().upper()))
          .append('\n');
    }
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    Files.writeString(file, csv.toString(), StandardCharsets.UTF_8);
    return file;
  }

  /** A Markdown table of the fits for REPORT.md. */
  public static String markdown(List<Fit> fits, LineSpec figure) {
    StringBuilder md = new StringBuilder();
    md.append("Fitted log–log slopes (least squares through the means");
    if (!Double.isNaN(figure.fitBelow())) {
      md.append(" below ").append(num(figure.fitBelow()));
    }
    md.append("; 95% bootstrap interval over replications, B = ")
        .append(BootstrapSlope.RESAMPLES)
        .append("):\n\n");
    md.append("| curve | points | x range | slope | 95% CI |\n|---|---|---|---|---|\n");
    for (Fit fit : fits) {
      md.append("| ")
          .append(fit.curve().replace("|", "\\|"))
          .append(" | ")
          .append(fit.window())
          .append(" | ")
          .append(num(fit.xFrom()))
          .append(" – ")
          .append(num(fit.xTo()))
          .append(" | ")
          .append(String.format(Locale.ROOT, "%.3f", fit.ols().slope()))
          .append(" | ")
          .append(
              Double.isNaN(fit.lower())
                  ? "—"
                  : String.format(Locale.ROOT, "[%.3f, %.3f]", fit.lower(), fit.upper()))
          .append(fit.bootstrap().isEmpty() && fit.ols().hasInterval() ? " (t)" : "")
          .append(fit.narrow() ? " (window < 2 decades)" : "")
          .append(" |\n");
    }
    return md.append('\n').toString();
  }

  private static String num(double v) {
    return Double.isNaN(v) ? "NA" : ParameterSet.format(v);
  }

  private static String quote(String text) {
    return text.contains(",") || text.contains("\"") || text.contains("\n")
        ? "\"" + text.replace("\"", "\"\"") + "\""
        : text;
  }
}
