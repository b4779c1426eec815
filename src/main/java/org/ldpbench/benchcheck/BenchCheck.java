package org.ldpbench.benchcheck;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.ldpbench.UserError;
import org.ldpbench.timings.JmhMedians;

/**
 * The comparison step of {@code make bench-check}: reads the JMH JSON result files ({@code
 * jmh-*.json}) of the reference directory ({@code docs/jmh-reference/bench-check/}) and of this
 * run's ({@code target/bench-check/}), prints both machines ({@code jmh-machine.txt}), the {@link
 * BenchmarkGate}'s verdicts and the {@link RunConditions} that make them mean less (a busy machine,
 * another JDK), and exits with 1 if the check fails (2 for a usage error).
 *
 * <p>The check runs in two steps, because one JVM fork's median can sit 20–40% from another's on
 * the same code (the JIT compiles differently in each fork): the first run measures every benchmark
 * with a few forks, and {@code --flagged FILE} writes the {@link JmhSelection} of each benchmark it
 * put over the threshold; the Makefile measures those again with more forks, and {@code
 * --remeasured DIR} judges each of them by that second run alone. A real slowdown is over the
 * threshold in both runs; noise that put one benchmark over it once rarely does so twice.
 *
 * <p>Usage: {@code java -cp target/benchmarks.jar org.ldpbench.benchcheck.BenchCheck REFERENCE_DIR
 * MEASURED_DIR [THRESHOLD] [--flagged FILE] [--remeasured DIR]}, the threshold a fraction (default
 * 0.20).
 */
public final class BenchCheck {

  private static final String USAGE =
      "usage: BenchCheck REFERENCE_DIR MEASURED_DIR [THRESHOLD, default "
          + BenchmarkGate.DEFAULT_THRESHOLD
          + "] [--flagged FILE] [--remeasured DIR]";

  private BenchCheck() {}

  public static void main(String[] args) throws IOException {
    int status;
    try {
      status = run(args, System.out);
    } catch (UserError e) {
      System.err.println("bench-check: " + e.getMessage());
      status = 2;
    }
    System.exit(status);
  }

  /** Prints the check of {@code args} to {@code out}; 0 if it passes, 1 if it fails. */
  static int run(String[] args, PrintStream out) throws IOException {
    List<String> positional = new ArrayList<>();
    Path flagged = null;
    Path remeasured = null;
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (arg.equals("--flagged") || arg.equals("--remeasured")) {
        if (i + 1 == args.length) {
          throw new UserError(arg + " needs a path; " + USAGE);
        }
        Path path = Path.of(args[++i]);
        if (arg.equals("--flagged")) {
          flagged = path;
        } else {
          remeasured = path;
        }
      } else if (arg.startsWith("--")) {
        throw new UserError("unknown option '" + arg + "'; " + USAGE);
      } else {
        positional.add(arg);
      }
    }
    if (positional.size() < 2 || positional.size() > 3) {
      throw new UserError(USAGE);
    }
    Path reference = Path.of(positional.get(0));
    Path measured = Path.of(positional.get(1));
    double threshold =
        positional.size() == 3 ? threshold(positional.get(2)) : BenchmarkGate.DEFAULT_THRESHOLD;
    String referenceMachine = machine(reference);
    String measuredMachine = machine(measured);
    out.println("Reference (" + reference + "): " + referenceMachine);
    out.println("This run (" + measured + "): " + measuredMachine);
    List<JmhMedians.Row> rows = rows(measured);
    Set<String> again = Set.of();
    if (remeasured != null) {
      List<JmhMedians.Row> second = rows(remeasured);
      again = second.stream().map(JmhMedians.Row::comparisonKey).collect(Collectors.toSet());
      rows = replaced(rows, second);
      out.println(
          "Measured again ("
              + remeasured
              + "): "
              + second.size()
              + " benchmarks, each judged by that run alone.");
    }
    GateReport report = new BenchmarkGate(threshold).compare(rows(reference), rows, again);
    out.print(report.text());
    for (String warning :
        RunConditions.warnings(
            RunConditions.of(referenceMachine), RunConditions.of(measuredMachine))) {
      out.println("Warning: " + warning + ".");
    }
    if (flagged != null) {
      List<String> lines =
          report.toMeasureAgain().stream()
              .map(v -> JmhSelection.line(v.benchmark(), v.params()))
              .toList();
      Files.write(flagged, lines, StandardCharsets.UTF_8);
    }
    return report.passed() ? 0 : 1;
  }

  /** The first run's rows, each one the second run measured replaced by the second run's. */
  static List<JmhMedians.Row> replaced(List<JmhMedians.Row> first, List<JmhMedians.Row> second) {
    Map<String, JmhMedians.Row> byKey = new LinkedHashMap<>();
    for (JmhMedians.Row row : first) {
      byKey.put(row.comparisonKey(), row);
    }
    for (JmhMedians.Row row : second) {
      byKey.put(row.comparisonKey(), row);
    }
    return new ArrayList<>(byKey.values());
  }

  private static double threshold(String text) {
    try {
      double value = Double.parseDouble(text);
      if (value > 0 && value < 10) {
        return value;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new UserError(
        "threshold: '" + text + "' is not a fraction in (0, 10), e.g. 0.20 for 20%");
  }

  /**
   * Every benchmark of the directory's {@code jmh-*.json} files, in file-name order, each median
   * the median of its forks' medians, pooled over the files that measured it ({@link
   * ForkMedians#pooled}: the rounds of a side-by-side check).
   */
  static List<JmhMedians.Row> rows(Path directory) throws IOException {
    if (!Files.isDirectory(directory)) {
      throw new UserError(directory + ": no such directory of JMH results");
    }
    List<Path> files;
    try (Stream<Path> listing = Files.list(directory)) {
      files =
          listing
              .filter(f -> f.getFileName().toString().matches("jmh-.*\\.json"))
              .sorted()
              .toList();
    }
    if (files.isEmpty()) {
      throw new UserError(directory + ": no jmh-*.json result files");
    }
    return ForkMedians.pooled(files);
  }

  /** The first line of the directory's machine file, or a note that it has none. */
  private static String machine(Path directory) throws IOException {
    Path file = directory.resolve(JmhMedians.MACHINE_FILE);
    if (!Files.isRegularFile(file)) {
      return "machine not recorded";
    }
    return Files.readString(file, StandardCharsets.UTF_8).lines().findFirst().orElse("").strip();
  }
}
