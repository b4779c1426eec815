package org.ldpbench.report.figures.line;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Published or measured values drawn as extra curves of a line figure ({@code references:
 * [file.csv]}): e.g. the authors' code's running times next to ours. The CSV has a header with
 * {@code series}, the figure's x axis and {@code value}; {@code #} starts a comment line, where the
 * file says where its numbers come from.
 *
 * @param file the CSV file
 * @param curves series name → (x value → value), in file order
 */
public record ReferenceSeries(Path file, Map<String, TreeMap<Double, Double>> curves) {

  /**
   * Reads {@code file} for a figure whose x axis is {@code x}.
   *
   * @throws IllegalArgumentException with a one-line message naming the file, line and problem
   */
  public static ReferenceSeries read(Path file, String x) {
    if (!Files.isRegularFile(file)) {
      throw new IllegalArgumentException(file + ": no such file");
    }
    CSVFormat format =
        CSVFormat.DEFAULT
            .builder()
            .setHeader()
            .setSkipHeaderRecord(true)
            .setCommentMarker('#')
            .setIgnoreSurroundingSpaces(true)
            .setIgnoreEmptyLines(true)
            .get();
    Map<String, TreeMap<Double, Double>> curves = new LinkedHashMap<>();
    try (Reader reader = Files.newBufferedReader(file);
        CSVParser parser = format.parse(reader)) {
      List<String> header = new ArrayList<>(parser.getHeaderNames());
      for (String column : List.of("series", x, "value")) {
        if (!header.contains(column)) {
          throw new IllegalArgumentException(
              file
                  + ": the header needs the columns series, "
                  + x
                  + " (the figure's x axis) and value; it has "
                  + String.join(", ", header));
        }
      }
      for (CSVRecord record : parser) {
        String where = file + ":" + record.getParser().getCurrentLineNumber();
        String series = record.get("series");
        if (series.isBlank()) {
          throw new IllegalArgumentException(where + ": series is empty");
        }
        double at = number(record.get(x), where, x);
        double value = number(record.get("value"), where, "value");
        if (curves.computeIfAbsent(series, s -> new TreeMap<>()).put(at, value) != null) {
          throw new IllegalArgumentException(
              where
                  + ": a second value for series '"
                  + series
                  + "' at "
                  + x
                  + " = "
                  + record.get(x));
        }
      }
    } catch (IOException e) {
      throw new IllegalArgumentException(file + ": cannot be read: " + e.getMessage());
    } catch (IllegalStateException e) {
      throw new IllegalArgumentException(file + ": " + e.getMessage());
    }
    if (curves.isEmpty()) {
      throw new IllegalArgumentException(file + ": no rows");
    }
    return new ReferenceSeries(file, curves);
  }

  private static double number(String text, String where, String column) {
    try {
      double value = Double.parseDouble(text);
      if (Double.isFinite(value)) {
        return value;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException(
        where + ": " + column + " '" + text + "' is not a finite number");
  }
}
