package org.ldpbench.report.tables;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * {@link ResultTableRenderer#CSV}: tidy CSV with one record per cell, so the numbers keep full
 * precision and the marks survive: the row label (column named after the table's stub header),
 * {@code group}, {@code column}, {@code mean}, {@code se} (Java's shortest round-trip form, empty
 * when absent), {@code text}, {@code emphasis} ({@code bold}, {@code star} or {@code bold;star})
 * and {@code annotation}. Title and note are left out (they are in the Markdown and LaTeX files).
 */
final class CsvResultTable implements ResultTableRenderer {

  private static final CSVFormat FORMAT =
      CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get();

  @Override
  public String extension() {
    return "csv";
  }

  @Override
  public String render(ResultTable table) {
    StringWriter out = new StringWriter();
    try (CSVPrinter printer = new CSVPrinter(out, FORMAT)) {
      printer.printRecord(
          table.stubHeader(), "group", "column", "mean", "se", "text", "emphasis", "annotation");
      for (ResultTable.Row row : table.rows()) {
        for (int c = 0; c < table.columns().size(); c++) {
          ResultTable.Column column = table.columns().get(c);
          ResultTable.Cell cell = row.cells().get(c);
          List<String> marks = new ArrayList<>();
          cell.emphasis().stream()
              .sorted()
              .forEach(e -> marks.add(e.name().toLowerCase(Locale.ROOT)));
          printer.printRecord(
              row.label(),
              column.group() == null ? "" : column.group(),
              column.header(),
              number(cell.mean()),
              number(cell.se()),
              cell.text() == null ? "" : cell.text(),
              String.join(";", marks),
              cell.annotation() == null ? "" : cell.annotation());
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  private static String number(double value) {
    return Double.isNaN(value) ? "" : Double.toString(value);
  }
}
