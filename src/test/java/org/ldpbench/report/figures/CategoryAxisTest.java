package org.ldpbench.report.figures;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;

/** The categorical x axis shows exactly the given labels, at the given positions, and no others. */
class CategoryAxisTest {

  @Test
  void formatterLabelsPositionsAndBlanksEverythingElse() {
    CategoryTickFormatter formatter =
        new CategoryTickFormatter(Figures.EPSILON_POSITIONS, Figures.EPSILON_LABELS);

    assertThat(formatter.apply(0.0)).isEqualTo("0.5");
    assertThat(formatter.apply(5.0)).isEqualTo("1000");
    assertThat(formatter.apply(3.0 + 1e-9)).isEqualTo("4");
    assertThat(formatter.apply(0.5)).isEmpty();
    assertThat(formatter.apply(1.5)).isEmpty();
    assertThat(formatter.apply(-1.0)).isEmpty();
  }

  @Test
  void xchartAsksForTicksOnlyAtTheCategoryPositions() {
    List<Double> asked = new ArrayList<>();
    Set<String> shown = new LinkedHashSet<>();
    XYChart chart = LineChartFactory.create(Figures.accuracyVsEpsilon());
    Function<Double, String> real = chart.getStyler().getXAxisTickLabelsFormattingFunction();
    assertThat(real).isInstanceOf(CategoryTickFormatter.class);
    chart
        .getStyler()
        .setXAxisTickLabelsFormattingFunction(
            value -> {
              asked.add(value);
              String label = real.apply(value);
              if (!label.isEmpty()) {
                shown.add(label);
              }
              return label;
            });

    paint(chart);

    // no tick (and so no grid line) at 0.5, 1.5, ...: every position XChart labels is a category
    assertThat(asked).isNotEmpty();
    assertThat(asked).allSatisfy(value -> assertThat(value).isIn(0.0, 1.0, 2.0, 3.0, 4.0, 5.0));
    assertThat(shown).containsExactlyInAnyOrderElementsOf(Figures.EPSILON_LABELS);
  }

  @Test
  void manyCategoriesStillGetOnlyCategoryPositions() {
    int n = 12;
    double[] x = new double[n];
    List<String> labels = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      x[i] = 10 + 2.5 * i;
      labels.add("c" + i);
    }
    LineFigure figure =
        new LineFigure(
            "t",
            "x",
            "y",
            x,
            labels,
            false,
            List.of(Figures.series("s", new double[n])),
            null,
            Double.NaN,
            Double.NaN,
            null);
    List<Double> asked = new ArrayList<>();
    XYChart chart = LineChartFactory.create(figure);
    Function<Double, String> real = chart.getStyler().getXAxisTickLabelsFormattingFunction();
    chart
        .getStyler()
        .setXAxisTickLabelsFormattingFunction(
            value -> {
              asked.add(value);
              return real.apply(value);
            });

    paint(chart);

    List<Double> positions = new ArrayList<>();
    for (double v : x) {
      positions.add(v);
    }
    assertThat(asked).isNotEmpty().allSatisfy(value -> assertThat(positions).contains(value));
  }

  private static void paint(XYChart chart) {
    BufferedImage image =
        new BufferedImage(chart.getWidth(), chart.getHeight(), BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    try {
      chart.paint(g, chart.getWidth(), chart.getHeight());
    } finally {
      g.dispose();
    }
  }
}
