package org.ldpbench.store;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVPrinter;
import org.ldpbench.UserError;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.store.line.RowChecksum;
import org.ldpbench.store.line.RowText;

/**
 * The append-only result store of one experiment (DESIGN rule 5): {@code trials.csv} with one short
 * row per finished trial, {@code trial-configs.csv} with what the rows of one grid point share
 * (method, sweep point, parameters, implementation versions, commit; see {@link StoreFormat}), and
 * {@code failures.csv} with one row per failed trial. Rows are written whole and flushed group by
 * group, so killing a run loses at most the groups in flight; a torn last line (a kill in
 * mid-write) is cut off when the store is reopened. Every line carries a checksum ({@link
 * RowChecksum}), and every reader refuses a line that does not match it, naming its file and line.
 * Nothing already written is ever rewritten, except that a store without checksums (the first,
 * verbose format, or the compact one before checksums) is converted once to the checked compact one
 * when it is opened for writing (same rows, same keys, same values; the run notes it in its
 * manifest).
 *
 * <p>An open store holds an exclusive lock on {@code .lock} in its directory (an operating-system
 * file lock, so it vanishes with the process: a lock file left by a killed run does not block), and
 * a second run on the same directory, in this or another process, is refused with a {@link
 * UserError} instead of interleaving its rows.
 *
 * <p>The outcome of a row is {@code ok}, or {@code NA: <reason>} for a configuration the method
 * declared not applicable (stored once, never retried). The implementation of its configuration
 * names the method's and the data source's implementation versions: a stored row of other versions
 * is <em>stale</em>, and a run recomputes it (appending a newer row, which supersedes the old one)
 * unless told to keep it. In memory the store keeps only a primitive map from 64-bit key to
 * configuration id ({@link KeyIndex}, ≤ 24 bytes per trial) and the configurations themselves.
 */
public final class TrialStore implements Closeable, TrialSink {

  public static final String TRIALS = StoreFormat.TRIALS;
  public static final String CONFIGURATIONS = StoreFormat.CONFIGURATIONS;
  public static final String FAILURES = "failures.csv";
  public static final String LOCK = ".lock";
  private static final List<String> FAILURE_HEADER =
      List.of("key", "method", "replication", "point", "params", "error");

  /** The outcome prefix of a not-applicable trial. */
  public static final String NA = StoreFormat.NA;

  private final Path directory;
  private final List<String> axes;
  private final List<String> metrics;
  private final KeyIndex stored;
  private final List<StoreFormat.Configuration> configurations;
  private final Map<StoreFormat.Configuration, Integer> configurationIds = new HashMap<>();
  private final CSVPrinter trials;
  private final CSVPrinter configurationLines;
  private final DirectoryLock lock;
  private CSVPrinter failures;

  private TrialStore(
      Path directory,
      DirectoryLock lock,
      List<String> axes,
      List<String> metrics,
      KeyIndex stored,
      List<StoreFormat.Configuration> configurations,
      CSVPrinter trials,
      CSVPrinter configurationLines) {
    this.directory = directory;
    this.lock = lock;
    this.axes = List.copyOf(axes);
    this.metrics = List.copyOf(metrics);
    this.stored = stored;
    this.configurations = configurations;
    for (int id = 0; id < configurations.size(); id++) {
      configurationIds.put(configurations.get(id), id);
    }
    this.trials = trials;
    this.configurationLines = configurationLines;
  }

  /** Whether a trial is stored, and by which implementation. */
  public enum Status {
    /** No row for the key. */
    MISSING,
    /** A row computed by the current implementation. */
    CURRENT,
    /** A row computed by another implementation version. */
    STALE
  }

  /**
   * The columns of {@code trials.csv} for the given metrics (the sweep axes are in {@code
   * trial-configs.csv}).
   */
  public static List<String> header(List<String> axes, List<String> metrics) {
    return StoreFormat.rowHeader(metrics);
  }

  /**
   * Opens (creating if needed) the store in {@code directory}, reading the keys already stored (and
   * converting a store of the first format to the compact one). The store holds the directory's
   * lock until {@link #close()}.
   *
   * @throws UserError if another run holds the directory's lock, or existing files have other
   *     columns than this spec needs
   */
  public static TrialStore open(Path directory, List<String> axes, List<String> metrics)
      throws IOException {
    Files.createDirectories(directory);
    // lock before reading: cutting a "torn" line would otherwise cut another run's row in mid-write
    DirectoryLock lock = DirectoryLock.acquire(directory);
    try {
      Path file = directory.resolve(TRIALS);
      Path configurationFile = directory.resolve(CONFIGURATIONS);
      if (Files.exists(configurationFile) && Files.size(configurationFile) > 0) {
        TornLine.cut(configurationFile);
      }
      if (Files.exists(file) && Files.size(file) > 0) {
        TornLine.cut(file);
        if (StoreFormat.needsConversion(directory)) {
          StoreMigration.convert(directory, axes, metrics);
        }
      }
      KeyIndex stored = new KeyIndex();
      List<StoreFormat.Configuration> configurations =
          new ArrayList<>(StoreKeyScan.scan(directory, axes, metrics, stored::put));
      boolean fresh = !Files.exists(file) || Files.size(file) == 0;
      boolean freshConfigurations =
          !Files.exists(configurationFile) || Files.size(configurationFile) == 0;
      CSVPrinter printer = appending(file);
      CSVPrinter configurationPrinter = appending(configurationFile);
      if (fresh) {
        printer.printRecord(StoreFormat.rowHeader(metrics));
        printer.flush();
      }
      if (freshConfigurations) {
        configurationPrinter.printRecord(StoreFormat.configurationHeader(axes));
        configurationPrinter.flush();
      }
      return new TrialStore(
          directory, lock, axes, metrics, stored, configurations, printer, configurationPrinter);
    } catch (IOException | RuntimeException e) {
      lock.release();
      throw e;
    }
  }

  /**
   * Whether {@code directory} holds a store of the first, verbose format, which {@link #open}
   * converts to the compact one.
   */
  public static boolean isFirstFormat(Path directory) throws IOException {
    return StoreFormat.isLegacy(directory);
  }

  /**
   * Whether {@code directory} holds a store without row checksums (the first format, or the compact
   * one before checksums), which {@link #open} converts and {@link #read} refuses.
   */
  public static boolean needsConversion(Path directory) throws IOException {
    return StoreFormat.needsConversion(directory);
  }

  /** The message of a refused second run on {@code directory}. */
  public static String lockedMessage(Path directory) {
    return directory
        + ": another ldpbench run is writing here (lock held: "
        + LOCK
        + "); wait for it or use another --results directory";
  }

  /**
   * {@link #read} with the sweep axes and metrics the store's own headers name: another spec's
   * store, read without its spec.
   */
  public static StoredTrials readAsStored(Path directory) throws IOException {
    if (!Files.exists(directory.resolve(TRIALS))) {
      return read(directory, List.of(), List.of()); // says there is no trials.csv
    }
    StoreMerge.Columns columns = StoreMerge.columns(directory);
    return read(directory, columns.axes(), columns.metrics());
  }

  /**
   * Reads every stored trial of {@code directory} (for summaries and figures without
   * recomputation), keeping per trial only its scores and configuration, and checking every line's
   * checksum.
   *
   * @throws UserError if there is no {@code trials.csv}, its columns do not match, a line was
   *     edited (its file and line named), or the store predates row checksums (saying how to
   *     convert it)
   */
  public static StoredTrials read(Path directory, List<String> axes, List<String> metrics)
      throws IOException {
    Path file = directory.resolve(TRIALS);
    if (!Files.exists(file)) {
      throw new UserError(
          file + ": no stored trials; run the experiment first (ldpbench run SPEC)");
    }
    StoredTrials.Builder builder = new StoredTrials.Builder(metrics);
    try {
      List<StoreFormat.Configuration> configurations =
          StoreReader.read(directory, axes, metrics, builder::add);
      return builder.build(configurations);
    } catch (NumberFormatException e) {
      throw new UserError(
          file
              + ": a score is not a number ("
              + e.getMessage()
              + "); the file was edited or"
              + " corrupted");
    } catch (IllegalArgumentException | IllegalStateException | UncheckedIOException e) {
      // Commons CSV refuses a malformed header or quoting this way (found by
      // TrialStoreReaderFuzzTest)
      throw new UserError(
          file
              + ": not a readable trial store ("
              + String.valueOf(e.getMessage()).replace('\n', ' ')
              + "); the file was edited or corrupted");
    }
  }

  /** Whether the trial {@code key} is stored, and whether by {@code implementation}. */
  @Override
  public synchronized Status status(String key, String implementation) {
    int configuration = stored.get(TrialKey.bits(key));
    return configuration < 0
        ? Status.MISSING
        : configurations.get(configuration).implementation().equals(implementation)
            ? Status.CURRENT
            : Status.STALE;
  }

  /** Number of distinct trial keys stored. */
  public synchronized int size() {
    return stored.size();
  }

  /**
   * Bytes of heap held per stored trial by the key index (for the memory checks; ≤ 24 at any load).
   */
  public synchronized double bytesPerTrial() {
    return stored.size() == 0 ? 0 : (double) stored.bytes() / stored.size();
  }

  /**
   * Appends finished trials and flushes them to the file. The fields of each line are formatted
   * before the store's lock is taken, so that the threads of a run of millions of cheap trials do
   * not wait for each other's number formatting; under the lock only configuration ids are given
   * and the lines written.
   */
  @Override
  public void append(List<TrialRecord> records) throws IOException {
    List<StoreFormat.Configuration> configurationOfRow = new ArrayList<>(records.size());
    List<StoreFormat.Row> unnumbered = new ArrayList<>(records.size());
    for (TrialRecord record : records) {
      configurationOfRow.add(StoreFormat.configuration(record, axes));
      unnumbered.add(StoreFormat.unnumberedRow(record, metrics));
    }
    appendNumbered(unnumbered, configurationOfRow);
  }

  /**
   * Gives each row the id of its configuration (new ones appended) and writes the rows (their own
   * configuration numbers are ignored).
   */
  synchronized void appendNumbered(
      List<StoreFormat.Row> unnumbered, List<StoreFormat.Configuration> configurationOfRow)
      throws IOException {
    List<StoreFormat.Row> rows = new ArrayList<>(unnumbered.size());
    for (int r = 0; r < unnumbered.size(); r++) {
      rows.add(unnumbered.get(r).withConfiguration(configuration(configurationOfRow.get(r))));
    }
    write(rows);
  }

  /**
   * Appends rows copied from another store of the same experiment, as they are (their configuration
   * given by {@code configurations}, the other store's); for {@link StoreMerge}.
   */
  void appendRows(List<StoreFormat.Row> rows, List<StoreFormat.Configuration> from)
      throws IOException {
    appendNumbered(rows, rows.stream().map(row -> from.get(row.configuration())).toList());
  }

  private void write(List<StoreFormat.Row> rows) throws IOException {
    // configurations first: a row must never name a configuration that a kill kept out of the file
    configurationLines.flush();
    for (StoreFormat.Row row : rows) {
      List<String> values = StoreFormat.values(row);
      String line = RowText.line(values);
      if (line == null) {
        trials.printRecord(RowChecksum.appended(values));
      } else {
        trials.getOut().append(line); // what printRecord prints, without its quoting rules
      }
      stored.putLater(TrialKey.bits(row.key()), row.configuration()); // looked up by few runs
    }
    trials.flush();
  }

  /** The id of {@code configuration}, appending it to {@code trial-configs.csv} if it is new. */
  private int configuration(StoreFormat.Configuration configuration) throws IOException {
    Integer id = configurationIds.get(configuration);
    if (id == null) {
      id = configurations.size();
      configurations.add(configuration);
      configurationIds.put(configuration, id);
      configurationLines.printRecord(StoreFormat.fields(id, configuration));
    }
    return id;
  }

  /** Appends a failed trial with its error message (one line). */
  @Override
  public synchronized void appendFailure(
      String key, String method, int replication, SweepPoint point, String parameters, String error)
      throws IOException {
    if (failures == null) {
      Path file = directory.resolve(FAILURES);
      boolean fresh = !Files.exists(file) || Files.size(file) == 0;
      failures = appending(file);
      if (fresh) {
        failures.printRecord(FAILURE_HEADER);
      }
    }
    failures.printRecord(
        List.of(
            key,
            method,
            Integer.toString(replication),
            point.describe(),
            parameters,
            StoreFormat.oneLine(error)));
    failures.flush();
  }

  private static CSVPrinter appending(Path file) throws IOException {
    BufferedWriter writer =
        Files.newBufferedWriter(
            file, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    return new CSVPrinter(writer, StoreFormat.FORMAT);
  }

  @Override
  public synchronized void close() throws IOException {
    try {
      try {
        trials.close();
      } finally {
        configurationLines.close();
      }
      if (failures != null) {
        failures.close();
      }
    } finally {
      lock.release();
    }
  }
}
