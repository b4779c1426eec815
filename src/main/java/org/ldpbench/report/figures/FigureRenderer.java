package org.ldpbench.report.figures;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.function.UnaryOperator;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.BitmapEncoder.BitmapFormat;
import org.knowm.xchart.ChartEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.internal.chartpart.IChart;

/**
 * Writes a {@link LineFigure} or a {@link HeatMapFigure} as a PNG (for viewing, at 2x resolution)
 * and an SVG (for papers), using XChart. Both files come from the same chart object, so they show
 * the same thing.
 *
 * <p>Rendering is headless-safe (no window is opened) and deterministic: the same figure gives the
 * same PNG dimensions and the same SVG text; nothing time-dependent is drawn. Missing points (NaN
 * y) break the line; a series with no point at all is left out (it is still named in the SVG
 * description). Glyphs are drawn as outlines in both formats, so the SVG needs no fonts; a {@code
 * <title>}/{@code <desc>} in the SVG carries the text content.
 */
public final class FigureRenderer {

  private FigureRenderer() {}

  /**
   * Writes {@code base + ".png"} and {@code base + ".svg"} (creating parent directories, replacing
   * existing files) and returns both paths, PNG first.
   *
   * @param figure what to draw
   * @param base output path without extension, e.g. {@code results/figures/accuracy-vs-epsilon}
   * @return the PNG path and the SVG path
   * @throws IOException if a file cannot be written
   * @throws IllegalArgumentException if {@code base} has no file name (e.g. a root directory)
   */
  public static List<Path> write(LineFigure figure, Path base) throws IOException {
    Objects.requireNonNull(figure, "figure");
    String title = figure.title().isEmpty() ? "Line chart" : figure.title();
    XYChart chart = LineChartFactory.create(figure);
    PointTitles points = new PointTitles(figure);
    chart.addAnnotation(points);
    return write(chart, title, SvgDescription.describe(figure), base, points::insertInto);
  }

  /**
   * Writes a heat map as {@code base + ".png"} and {@code base + ".svg"}, as {@link
   * #write(LineFigure, Path)} does for a line chart.
   */
  public static List<Path> write(HeatMapFigure figure, Path base) throws IOException {
    Objects.requireNonNull(figure, "figure");
    String title = figure.title().isEmpty() ? "Heat map" : figure.title();
    return write(
        HeatMapFactory.create(figure), title, SvgDescription.describe(figure), base, svg -> svg);
  }

  private static List<Path> write(
      IChart chart, String title, String description, Path base, UnaryOperator<String> svgExtras)
      throws IOException {
    Objects.requireNonNull(base, "base");
    if (base.getFileName() == null) {
      throw new IllegalArgumentException("base must name a file, got " + base);
    }
    Path png = base.resolveSibling(base.getFileName() + ".png");
    Path svg = base.resolveSibling(base.getFileName() + ".svg");
    Path parent = png.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }

    writePng(chart, png);
    writeSvg(chart, title, description, svg, svgExtras);
    return List.of(png, svg);
  }

  private static void writePng(IChart chart, Path png) throws IOException {
    // BitmapEncoder writes through a RandomAccessFile, which does not truncate: an older,
    // longer file would keep its tail. Start from an empty slate.
    Files.deleteIfExists(png);
    BitmapEncoder.saveBitmapWithDPI(chart, png.toString(), BitmapFormat.PNG, FigureStyle.PNG_DPI);
    if (!Files.isRegularFile(png) || Files.size(png) == 0) {
      throw new IOException("no PNG writer produced " + png);
    }
  }

  private static void writeSvg(
      IChart chart, String title, String description, Path svg, UnaryOperator<String> svgExtras)
      throws IOException {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    // ChartEncoder hands "svg" to VectorGraphicsEncoder (VectorGraphics2D); calling the
    // latter directly is deprecated in XChart 4.
    ChartEncoder.saveChart(chart, buffer, "svg");
    String text = buffer.toString(StandardCharsets.UTF_8);
    Files.writeString(
        svg,
        svgExtras.apply(SvgDescription.insertInto(text, title, description)),
        StandardCharsets.UTF_8);
  }
}
