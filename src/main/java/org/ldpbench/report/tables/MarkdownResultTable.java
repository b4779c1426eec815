package org.ldpbench.report.tables;

import java.util.ArrayList;
import java.util.List;

/**
 * {@link ResultTableRenderer#MARKDOWN}: an optional bold title line, the table, an optional italic
 * note. A cell reads "0.7012 ± 0.0031", bold as "**0.7012 ± 0.0031**", a star as a trailing "\*",
 * an annotation in parentheses, an empty cell "—". A column's group heading and its own heading
 * share the header cell, separated by {@code <br>}.
 */
public final class MarkdownResultTable implements ResultTableRenderer {

  @Override
  public String extension() {
    return "md";
  }

  @Override
  public String render(ResultTable table) {
    StringBuilder md = new StringBuilder();
    if (table.title() != null) {
      md.append("**").append(escape(table.title())).append("**\n\n");
    }
    List<String> header = new ArrayList<>(List.of(escape(table.stubHeader())));
    for (ResultTable.Column column : table.columns()) {
      header.add(
          column.group() == null
              ? escape(column.header())
              : escape(column.group()) + "<br>" + escape(column.header()));
    }
    List<List<String>> rows = new ArrayList<>();
    for (ResultTable.Row row : table.rows()) {
      List<String> cells = new ArrayList<>(List.of(escape(row.label())));
      for (ResultTable.Cell cell : row.cells()) {
        cells.add(cell(cell, table.decimals()));
      }
      rows.add(cells);
    }
    MarkdownTable.append(md, header, rows);
    if (table.note() != null) {
      md.append("\n_").append(escape(table.note())).append("_\n");
    }
    return md.toString();
  }

  private static String cell(ResultTable.Cell cell, int decimals) {
    String value =
        switch (cell.kind()) {
          case EMPTY -> "—";
          case TEXT -> escape(cell.text());
          case ESTIMATE -> {
            String se = cell.seText(decimals);
            yield cell.meanText(decimals) + (se == null ? "" : " ± " + se);
          }
        };
    if (cell.bold() && cell.kind() != ResultTable.Kind.EMPTY) {
      value = "**" + value + "**";
    }
    if (cell.star()) {
      value += "\\*";
    }
    if (cell.annotation() != null) {
      value += " (" + escape(cell.annotation()) + ")";
    }
    return value;
  }

  /**
   * Escapes the characters that would start Markdown emphasis or code ({@code |} is escaped later).
   */
  static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\\' || c == '*' || c == '_' || c == '`') {
        out.append('\\');
      }
      out.append(c);
    }
    return out.toString();
  }
}
