package org.ldpbench.report.figures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.ldpbench.report.figures.Figures.series;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineFigureTest {

  private static final double NaN = Double.NaN;

  private static LineFigure categorical(double[] x, List<String> labels) {
    return new LineFigure(
        "t",
        "x",
        "y",
        x,
        labels,
        false,
        List.of(series("a", new double[x.length])),
        null,
        NaN,
        NaN,
        null);
  }

  @Test
  void seriesLengthMustMatchX() {
    assertThatThrownBy(() -> Figures.numeric(new double[] {1, 2, 3, 4}, series("acc", 1, 2, 3)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("series 'acc'")
        .hasMessageContaining("y has length 3 but x has length 4");
  }

  @Test
  void seriesListMustNotBeEmpty() {
    assertThatThrownBy(
            () ->
                new LineFigure(
                    "t",
                    "x",
                    "y",
                    new double[] {1, 2},
                    null,
                    false,
                    List.of(),
                    null,
                    NaN,
                    NaN,
                    null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("series must not be empty");
  }

  @Test
  void errorLengthMustMatchY() {
    assertThatThrownBy(
            () -> new LineFigure.Series("acc", new double[] {1, 2}, new double[] {0.1}, false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("error has length 1 but y has length 2");
  }

  @Test
  void errorMustBeNonNegative() {
    assertThatThrownBy(
            () ->
                new LineFigure.Series("acc", new double[] {1, 2}, new double[] {0.1, -0.1}, false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("error[1] must be finite and >= 0");
  }

  @Test
  void nanMarksMissingPointsButInfinityIsRejected() {
    assertThatCode(
            () ->
                new LineFigure.Series("acc", new double[] {NaN, 1}, new double[] {NaN, 0.1}, false))
        .doesNotThrowAnyException();
    assertThatThrownBy(() -> series("acc", 1, Double.POSITIVE_INFINITY))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("y[1] is infinite");
  }

  @Test
  void xMustBeFiniteAndStrictlyIncreasing() {
    assertThatThrownBy(() -> Figures.numeric(new double[] {1, 1}, series("a", 1, 2)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("strictly increasing");
    assertThatThrownBy(() -> Figures.numeric(new double[] {1, NaN}, series("a", 1, 2)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("x[1] must be finite");
    assertThatThrownBy(() -> Figures.numeric(new double[0], series("a")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("x must not be empty");
  }

  @Test
  void tickLabelsMustMatchXAndBeDistinct() {
    assertThatThrownBy(() -> categorical(new double[] {0, 1, 2}, List.of("a", "b")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("xTickLabels has 2 labels but x has 3 positions");
    assertThatThrownBy(() -> categorical(new double[] {0, 1, 2}, List.of("a", "b", "a")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("distinct");
    List<String> withNull = new ArrayList<>(List.of("a", "b"));
    withNull.add(null);
    assertThatThrownBy(() -> categorical(new double[] {0, 1, 2}, withNull))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("xTickLabels[2] is null");
  }

  @Test
  void categoricalPositionsMustBeEvenlySpaced() {
    assertThatThrownBy(() -> categorical(new double[] {0, 1, 3}, List.of("a", "b", "c")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("evenly spaced");
    assertThatCode(() -> categorical(new double[] {0.1, 0.2, 0.3}, List.of("a", "b", "c")))
        .doesNotThrowAnyException();
  }

  @Test
  void logScaleNeedsPositiveXAndItsLabelsNameTheValuesWhereverTheyAre() {
    // tick labels on a log axis label the x values (LogAxisValueLabels): any positive x, not evenly
    // spaced
    assertThatCode(
            () ->
                new LineFigure(
                    "t",
                    "x",
                    "y",
                    new double[] {1, 4, 8},
                    List.of("1", "4", "8"),
                    true,
                    List.of(series("s", 1, 2, 3)),
                    null,
                    NaN,
                    NaN,
                    null))
        .doesNotThrowAnyException();
    assertThatThrownBy(
            () ->
                new LineFigure(
                    "t",
                    "x",
                    "y",
                    new double[] {0, 1},
                    List.of("a", "b"),
                    true,
                    List.of(series("s", 1, 2)),
                    null,
                    NaN,
                    NaN,
                    null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("logX needs x > 0");
    assertThatThrownBy(
            () ->
                new LineFigure(
                    "t",
                    "x",
                    "y",
                    new double[] {0, 1},
                    null,
                    true,
                    List.of(series("s", 1, 2)),
                    null,
                    NaN,
                    NaN,
                    null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("logX needs x > 0");
  }

  @Test
  void namesMustBeDistinctAcrossSeriesAndReferenceLines() {
    assertThatThrownBy(
            () -> Figures.numeric(new double[] {1, 2}, series("a", 1, 2), series("a", 3, 4)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("duplicate series name 'a'");
    assertThatThrownBy(
            () ->
                new LineFigure(
                    "t",
                    "x",
                    "y",
                    new double[] {1, 2},
                    null,
                    false,
                    List.of(series("a", 1, 2)),
                    List.of(new LineFigure.ReferenceLine("a", 1)),
                    NaN,
                    NaN,
                    null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("reference line label 'a'");
  }

  @Test
  void yBoundsMustBeOrderedAndFiniteOrNaN() {
    assertThatThrownBy(
            () ->
                new LineFigure(
                    "t",
                    "x",
                    "y",
                    new double[] {1, 2},
                    null,
                    false,
                    List.of(series("a", 1, 2)),
                    null,
                    0.8,
                    0.5,
                    null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("yMin must be < yMax");
    assertThatThrownBy(
            () ->
                new LineFigure(
                    "t",
                    "x",
                    "y",
                    new double[] {1, 2},
                    null,
                    false,
                    List.of(series("a", 1, 2)),
                    null,
                    Double.NEGATIVE_INFINITY,
                    NaN,
                    null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("finite or NaN");
  }

  @Test
  void referenceLineNeedsLabelAndFiniteValue() {
    assertThatThrownBy(() -> new LineFigure.ReferenceLine(" ", 0.5))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("label");
    assertThatThrownBy(() -> new LineFigure.ReferenceLine("Bayes", NaN))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'Bayes': value must be finite");
  }

  @Test
  void arraysAreCopiedInAndOut() {
    double[] x = {1, 2};
    double[] y = {3, 4};
    LineFigure figure = Figures.numeric(x, new LineFigure.Series("a", y, null, false));
    x[0] = 99;
    y[0] = 99;
    figure.x()[1] = 99;
    figure.series().get(0).y()[1] = 99;
    assertThat(figure.x()).containsExactly(1, 2);
    assertThat(figure.series().get(0).y()).containsExactly(3, 4);
  }

  @Test
  void equalityIsByContent() {
    assertThat(Figures.accuracyVsEpsilon()).isEqualTo(Figures.accuracyVsEpsilon());
    assertThat(Figures.accuracyVsEpsilon().hashCode())
        .isEqualTo(Figures.accuracyVsEpsilon().hashCode());
    assertThat(series("a", 1, NaN)).isNotEqualTo(series("a", 1, 2));
  }

  @Test
  void nullTextsAndReferenceLinesBecomeEmpty() {
    LineFigure figure =
        new LineFigure(
            null,
            null,
            null,
            new double[] {1},
            null,
            false,
            List.of(series("a", 1)),
            null,
            NaN,
            NaN,
            "  ");
    assertThat(Arrays.asList(figure.title(), figure.xLabel(), figure.yLabel())).containsOnly("");
    assertThat(figure.referenceLines()).isEmpty();
    assertThat(figure.caption()).isNull();
  }

  @Test
  void fitLinesMustBelongToASeriesAndHaveOneValuePerX() {
    List<LineFigure.Series> one = List.of(series("a", 1, 2));
    assertThatThrownBy(
            () ->
                new LineFigure(
                    "t",
                    "x",
                    "y",
                    new double[] {1, 2},
                    null,
                    true,
                    true,
                    one,
                    null,
                    List.of(new LineFigure.FitLine("fit", "b", new double[] {1, 2})),
                    NaN,
                    NaN,
                    null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("belongs to 'b', which is not a series");
    assertThatThrownBy(
            () ->
                new LineFigure(
                    "t",
                    "x",
                    "y",
                    new double[] {1, 2},
                    null,
                    true,
                    true,
                    one,
                    null,
                    List.of(new LineFigure.FitLine("fit", "a", new double[] {1})),
                    NaN,
                    NaN,
                    null))
        .hasMessageContaining("y has length 1 but x has length 2");
    assertThatThrownBy(
            () ->
                new LineFigure(
                    "t",
                    "x",
                    "y",
                    new double[] {1, 2},
                    null,
                    true,
                    true,
                    one,
                    null,
                    List.of(new LineFigure.FitLine("a", "a", new double[] {1, 2})),
                    NaN,
                    NaN,
                    null))
        .hasMessageContaining("duplicates another name");
    assertThatCode(
            () ->
                new LineFigure(
                    "t",
                    "x",
                    "y",
                    new double[] {1, 2},
                    null,
                    true,
                    true,
                    one,
                    null,
                    List.of(new LineFigure.FitLine("a: slope 1", "a", new double[] {1, 2})),
                    NaN,
                    NaN,
                    null))
        .doesNotThrowAnyException();
  }

  @Test
  void logYNeedsPositiveBounds() {
    assertThatThrownBy(
            () ->
                new LineFigure(
                    "t",
                    "x",
                    "y",
                    new double[] {1, 2},
                    null,
                    false,
                    true,
                    List.of(series("a", 1, 2)),
                    null,
                    null,
                    0.0,
                    1.0,
                    null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("logY needs positive y-axis bounds");
  }

  @Test
  void theOldConstructorMeansLinearYAndNoFits() {
    LineFigure figure = Figures.numeric(new double[] {1, 2}, series("a", 1, 2));
    assertThat(figure.logY()).isFalse();
    assertThat(figure.fitLines()).isEmpty();
    assertThat(figure.series().get(0).markers()).isTrue();
  }
}
