package org.ldpbench.report.figures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HeatMapFigureTest {

  @TempDir Path dir;

  /** f(x, y) = x on the left half of the square is low (blue), on the right high (vermillion). */
  static HeatMapFigure ramp(int n) {
    return HeatMapFigure.ofUnitSquare("ramp", "x₁", "x₂", (x, y) -> x, n, 0, 1, "f(x) = x₁");
  }

  @Test
  void samplesTheFunctionAtCellCentres() {
    HeatMapFigure figure =
        HeatMapFigure.ofUnitSquare(
            "t", "a", "b", (x, y) -> 10 * x + y, 4, Double.NaN, Double.NaN, null);
    assertThat(figure.x()).containsExactly(0.125, 0.375, 0.625, 0.875);
    assertThat(figure.value(0, 0)).isCloseTo(1.375, within(1e-12));
    assertThat(figure.value(3, 1)).isCloseTo(8.75 + 0.375, within(1e-12));
    assertThat(figure.lowest()).isCloseTo(1.375, within(1e-12));
    assertThat(figure.highest()).isCloseTo(9.625, within(1e-12));
  }

  @Test
  void malformedInputIsRejected() {
    assertThatThrownBy(
            () ->
                new HeatMapFigure(
                    "t",
                    "x",
                    "y",
                    new double[] {0, 1},
                    new double[] {0.5},
                    new double[][] {{1}},
                    Double.NaN,
                    Double.NaN,
                    null))
        .hasMessageContaining("values has 1 columns");
    assertThatThrownBy(
            () ->
                new HeatMapFigure(
                    "t",
                    "x",
                    "y",
                    new double[] {0.5},
                    new double[] {0.5},
                    new double[][] {{Double.NaN}},
                    Double.NaN,
                    Double.NaN,
                    null))
        .hasMessageContaining("finite");
    assertThatThrownBy(
            () ->
                new HeatMapFigure(
                    "t",
                    "x",
                    "y",
                    new double[] {1, 0},
                    new double[] {0.5},
                    new double[][] {{1}, {2}},
                    Double.NaN,
                    Double.NaN,
                    null))
        .hasMessageContaining("increasing");
    assertThatThrownBy(() -> ramp(0)).hasMessageContaining("at least one cell");
    assertThatThrownBy(() -> HeatMapFigure.ofUnitSquare("t", "x", "y", (x, y) -> x, 2, 1, 0, null))
        .hasMessageContaining("zMin < zMax");
  }

  @Test
  void cellEdgesAndRoundTicks() {
    assertThat(HeatMapFactory.edges(new double[] {0.125, 0.375, 0.625, 0.875}))
        .containsExactly(0, 0.25, 0.5, 0.75, 1.0);
    assertThat(HeatMapFactory.roundValues(0, 1))
        .containsExactly(0, 0.2, 0.4, 0.6000000000000001, 0.8, 1);
    assertThat(HeatMapFactory.colour(0, 0, 1)).isEqualTo(new Color(0x00, 0x72, 0xB2));
    Color middle = HeatMapFactory.colour(0.5, 0, 1);
    assertThat(Math.min(middle.getRed(), Math.min(middle.getGreen(), middle.getBlue())))
        .isGreaterThan(250);
    assertThat(HeatMapFactory.colour(0.2, 0, 1))
        .as("steps of 1/128 share a colour")
        .isEqualTo(HeatMapFactory.colour(0.2 + 0.001, 0, 1));
    assertThat(HeatMapFactory.colour(7, 0, 1)).isEqualTo(new Color(0xD5, 0x5E, 0x00));
  }

  @Test
  void rendersPngAndSvgWithTheValuesInTheirColours() throws Exception {
    List<Path> written = FigureRenderer.write(ramp(8), dir.resolve("maps/ramp"));

    assertThat(written).containsExactly(dir.resolve("maps/ramp.png"), dir.resolve("maps/ramp.svg"));
    BufferedImage image = ImageIO.read(written.get(0).toFile());
    assertThat(image.getWidth()).isEqualTo(2 * HeatMapFactory.WIDTH);
    assertThat(image.getHeight()).isEqualTo(2 * HeatMapFactory.HEIGHT);
    // a pixel a little inside the left and right edges of the plot, at mid height
    int row = image.getHeight() * 6 / 10;
    Color left = firstPlotColour(image, row, true);
    Color right = firstPlotColour(image, row, false);
    assertThat(left.getBlue()).isGreaterThan(left.getRed());
    assertThat(right.getRed()).isGreaterThan(right.getBlue());

    String svg = Files.readString(written.get(1), StandardCharsets.UTF_8);
    assertThat(svg)
        .contains(
            "<title>ramp</title>",
            "heat map of 8 x 8 cells",
            "colour scale from 0.000 to 1.000",
            "0.06250 (lower left), 0.9375 (lower right)",
            "note: f(x) = x₁");
  }

  /**
   * The first saturated (not grey or white) pixel on {@code row}, scanning from the left or the
   * right.
   */
  private static Color firstPlotColour(BufferedImage image, int row, boolean fromLeft) {
    for (int k = 0; k < image.getWidth(); k++) {
      int x = fromLeft ? k : image.getWidth() - 1 - k;
      Color c = new Color(image.getRGB(x, row));
      int spread =
          Math.max(c.getRed(), Math.max(c.getGreen(), c.getBlue()))
              - Math.min(c.getRed(), Math.min(c.getGreen(), c.getBlue()));
      if (spread > 60) {
        return c;
      }
    }
    throw new AssertionError("no coloured pixel on row " + row);
  }

  @Test
  void sameHeatMapRendersToIdenticalSvg() throws IOException {
    Path a = FigureRenderer.write(ramp(5), dir.resolve("a")).get(1);
    Path b = FigureRenderer.write(ramp(5), dir.resolve("b")).get(1);
    assertThat(Files.readString(b)).isEqualTo(Files.readString(a));
  }
}
