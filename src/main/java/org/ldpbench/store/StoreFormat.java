package org.ldpbench.store;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.ldpbench.UserError;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.store.line.RowChecksum;
import org.ldpbench.store.line.RowText;

/**
 * The two files of a compact trial store: their names, columns and lines as written, and which
 * format a directory holds. Reading them back is {@link StoreReader}'s (and, fast, {@link
 * StoreKeyScan}'s), converting an older format {@link StoreMigration}'s.
 *
 * <p>{@code trial-configs.csv} has one line per <em>configuration</em>: what a trial row shares
 * with the other replications of its grid point — {@code config, method, <one per sweep axis>,
 * params, implementation, commit, crc}. {@code trials.csv} has one short line per trial: {@code
 * key, config, replication, outcome, <one per metric>, diagnostics, fit_ms, predict_ms, crc}, about
 * 57 bytes instead of the 250 of the first store format, which repeated the full canonical
 * parameters, implementation and commit on every row. A configuration line is written and flushed
 * before the first row that names it, so every row of a file cut by a kill names a complete
 * configuration. Every line of both files ends with its {@link RowChecksum}, checked by every
 * reader: a row edited by hand is refused with its file and line.
 *
 * <p>Older stores have no checksums: the first format ({@code key, method, replication, <axes>,
 * params, outcome, <metrics>, diagnostics, fit_ms, predict_ms, implementation, commit} on every
 * row) and the compact one before checksums (the columns above without {@code crc}). A {@link
 * TrialStore} opened for writing (a run or its resume, a merge into the directory) converts either
 * once ({@link StoreMigration#convert}; the run notes it in its manifest), keeping every key and
 * value; readers that only read (summaries, figures, compare, export, merge sources) refuse them
 * with a message saying so ({@link StoreReader#read}), since what such a store holds cannot be told
 * from an edit.
 */
final class StoreFormat {

  static final String TRIALS = "trials.csv";
  static final String CONFIGURATIONS = "trial-configs.csv";
  static final String NA = "NA";
  static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get();
  static final CSVFormat READ =
      CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get();

  /** The formats a store directory may hold, told apart by the header of {@code trials.csv}. */
  enum Version {
    /** No rows yet ({@code trials.csv} missing or empty). */
    EMPTY,
    /** The first, verbose format: every row self-contained, no checksum. */
    FIRST,
    /** The compact format before rows carried checksums. */
    UNCHECKED,
    /**
     * The compact format with a checksum per line (written now); also any other header, refused
     * when read.
     */
    CHECKED
  }

  private StoreFormat() {}

  /**
   * What the rows of one grid point share.
   *
   * @param method the method label
   * @param point the sweep-axis values, formatted, in axis order
   * @param parameters the complete canonical parameters
   * @param implementation the implementation versions that computed the rows
   * @param commit the git commit of the run
   */
  record Configuration(
      String method, List<String> point, String parameters, String implementation, String commit) {

    Configuration {
      point = List.copyOf(point);
    }
  }

  /**
   * One stored trial as written (numbers as their text, so that a copy is byte-identical).
   *
   * @param configuration index into the configurations the reader returned
   * @param metrics one text per metric column, empty for none
   */
  record Row(
      String key,
      int configuration,
      String replication,
      String outcome,
      List<String> metrics,
      String diagnostics,
      String fitMillis,
      String predictMillis) {

    boolean notApplicable() {
      return outcome.startsWith(NA);
    }

    /** This row naming configuration {@code id}. */
    Row withConfiguration(int id) {
      return new Row(key, id, replication, outcome, metrics, diagnostics, fitMillis, predictMillis);
    }
  }

  /** Columns of {@code trials.csv}. */
  static List<String> rowHeader(List<String> metrics) {
    return rowHeader(metrics, true);
  }

  /**
   * Columns of {@code trials.csv}, with or without the checksum (a store written before rows
   * carried one).
   */
  static List<String> rowHeader(List<String> metrics, boolean checked) {
    List<String> columns = new ArrayList<>(List.of("key", "config", "replication", "outcome"));
    columns.addAll(metrics);
    columns.addAll(List.of("diagnostics", "fit_ms", "predict_ms"));
    if (checked) {
      columns.add(RowChecksum.COLUMN);
    }
    return columns;
  }

  /** Columns of {@code trial-configs.csv}. */
  static List<String> configurationHeader(List<String> axes) {
    return configurationHeader(axes, true);
  }

  /** Columns of {@code trial-configs.csv}, with or without the checksum. */
  static List<String> configurationHeader(List<String> axes, boolean checked) {
    List<String> columns = new ArrayList<>(List.of("config", "method"));
    columns.addAll(axes);
    columns.addAll(List.of("params", "implementation", "commit"));
    if (checked) {
      columns.add(RowChecksum.COLUMN);
    }
    return columns;
  }

  /** Columns of the first store format, one self-contained row per trial. */
  static List<String> legacyHeader(List<String> axes, List<String> metrics) {
    List<String> columns = new ArrayList<>(List.of("key", "method", "replication"));
    columns.addAll(axes);
    columns.add("params");
    columns.add("outcome");
    columns.addAll(metrics);
    columns.addAll(List.of("diagnostics", "fit_ms", "predict_ms", "implementation", "commit"));
    return columns;
  }

  /** The line of a configuration as written: its fields, then their checksum. */
  static List<String> fields(int id, Configuration configuration) {
    List<String> fields = new ArrayList<>(List.of(Integer.toString(id), configuration.method()));
    fields.addAll(configuration.point());
    fields.addAll(
        List.of(
            configuration.parameters(), configuration.implementation(), configuration.commit()));
    return RowChecksum.appended(fields);
  }

  /** The configuration columns of a finished trial: method, sweep point, parameters, versions. */
  static Configuration configuration(TrialRecord record, List<String> axes) {
    List<String> point = new ArrayList<>(axes.size());
    for (String axis : axes) {
      point.add(record.point().formatted(axis));
    }
    return new Configuration(
        record.method(), point, record.parameters(), record.implementation(), record.commit());
  }

  /**
   * The row of a finished trial with its scores in {@code metrics}' order, its configuration id not
   * yet given (−1).
   */
  static Row unnumberedRow(TrialRecord record, List<String> metrics) {
    List<String> scores = new ArrayList<>(metrics.size());
    for (String metric : metrics) {
      Double value = record.metrics().get(metric);
      scores.add(value == null || value.isNaN() ? "" : Double.toString(value));
    }
    // only non-zero diagnostics are written (an absent count is 0): most rows then need none
    StringJoiner diagnostics = new StringJoiner(";");
    record
        .diagnostics()
        .forEach(
            (name, value) -> {
              if (value != 0.0) {
                diagnostics.add(name + "=" + ParameterSet.format(value));
              }
            });
    return new Row(
        record.key(),
        -1,
        Integer.toString(record.replication()),
        record.notApplicable() == null ? "ok" : NA + ": " + oneLine(record.notApplicable()),
        scores,
        diagnostics.toString(),
        RowText.millis(record.fitMillis()),
        RowText.millis(record.predictMillis()));
  }

  /** {@code text} on one line (a reason or an error message can hold line breaks). */
  static String oneLine(String text) {
    return text.replace('\n', ' ').replace('\r', ' ');
  }

  /** The line of a trial as written: its fields, then their checksum. */
  static List<String> fields(Row row) {
    return RowChecksum.appended(values(row));
  }

  /** The fields of a trial's line before its checksum. */
  static List<String> values(Row row) {
    List<String> fields = new ArrayList<>(row.metrics().size() + 8);
    fields.add(row.key());
    fields.add(Integer.toString(row.configuration()));
    fields.add(row.replication());
    fields.add(row.outcome());
    fields.addAll(row.metrics());
    fields.add(row.diagnostics());
    fields.add(row.fitMillis());
    fields.add(row.predictMillis());
    return fields;
  }

  /**
   * Whether {@code directory}'s {@code trials.csv} is of the first format (one self-contained row
   * per trial).
   */
  static boolean isLegacy(Path directory) throws IOException {
    return version(directory) == Version.FIRST;
  }

  /** The format of the store in {@code directory}, from the header of its {@code trials.csv}. */
  static Version version(Path directory) throws IOException {
    Path file = directory.resolve(TRIALS);
    if (!Files.exists(file) || Files.size(file) == 0) {
      return Version.EMPTY;
    }
    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
        CSVParser parser = READ.parse(reader)) {
      List<String> header = parser.getHeaderNames();
      if (header.contains("params") && !header.contains("config")) {
        return Version.FIRST;
      }
      int n = header.size();
      boolean unchecked =
          n >= 7
              && header.subList(0, 4).equals(List.of("key", "config", "replication", "outcome"))
              && header.subList(n - 3, n).equals(List.of("diagnostics", "fit_ms", "predict_ms"));
      return unchecked ? Version.UNCHECKED : Version.CHECKED;
    } catch (UncheckedIOException e) {
      throw new UserError(file + ": cannot parse as CSV: " + e.getCause().getMessage());
    } catch (IllegalArgumentException | IllegalStateException e) {
      return Version.CHECKED; // a malformed header: read() refuses it with the file named
    }
  }

  /** Whether opening the store for writing converts it (it has rows but no checksums). */
  static boolean needsConversion(Path directory) throws IOException {
    Version version = version(directory);
    return version == Version.FIRST || version == Version.UNCHECKED;
  }
}
