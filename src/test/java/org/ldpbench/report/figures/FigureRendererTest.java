package org.ldpbench.report.figures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.ldpbench.report.figures.Figures.series;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class FigureRendererTest {

  private static final double NaN = Double.NaN;

  @TempDir Path dir;

  @Test
  void writesPngAndSvgNextToBaseCreatingDirectories() throws IOException {
    Path base = dir.resolve("figures/nested/accuracy-vs-epsilon");

    List<Path> written = FigureRenderer.write(Figures.accuracyVsEpsilon(), base);

    assertThat(written)
        .containsExactly(
            dir.resolve("figures/nested/accuracy-vs-epsilon.png"),
            dir.resolve("figures/nested/accuracy-vs-epsilon.svg"));
    for (Path file : written) {
      assertThat(file).isRegularFile();
      assertThat(Files.size(file)).isPositive();
    }
  }

  @Test
  void pngIsTwiceTheLogicalSize() throws IOException {
    Path png = FigureRenderer.write(Figures.accuracyVsEpsilon(), dir.resolve("f")).get(0);

    BufferedImage image = ImageIO.read(png.toFile());

    assertThat(image).as("decodable PNG").isNotNull();
    assertThat(image.getWidth()).isEqualTo(2 * FigureStyle.WIDTH).isEqualTo(1600);
    assertThat(image.getHeight()).isEqualTo(2 * FigureStyle.HEIGHT).isEqualTo(1120);
    // white background: the corners are outside every chart part
    assertThat(image.getRGB(0, 0) & 0xFFFFFF).isEqualTo(0xFFFFFF);
    assertThat(image.getRGB(image.getWidth() - 1, image.getHeight() - 1) & 0xFFFFFF)
        .isEqualTo(0xFFFFFF);
  }

  @Test
  void svgIsWellFormedAndNamesSeriesTickLabelsAndReferenceLines() throws Exception {
    LineFigure figure = Figures.accuracyVsEpsilon();
    Path svg = FigureRenderer.write(figure, dir.resolve("f")).get(1);

    Document document = parse(svg);

    Element root = document.getDocumentElement();
    assertThat(root.getLocalName()).isEqualTo("svg");
    assertThat(root.getAttribute("viewBox")).isEqualTo("0 0 800 560");
    // XChart draws glyphs as outlines, so the text lives in <title> and <desc>
    assertThat(text(document, "title")).isEqualTo("Accuracy vs privacy budget");
    String desc = text(document, "desc");
    for (LineFigure.Series series : figure.series()) {
      assertThat(desc).contains(series.name());
    }
    assertThat(desc).contains("categories: 0.5, 1, 2, 4, 8, 1000");
    assertThat(desc).contains("Bayes accuracy 0.786");
    assertThat(desc).contains("quick profile: 10 replications; bars: ±1 s.e.");
    assertThat(desc).contains("privacy budget ε", "test accuracy");
    // and there is drawing, not just metadata
    assertThat(document.getElementsByTagNameNS("*", "path").getLength()).isGreaterThan(20);
  }

  @Test
  void svgEscapesMarkupInNames() throws Exception {
    LineFigure figure = Figures.numeric(new double[] {1, 2}, series("a < b & \"c\"", 1, 2));
    Path svg = FigureRenderer.write(figure, dir.resolve("f")).get(1);

    assertThat(text(parse(svg), "desc")).contains("a < b & \"c\"");
  }

  @Test
  void sameFigureRendersToIdenticalFiles() throws IOException {
    // The SVG's only id (a clip path) is derived from the clip rectangle, so the text is
    // reproducible; the PNG is compared by size, as the brief requires no more.
    List<Path> first = FigureRenderer.write(Figures.accuracyVsEpsilon(), dir.resolve("a"));
    List<Path> second = FigureRenderer.write(Figures.accuracyVsEpsilon(), dir.resolve("b"));

    assertThat(Files.readString(second.get(1), StandardCharsets.UTF_8))
        .isEqualTo(Files.readString(first.get(1), StandardCharsets.UTF_8));
    BufferedImage a = ImageIO.read(first.get(0).toFile());
    BufferedImage b = ImageIO.read(second.get(0).toFile());
    assertThat(b.getWidth()).isEqualTo(a.getWidth());
    assertThat(b.getHeight()).isEqualTo(a.getHeight());
  }

  @Test
  void overwritingALargerFileLeavesNoStaleBytes() throws IOException {
    Path base = dir.resolve("f");
    Path png = dir.resolve("f.png");
    long fresh = Files.size(FigureRenderer.write(Figures.accuracyVsEpsilon(), base).get(0));
    Files.write(png, new byte[(int) fresh * 3]);

    FigureRenderer.write(Figures.accuracyVsEpsilon(), base);

    assertThat(Files.size(png)).isEqualTo(fresh);
  }

  @Test
  void missingPointsAndAbsentErrorBarsRender() {
    LineFigure figure =
        new LineFigure(
            "gaps",
            "n",
            "error",
            new double[] {1, 2, 3, 4},
            null,
            false,
            List.of(
                new LineFigure.Series(
                    "gappy",
                    new double[] {NaN, 0.3, NaN, 0.1},
                    new double[] {0.01, NaN, 0.02, 0.01},
                    false),
                series("no bars", 0.4, 0.35, 0.3, NaN)),
            null,
            NaN,
            NaN,
            null);

    assertThatCode(() -> FigureRenderer.write(figure, dir.resolve("gaps")))
        .doesNotThrowAnyException();
    assertThat(dir.resolve("gaps.png")).isNotEmptyFile();
  }

  @Test
  void seriesWithoutAnyPointIsSkipped() throws Exception {
    LineFigure figure =
        new LineFigure(
            "",
            "eps",
            "acc",
            new double[] {0, 1, 2},
            List.of("a", "b", "c"),
            false,
            List.of(series("all missing", NaN, NaN, NaN)),
            List.of(new LineFigure.ReferenceLine("chance", 0.5)),
            NaN,
            NaN,
            "caption only");

    Path svg = FigureRenderer.write(figure, dir.resolve("empty")).get(1);

    assertThat(ImageIO.read(dir.resolve("empty.png").toFile())).isNotNull();
    assertThat(text(parse(svg), "desc")).contains("all missing (no data, not drawn)");
  }

  @Test
  void logAxisAndAutomaticYRender() throws IOException {
    LineFigure figure =
        new LineFigure(
            "log",
            "ε",
            "acc",
            new double[] {0.5, 1, 2, 4, 8, 1000},
            null,
            true,
            List.of(series("a", 0.6, 0.65, 0.7, 0.72, 0.75, 0.78)),
            List.of(new LineFigure.ReferenceLine("far below", -3)),
            NaN,
            0.9,
            null);

    List<Path> written = FigureRenderer.write(figure, dir.resolve("log"));

    assertThat(ImageIO.read(written.get(0).toFile()).getWidth()).isEqualTo(1600);
  }

  @Test
  void logLogAxesWithFitLinesAndAConstantLineRender() throws Exception {
    double[] n = {100, 1000, 10000};
    LineFigure figure =
        new LineFigure(
            "rates",
            "n",
            "excess risk",
            n,
            null,
            true,
            true,
            List.of(
                new LineFigure.Series(
                    "LPCT",
                    new double[] {0.2, 0.063, 0.02},
                    new double[] {0.01, 0.1, 0.001},
                    false),
                new LineFigure.Series(
                    "LPCT-Q (no n; best overall)",
                    new double[] {0.05, 0.05, 0.05},
                    null,
                    true,
                    false),
                series("negative", -0.01, 0.01, 0.001)),
            null,
            List.of(
                new LineFigure.FitLine(
                    "LPCT: slope −0.50 [−0.52, −0.48]", "LPCT", new double[] {0.2, 0.0632, 0.02})),
            NaN,
            NaN,
            null);

    List<Path> written = FigureRenderer.write(figure, dir.resolve("rates"));

    assertThat(ImageIO.read(written.get(0).toFile()).getWidth()).isEqualTo(1600);
    String desc = text(parse(written.get(1)), "desc");
    assertThat(desc)
        .contains(
            "x axis: n (log scale)",
            "y axis: excess risk (log scale; values <= 0",
            "series: LPCT; LPCT-Q (no n; best overall); negative",
            "fitted lines: LPCT: slope −0.50 [−0.52, −0.48]");
    // the bar of 0.063 ± 0.1 would reach below zero: left out; the others are kept
    assertThat(LineChartFactory.errorBars(figure.series().get(0), figure.series().get(0).y(), true))
        .containsExactly(0.01, 0.0, 0.001);
    assertThat(LineChartFactory.drawable(new double[] {-0.01, 0.0, 0.5}, true))
        .containsExactly(Double.NaN, Double.NaN, 0.5);
  }

  @Test
  void referenceLineOutsideFixedRangeIsNotDrawnAndDoesNotFail() {
    LineFigure figure =
        new LineFigure(
            "t",
            "x",
            "y",
            new double[] {1, 2},
            null,
            false,
            List.of(series("a", 0.6, 0.7)),
            List.of(new LineFigure.ReferenceLine("high", 2.0)),
            0.5,
            0.8,
            null);

    assertThatCode(() -> FigureRenderer.write(figure, dir.resolve("out")))
        .doesNotThrowAnyException();
  }

  private static Document parse(Path svg) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(true);
    factory.setValidating(false);
    // the SVG declares the W3C DTD; do not fetch it over the network
    factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
    try (InputStream in = Files.newInputStream(svg)) {
      return factory.newDocumentBuilder().parse(in);
    }
  }

  /**
   * The text of the root's one {@code tag} child (hover points carry titles of their own, deeper
   * down).
   */
  private static String text(Document document, String tag) {
    org.w3c.dom.NodeList children = document.getDocumentElement().getChildNodes();
    String found = null;
    int count = 0;
    for (int i = 0; i < children.getLength(); i++) {
      if (children.item(i) instanceof Element e && tag.equals(e.getLocalName())) {
        count++;
        found = e.getTextContent();
      }
    }
    assertThat(count).as("<%s> children of the root", tag).isEqualTo(1);
    return found;
  }
}
