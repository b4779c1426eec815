package org.ldpbench.store;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.ldpbench.UserError;
import org.ldpbench.metric.Metric;
import org.ldpbench.store.line.RowChecksum;

/**
 * Reading a store's two files back ({@link StoreFormat}), row by row, refusing what cannot be
 * trusted: every line's checksum ({@link RowChecksum}), the columns against the spec's, each key,
 * configuration id and score against what it may be, each refusal a {@link UserError} naming the
 * file and line. A store of an older format is read as it is only for its conversion ({@link
 * StoreMigration#convert}); a reader that only reads refuses it ({@link #read}).
 */
final class StoreReader {

  private StoreReader() {}

  /**
   * Streams every row of the store in {@code directory}, in file order, to {@code each}, and
   * returns the configurations the rows' indices refer to. Every line's checksum is checked.
   *
   * @throws UserError if the store has no checksums (one of the older formats: how to convert it is
   *     in the message), a file's columns do not match the spec, or a row is malformed or edited
   */
  static List<StoreFormat.Configuration> read(
      Path directory, List<String> axes, List<String> metrics, Consumer<StoreFormat.Row> each)
      throws IOException {
    if (StoreFormat.needsConversion(directory)) {
      throw new UserError(uncheckedMessage(directory));
    }
    return readAnyFormat(directory, axes, metrics, each);
  }

  /**
   * The latest row of every key {@code wanted} accepts (a recomputed trial appends a newer row,
   * which supersedes the earlier one), in the order of their last rows, with the configurations
   * their indices refer to.
   */
  static LatestRows latest(
      Path directory, List<String> axes, List<String> metrics, Predicate<String> wanted)
      throws IOException {
    Map<String, StoreFormat.Row> latest = new LinkedHashMap<>();
    List<StoreFormat.Configuration> configurations =
        read(
            directory,
            axes,
            metrics,
            row -> {
              if (wanted.test(row.key())) {
                latest.remove(row.key());
                latest.put(row.key(), row);
              }
            });
    return new LatestRows(List.copyOf(latest.values()), configurations);
  }

  /** Rows, one per key, and the configurations of their store. */
  record LatestRows(List<StoreFormat.Row> rows, List<StoreFormat.Configuration> configurations) {}

  /** Why an older store is refused by a reader that only reads, and how to convert it. */
  static String uncheckedMessage(Path directory) {
    return directory.resolve(StoreFormat.TRIALS)
        + ": a store written before trial rows carried checksums, so an edited score"
        + " cannot be told from a computed one; convert it once by resuming its run (ldpbench run SPEC"
        + " --keep-stale with the same --results: every row gets its checksum, keys and values stay, only"
        + " missing trials are computed)";
  }

  /**
   * {@link #read} for a store of any format, checking checksums where there are some (for {@link
   * StoreMigration#convert}).
   */
  static List<StoreFormat.Configuration> readAnyFormat(
      Path directory, List<String> axes, List<String> metrics, Consumer<StoreFormat.Row> each)
      throws IOException {
    StoreFormat.Version version = StoreFormat.version(directory);
    if (version == StoreFormat.Version.FIRST) {
      return readLegacy(directory.resolve(StoreFormat.TRIALS), axes, metrics, each);
    }
    boolean checked = version != StoreFormat.Version.UNCHECKED;
    // a conversion killed between its two moves leaves checked configurations beside unchecked rows
    List<StoreFormat.Configuration> configurations =
        readConfigurations(
            directory.resolve(StoreFormat.CONFIGURATIONS),
            axes,
            checked || endsWithChecksum(directory.resolve(StoreFormat.CONFIGURATIONS)));
    Path file = directory.resolve(StoreFormat.TRIALS);
    if (!Files.exists(file) || Files.size(file) == 0) {
      return configurations;
    }
    List<String> expected = StoreFormat.rowHeader(metrics, checked);
    forEachRecord(
        file,
        expected,
        record -> {
          int configuration = integer(record.get(1), file, record);
          if (configuration < 0 || configuration >= configurations.size()) {
            throw new UserError(
                file
                    + ":"
                    + (record.getRecordNumber() + 1)
                    + ": configuration "
                    + configuration
                    + " is not in "
                    + StoreFormat.CONFIGURATIONS
                    + "; the files were edited or corrupted");
          }
          int m = metrics.size();
          StoreFormat.Row row =
              new StoreFormat.Row(
                  key(record.get(0), file, record),
                  configuration,
                  record.get(2),
                  record.get(3),
                  scores(record.toList().subList(4, 4 + m), metrics, file, record),
                  record.get(4 + m),
                  record.get(5 + m),
                  record.get(6 + m));
          if (checked) {
            checksum(record, file);
          }
          each.accept(row);
        });
    return configurations;
  }

  /**
   * Refuses a line whose checksum is not that of its fields: a row or configuration edited by hand
   * or damaged, named by its file and line.
   */
  private static void checksum(CSVRecord record, Path file) {
    List<String> fields = record.toList();
    if (!RowChecksum.matches(fields)) {
      throw new UserError(
          file
              + ":"
              + (record.getRecordNumber() + 1)
              + ": the row does not match its checksum "
              + fields.get(fields.size() - 1)
              + "; it was edited or corrupted after it was written (a changed"
              + " result is recomputed by a run, never edited in place)");
    }
  }

  /** Whether the header of {@code file} (which may be absent) ends with the checksum column. */
  private static boolean endsWithChecksum(Path file) throws IOException {
    if (!Files.exists(file)) {
      return false;
    }
    try (java.io.BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String header = reader.readLine();
      return header != null && header.endsWith("," + RowChecksum.COLUMN);
    }
  }

  /**
   * The configurations of {@code file}, by id (empty if there is no file), each line checked if
   * {@code checked}.
   */
  static List<StoreFormat.Configuration> readConfigurations(
      Path file, List<String> axes, boolean checked) throws IOException {
    List<StoreFormat.Configuration> configurations = new ArrayList<>();
    if (!Files.exists(file) || Files.size(file) == 0) {
      return configurations;
    }
    int last = checked ? 1 : 0;
    forEachRecord(
        file,
        StoreFormat.configurationHeader(axes, checked),
        record -> {
          int id = integer(record.get(0), file, record);
          if (id != configurations.size()) {
            throw new UserError(
                file
                    + ":"
                    + (record.getRecordNumber() + 1)
                    + ": configuration "
                    + id
                    + " where "
                    + configurations.size()
                    + " was expected; the file was edited or corrupted");
          }
          List<String> values = record.toList();
          int n = values.size() - last;
          StoreFormat.Configuration configuration =
              new StoreFormat.Configuration(
                  values.get(1),
                  values.subList(2, n - 3),
                  values.get(n - 3),
                  values.get(n - 2),
                  values.get(n - 1));
          if (checked) {
            checksum(record, file);
          }
          configurations.add(configuration);
        });
    return configurations;
  }

  private static List<StoreFormat.Configuration> readLegacy(
      Path file, List<String> axes, List<String> metrics, Consumer<StoreFormat.Row> each)
      throws IOException {
    List<StoreFormat.Configuration> configurations = new ArrayList<>();
    Map<StoreFormat.Configuration, Integer> ids = new HashMap<>();
    int params = 3 + axes.size();
    forEachRecord(
        file,
        StoreFormat.legacyHeader(axes, metrics),
        record -> {
          List<String> values = record.toList();
          int n = values.size();
          StoreFormat.Configuration configuration =
              new StoreFormat.Configuration(
                  values.get(1),
                  values.subList(3, params),
                  values.get(params),
                  values.get(n - 2),
                  values.get(n - 1));
          Integer id = ids.get(configuration);
          if (id == null) {
            id = configurations.size();
            configurations.add(configuration);
            ids.put(configuration, id);
          }
          each.accept(
              new StoreFormat.Row(
                  key(values.get(0), file, record),
                  id,
                  values.get(2),
                  values.get(params + 1),
                  scores(
                      values.subList(params + 2, params + 2 + metrics.size()),
                      metrics,
                      file,
                      record),
                  values.get(n - 5),
                  values.get(n - 4),
                  values.get(n - 3)));
        });
    return configurations;
  }

  private static void forEachRecord(Path file, List<String> expected, Consumer<CSVRecord> each)
      throws IOException {
    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
        CSVParser parser = StoreFormat.READ.parse(reader)) {
      List<String> found = parser.getHeaderNames();
      if (!found.equals(expected)) {
        throw new UserError(
            file
                + ": columns "
                + String.join(",", found)
                + " "
                + mismatch(found, expected)
                + "; move the file away or run with another --results directory");
      }
      for (CSVRecord record : parser) {
        if (record.size() != expected.size()) {
          throw new UserError(
              file
                  + ":"
                  + (record.getRecordNumber() + 1)
                  + ": row has "
                  + record.size()
                  + " fields, expected "
                  + expected.size()
                  + "; the file was edited or corrupted");
        }
        each.accept(record);
      }
    } catch (UncheckedIOException e) {
      throw new UserError(file + ": cannot parse as CSV: " + e.getCause().getMessage());
    }
  }

  private static String mismatch(List<String> found, List<String> expected) {
    boolean legacyWithoutVersions =
        found.contains("params") && !found.contains("implementation") && !found.contains("config");
    return legacyWithoutVersions
        ? "are of an older ldpbench store without implementation versions, so its trials cannot be"
            + " told apart from the current code's"
        : "do not match this spec's " + String.join(",", expected);
  }

  private static String key(String text, Path file, CSVRecord record) {
    if (!TrialKey.isKey(text)) {
      throw new UserError(
          file
              + ":"
              + (record.getRecordNumber() + 1)
              + ": '"
              + text
              + "' is not a trial key (16 hex digits); the file was edited or corrupted");
    }
    return text;
  }

  /**
   * The score texts of one row, each empty (an NA row) or a possible value of its metric ({@link
   * Metric#isPossible}): an accuracy of 5.0 edited into {@code trials.csv} would otherwise be
   * averaged into the summary.
   *
   * @throws UserError naming the file, line, metric, value and the metric's range
   */
  private static List<String> scores(
      List<String> texts, List<String> metrics, Path file, CSVRecord record) {
    for (int m = 0; m < texts.size(); m++) {
      String text = texts.get(m);
      if (text.isEmpty()) {
        continue;
      }
      Metric metric = Metric.byId(metrics.get(m)).orElse(null);
      double value;
      try {
        value = Double.parseDouble(text);
      } catch (NumberFormatException e) {
        value = Double.NaN;
      }
      if (metric != null ? !metric.isPossible(value) : Double.isNaN(value)) {
        throw new UserError(
            file
                + ":"
                + (record.getRecordNumber() + 1)
                + ": "
                + metrics.get(m)
                + " '"
                + text
                + "' is not allowed; "
                + (metric != null
                    ? metrics.get(m) + " is in " + metric.range()
                    : "it must be a number")
                + "; the file was edited or corrupted");
      }
    }
    return texts;
  }

  private static int integer(String text, Path file, CSVRecord record) {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new UserError(
          file
              + ":"
              + (record.getRecordNumber() + 1)
              + ": '"
              + text
              + "' is not a configuration id; the file was edited or corrupted");
    }
  }
}
