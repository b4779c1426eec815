package org.ldpbench.coverage;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jacoco.agent.rt.IAgent;
import org.jacoco.agent.rt.RT;
import org.ldpbench.cli.Main;
import org.ldpbench.data.DataSources;
import org.ldpbench.golden.GoldenOutputs;
import org.ldpbench.method.Methods;

/**
 * The audit side of coverage parity: the runs listed in {@value #LIST_PATH}, the one place that
 * says which runs' lines count as checked (the golden specs, the privacy audit; the spec-scale
 * audit joins with a line there). Run in a JVM under the JaCoCo agent, {@link #main} executes the
 * runs of one kind and writes what they executed to {@code KIND.exec} in the output folder ({@code
 * golden.exec}, {@code audit.exec}), so that the report can tell which half covers what. Each kind
 * runs in a JVM of its own: the audit's with no external method registered ({@code
 * LDPBENCH_METHODS} an empty folder: their code is outside the scope, and their audit's time goes
 * to the worker processes they talk to), the golden specs' with them (a golden spec runs RR-GRID-PY
 * and HIST-LAPLACE-PY). {@code make coverage-parity} runs it with the draws of the heavy pass,
 * {@code CoverageParityTest} with a light number ({@link ParityRuns} starts both).
 *
 * <p>Usage: {@code AuditSide --kind golden|audit --draws N --out DIR [--list FILE]}.
 */
public final class AuditSide {

  /** The committed list of runs. */
  public static final String LIST_PATH = "src/test/resources/coverage/audit-side.txt";

  /** The kinds of run, each written to its own execution data file. */
  public static final List<String> KINDS = List.of("golden", "audit");

  /**
   * One run of the list.
   *
   * @param kind golden or audit
   * @param words the run's words ({@code golden-specs}, or {@code ldpbench} and its arguments)
   * @param line the line of the list it comes from, for messages
   */
  public record Run(String kind, List<String> words, int line) {

    /** The run as written, with {@code {draws}} and {@code {spec}} filled in. */
    List<String> resolved(int draws, String spec) {
      return words.stream()
          .map(
              w ->
                  w.replace("{draws}", Integer.toString(draws))
                      .replace("{spec}", spec == null ? "{spec}" : spec))
          .toList();
    }

    boolean perSpec() {
      return words.stream().anyMatch(w -> w.contains("{spec}"));
    }
  }

  private AuditSide() {}

  /** The runs of {@code list}; an unknown kind or run is refused with the file and line. */
  public static List<Run> read(Path list) throws IOException {
    List<Run> runs = new ArrayList<>();
    List<String> lines = Files.readAllLines(list, StandardCharsets.UTF_8);
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      List<String> words = Arrays.asList(line.split("\\s+"));
      String where = list + ":" + (i + 1) + ": ";
      if (!KINDS.contains(words.get(0))) {
        throw new IllegalArgumentException(
            where + "kind '" + words.get(0) + "' is not one of " + KINDS);
      }
      List<String> run = words.subList(1, words.size());
      boolean golden = run.equals(List.of("golden-specs"));
      boolean cli = run.size() > 1 && run.get(0).equals("ldpbench");
      if (!golden && !cli) {
        throw new IllegalArgumentException(
            where
                + "run '"
                + String.join(" ", run)
                + "' is neither golden-specs nor 'ldpbench ARGS...'");
      }
      runs.add(new Run(words.get(0), List.copyOf(run), i + 1));
    }
    if (runs.isEmpty()) {
      throw new IllegalArgumentException(list + ": no run");
    }
    return List.copyOf(runs);
  }

  /**
   * The file, in the output folder, that lists the golden specs skipped for missing raw data (one a
   * line).
   */
  public static final String SKIPPED = "golden-skipped.txt";

  /** Runs {@code run} in this JVM; returns a one-line account of it. */
  static String execute(Run run, int draws, Path out) throws IOException {
    if (run.words().equals(List.of("golden-specs"))) {
      GoldenOutputs.Result result =
          GoldenOutputs.compute(GoldenOutputs.SPECS, Methods.standard(), DataSources.standard());
      Files.write(out.resolve(SKIPPED), result.skipped(), StandardCharsets.UTF_8);
      return "golden-specs: "
          + result.outputs().size()
          + " outputs, "
          + result.skipped().size()
          + " spec(s) skipped for missing raw data";
    }
    List<String> specs =
        run.perSpec()
            ? CoverageScope.committedSpecs(CoverageScope.EXPERIMENTS).stream()
                .map(s -> CoverageScope.EXPERIMENTS.resolve(s).toString())
                .toList()
            : Collections.singletonList(null);
    StringBuilder account = new StringBuilder();
    for (String spec : specs) {
      List<String> words = run.resolved(draws, spec);
      int exit = Main.execute(words.subList(1, words.size()).toArray(String[]::new));
      account
          .append(account.length() == 0 ? "" : "; ")
          .append(String.join(" ", words))
          .append(": exit ")
          .append(exit);
    }
    return account.toString();
  }

  /**
   * Runs every run of one kind of the list under the JaCoCo agent (started with {@link
   * CoverageScope#agentInMemory()}) and writes its execution data to {@code DIR/KIND.exec}.
   */
  public static void main(String[] args) throws IOException {
    Map<String, String> options = options(args);
    String kind = options.get("--kind");
    if (!KINDS.contains(kind)) {
      throw new IllegalArgumentException("--kind must be one of " + KINDS + ", got " + kind);
    }
    int draws = Integer.parseInt(options.getOrDefault("--draws", "20"));
    Path out = Path.of(options.getOrDefault("--out", "target/coverage-parity"));
    List<Run> runs = read(Path.of(options.getOrDefault("--list", LIST_PATH)));
    IAgent agent;
    try {
      agent = RT.getAgent();
    } catch (IllegalStateException notLoaded) {
      throw new IllegalStateException(
          "AuditSide runs under the JaCoCo agent (-javaagent): " + notLoaded.getMessage());
    }
    Files.createDirectories(out);
    if (kind.equals("golden")) {
      Files.deleteIfExists(out.resolve(SKIPPED));
    }
    agent.reset();
    for (Run run : runs) {
      if (run.kind().equals(kind)) {
        long start = System.nanoTime();
        String account = execute(run, draws, out);
        System.out.printf(
            Locale.ROOT,
            "audit side [%s] %s (%.1f s)%n",
            kind,
            account,
            (System.nanoTime() - start) / 1e9);
      }
    }
    try (OutputStream file = Files.newOutputStream(out.resolve(kind + ".exec"))) {
      file.write(agent.getExecutionData(false));
    }
    System.out.flush();
  }

  private static Map<String, String> options(String[] args) {
    Map<String, String> options = new LinkedHashMap<>();
    for (int i = 0; i + 1 < args.length; i += 2) {
      options.put(args[i], args[i + 1]);
    }
    if (args.length % 2 != 0) {
      throw new IllegalArgumentException(
          "usage: AuditSide --kind golden|audit --draws N --out DIR [--list FILE]");
    }
    return options;
  }
}
