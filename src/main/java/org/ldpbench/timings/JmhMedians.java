package org.ldpbench.timings;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ldpbench.UserError;

/**
 * The section "JMH medians (make bench)" of docs/timings.md: one row per benchmark and parameter
 * set of the JMH JSON result files that {@code make bench} writes ({@code
 * target/jmh-<Suite>.json}), so that the benchmarks' medians are generated into the page, never
 * typed. A row gives the median (the 50th percentile of the primary score: of single calls in
 * sample mode, of iteration scores in the other modes), its unit and the peak heap that {@code
 * PeakHeapProfiler} reports, if the run used it. The section names the JVM of the runs (from the
 * files), the machine line {@code make bench} wrote beside them ({@link #MACHINE_FILE}: cores,
 * load) and the files' modification times, since medians are only comparable on the same machine.
 * Without result files it says they were not measured.
 */
public final class JmhMedians {

  /** The line {@code make bench} writes next to its JSON files: cores, JVM, load average, date. */
  public static final String MACHINE_FILE = "jmh-machine.txt";

  /** What the section says for a missing result file, or when none is given. */
  public static final String NOT_MEASURED = "not measured: run make bench first";

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final DateTimeFormatter MINUTE =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm'Z'", Locale.ROOT).withZone(ZoneOffset.UTC);

  /**
   * One benchmark and parameter set.
   *
   * @param params {@code key=value} pairs joined by commas, empty if none
   * @param peakHeapMb the profiler's peak heap in MB, NaN if not measured
   */
  public record Row(
      String benchmark, String params, String mode, double median, String unit, double peakHeapMb) {

    /** What must agree for two medians to be compared: benchmark, parameters, mode and unit. */
    public String comparisonKey() {
      return benchmark + "|" + params + "|" + mode + "|" + unit;
    }

    /**
     * The benchmark, with its parameters in parentheses if it has any: {@code LpctBenchmark.fit
     * (nPrivate=10000)}.
     */
    public String label() {
      return params.isEmpty() ? benchmark : benchmark + " (" + params + ")";
    }
  }

  private JmhMedians() {}

  /** The rows of one JMH JSON result file ({@code -rf json}), in the file's order. */
  public static List<Row> rows(Path file) throws IOException {
    JsonNode root = read(file);
    List<Row> rows = new ArrayList<>();
    for (JsonNode result : root) {
      JsonNode primary = result.path("primaryMetric");
      JsonNode median = primary.path("scorePercentiles").path("50.0");
      if (!median.isNumber()) {
        throw new UserError(
            file
                + ": "
                + result.path("benchmark").asText("a result")
                + " has no primaryMetric.scorePercentiles[\"50.0\"]; not a JMH JSON result file?");
      }
      List<String> params = new ArrayList<>();
      for (Map.Entry<String, JsonNode> entry : result.path("params").properties()) {
        params.add(entry.getKey() + "=" + entry.getValue().asText());
      }
      JsonNode heap = peakHeap(result.path("secondaryMetrics"));
      rows.add(
          new Row(
              result.path("benchmark").asText().replaceFirst("^org\\.ldpbench\\.bench\\.", ""),
              String.join(",", params),
              result.path("mode").asText(),
              median.asDouble(),
              primary.path("scoreUnit").asText(),
              heap.isNumber() ? heap.asDouble() : Double.NaN));
    }
    return rows;
  }

  private static JsonNode read(Path file) throws IOException {
    JsonNode root;
    try {
      root = JSON.readTree(file.toFile());
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new UserError(file + ": not JSON (" + e.getOriginalMessage() + ")");
    }
    if (root == null || !root.isArray()) {
      throw new UserError(
          file + ": expected JMH's JSON result array (java -jar benchmarks.jar -rf json)");
    }
    return root;
  }

  /**
   * The profiler's result; JMH names it {@code peak-heap} or, in the text output's style, {@code
   * ·peak-heap}.
   */
  private static JsonNode peakHeap(JsonNode secondary) {
    JsonNode heap = secondary.path("peak-heap");
    return heap.isMissingNode() ? secondary.path("·peak-heap").path("score") : heap.path("score");
  }

  /**
   * The Markdown section for {@code files} (the order given; a missing file is listed as not
   * measured), starting with its heading.
   */
  public static String section(List<Path> files) throws IOException {
    StringBuilder out = new StringBuilder("## JMH medians (make bench)\n\n");
    List<Path> present = files.stream().filter(Files::isRegularFile).toList();
    if (present.isEmpty()) {
      out.append(NOT_MEASURED)
          .append(
              files.isEmpty()
                  ? ""
                  : " (no " + String.join(", ", files.stream().map(Path::toString).toList()) + ")")
          .append(".\n");
      return out.toString();
    }
    List<String> jvms = new ArrayList<>();
    List<String> dated = new ArrayList<>();
    List<String> machines = new ArrayList<>();
    StringBuilder table = new StringBuilder();
    table.append("| benchmark | params | mode | median | unit | peak heap MB |\n");
    table.append("|---|---|---|---:|---|---:|\n");
    for (Path file : files) {
      if (!Files.isRegularFile(file)) {
        table
            .append("| ")
            .append(file.getFileName())
            .append(" | | | ")
            .append(NOT_MEASURED)
            .append(" | | |\n");
        continue;
      }
      dated.add(
          file.getFileName() + " " + MINUTE.format(Files.getLastModifiedTime(file).toInstant()));
      addOnce(machines, machineLine(file));
      for (JsonNode result : read(file)) {
        addOnce(
            jvms,
            result.path("vmName").asText()
                + " "
                + result.path("vmVersion").asText()
                + " "
                + result.path("jvmArgs").toString().replace("\"", ""));
      }
      for (Row row : rows(file)) {
        table.append(
            String.format(
                Locale.ROOT,
                "| %s | %s | %s | %s | %s | %s |%n",
                row.benchmark(),
                row.params().isEmpty() ? "-" : row.params(),
                row.mode(),
                number(row.median()),
                row.unit(),
                Double.isNaN(row.peakHeapMb())
                    ? "-"
                    : String.format(Locale.ROOT, "%.0f", row.peakHeapMb())));
      }
    }
    out.append(
        "Generated from the JMH JSON files of `make bench`; do not edit, rerun `make bench` and"
            + " `make timings`. Median: the 50th percentile of the primary score (sample mode: of single"
            + " calls); peak heap: PeakHeapProfiler's maximum over iterations.\n");
    out.append("Machine: ")
        .append(
            machines.isEmpty()
                ? "not recorded (no " + MACHINE_FILE + " beside the files)"
                : String.join("; ", machines))
        .append(". JVM: ")
        .append(String.join("; ", jvms))
        .append(".\n");
    out.append("Files (modified, UTC): ").append(String.join(", ", dated)).append(".\n\n");
    return out.append(table).toString();
  }

  private static void addOnce(List<String> list, String value) {
    if (value != null && !value.isBlank() && !list.contains(value)) {
      list.add(value);
    }
  }

  /** The first line of {@link #MACHINE_FILE} beside {@code file}, or null. */
  static String machineLine(Path file) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    Path machine = parent == null ? null : parent.resolve(MACHINE_FILE);
    if (machine == null || !Files.isRegularFile(machine)) {
      return null;
    }
    return Files.readString(machine, StandardCharsets.UTF_8).lines().findFirst().orElse("").strip();
  }

  /**
   * Four significant digits, no exponent for ordinary benchmark scores: 11744.05 as 11744, 14.70531
   * as 14.71.
   */
  static String number(double value) {
    if (value == 0 || Double.isNaN(value)) {
      return String.valueOf(value);
    }
    int decimals = Math.max(0, 3 - (int) Math.floor(Math.log10(Math.abs(value))));
    return String.format(Locale.ROOT, "%." + decimals + "f", value);
  }
}
