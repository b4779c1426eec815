package org.ldpbench.report.figures;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * Every committed figure (paper-figures/*&#47;*.png) has nothing drawn along its edges: a title,
 * caption, tick label or legend that runs off the canvas leaves ink in the outer ring, which is how
 * the clipped captions and legends of earlier renderings looked. The ring is {@value #RING} pixels
 * of the 2x PNG (3 pixels of the figure's logical size), inside the house chart padding of 12.
 */
class CommittedFiguresLegibilityTest {

  private static final int RING = 6;

  @Test
  void noCommittedFigureHasInkOnItsEdges() throws IOException {
    Path root = Path.of("paper-figures");
    assertThat(root).isDirectory();
    List<Path> pngs;
    try (Stream<Path> files = Files.walk(root)) {
      pngs = files.filter(p -> p.toString().endsWith(".png")).sorted().toList();
    }
    assertThat(pngs).hasSizeGreaterThan(50);
    List<String> clipped = new ArrayList<>();
    for (Path png : pngs) {
      BufferedImage image = ImageIO.read(png.toFile());
      if (inkOnEdge(image)) {
        clipped.add(root.relativize(png).toString());
      }
    }
    assertThat(clipped)
        .as("figures with ink within %d px of the edge (clipped text?)", RING)
        .isEmpty();
  }

  private static boolean inkOnEdge(BufferedImage image) {
    int background = FigureStyle.BACKGROUND.getRGB();
    int w = image.getWidth();
    int h = image.getHeight();
    for (int x = 0; x < w; x++) {
      for (int y = 0; y < h; y++) {
        boolean edge = x < RING || y < RING || x >= w - RING || y >= h - RING;
        if (edge && image.getRGB(x, y) != background) {
          return true;
        }
        if (!edge && x >= RING && x < w - RING && y == RING) {
          y = h - RING - 1; // skip the interior of this column
        }
      }
    }
    return false;
  }
}
