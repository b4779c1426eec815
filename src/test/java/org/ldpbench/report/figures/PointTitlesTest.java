package org.ldpbench.report.figures;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The SVG of a line figure carries each point's value as a hover title at the point's position. */
class PointTitlesTest {

  @Test
  void everyDrawnPointHasAHoverTitleWithItsValueInsideThePlot(@TempDir Path dir) throws Exception {
    LineFigure figure = Figures.accuracyVsEpsilon();
    FigureRenderer.write(figure, dir.resolve("f"));
    String svg = Files.readString(dir.resolve("f.svg"));
    Matcher circles =
        Pattern.compile("<circle cx=\"(\\d+)\" cy=\"(\\d+)\" r=\"7\"[^>]*><title>([^<]*)</title>")
            .matcher(svg);
    int count = 0;
    int firstX = -1;
    int lastX = -1;
    while (circles.find()) {
      count++;
      int cx = Integer.parseInt(circles.group(1));
      int cy = Integer.parseInt(circles.group(2));
      assertThat(cx).isBetween(0, FigureStyle.WIDTH);
      assertThat(cy).isBetween(0, FigureStyle.HEIGHT);
      if (count == 1) {
        firstX = cx;
        assertThat(circles.group(3))
            .isEqualTo(
                "LPCT public+private: privacy budget ε = 0.5, test accuracy = 0.6200 ± 0.015");
      }
      if (count == 6) {
        lastX = cx;
      }
    }
    // 6 + 5 (one missing point) + 6 points
    assertThat(count).isEqualTo(17);
    assertThat(lastX).as("x = 1000 lies right of x = 0.5").isGreaterThan(firstX);
    assertThat(Files.size(dir.resolve("f.png"))).isPositive();
  }
}
