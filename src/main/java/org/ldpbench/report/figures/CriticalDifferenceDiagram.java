package org.ldpbench.report.figures;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import javax.imageio.ImageIO;
import org.ldpbench.param.Keyword;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.stats.Nemenyi;

/**
 * A critical-difference diagram (Demšar 2006, Fig. 1): the methods' average ranks over the data
 * sets on an axis (1 = best, on the left), each method's name joined to its rank, the Nemenyi
 * critical difference drawn as a bar above the axis, and a thick line under every maximal group of
 * methods whose ranks differ by less than it (no significant difference within the group).
 *
 * <p>The layout is computed once as lines and texts and drawn twice, into a PNG (Java2D, 2x) and
 * into an SVG written as plain elements (the texts stay text), so both files show the same thing.
 */
public final class CriticalDifferenceDiagram {

  private static final int WIDTH = 800;
  private static final int LEFT = 200;
  private static final int RIGHT = 600;
  private static final int AXIS_Y = 80;
  private static final int ROW = 24;
  private static final Font FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 13);

  private record Line(double x1, double y1, double x2, double y2, float width) {}

  private record Text(double x, double y, String text, Anchor anchor) {}

  /** Where a text stands relative to its point (SVG's {@code text-anchor}, written as its word). */
  private enum Anchor implements Keyword {
    START,
    MIDDLE,
    END;

    /** How far left of its point a text of {@code width} pixels starts. */
    double shift(int width) {
      return switch (this) {
        case START -> 0;
        case MIDDLE -> width / 2.0;
        case END -> width;
      };
    }
  }

  private final List<Line> lines = new ArrayList<>();
  private final List<Text> texts = new ArrayList<>();
  private final int height;

  /**
   * Lays out the diagram.
   *
   * @param title shown above the axis
   * @param names method names
   * @param averageRanks their average ranks (same order)
   * @param nemenyi the critical difference for these k methods and N data sets
   */
  public CriticalDifferenceDiagram(
      String title, List<String> names, double[] averageRanks, Nemenyi nemenyi) {
    int k = names.size();
    if (k != averageRanks.length || k != nemenyi.k()) {
      throw new IllegalArgumentException(
          k + " names, " + averageRanks.length + " ranks, Nemenyi for " + nemenyi.k());
    }
    texts.add(new Text(WIDTH / 2.0, 20, title, Anchor.MIDDLE));
    // the axis, 1 … k, ticks at every integer rank
    lines.add(new Line(x(1, k), AXIS_Y, x(k, k), AXIS_Y, 1.2f));
    for (int r = 1; r <= k; r++) {
      lines.add(new Line(x(r, k), AXIS_Y - 5, x(r, k), AXIS_Y, 1.2f));
      texts.add(new Text(x(r, k), AXIS_Y - 9, Integer.toString(r), Anchor.MIDDLE));
    }
    // the critical difference, as a bar from rank 1
    double cdEnd = Math.min(k, 1 + nemenyi.criticalDifference());
    lines.add(new Line(x(1, k), 42, x(cdEnd, k), 42, 2f));
    lines.add(new Line(x(1, k), 38, x(1, k), 46, 1.2f));
    lines.add(new Line(x(cdEnd, k), 38, x(cdEnd, k), 46, 1.2f));
    texts.add(
        new Text(
            x(cdEnd, k) + 6,
            46,
            String.format(
                Locale.ROOT,
                "CD = %.2f (Nemenyi, α = %s, N = %d)",
                nemenyi.criticalDifference(),
                ParameterSet.format(nemenyi.alpha()),
                nemenyi.blocks()),
            Anchor.START));
    Integer[] order =
        IntStream.range(0, k)
            .boxed()
            .sorted(Comparator.comparingDouble(i -> averageRanks[i]))
            .toArray(Integer[]::new);
    List<int[]> groups = groups(order, averageRanks, nemenyi.criticalDifference());
    double groupsBottom = AXIS_Y + 10 + groups.size() * 7;
    for (int g = 0; g < groups.size(); g++) {
      double y = AXIS_Y + 10 + g * 7;
      lines.add(
          new Line(
              x(averageRanks[order[groups.get(g)[0]]], k) - 3,
              y,
              x(averageRanks[order[groups.get(g)[1]]], k) + 3,
              y,
              4f));
    }
    int half = (k + 1) / 2;
    for (int j = 0; j < k; j++) {
      int i = order[j];
      boolean left = j < half;
      int row = left ? j : k - 1 - j;
      double y = groupsBottom + 16 + row * ROW;
      double xr = x(averageRanks[i], k);
      double end = left ? LEFT - 30 : RIGHT + 30;
      lines.add(new Line(xr, AXIS_Y, xr, y, 1f));
      lines.add(new Line(xr, y, end, y, 1f));
      String label = String.format(Locale.ROOT, "%s (%.2f)", names.get(i), averageRanks[i]);
      texts.add(new Text(left ? end - 6 : end + 6, y + 4, label, left ? Anchor.END : Anchor.START));
    }
    height = (int) Math.ceil(groupsBottom + 16 + (half - 1) * ROW + 24);
  }

  /**
   * Maximal runs of consecutive methods (in rank order) spanning less than the critical difference.
   */
  static List<int[]> groups(Integer[] order, double[] ranks, double cd) {
    List<int[]> runs = new ArrayList<>();
    int lastEnd = -1;
    for (int start = 0; start < order.length; start++) {
      int end = start;
      while (end + 1 < order.length && ranks[order[end + 1]] - ranks[order[start]] < cd) {
        end++;
      }
      if (end > start && end > lastEnd) {
        runs.add(new int[] {start, end});
        lastEnd = end;
      }
    }
    return runs;
  }

  private static double x(double rank, int k) {
    return k == 1 ? LEFT : LEFT + (rank - 1) / (k - 1) * (RIGHT - LEFT);
  }

  /** Writes {@code base}.png (2x) and {@code base}.svg; returns both paths. */
  public List<Path> write(Path base) throws IOException {
    Path png = base.resolveSibling(base.getFileName() + ".png");
    Path svg = base.resolveSibling(base.getFileName() + ".svg");
    if (png.toAbsolutePath().getParent() != null) {
      Files.createDirectories(png.toAbsolutePath().getParent());
    }
    BufferedImage image = new BufferedImage(2 * WIDTH, 2 * height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    try {
      g.scale(2, 2);
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, WIDTH, height);
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g.setRenderingHint(
          RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setColor(FigureStyle.TEXT);
      for (Line line : lines) {
        g.setStroke(new BasicStroke(line.width()));
        g.draw(new Line2D.Double(line.x1(), line.y1(), line.x2(), line.y2()));
      }
      g.setFont(FONT);
      for (Text text : texts) {
        int width = g.getFontMetrics().stringWidth(text.text());
        g.drawString(
            text.text(), (float) (text.x() - text.anchor().shift(width)), (float) text.y());
      }
    } finally {
      g.dispose();
    }
    ImageIO.write(image, "png", png.toFile());
    Files.writeString(svg, svg(), StandardCharsets.UTF_8);
    return List.of(png, svg);
  }

  String svg() {
    StringBuilder out =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">%n"
                    + "<rect width=\"100%%\" height=\"100%%\" fill=\"#fff\"/>%n",
                WIDTH,
                height,
                WIDTH,
                height));
    for (Line line : lines) {
      out.append(
          String.format(
              Locale.ROOT,
              "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#222\""
                  + " stroke-width=\"%.1f\"/>%n",
              line.x1(),
              line.y1(),
              line.x2(),
              line.y2(),
              line.width()));
    }
    for (Text text : texts) {
      out.append(
          String.format(
              Locale.ROOT,
              "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" font-family=\"sans-serif\""
                  + " font-size=\"13\" fill=\"#222\">%s</text>%n",
              text.x(),
              text.y(),
              text.anchor().keyword(),
              SvgDescription.escape(text.text())));
    }
    return out.append("</svg>\n").toString();
  }

  /**
   * The maximal groups of methods, by name, within which no difference is significant (for tests
   * and text).
   */
  public static List<List<String>> groups(List<String> names, double[] ranks, Nemenyi nemenyi) {
    Integer[] order =
        IntStream.range(0, names.size())
            .boxed()
            .sorted(Comparator.comparingDouble(i -> ranks[i]))
            .toArray(Integer[]::new);
    List<List<String>> out = new ArrayList<>();
    for (int[] run : groups(order, ranks, nemenyi.criticalDifference())) {
      List<String> group = new ArrayList<>();
      for (int j = run[0]; j <= run[1]; j++) {
        group.add(names.get(order[j]));
      }
      out.add(group);
    }
    return out;
  }
}
