package org.ldpbench.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.ldpbench.UserError;

/**
 * Merges result stores of one experiment (the parts of a sharded run, or runs on several machines)
 * into one. A trial stored in several sources with the same outcome, metric values and
 * implementation is kept once; the same key with different values is refused, naming the key and
 * both values, and then nothing is written. The target's lock is held while it is written, so a
 * merge never interleaves with a run on the same store. Sources of either store format can be
 * merged; the target is written in the compact one.
 */
public final class StoreMerge {

  /**
   * What a merge did: rows added to the target and rows already there (or duplicated across
   * sources).
   */
  public record Outcome(long added, long duplicates) {}

  private StoreMerge() {}

  /**
   * Merges the stores in {@code sources} (directories holding {@code trials.csv}) into {@code
   * target}.
   */
  public static Outcome merge(Path target, List<Path> sources) throws IOException {
    List<Path> directories = directories(target, sources);
    Columns columns = null;
    Map<String, Stored> byKey = new LinkedHashMap<>();
    List<Stored> toAdd = new ArrayList<>();
    long duplicates = 0;
    for (Path directory : directories) {
      Columns found = columns(directory);
      if (columns == null) {
        columns = found;
      } else if (!columns.equals(found)) {
        throw new UserError(
            directory.resolve(TrialStore.TRIALS)
                + ": sweep axes "
                + found.axes()
                + " and metrics "
                + found.metrics()
                + " differ from "
                + columns.axes()
                + " and "
                + columns.metrics()
                + "; only stores of the same experiment can be merged");
      }
      StoreReader.LatestRows latest =
          StoreReader.latest(directory, columns.axes(), columns.metrics(), key -> true);
      List<StoreFormat.Configuration> configurations = latest.configurations();
      boolean isTarget = directory.equals(target) && directories.indexOf(directory) == 0;
      for (StoreFormat.Row row : latest.rows()) {
        Stored current = new Stored(row, configurations, directory.resolve(TrialStore.TRIALS));
        Stored earlier = byKey.get(row.key());
        if (earlier == null) {
          byKey.put(row.key(), current);
          if (!isTarget) {
            toAdd.add(current);
          }
        } else if (earlier.content().equals(current.content())) {
          duplicates++;
        } else {
          throw new UserError(
              "merge: trial "
                  + row.key()
                  + " has two different results: "
                  + earlier.describe(columns.metrics())
                  + " in "
                  + earlier.file()
                  + ", "
                  + current.describe(columns.metrics())
                  + " in "
                  + current.file()
                  + "; nothing was merged");
        }
      }
    }
    append(target, columns, toAdd);
    return new Outcome(toAdd.size(), duplicates);
  }

  /**
   * The stores to read: the target first if it holds trials, then every source (each must hold a
   * store).
   */
  private static List<Path> directories(Path target, List<Path> sources) throws IOException {
    if (sources.isEmpty()) {
      throw new UserError("merge: give at least one store to merge");
    }
    List<Path> directories = new ArrayList<>();
    Path targetFile = target.resolve(TrialStore.TRIALS);
    if (Files.exists(targetFile) && Files.size(targetFile) > 0) {
      directories.add(target);
    }
    for (Path source : sources) {
      if (!Files.exists(source.resolve(TrialStore.TRIALS))) {
        throw new UserError(
            source
                + ": no "
                + TrialStore.TRIALS
                + " here; give the result directory of an"
                + " experiment (e.g. results/ma-yang/fig4a-privacy-utility)");
      }
      directories.add(source);
    }
    return directories;
  }

  /**
   * Appends the new rows to the target, in batches of consecutive rows from one source (one flush
   * each).
   */
  private static void append(Path target, Columns columns, List<Stored> toAdd) throws IOException {
    try (TrialStore store = TrialStore.open(target, columns.axes(), columns.metrics())) {
      List<StoreFormat.Row> batch = new ArrayList<>();
      List<StoreFormat.Configuration> from = null;
      for (Stored row : toAdd) {
        if (row.configurations() != from && !batch.isEmpty()) {
          store.appendRows(batch, from);
          batch.clear();
        }
        from = row.configurations();
        batch.add(row.row());
      }
      if (!batch.isEmpty()) {
        store.appendRows(batch, from);
      }
    }
  }

  /** The sweep axes and metrics of a store, from its headers. */
  record Columns(List<String> axes, List<String> metrics) {}

  static Columns columns(Path directory) throws IOException {
    Path file = directory.resolve(TrialStore.TRIALS);
    List<String> header = header(file);
    if (StoreFormat.isLegacy(directory)) {
      require(
          header,
          file,
          List.of("key", "replication", "params", "outcome", "diagnostics", "implementation"));
      return new Columns(
          header.subList(header.indexOf("replication") + 1, header.indexOf("params")),
          header.subList(header.indexOf("outcome") + 1, header.indexOf("diagnostics")));
    }
    require(header, file, List.of("key", "config", "outcome", "diagnostics"));
    Path configurations = directory.resolve(TrialStore.CONFIGURATIONS);
    List<String> configurationHeader =
        Files.exists(configurations) ? header(configurations) : List.of();
    require(configurationHeader, configurations, List.of("method", "params"));
    return new Columns(
        configurationHeader.subList(
            configurationHeader.indexOf("method") + 1, configurationHeader.indexOf("params")),
        header.subList(header.indexOf("outcome") + 1, header.indexOf("diagnostics")));
  }

  private static void require(List<String> header, Path file, List<String> columns) {
    for (String required : columns) {
      if (!header.contains(required)) {
        throw new UserError(file + ": not an ldpbench trial store (no column '" + required + "')");
      }
    }
  }

  private static List<String> header(Path file) throws IOException {
    try (CSVParser parser =
        CSVFormat.DEFAULT
            .builder()
            .setHeader()
            .setSkipHeaderRecord(true)
            .get()
            .parse(Files.newBufferedReader(file))) {
      return List.copyOf(parser.getHeaderNames());
    }
  }

  /** One stored row with the configurations of its store and the file it came from. */
  private record Stored(
      StoreFormat.Row row, List<StoreFormat.Configuration> configurations, Path file) {

    /**
     * What must agree for two rows of one key to be the same result: outcome, metrics,
     * implementation.
     */
    List<String> content() {
      List<String> out = new ArrayList<>();
      out.add(row.outcome());
      out.addAll(row.metrics());
      out.add(configurations.get(row.configuration()).implementation());
      return out;
    }

    String describe(List<String> metrics) {
      List<String> parts = new ArrayList<>();
      parts.add("outcome=" + row.outcome());
      for (int i = 0; i < metrics.size(); i++) {
        parts.add(metrics.get(i) + "=" + row.metrics().get(i));
      }
      parts.add("implementation=" + configurations.get(row.configuration()).implementation());
      return String.join(", ", parts);
    }
  }
}
