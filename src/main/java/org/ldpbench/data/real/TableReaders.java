package org.ldpbench.data.real;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.DataFormatter;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.ss.usermodel.Workbook;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.ldpbench.UserError;

/**
 * Reads the raw file formats of the real data sets into {@link RawTable}s with libraries: CSV with
 * a header or with given column names (Apache Commons CSV), ARFF (attribute names from its header,
 * the data section as CSV) and XLSX (Apache POI).
 */
final class TableReaders {

  private TableReaders() {}

  /** Reads {@code file} as the descriptor's format says. */
  static RawTable read(Path file, DatasetDescriptor descriptor) throws IOException {
    return switch (descriptor.format()) {
      case CSV -> csv(file, null, descriptor.skipLines(), descriptor.comment());
      case CSV_HEADERLESS ->
          csv(file, descriptor.columns(), descriptor.skipLines(), descriptor.comment());
      case ARFF -> arff(file);
      case XLSX -> xlsx(file, descriptor.sheet());
    };
  }

  /** A CSV file; {@code columns} null: the first record is the header. */
  static RawTable csv(Path file, List<String> columns, int skipLines, Character comment)
      throws IOException {
    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      for (int i = 0; i < skipLines; i++) {
        skipLine(reader);
      }
      return records(file, reader, columns, comment);
    }
  }

  private static RawTable records(Path file, Reader reader, List<String> columns, Character comment)
      throws IOException {
    CSVFormat format =
        CSVFormat.DEFAULT
            .builder()
            .setTrim(true)
            .setIgnoreEmptyLines(true)
            .setCommentMarker(comment)
            .get();
    try (CSVParser parser = format.parse(reader)) {
      List<String> names = columns;
      List<String[]> rows = new ArrayList<>();
      for (CSVRecord record : parser) {
        if (names == null) {
          names = record.toList();
          continue;
        }
        if (record.size() == 1 && record.get(0).isEmpty()) {
          continue;
        }
        if (record.size() != names.size()) {
          throw new UserError(
              file
                  + ":"
                  + record.getRecordNumber()
                  + ": "
                  + record.size()
                  + " fields, expected "
                  + names.size()
                  + " ("
                  + String.join(",", names)
                  + ")");
        }
        rows.add(record.values());
      }
      if (names == null) {
        throw new UserError(file + ": empty file");
      }
      return new RawTable(List.copyOf(names), rows);
    }
  }

  /**
   * An ARFF file: {@code @ATTRIBUTE} lines name the columns, {@code @DATA} starts CSV rows; % are
   * comments.
   */
  static RawTable arff(Path file) throws IOException {
    List<String> columns = new ArrayList<>();
    StringBuilder data = new StringBuilder();
    boolean inData = false;
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      String trimmed = line.strip();
      if (trimmed.isEmpty() || trimmed.startsWith("%")) {
        continue;
      }
      if (inData) {
        data.append(trimmed).append('\n');
      } else if (trimmed.regionMatches(true, 0, "@attribute", 0, 10)) {
        String[] parts = trimmed.substring(10).strip().split("\\s+", 2);
        columns.add(parts[0].replace("'", ""));
      } else if (trimmed.regionMatches(true, 0, "@data", 0, 5)) {
        inData = true;
      }
    }
    if (!inData || columns.isEmpty()) {
      throw new UserError(file + ": not an ARFF file (no @ATTRIBUTE or @DATA section)");
    }
    return records(file, new java.io.StringReader(data.toString()), columns, null);
  }

  /** The sheet {@code sheetName} of an XLSX workbook, first row the header, cells as displayed. */
  static RawTable xlsx(Path file, String sheetName) throws IOException {
    try (InputStream in = Files.newInputStream(file);
        Workbook workbook = new XSSFWorkbook(in)) {
      Sheet sheet = sheetName == null ? workbook.getSheetAt(0) : workbook.getSheet(sheetName);
      if (sheet == null) {
        throw new UserError(file + ": no sheet '" + sheetName + "'");
      }
      DataFormatter formatter = new DataFormatter(Locale.ROOT);
      List<String> columns = null;
      List<String[]> rows = new ArrayList<>();
      for (Row row : sheet) {
        int width = columns == null ? row.getLastCellNum() : columns.size();
        String[] cells = new String[Math.max(width, 0)];
        boolean empty = true;
        for (int c = 0; c < cells.length; c++) {
          Cell cell = row.getCell(c);
          cells[c] = cell == null ? "" : formatter.formatCellValue(cell).strip();
          empty &= cells[c].isEmpty();
        }
        if (empty) {
          continue;
        }
        if (columns == null) {
          columns = List.of(cells);
        } else {
          rows.add(cells);
        }
      }
      if (columns == null) {
        throw new UserError(file + ": sheet '" + sheet.getSheetName() + "' is empty");
      }
      return new RawTable(columns, rows);
    }
  }

  private static void skipLine(Reader reader) throws IOException {
    int c;
    while ((c = reader.read()) != -1 && c != '\n') {
      // skip
    }
  }
}
