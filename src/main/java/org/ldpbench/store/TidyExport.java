package org.ldpbench.store;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.ldpbench.UserError;
import org.ldpbench.param.ParameterSet;

/**
 * One tidy CSV of stored trials, one row per trial key and every parameter a column, for analysis
 * outside ldpbench (R, pandas, a spreadsheet): what {@code ldpbench export} writes.
 *
 * <p>Columns: {@code experiment, key, method_label, method, replication}, one per sweep axis, one
 * per method parameter (the union over the methods and experiments exported, empty where a method
 * has no such parameter; a parameter named like another column is written {@code param.NAME}),
 * {@code outcome}, one per metric, {@code diagnostics, fit_ms, predict_ms, implementation, commit}.
 *
 * <p>Rows as the summaries see them: a trial recomputed after its implementation changed has a
 * newer row in the append-only store, and only that latest row is exported (the older one is
 * superseded); a stale row kept with {@code --keep-stale} is exported with its own {@code
 * implementation}, so a reader can filter on it. Not-applicable trials are exported with their
 * {@code NA: reason} outcome and empty metrics. Failed trials ({@code failures.csv}) are not trials
 * of the store (they have no result and are retried by the next run) and are not exported.
 * Everything is read from the store's own files: no spec is needed.
 */
public final class TidyExport {

  private static final CSVFormat READ =
      CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get();

  private TidyExport() {}

  /** One experiment's store: its name (as in its manifest) and directory. */
  public record Source(String experiment, Path directory) {}

  /** What the store of one directory holds, read from its headers and configurations. */
  record Layout(
      Source source,
      List<String> axes,
      List<String> metrics,
      List<StoreFormat.Configuration> configurations,
      KeyIndex latest,
      Set<String> parameters) {}

  /**
   * Writes every stored trial of {@code sources} to {@code out} as one CSV.
   *
   * @return the number of rows written (one per distinct trial key of each store)
   * @throws UserError if a directory holds no store or its files are malformed
   */
  public static long write(List<Source> sources, Writer out) throws IOException {
    List<Layout> layouts = new ArrayList<>();
    Set<String> axes = new LinkedHashSet<>();
    Set<String> metrics = new LinkedHashSet<>();
    Set<String> parameters = new TreeSet<>();
    for (Source source : sources) {
      Layout layout = layout(source);
      layouts.add(layout);
      axes.addAll(layout.axes());
      metrics.addAll(layout.metrics());
      parameters.addAll(layout.parameters());
    }
    Set<String> fixed =
        new LinkedHashSet<>(List.of("experiment", "key", "method_label", "method", "replication"));
    fixed.addAll(axes);
    fixed.addAll(
        List.of("outcome", "diagnostics", "fit_ms", "predict_ms", "implementation", "commit"));
    fixed.addAll(metrics);
    List<String> header =
        new ArrayList<>(List.of("experiment", "key", "method_label", "method", "replication"));
    header.addAll(axes);
    parameters.forEach(p -> header.add(fixed.contains(p) ? "param." + p : p));
    header.add("outcome");
    header.addAll(metrics);
    header.addAll(List.of("diagnostics", "fit_ms", "predict_ms", "implementation", "commit"));
    CSVPrinter printer = new CSVPrinter(out, StoreFormat.FORMAT);
    printer.printRecord(header);
    long written = 0;
    for (Layout layout : layouts) {
      written +=
          rows(layout, List.copyOf(axes), List.copyOf(parameters), List.copyOf(metrics), printer);
    }
    printer.flush();
    return written;
  }

  private static long rows(
      Layout layout,
      List<String> axes,
      List<String> parameters,
      List<String> metrics,
      CSVPrinter printer)
      throws IOException {
    long[] ordinal = {0};
    long[] written = {0};
    try {
      StoreReader.read(
          layout.source().directory(),
          layout.axes(),
          layout.metrics(),
          row -> {
            int index = (int) ordinal[0]++;
            if (layout.latest().get(TrialKey.bits(row.key())) != index) {
              return; // superseded by a later row of the same key
            }
            StoreFormat.Configuration c = layout.configurations().get(row.configuration());
            List<String> fields =
                new ArrayList<>(
                    List.of(
                        layout.source().experiment(),
                        row.key(),
                        c.method(),
                        methodName(c.implementation()),
                        row.replication()));
            for (String axis : axes) {
              int a = layout.axes().indexOf(axis);
              fields.add(a < 0 ? "" : c.point().get(a));
            }
            Map<String, String> values = parameters(c.parameters());
            parameters.forEach(p -> fields.add(values.getOrDefault(p, "")));
            fields.add(row.outcome());
            for (String metric : metrics) {
              int m = layout.metrics().indexOf(metric);
              fields.add(m < 0 || row.notApplicable() ? "" : row.metrics().get(m));
            }
            fields.addAll(
                List.of(
                    row.diagnostics(),
                    row.fitMillis(),
                    row.predictMillis(),
                    c.implementation(),
                    c.commit()));
            try {
              printer.printRecord(fields);
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
            written[0]++;
          });
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    return written[0];
  }

  /** Reads the store's columns, its configurations and the row ordinal of each key's latest row. */
  static Layout layout(Source source) throws IOException {
    Path directory = source.directory();
    if (!Files.exists(directory.resolve(StoreFormat.TRIALS))) {
      throw new UserError(
          directory + ": no " + StoreFormat.TRIALS + " (not an experiment's result directory)");
    }
    List<String> axes;
    List<String> metrics;
    if (StoreFormat.isLegacy(directory)) {
      List<String> header = header(directory.resolve(StoreFormat.TRIALS));
      axes = between(header, "replication", "params", directory.resolve(StoreFormat.TRIALS));
      metrics = between(header, "outcome", "diagnostics", directory.resolve(StoreFormat.TRIALS));
    } else {
      axes =
          between(
              header(directory.resolve(StoreFormat.CONFIGURATIONS)),
              "method",
              "params",
              directory.resolve(StoreFormat.CONFIGURATIONS));
      metrics =
          between(
              header(directory.resolve(StoreFormat.TRIALS)),
              "outcome",
              "diagnostics",
              directory.resolve(StoreFormat.TRIALS));
    }
    KeyIndex latest = new KeyIndex();
    int[] ordinal = {0};
    List<StoreFormat.Configuration> configurations =
        StoreReader.read(
            directory, axes, metrics, row -> latest.put(TrialKey.bits(row.key()), ordinal[0]++));
    Set<String> parameters = new TreeSet<>();
    configurations.forEach(c -> parameters.addAll(parameters(c.parameters()).keySet()));
    return new Layout(source, axes, metrics, configurations, latest, parameters);
  }

  /** The method's registered name: the first part of {@code LPCT@2+ma-yang-2d@2}. */
  static String methodName(String implementation) {
    int at = implementation.indexOf('@');
    return at < 0 ? implementation : implementation.substring(0, at);
  }

  /** {@code depth=3;lambda=0.5} as a map (the canonical form of {@link ParameterSet}). */
  static Map<String, String> parameters(String canonical) {
    Map<String, String> values = new TreeMap<>();
    if (canonical.isEmpty()) {
      return values;
    }
    for (String pair : canonical.split(";")) {
      int eq = pair.indexOf('=');
      if (eq > 0) {
        values.put(pair.substring(0, eq), pair.substring(eq + 1));
      }
    }
    return values;
  }

  private static List<String> header(Path file) throws IOException {
    if (!Files.exists(file) || Files.size(file) == 0) {
      throw new UserError(file + ": missing or empty; the store is incomplete");
    }
    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
        CSVParser parser = READ.parse(reader)) {
      return parser.getHeaderNames();
    } catch (UncheckedIOException e) {
      throw new UserError(file + ": cannot parse as CSV: " + e.getCause().getMessage());
    }
  }

  private static List<String> between(List<String> header, String after, String before, Path file) {
    int from = header.indexOf(after);
    int to = header.indexOf(before);
    if (from < 0 || to < from) {
      throw new UserError(
          file + ": columns " + String.join(",", header) + " are not those of an ldpbench store");
    }
    return List.copyOf(header.subList(from + 1, to));
  }
}
