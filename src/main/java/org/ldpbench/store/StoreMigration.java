package org.ldpbench.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.StringJoiner;

/**
 * The conversion of a store without row checksums to the checked compact format, which {@link
 * TrialStore#open} performs: from the first format (one CSV row per trial with its full parameter
 * text), or from the compact one written before rows carried checksums. Looked at before the store
 * is opened, described after, so that the run can log it and note it in the manifest: the rows it
 * kept could have been edited before they got their checksums, and the note says so.
 */
public final class StoreMigration {

  private final StoreFormat.Version version;
  private final long oldBytes;

  private StoreMigration(StoreFormat.Version version, long oldBytes) {
    this.version = version;
    this.oldBytes = oldBytes;
  }

  /** Looks at the store in {@code directory} before it is opened. */
  public static StoreMigration before(Path directory) throws IOException {
    StoreFormat.Version version = StoreFormat.version(directory);
    boolean converts =
        version == StoreFormat.Version.FIRST || version == StoreFormat.Version.UNCHECKED;
    return new StoreMigration(
        version, converts ? Files.size(directory.resolve(TrialStore.TRIALS)) : 0);
  }

  /** Whether opening the store converts it. */
  public boolean converts() {
    return version == StoreFormat.Version.FIRST || version == StoreFormat.Version.UNCHECKED;
  }

  /** After the store was opened: the line saying what the conversion did, if there was one. */
  public Optional<String> describe(Path directory) throws IOException {
    if (!converts()) {
      return Optional.empty();
    }
    String checksums =
        "; every row now carries a checksum (CRC32C), so a later edit is refused, but an edit"
            + " made before this conversion cannot be told";
    if (version == StoreFormat.Version.UNCHECKED) {
      return Optional.of(
          String.format(
              Locale.ROOT,
              "%s and %s converted to the checked store format (keys and"
                  + " values unchanged): %.1f MB -> %.1f MB%s",
              TrialStore.TRIALS,
              TrialStore.CONFIGURATIONS,
              oldBytes / 1e6,
              Files.size(directory.resolve(TrialStore.TRIALS)) / 1e6,
              checksums));
    }
    return Optional.of(
        String.format(
            Locale.ROOT,
            "%s converted to the compact store format: %.1f MB" + " -> %.1f MB + %.1f MB of %s%s",
            TrialStore.TRIALS,
            oldBytes / 1e6,
            Files.size(directory.resolve(TrialStore.TRIALS)) / 1e6,
            Files.size(directory.resolve(TrialStore.CONFIGURATIONS)) / 1e6,
            TrialStore.CONFIGURATIONS,
            checksums));
  }

  /**
   * Rewrites a store of an older format (the first one, or the compact one without checksums) in
   * the checked compact one, keeping every row (superseded ones too) in order with the same text
   * for every value (diagnostics without their zero counts) and every key, and adding each line's
   * checksum. The new files are written beside the old ones and moved into place, the trials last,
   * so a kill during the conversion leaves the old store as it was (or, between the two moves,
   * checked configurations beside unchecked rows, which the next open converts again).
   */
  static void convert(Path directory, List<String> axes, List<String> metrics) throws IOException {
    Path trials = directory.resolve(StoreFormat.TRIALS);
    Path newTrials = directory.resolve(StoreFormat.TRIALS + ".compact.tmp");
    Path newConfigurations = directory.resolve(StoreFormat.CONFIGURATIONS + ".tmp");
    List<StoreFormat.Configuration> configurations;
    try (var rows =
        new org.apache.commons.csv.CSVPrinter(
            Files.newBufferedWriter(newTrials, StandardCharsets.UTF_8), StoreFormat.FORMAT)) {
      rows.printRecord(StoreFormat.rowHeader(metrics));
      configurations =
          StoreReader.readAnyFormat(
              directory,
              axes,
              metrics,
              row -> {
                try {
                  rows.printRecord(
                      StoreFormat.fields(
                          new StoreFormat.Row(
                              row.key(),
                              row.configuration(),
                              row.replication(),
                              row.outcome(),
                              row.metrics(),
                              nonZero(row.diagnostics()),
                              row.fitMillis(),
                              row.predictMillis())));
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              });
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    try (var lines =
        new org.apache.commons.csv.CSVPrinter(
            Files.newBufferedWriter(newConfigurations, StandardCharsets.UTF_8),
            StoreFormat.FORMAT)) {
      lines.printRecord(StoreFormat.configurationHeader(axes));
      for (int id = 0; id < configurations.size(); id++) {
        lines.printRecord(StoreFormat.fields(id, configurations.get(id)));
      }
    }
    Files.move(
        newConfigurations,
        directory.resolve(StoreFormat.CONFIGURATIONS),
        java.nio.file.StandardCopyOption.REPLACE_EXISTING,
        java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    Files.move(
        newTrials,
        trials,
        java.nio.file.StandardCopyOption.REPLACE_EXISTING,
        java.nio.file.StandardCopyOption.ATOMIC_MOVE);
  }

  /**
   * Diagnostics without the zero counts ({@code a=0;b=2} → {@code b=2}): the compact store leaves
   * them out.
   */
  static String nonZero(String diagnostics) {
    if (diagnostics.isEmpty()) {
      return diagnostics;
    }
    StringJoiner kept = new StringJoiner(";");
    for (String part : diagnostics.split(";")) {
      if (!part.endsWith("=0")) {
        kept.add(part);
      }
    }
    return kept.toString();
  }
}
