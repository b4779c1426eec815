package org.ldpbench.coverage;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.jacoco.agent.rt.RT;

/**
 * Starts the JVMs of coverage parity under the JaCoCo agent: the two halves of the audit side
 * ({@link AuditSide}, one JVM per kind) and, for {@code make coverage-parity}, {@code make
 * reproduce-quick} itself. The agent is the runtime jar of the test class path ({@code
 * org.jacoco:org.jacoco.agent:runtime}), so a fresh clone needs only Maven to have it.
 */
public final class ParityRuns {

  private ParityRuns() {}

  /** The JaCoCo agent jar (the runtime jar that holds {@link RT}). */
  public static Path agentJar() {
    try {
      return Path.of(RT.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException | NullPointerException e) {
      throw new IllegalStateException(
          "cannot locate the JaCoCo agent jar (org.jacoco.agent, classifier runtime)", e);
    }
  }

  /** {@code -javaagent:JAR=OPTIONS}. */
  public static String agentArgument(String options) {
    return "-javaagent:" + agentJar() + "=" + options;
  }

  /**
   * Runs both kinds of the audit side with {@code draws} and writes {@code out/golden.exec} and
   * {@code out/audit.exec}; their output goes to {@code out/KIND.log}. Throws when a JVM fails or
   * exceeds {@code timeoutMinutes}.
   */
  public static void auditSide(int draws, Path out, long timeoutMinutes)
      throws IOException, InterruptedException {
    Files.createDirectories(out);
    Path noExternal = Files.createDirectories(out.resolve("no-external-methods"));
    for (String kind : AuditSide.KINDS) {
      List<String> command =
          new ArrayList<>(
              List.of(
                  Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                  "-Xmx4g",
                  "-Djava.awt.headless=true",
                  agentArgument(CoverageScope.agentInMemory()),
                  "-cp",
                  System.getProperty("java.class.path"),
                  AuditSide.class.getName(),
                  "--kind",
                  kind,
                  "--draws",
                  Integer.toString(draws),
                  "--out",
                  out.toString()));
      ProcessBuilder builder =
          new ProcessBuilder(command)
              .redirectErrorStream(true)
              .redirectOutput(out.resolve(kind + ".log").toFile());
      if (kind.equals("audit")) {
        builder.environment().put("LDPBENCH_METHODS", noExternal.toAbsolutePath().toString());
      }
      run(
          builder,
          "the audit side's " + kind + " runs",
          out.resolve(kind + ".log"),
          timeoutMinutes);
    }
  }

  /**
   * Runs {@code make reproduce-quick} from scratch (results and figures in {@code scratch}, so no
   * stored trial is reused and no committed output is touched) with the launcher's JVM under the
   * agent, writing {@code exec}; its output goes to {@code log}.
   */
  public static void reproduceQuick(Path exec, Path scratch, Path log, long timeoutMinutes)
      throws IOException, InterruptedException {
    String options =
        "destfile=" + exec.toAbsolutePath() + ",append=false," + CoverageScope.AGENT_FILTER;
    ProcessBuilder builder =
        new ProcessBuilder(
                "make",
                "--no-print-directory",
                "reproduce-quick",
                "RESULTS=" + scratch.resolve("results").toAbsolutePath(),
                "FIGURES=" + scratch.resolve("figures").toAbsolutePath())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    Map<String, String> environment = builder.environment();
    environment.put("LDPBENCH_JAVA_OPTS", "-Xmx4g " + agentArgument(options));
    Files.deleteIfExists(exec);
    run(builder, "make reproduce-quick", log, timeoutMinutes);
  }

  /** The specs a reproduce run's log lists as skipped for missing raw data. */
  public static List<String> skippedSpecs(Path log) throws IOException {
    List<String> skipped = new ArrayList<>();
    boolean inList = false;
    for (String line : Files.readAllLines(log)) {
      if (line.startsWith("Skipped ") && line.contains(" whose raw data files are missing")) {
        inList = true;
      } else if (inList && line.startsWith("  ")) {
        skipped.add(line.strip());
      } else {
        inList = false;
      }
    }
    return skipped;
  }

  private static void run(ProcessBuilder builder, String what, Path log, long timeoutMinutes)
      throws IOException, InterruptedException {
    Process process = builder.start();
    if (!process.waitFor(timeoutMinutes, TimeUnit.MINUTES)) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
      throw new IllegalStateException(
          what + " did not end within " + timeoutMinutes + " min (log: " + log + ")");
    }
    if (process.exitValue() != 0) {
      List<String> lines = Files.readAllLines(log);
      throw new IllegalStateException(
          what
              + " failed with exit code "
              + process.exitValue()
              + " (log: "
              + log
              + "):\n"
              + String.join("\n", lines.subList(Math.max(0, lines.size() - 20), lines.size())));
    }
  }
}
