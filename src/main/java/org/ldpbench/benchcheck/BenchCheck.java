package org.ldpbench.benchcheck;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.ldpbench.UserError;
import org.ldpbench.timings.JmhMedians;

/**
 * The comparison step of {@code make bench-check}: reads the JMH JSON result files ({@code
 * jmh-*.json}) of the reference directory ({@code docs/jmh-reference/}) and of this run's ({@code
 * target/bench-check/}), prints both machines ({@code jmh-machine.txt}), the {@link
 * BenchmarkGate}'s verdicts and the {@link RunConditions} that make them mean less (a busy machine,
 * another JDK), and exits with 1 if the check fails (2 for a usage error).
 *
 * <p>Usage: {@code java -cp target/benchmarks.jar org.ldpbench.benchcheck.BenchCheck REFERENCE_DIR
 * MEASURED_DIR [THRESHOLD]}, the threshold a fraction (default 0.20).
 */
public final class BenchCheck {

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
    if (args.length < 2 || args.length > 3) {
      throw new UserError(
          "usage: BenchCheck REFERENCE_DIR MEASURED_DIR [THRESHOLD, default "
              + BenchmarkGate.DEFAULT_THRESHOLD
              + "]");
    }
    Path reference = Path.of(args[0]);
    Path measured = Path.of(args[1]);
    double threshold = args.length == 3 ? threshold(args[2]) : BenchmarkGate.DEFAULT_THRESHOLD;
    String referenceMachine = machine(reference);
    String measuredMachine = machine(measured);
    out.println("Reference (" + reference + "): " + referenceMachine);
    out.println("This run (" + measured + "): " + measuredMachine);
    GateReport report = new BenchmarkGate(threshold).compare(rows(reference), rows(measured));
    out.print(report.text());
    for (String warning :
        RunConditions.warnings(
            RunConditions.of(referenceMachine), RunConditions.of(measuredMachine))) {
      out.println("Warning: " + warning + ".");
    }
    return report.passed() ? 0 : 1;
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

  /** Every row of the directory's {@code jmh-*.json} files, in file-name order. */
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
    List<JmhMedians.Row> rows = new ArrayList<>();
    for (Path file : files) {
      rows.addAll(JmhMedians.rows(file));
    }
    return rows;
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
