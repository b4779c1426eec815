package org.ldpbench.report.figures.line;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.KnownBayesAccuracy;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.FigureData;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.figures.AxisTitles;
import org.ldpbench.report.figures.LineFigure;
import org.ldpbench.spec.output.ErrorBars;
import org.ldpbench.spec.output.PlottedValue;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.LogLogSlope;
import org.ldpbench.stats.SampleSummary;
import org.ldpbench.store.ExpectedTrials;

/**
 * Builds the {@link LineFigure} of a {@code type: line} output: one curve per method and
 * combination of the series axes ({@link FigureData}), optional error bars, the Bayes accuracy as a
 * reference line, reference series read from CSV files (drawn dashed), least-squares lines on
 * log–log axes, and a caption saying what the numbers are. With {@code value: seconds} the curves
 * are the running times of the configurations that are best in the metric.
 */
public final class LineFigures {

  private LineFigures() {}

  /**
   * The line chart of {@code figure} in the spec's primary metric: one curve per method and
   * combination of the series axes.
   */
  public static LineFigure of(ExpectedTrials plan, ResultSummary summary, LineSpec figure) {
    return of(plan, summary, figure, plan.spec().primaryMetric().direction());
  }

  public static LineFigure of(
      ExpectedTrials plan, ResultSummary summary, LineSpec figure, Direction direction) {
    FigureData data = FigureData.of(plan, summary, figure, figure.series(), direction);
    List<Object> xValues = data.xValues();
    boolean categories = figure.xAxis() == AxisScale.CATEGORY;
    double[] x = new double[xValues.size()];
    List<String> tickLabels = categories ? new ArrayList<>() : null;
    for (int i = 0; i < x.length; i++) {
      x[i] = categories ? i : ((Number) xValues.get(i)).doubleValue();
      if (categories) {
        tickLabels.add(ParameterSet.format(xValues.get(i)));
      }
    }
    List<LineFigure.Series> series = new ArrayList<>();
    List<LineFigure.FitLine> fits = new ArrayList<>();
    for (FigureData.Curve curve : data.curves()) {
      double[] y = new double[x.length];
      double[] error =
          figure.errorBars() == ErrorBars.NONE || curve.constant() ? null : new double[x.length];
      boolean seconds = figure.value() == PlottedValue.SECONDS;
      for (int i = 0; i < x.length; i++) {
        SampleSummary point =
            seconds ? FigureData.seconds(plan, summary, figure, curve, i) : curve.points()[i];
        y[i] = point == null ? Double.NaN : point.mean();
        if (error != null) {
          error[i] = point == null ? Double.NaN : figure.errorBars().halfWidth(point);
        }
      }
      String name =
          curve.constant()
              ? curve.label() + " (no " + AxisText.label(figure.x()) + "; best overall)"
              : curve.label();
      boolean dashed = figure.dashed().contains(curve.method().label()) || curve.constant();
      series.add(new LineFigure.Series(name, y, error, dashed, !curve.constant()));
      if (figure.fitLogLog() && !curve.constant()) {
        SlopeFits.fit(name, x, curve, figure.fitBelow(), plan.spec().seed())
            .ifPresent(fit -> fits.add(fitLine(name, x, fit)));
      }
    }
    referenceSeries(figure, xValues, series);
    List<LineFigure.ReferenceLine> references = new ArrayList<>();
    if (figure.references().contains("bayes")) {
      Double bayes = commonBayesAccuracy(plan);
      if (bayes != null) {
        references.add(
            new LineFigure.ReferenceLine(
                String.format(Locale.ROOT, "Bayes accuracy %.3f", bayes), bayes));
      }
    }
    return new LineFigure(
        figure.title(),
        AxisTitles.of(figure.x(), figure.xLabel()),
        figure.yLabel(),
        x,
        tickLabels,
        figure.xAxis() == AxisScale.LOG,
        figure.yAxis() == AxisScale.LOG,
        series,
        references,
        fits,
        figure.yMin(),
        figure.yMax(),
        caption(plan, figure, data));
  }

  /**
   * The fitted line of one curve, drawn over the fitting window only, so the window can be seen.
   */
  private static LineFigure.FitLine fitLine(String name, double[] x, SlopeFits.Fit fit) {
    double[] fitted = new double[x.length];
    for (int i = 0; i < x.length; i++) {
      boolean inside = x[i] >= fit.xFrom() && x[i] <= fit.xTo();
      fitted[i] = inside ? fit.ols().fitted(x[i]) : Double.NaN;
    }
    return new LineFigure.FitLine(fitLabel(name, fit), name, fitted);
  }

  /** The curves of the reference-series CSV files, dashed, broken where a series has no value. */
  private static void referenceSeries(
      LineSpec figure, List<Object> xValues, List<LineFigure.Series> series) {
    for (String reference : figure.references()) {
      if (reference.endsWith(".csv")) {
        ReferenceSeries file = ReferenceSeries.read(java.nio.file.Path.of(reference), figure.x());
        file.curves()
            .forEach(
                (name, points) -> {
                  double[] y = new double[xValues.size()];
                  for (int i = 0; i < y.length; i++) {
                    Double value = points.get(((Number) xValues.get(i)).doubleValue());
                    y[i] = value == null ? Double.NaN : value;
                  }
                  series.add(new LineFigure.Series(name, y, null, true, true));
                });
      }
    }
  }

  /**
   * "LPCT: slope −0.48 [−0.55, −0.41]" with the replication bootstrap's 95% interval, or with the t
   * interval when there is no bootstrap (one replication), or "(2 points, no CI)".
   */
  public static String fitLabel(String series, SlopeFits.Fit fit) {
    String narrow =
        fit.narrow()
            ? String.format(Locale.ROOT, " (fitted over %.1f decades)", fit.decades())
            : "";
    if (fit.bootstrap().isPresent()) {
      return series
          + ": slope "
          + number(fit.ols().slope())
          + " ["
          + number(fit.lower())
          + ", "
          + number(fit.upper())
          + "]"
          + narrow;
    }
    return fitLabel(series, fit.ols()) + narrow;
  }

  /** "LPCT: slope −0.48 [−0.55, −0.41]" (95% t interval), or "(2 points)" without an interval. */
  public static String fitLabel(String series, LogLogSlope slope) {
    return slope.hasInterval()
        ? series
            + ": slope "
            + number(slope.slope())
            + " ["
            + number(slope.lower())
            + ", "
            + number(slope.upper())
            + "]"
        : series + ": slope " + number(slope.slope()) + " (" + slope.n() + " points, no CI)";
  }

  /** Two decimals with a typographic minus sign. */
  private static String number(double value) {
    return String.format(Locale.ROOT, "%.2f", value).replace('-', '\u2212');
  }

  private static String caption(ExpectedTrials plan, LineSpec figure, FigureData data) {
    String bars =
        switch (figure.errorBars()) {
          case SE -> "bars: \u00b11 s.e.";
          case SD -> "bars: \u00b11 s.d.";
          case NONE -> "no bars";
        };
    String best =
        figure.xIsParameter()
            ? "best over the other grid parameters per point"
            : "best grid configuration per point";
    StringBuilder caption =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "%s profile: %d replications; %s (chosen on the test set); %s",
                plan.profile().name().toLowerCase(Locale.ROOT),
                plan.replications(),
                best,
                bars));
    if (!figure.at().isEmpty()) {
      caption
          .append("; at ")
          .append(AxisText.suffix(figure.at()).strip().replaceAll("^\\(|\\)$", ""));
    }
    if (figure.value() == PlottedValue.SECONDS) {
      caption.append("; y: its seconds per trial");
    }
    if (figure.references().stream().anyMatch(r -> r.endsWith(".csv"))) {
      caption
          .append("; dashed without bars: reference values from ")
          .append(
              figure.references().stream()
                  .filter(r -> r.endsWith(".csv"))
                  .map(r -> java.nio.file.Path.of(r).getFileName().toString())
                  .collect(Collectors.joining(", ")));
    }
    if (figure.fitLogLog()) {
      caption.append("; dotted: least-squares fit");
      if (!Double.isNaN(figure.fitBelow())) {
        caption.append(" to means < ").append(ParameterSet.format(figure.fitBelow()));
      }
      caption.append(", slope [95% bootstrap CI]");
    }
    if (data.incomplete()) {
      caption.append("; SOME POINTS HAVE MISSING REPLICATIONS");
    }
    return caption.toString();
  }

  /** The Bayes accuracy if every data point knows it and they agree, else null. */
  private static Double commonBayesAccuracy(ExpectedTrials plan) {
    Double common = null;
    for (DataSource source : plan.dataSources()) {
      if (!(source instanceof KnownBayesAccuracy known)) {
        return null;
      }
      double value = known.bayesAccuracy();
      if (common != null && Math.abs(common - value) > 1e-9) {
        return null;
      }
      common = value;
    }
    return common;
  }
}
