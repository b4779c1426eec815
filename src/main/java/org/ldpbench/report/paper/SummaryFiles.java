package org.ldpbench.report.paper;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.stats.SampleSummary;

/**
 * Writes an experiment's summaries next to its trials:
 *
 * <ul>
 *   <li>{@code summary.csv}: one row per (method, sweep point) with the best grid configuration's
 *       mean, sd and se over replications, how many replications it has and was planned, the grid
 *       size, how many configurations are incomplete, and the best parameters;
 *   <li>{@code configurations.csv}: every configuration's statistics (for λ or depth figures).
 * </ul>
 */
public final class SummaryFiles {

  public static final String SUMMARY = "summary.csv";
  public static final String CONFIGURATIONS = "configurations.csv";
  private static final CSVFormat FORMAT =
      CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get();

  private SummaryFiles() {}

  /** Writes both files into {@code directory} and returns their paths. */
  public static List<Path> write(ResultSummary summary, List<String> axes, Path directory)
      throws IOException {
    Files.createDirectories(directory);
    Path summaryFile = directory.resolve(SUMMARY);
    List<String> header = new ArrayList<>(List.of("method"));
    header.addAll(axes);
    String m = summary.metric();
    header.addAll(
        List.of(
            m + "_mean",
            m + "_sd",
            m + "_se",
            "replications",
            "replications_planned",
            "configurations",
            "incomplete_configurations",
            "best_params"));
    try (Writer writer = Files.newBufferedWriter(summaryFile, StandardCharsets.UTF_8);
        CSVPrinter printer = new CSVPrinter(writer, FORMAT)) {
      printer.printRecord(header);
      for (ResultSummary.BestResult best : summary.best()) {
        List<Object> row = new ArrayList<>(List.of(best.method()));
        addPoint(row, best.point(), axes);
        SampleSummary stats =
            best.best() == null ? SampleSummary.of(new double[0]) : best.best().score();
        addStats(row, stats);
        row.add(stats.n());
        row.add(best.planned());
        row.add(best.configurations());
        row.add(best.incompleteConfigurations());
        row.add(
            best.notApplicable()
                ? "NA"
                : best.best() == null ? "" : best.best().parameters().canonical());
        printer.printRecord(row);
      }
    }
    Path configurationFile = directory.resolve(CONFIGURATIONS);
    List<String> configurationHeader = new ArrayList<>(List.of("method"));
    configurationHeader.addAll(axes);
    configurationHeader.addAll(
        List.of("params", m + "_mean", m + "_sd", m + "_se", "replications", "not_applicable"));
    try (Writer writer = Files.newBufferedWriter(configurationFile, StandardCharsets.UTF_8);
        CSVPrinter printer = new CSVPrinter(writer, FORMAT)) {
      printer.printRecord(configurationHeader);
      for (ResultSummary.ConfigurationResult result : summary.configurations()) {
        List<Object> row = new ArrayList<>(List.of(result.method()));
        addPoint(row, result.point(), axes);
        row.add(result.parameters().canonical());
        addStats(row, result.score());
        row.add(result.score().n());
        row.add(result.notApplicable());
        printer.printRecord(row);
      }
    }
    return List.of(summaryFile, configurationFile);
  }

  private static void addPoint(List<Object> row, SweepPoint point, List<String> axes) {
    for (String axis : axes) {
      row.add(point.formatted(axis));
    }
  }

  private static void addStats(List<Object> row, SampleSummary stats) {
    row.add(number(stats.mean()));
    row.add(number(stats.sd()));
    row.add(number(stats.se()));
  }

  private static String number(double value) {
    return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.6f", value);
  }
}
