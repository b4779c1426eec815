package org.ldpbench.report.tables;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a {@link ResultTable} into the text of one file format. The three formats the harness
 * writes next to its figures are {@link #MARKDOWN} (also embedded in {@code REPORT.md}), {@link
 * #LATEX} (a booktabs {@code tabular} for papers) and {@link #CSV} (one row per cell, for further
 * analysis). Output is deterministic: the same table gives the same bytes.
 */
public interface ResultTableRenderer {

  /** GitHub-flavoured Markdown; column groups become a first header line in each heading. */
  ResultTableRenderer MARKDOWN = new MarkdownResultTable();

  /** A LaTeX {@code tabular} using booktabs rules; column groups become {@code \multicolumn}s. */
  ResultTableRenderer LATEX = new LatexResultTable();

  /**
   * Tidy CSV, one row per cell: row label, column group, column, mean, se, text, emphasis (e.g.
   * {@code bold;star}), annotation.
   */
  ResultTableRenderer CSV = new CsvResultTable();

  /** The file extension without the dot: {@code md}, {@code tex}, {@code csv}. */
  String extension();

  /** The table as text, ending with a newline. */
  String render(ResultTable table);

  /**
   * Writes {@code base.md}, {@code base.tex} and {@code base.csv} (creating parent directories,
   * replacing existing files) and returns their paths in that order.
   */
  static List<Path> writeAll(ResultTable table, Path base) throws IOException {
    Path parent = base.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    List<Path> written = new ArrayList<>();
    for (ResultTableRenderer renderer : List.of(MARKDOWN, LATEX, CSV)) {
      Path file = base.resolveSibling(base.getFileName() + "." + renderer.extension());
      Files.writeString(file, renderer.render(table), StandardCharsets.UTF_8);
      written.add(file);
    }
    return written;
  }
}
