package org.ldpbench.report.figures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;

/**
 * A log x axis with tick labels ({@code plot --log-x}) is labelled at the data's own x values, at
 * their places: 1, 4 and 8, not the 1-2-5 labels of a plain log axis, and never a logarithm.
 */
class LogAxisValueLabelsTest {

  private static final double[] X = {1, 4, 8};
  private static final List<String> LABELS = List.of("1", "4", "8");

  @Test
  void ticksAtTheXValuesGetTheirLabelsAndNoOtherTickDoes() {
    LogAxisValueLabels labels = new LogAxisValueLabels(X, LABELS);
    assertThat(labels.apply(1.0)).isEqualTo("1");
    assertThat(labels.apply(4.000000000000001)).isEqualTo("4"); // a tick computed as 4 x 10^0
    assertThat(labels.apply(8.0)).isEqualTo("8");
    assertThat(labels.apply(2.0)).isEmpty();
    assertThat(labels.apply(5.0)).isEmpty();
    assertThat(labels.apply(Math.log10(4))).isEmpty();
  }

  @Test
  void whenAValueFallsBetweenTheTicksTheOneTwoFiveTicksAreLabelledToo() {
    assertThat(LogAxisValueLabels.onTick(750)).isFalse();
    assertThat(LogAxisValueLabels.onTick(0.25)).isFalse();
    assertThat(LogAxisValueLabels.onTick(500)).isTrue();
    assertThat(LogAxisValueLabels.onTick(0.3)).isTrue();
    LogAxisValueLabels labels =
        new LogAxisValueLabels(new double[] {100, 750, 1000}, List.of("100", "750", "1000"));
    assertThat(labels.apply(100.0)).isEqualTo("100");
    assertThat(labels.apply(200.0)).isEqualTo("200");
    assertThat(labels.apply(500.0)).isEqualTo("500");
    assertThat(labels.apply(700.0)).isEmpty();
  }

  @Test
  void xchartShowsExactlyTheXValuesOnTheAxis() {
    LineFigure figure =
        new LineFigure(
            "t",
            "x (log scale)",
            "y",
            X,
            LABELS,
            true,
            false,
            List.of(Figures.series("s", 0.6, 0.7, 0.8)),
            List.of(new LineFigure.ReferenceLine("Bayes", 0.9)),
            null,
            Double.NaN,
            Double.NaN,
            null);
    assertThat(figure.valueLabelledLogX()).isTrue();
    assertThat(figure.categoricalX()).isFalse();
    XYChart chart = LineChartFactory.create(figure);
    assertThat(chart.getStyler().isXAxisLogarithmic()).isTrue();
    Function<Double, String> real = chart.getStyler().getXAxisTickLabelsFormattingFunction();
    assertThat(real).isInstanceOf(LogAxisValueLabels.class);
    Set<String> shown = new LinkedHashSet<>();
    chart
        .getStyler()
        .setXAxisTickLabelsFormattingFunction(
            value -> {
              String label = real.apply(value);
              if (!label.isEmpty()) {
                shown.add(label);
              }
              return label;
            });
    BufferedImage image =
        new BufferedImage(chart.getWidth(), chart.getHeight(), BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    try {
      chart.paint(g, chart.getWidth(), chart.getHeight());
    } finally {
      g.dispose();
    }
    assertThat(shown).containsExactly("1", "4", "8");
    assertThat(SvgDescription.describe(figure))
        .contains("x axis: x (log scale); labelled at: 1, 4, 8")
        .doesNotContain("(log scale) (log scale)");
  }

  @Test
  void labelsOnALinearAxisMustStillBeEvenlySpacedCategories() {
    assertThatThrownBy(
            () ->
                new LineFigure(
                    "t",
                    "x",
                    "y",
                    X,
                    LABELS,
                    false,
                    List.of(Figures.series("s", 1, 2, 3)),
                    null,
                    Double.NaN,
                    Double.NaN,
                    null))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
