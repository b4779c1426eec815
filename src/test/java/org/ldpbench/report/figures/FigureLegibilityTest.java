package org.ldpbench.report.figures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;

/**
 * What a reader must be able to see in every line figure (issue 18, item 6): each series in its own
 * colour and marker, a series lying under another named in the legend and drawn so that it shows
 * through, no text running off the canvas, and labels on a log axis that spans less than two
 * decades. The canvas test renders the chart and looks for ink in a ring along the edges: clipped
 * text (a caption or legend longer than the canvas) leaves ink there.
 */
class FigureLegibilityTest {

  /** Width of the edge ring that must stay blank, in pixels of the 1x image. */
  private static final int RING = 3;

  /**
   * A caption as long as the ones the harness writes for slope figures (it was clipped before it
   * wrapped).
   */
  private static final String LONG_CAPTION =
      "full profile: 20 replications; best grid configuration per point (chosen on"
          + " the test set); bars: ±1 s.e.; dotted: least-squares fit, slope [95% bootstrap CI] over the window";

  @Test
  void everySeriesIndexHasItsOwnColourAndItsOwnMarker() {
    Set<Color> colours = new HashSet<>();
    Set<Object> markers = new HashSet<>();
    for (int s = 0; s < FigureStyle.MAX_SERIES; s++) {
      colours.add(FigureStyle.seriesColor(s));
      markers.add(FigureStyle.seriesMarker(s));
    }
    assertThat(colours)
        .hasSize(FigureStyle.MAX_SERIES)
        .doesNotContain(FigureStyle.REFERENCE, FigureStyle.BACKGROUND);
    assertThat(markers).hasSize(FigureStyle.MAX_SERIES);
    assertThat(FigureStyle.MAX_SERIES)
        .as("the largest committed figure draws 12 series")
        .isGreaterThanOrEqualTo(12);
  }

  @Test
  void aFigureWithMoreSeriesThanStylesIsRefused() {
    double[] x = {1, 2};
    LineFigure.Series[] series =
        IntStream.range(0, FigureStyle.MAX_SERIES + 1)
            .mapToObj(i -> Figures.series("s" + i, i, i + 1))
            .toArray(LineFigure.Series[]::new);
    assertThatThrownBy(() -> Figures.numeric(x, series))
        .hasMessageContaining("at most " + FigureStyle.MAX_SERIES);
  }

  @Test
  void aSeriesLyingOnAnEarlierOneIsNamedInTheLegendAndDrawnGapped() {
    LineFigure figure =
        Figures.numeric(
            new double[] {1, 2, 3},
            Figures.series("AdaptDTK-tri", 0.906, 0.906, 0.906),
            Figures.series("other", 0.6, 0.7, 0.8),
            Figures.series("DTK-tri (non-private)", 0.9062, 0.9061, 0.906));
    XYChart chart = LineChartFactory.create(figure);
    assertThat(chart.getSeriesCollection())
        .extracting(s -> s.getName())
        .contains("DTK-tri (non-private) (coincides with AdaptDTK-tri)", "AdaptDTK-tri", "other");
    assertThat(
            chart.getSeries("DTK-tri (non-private) (coincides with AdaptDTK-tri)").getLineStyle())
        .isSameAs(FigureStyle.COVERING_STROKE);
    assertThat(chart.getSeries("other").getLineStyle()).isNotSameAs(FigureStyle.COVERING_STROKE);
  }

  @Test
  void seriesApartByMoreThanAMarkerDoNotCoincide() {
    List<LineFigure.Series> series =
        List.of(Figures.series("a", 0.50, 0.60), Figures.series("b", 0.50, 0.62));
    assertThat(CoincidentSeries.hidden(series, 0.5, 0.7, false)).containsExactly(-1, -1);
    // one point each, missing elsewhere at different places: not the same line
    List<LineFigure.Series> gaps =
        List.of(Figures.series("a", 0.5, Double.NaN), Figures.series("b", 0.5, 0.6));
    assertThat(CoincidentSeries.hidden(gaps, 0.5, 0.7, false)).containsExactly(-1, -1);
  }

  @Test
  void longCaptionsWrapOntoTwoLinesInsteadOfRunningOffTheCanvas() {
    List<String> lines =
        CaptionText.lines(LONG_CAPTION, FigureStyle.WIDTH - 2 * CaptionText.SIDE_MARGIN);
    assertThat(lines).hasSize(2);
    assertThat(String.join(" ", lines)).isEqualTo(LONG_CAPTION);
    assertThat(CaptionText.lines("quick profile: 2 replications", 784))
        .containsExactly("quick profile: 2 replications");
  }

  @Test
  void noTextOrFrameTouchesTheCanvasEdge() throws IOException {
    for (LineFigure figure : crowdedFigures()) {
      BufferedImage image = BitmapEncoder.getBufferedImage(LineChartFactory.create(figure));
      List<String> ink = inkOnTheEdge(image);
      maybeKeep(image, figure.title());
      assertThat(ink)
          .as("'" + figure.title() + "': ink within " + RING + " px of the canvas edge")
          .isEmpty();
    }
  }

  @Test
  void legendLabelsWiderThanXChartsLimitAreWrappedNotTruncated() {
    String name =
        "AdaptDTK-gauss, tau scaled by the public sample size (ablation of section 4.2) (gamma=0.25)";
    XYChart chart =
        LineChartFactory.create(
            Figures.numeric(
                new double[] {1, 2},
                Figures.series(name, 0.5, 0.6),
                Figures.series("short", 0.7, 0.8)));
    String drawn = chart.getSeries(name).getLabel();
    assertThat(drawn).contains("\n");
    assertThat(drawn.replace("\n", " ")).isEqualTo(name);
    for (String line : drawn.split("\n")) {
      assertThat(FigureStyle.width(FigureStyle.LEGEND_FONT, line))
          .isLessThan((int) (FigureStyle.WIDTH * LegendText.XCHART_LIMIT));
    }
    assertThat(chart.getSeries("short").getLabel()).isEqualTo("short");
  }

  @Test
  void aFittedLineIsListedUnderItsSeriesAsFitWithItsSlope() {
    XYChart chart = LineChartFactory.create(logFigure(0.003, 0.06));
    List<String> labels = new ArrayList<>();
    chart
        .getSeriesCollection()
        .forEach(
            s -> {
              if (s.isShowInLegend()) {
                labels.add(s.getLabel());
              }
            });
    assertThat(labels)
        .containsExactly("BB c=2 (ε=1)", "fit: slope −0.48 [−0.50, −0.45] over 3.0 decades");
  }

  @Test
  void aLogAxisSpanningLessThanTwoDecadesIsLabelledAtOneTwoAndFive() {
    LogTickLabels labels = new LogTickLabels();
    assertThat(labels.apply(0.002)).isEqualTo("0.002");
    assertThat(labels.apply(0.005)).isEqualTo("0.005");
    assertThat(labels.apply(0.01)).isEqualTo("0.01");
    assertThat(labels.apply(0.03)).isEmpty();
    assertThat(labels.apply(2_000_000.0)).isEqualTo("2,000,000");
    assertThat(LogTickLabels.needed(0.003, 0.06)).isTrue();
    assertThat(LogTickLabels.needed(1e5, 2e8)).isFalse();
    XYChart chart = LineChartFactory.create(logFigure(0.003, 0.06));
    assertThat(chart.getStyler().isYAxisLogarithmicDecadeOnly()).isFalse();
    assertThat(chart.getStyler().getYAxisTickLabelsFormattingFunction())
        .isInstanceOf(LogTickLabels.class);
    XYChart wide = LineChartFactory.create(logFigure(1e-4, 0.5));
    assertThat(wide.getStyler().isYAxisLogarithmicDecadeOnly()).isTrue();
  }

  private static List<LineFigure> crowdedFigures() {
    List<LineFigure> figures = new ArrayList<>();
    List<LineFigure.Series> twelve = new ArrayList<>();
    for (int s = 0; s < 12; s++) {
      double base = 0.5 + 0.03 * s;
      twelve.add(
          new LineFigure.Series(
              "AdaptDTK-gauss, tau scaled (ablation) (gamma=" + s + ")",
              new double[] {base, base + 0.01, base + 0.02, base + 0.03, base + 0.04},
              new double[] {0.01, 0.01, 0.01, 0.01, 0.01},
              false));
    }
    figures.add(
        new LineFigure(
            "Auddy et al. Fig. 5: ε = 1, 500 points over m + 1 servers, twelve series",
            "m",
            "accuracy",
            new double[] {0, 1, 2, 3, 4},
            List.of("1", "2", "4", "9", "19"),
            false,
            twelve,
            List.of(new LineFigure.ReferenceLine("Bayes accuracy 0.920", 0.92)),
            Double.NaN,
            Double.NaN,
            LONG_CAPTION));
    figures.add(logFigure(0.003, 0.06));
    return figures;
  }

  private static LineFigure logFigure(double low, double high) {
    double[] x = {2e5, 6e5, 2e6, 6e6, 2e7, 6e7, 2e8};
    double[] y = new double[x.length];
    double[] fit = new double[x.length];
    for (int i = 0; i < x.length; i++) {
      y[i] = high * Math.pow(low / high, i / (x.length - 1.0));
      fit[i] = y[i] * 1.05;
    }
    return new LineFigure(
        "E1: Berrett-Butucea, d = 2, alpha = 1 (theory slope -0.333), a long title here",
        "total private sample size N = 2n",
        "excess risk (exact, midpoint grid)",
        x,
        null,
        true,
        true,
        List.of(new LineFigure.Series("BB c=2 (ε=1)", y, null, false)),
        List.of(),
        List.of(
            new LineFigure.FitLine(
                "BB c=2 (ε=1): slope −0.48 [−0.50, −0.45] over 3.0 decades", "BB c=2 (ε=1)", fit)),
        Double.NaN,
        Double.NaN,
        LONG_CAPTION);
  }

  private static List<String> inkOnTheEdge(BufferedImage image) {
    int background = FigureStyle.BACKGROUND.getRGB();
    List<String> ink = new ArrayList<>();
    for (int px = 0; px < image.getWidth(); px++) {
      for (int py = 0; py < image.getHeight(); py++) {
        boolean edge =
            px < RING
                || py < RING
                || px >= image.getWidth() - RING
                || py >= image.getHeight() - RING;
        if (edge && image.getRGB(px, py) != background && ink.size() < 5) {
          ink.add("(" + px + ", " + py + ")");
        }
      }
    }
    return ink;
  }

  /** With -Dldpbench.keepFigures=DIR the rendered test figures are written there to look at. */
  private static void maybeKeep(BufferedImage image, String title) throws IOException {
    String dir = System.getProperty("ldpbench.keepFigures");
    if (dir != null) {
      Path out = Path.of(dir, title.replaceAll("[^A-Za-z0-9]+", "-") + ".png");
      Files.createDirectories(out.getParent());
      javax.imageio.ImageIO.write(image, "png", out.toFile());
    }
  }
}
