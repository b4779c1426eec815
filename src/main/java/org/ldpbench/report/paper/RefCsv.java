package org.ldpbench.report.paper;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * The {@code {{refcsv FILE COLUMN key=value … [best=COLUMN2]}}} placeholder ({@link Placeholders}):
 * a number from a reference file outside our runs, computed rather than typed, so that prose
 * quoting another tool's results (scikit-learn's CART on our splits) cannot go stale. Lines
 * starting with # are comments.
 */
final class RefCsv {

  private RefCsv() {}

  /**
   * The placeholder's value, three decimals; throws IllegalArgumentException when it does not
   * resolve.
   */
  static String value(List<String> tokens, Path directory) {
    if (tokens.size() < 3) {
      throw new IllegalArgumentException(
          "{{refcsv FILE COLUMN key=value …}} needs a file and a column");
    }
    Path file = directory.resolve(tokens.get(1));
    String column = tokens.get(2);
    Map<String, String> where = new LinkedHashMap<>();
    String best = null;
    for (String token : tokens.subList(3, tokens.size())) {
      int eq = token.indexOf('=');
      if (eq < 1) {
        throw new IllegalArgumentException("'" + token + "' is not key=value");
      }
      if (token.startsWith("best=")) {
        best = token.substring(eq + 1);
      } else {
        where.put(token.substring(0, eq), token.substring(eq + 1));
      }
    }
    Map<String, double[]> sums =
        new LinkedHashMap<>(); // by value of best (or one group): sum, count
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      CSVFormat format =
          CSVFormat.DEFAULT
              .builder()
              .setCommentMarker('#')
              .setHeader()
              .setSkipHeaderRecord(true)
              .get();
      for (CSVRecord record : format.parse(in)) {
        boolean match =
            where.entrySet().stream()
                .allMatch(
                    e ->
                        record.isMapped(e.getKey()) && record.get(e.getKey()).equals(e.getValue()));
        if (!match) {
          continue;
        }
        if (!record.isMapped(column) || (best != null && !record.isMapped(best))) {
          throw new IllegalArgumentException(
              file.getFileName()
                  + " has no column "
                  + column
                  + (best == null ? "" : " or " + best));
        }
        double[] sum =
            sums.computeIfAbsent(best == null ? "" : record.get(best), k -> new double[2]);
        sum[0] += Double.parseDouble(record.get(column));
        sum[1]++;
      }
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage());
    }
    if (sums.isEmpty()) {
      throw new IllegalArgumentException("no row of " + file.getFileName() + " matches " + where);
    }
    double value = sums.values().stream().mapToDouble(s -> s[0] / s[1]).max().orElseThrow();
    return Placeholders.number(value);
  }
}
