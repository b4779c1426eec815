package org.ldpbench.report.figures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class YAxisRangeTest {

  private static final double NaN = Double.NaN;

  private static LineFigure figure(
      double yMin, double yMax, List<LineFigure.ReferenceLine> lines, LineFigure.Series... series) {
    return new LineFigure(
        "t",
        "x",
        "y",
        new double[] {1, 2, 3},
        null,
        false,
        List.of(series),
        lines,
        yMin,
        yMax,
        null);
  }

  @Test
  void automaticRangeCoversErrorBarsAndReferenceLinesButNotMissingPoints() {
    LineFigure.Series s =
        new LineFigure.Series(
            "a", new double[] {0.6, NaN, 0.7}, new double[] {0.05, 0.5, NaN}, false);

    YAxisRange range =
        YAxisRange.of(figure(NaN, NaN, List.of(new LineFigure.ReferenceLine("Bayes", 0.786)), s));

    assertThat(range.min()).isCloseTo(0.55, within(1e-12));
    assertThat(range.max()).isCloseTo(0.786, within(1e-12));
  }

  @Test
  void givenBoundsWin() {
    YAxisRange range =
        YAxisRange.of(figure(0.5, 0.8, List.of(), Figures.series("a", 0.1, 0.9, 0.95)));

    assertThat(range).isEqualTo(new YAxisRange(0.5, 0.8));
  }

  @Test
  void oneSidedBoundKeepsTheOtherAutomatic() {
    YAxisRange range =
        YAxisRange.of(figure(0.0, NaN, List.of(), Figures.series("a", 0.2, 0.4, 0.3)));

    assertThat(range.min()).isEqualTo(0.0);
    assertThat(range.max()).isEqualTo(0.4);
  }

  @Test
  void degenerateDataStillGivesAnOpenRange() {
    assertThat(YAxisRange.of(figure(NaN, NaN, List.of(), Figures.series("a", NaN, NaN, NaN))))
        .isEqualTo(new YAxisRange(0.0, 1.0));
    YAxisRange flat =
        YAxisRange.of(figure(NaN, NaN, List.of(), Figures.series("a", 0.7, 0.7, 0.7)));
    assertThat(flat.min()).isLessThan(0.7);
    assertThat(flat.max()).isGreaterThan(0.7);
    YAxisRange belowFixedMin =
        YAxisRange.of(figure(0.5, NaN, List.of(), Figures.series("a", 0.1, 0.2, 0.3)));
    assertThat(belowFixedMin.min()).isEqualTo(0.5);
    assertThat(belowFixedMin.max()).isGreaterThan(0.5);
  }

  @Test
  void decimalPatternGivesEqualDecimalsForTheTickStep() {
    assertThat(new YAxisRange(0.5, 0.8).decimalPattern()).isEqualTo("0.00");
    assertThat(new YAxisRange(0.0, 1.0).decimalPattern()).isEqualTo("0.0");
    assertThat(new YAxisRange(0.0, 100.0).decimalPattern()).isEqualTo("#,##0");
  }

  @Test
  void logAxisRangeIgnoresNonPositiveValuesAndBarsReachingZero() {
    LineFigure.Series s =
        new LineFigure.Series(
            "a", new double[] {0.02, -0.01, 0.2}, new double[] {0.03, 0.0, 0.05}, false);
    LineFigure figure =
        new LineFigure(
            "t",
            "x",
            "y",
            new double[] {1, 2, 3},
            null,
            false,
            true,
            List.of(s),
            List.of(new LineFigure.ReferenceLine("zero", 0.0)),
            null,
            NaN,
            NaN,
            null);

    YAxisRange range = YAxisRange.of(figure);

    // 0.02 − 0.03 < 0: that bar is not drawn, so the point itself is the lower end
    assertThat(range.min()).isCloseTo(0.02, within(1e-12));
    assertThat(range.max()).isCloseTo(0.25, within(1e-12));
  }

  @Test
  void logAxisWithOneValueOrNothingStaysPositive() {
    LineFigure single =
        new LineFigure(
            "t",
            "x",
            "y",
            new double[] {1, 2},
            null,
            false,
            true,
            List.of(new LineFigure.Series("a", new double[] {0.1, NaN}, null, false)),
            null,
            null,
            NaN,
            NaN,
            null);
    YAxisRange one = YAxisRange.of(single);
    assertThat(one.min()).isPositive().isLessThan(0.1);
    assertThat(one.max()).isGreaterThan(0.1);
    LineFigure empty =
        new LineFigure(
            "t",
            "x",
            "y",
            new double[] {1, 2},
            null,
            false,
            true,
            List.of(new LineFigure.Series("a", new double[] {-1, 0}, null, false)),
            null,
            null,
            NaN,
            NaN,
            null);
    assertThat(YAxisRange.of(empty)).isEqualTo(new YAxisRange(0.1, 1.0));
  }
}
