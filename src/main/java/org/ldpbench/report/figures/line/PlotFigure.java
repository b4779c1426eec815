package org.ldpbench.report.figures.line;

import java.util.ArrayList;
import java.util.List;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.figures.AxisTitles;
import org.ldpbench.report.figures.LineFigure;
import org.ldpbench.stats.Direction;
import org.ldpbench.store.ExpectedTrials;

/**
 * The line figure of {@code ldpbench plot}: the figure a spec's {@code type: line} output over the
 * same x would be ({@link LineFigures}: curves of the best configurations, ±1 s.e., the spec's
 * reference lines), except that a log x axis is labelled at the data's x values and its title says
 * "(log scale)", so that a reader sees where the points are (the spec's own figures keep their
 * committed look).
 */
public final class PlotFigure {

  private PlotFigure() {}

  /**
   * Builds the figure of {@code line} ({@link PlotOutput}) from {@code summary}, the best
   * configurations chosen in {@code direction} (the plotted metric's).
   */
  public static LineFigure of(
      ExpectedTrials plan, ResultSummary summary, LineSpec line, Direction direction) {
    LineFigure figure = LineFigures.of(plan, summary, line, direction);
    if (!figure.logX()) {
      return figure;
    }
    List<String> labels = new ArrayList<>();
    line.xValues().forEach(value -> labels.add(ParameterSet.format(value)));
    return new LineFigure(
        figure.title(),
        AxisTitles.onLogScale(figure.xLabel()),
        figure.yLabel(),
        figure.x(),
        labels,
        true,
        figure.logY(),
        figure.series(),
        figure.referenceLines(),
        figure.fitLines(),
        figure.yMin(),
        figure.yMax(),
        figure.caption());
  }
}
