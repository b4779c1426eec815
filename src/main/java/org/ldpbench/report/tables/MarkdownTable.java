package org.ldpbench.report.tables;

import java.util.List;

/** Renders a GitHub-flavoured Markdown table; cells may hold inline Markdown and {@code <br>}. */
public final class MarkdownTable {

  private MarkdownTable() {}

  public static void append(StringBuilder md, List<String> header, List<List<String>> rows) {
    row(md, header);
    md.append("|");
    header.forEach(h -> md.append("---|"));
    md.append("\n");
    rows.forEach(r -> row(md, r));
  }

  private static void row(StringBuilder md, List<String> cells) {
    md.append("|");
    for (String cell : cells) {
      md.append(" ").append(cell.replace("|", "\\|").replace("\n", " ")).append(" |");
    }
    md.append("\n");
  }
}
