package org.ldpbench.external;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ldpbench.UserError;
import org.ldpbench.data.DataSources;
import org.ldpbench.external.process.ExternalProcess;
import org.ldpbench.method.Methods;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.testing.Slow;

/**
 * External methods that fail (issue 32, item 7): a method that hangs, answers garbage, NaN or too
 * few values, exits, writes only to stderr or replies an error ends its trials with one line naming
 * the method and the request (no stack location), the other methods of the spec run as usual, and
 * the run's outcome counts the failures per method. A hang ends within the descriptor's timeout,
 * with the process and its children killed. The method is {@code src/test/resources/external/
 * misbehaving_method.py}, which answers like the Python example until the request it is told to
 * spoil.
 */
@Slow
class ExternalFailureTest {

  static final String SCRIPT = "src/test/resources/external/misbehaving_method.py";

  /**
   * The timeout of the methods that hang: short, yet long enough for Python to start and greet on a
   * loaded machine.
   */
  static final String HANG_TIMEOUT = "3s";

  /** The timeout of the methods that answer badly: never reached unless the machine stalls. */
  static final String TIMEOUT = "30s";

  /**
   * Start-up of the JVM's side and of Python under a loaded machine: generous, yet far below
   * "forever".
   */
  static final long SLACK_MILLIS = 15_000;

  private static final String SPEC =
      """
            name: failing-external
            seed: 3
            replications: 1
            data:
              synthetic: ma-yang-2d
              params: {gamma: 0.5, nPrivate: 200, nPublic: 30, nTest: 60}
            sweep:
              epsilon: [2]
            methods:
              - {name: LPCT, grid: {depth: [2], lambda: [1]}}
              - {name: BAD-PY, grid: {cells: [2], threshold: [0.4, 0.5]}}
            """;

  @TempDir Path work;

  @ParameterizedTest(name = "{0} at {1}")
  @CsvSource({
    "garbage, randomize, the reply is not a JSON object",
    "nan, randomize, is NaN, not a finite number",
    "short, randomize, expected 200 releases, got 199",
    "exit, randomize, the process ended without a reply",
    "stderr-only, randomize, 'the process ended without a reply (exit code 0)'",
    "error, randomize, misbehaving_method refuses randomize",
    "garbage, hello, the reply is not a JSON object",
    "nan, curate, is NaN, not a finite number",
    "short, curate, 59 labels for 60 points",
    "exit, curate, the process ended without a reply (exit code 3)"
  })
  void aBadAnswerFailsTheMethodsTrialsWithOneLine(String mode, String op, String expected)
      throws IOException {
    Run run = run(method(mode, op));
    assertThat(run.outcome().failed()).isEqualTo(2);
    assertThat(run.outcome().computed()).as("LPCT's trial is stored").isEqualTo(1);
    List<String> failures = failureMessages();
    assertThat(failures)
        .hasSize(2)
        .allSatisfy(
            message ->
                assertThat(message)
                    .startsWith("BAD-PY")
                    .contains(" " + op + ": ")
                    .contains(expected)
                    .doesNotContain("\n")
                    .doesNotContain(" at org."));
    assertThat(run.outcome().failures())
        .singleElement()
        .satisfies(
            m -> {
              assertThat(m.method()).isEqualTo("BAD-PY");
              assertThat(m.failed()).isEqualTo(2);
              assertThat(m.attempted()).isEqualTo(2);
              assertThat(m.firstMessage()).isIn(failures);
            });
    if (mode.equals("exit") || mode.equals("stderr-only")) {
      assertThat(failures.get(0)).contains("; stderr: misbehaving_method: ");
    }
  }

  @Test
  void aHangingRequestEndsWithinTheTimeoutAndItsProcessTreeIsKilled() throws Exception {
    Path pidFile = work.resolve("child.pid");
    long start = System.nanoTime();
    // three replications: three fit groups, of which only the first waits for the timeout
    Run run =
        run(
            SPEC.replace("replications: 1", "replications: 3"),
            timed(HANG_TIMEOUT, "hang-child", "randomize", pidFile.toString()));
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertThat(millis).as("one timeout of 3 s, not a hang").isLessThan(3000 + SLACK_MILLIS);
    assertThat(run.outcome().failed()).isEqualTo(3 * 2);
    assertThat(run.outcome().computed()).isEqualTo(3);
    String timedOut =
        " randomize: no reply within the timeout of 3s (the descriptor's 'timeout'); the process and"
            + " its children were killed";
    List<String> failures = failureMessages();
    assertThat(failures)
        .hasSize(6)
        .allSatisfy(
            message ->
                assertThat(message).startsWith("BAD-PY").contains(timedOut).doesNotContain("\n"));
    assertThat(failures)
        .filteredOn(
            m ->
                m.startsWith(
                    "BAD-PY randomize: not sent, the method already hung in this"
                        + " run: BAD-PY (python3 "))
        .hasSize(4);
    long child = Long.parseLong(Files.readString(pidFile).strip());
    for (int i = 0; i < 40 && running(child); i++) {
      Thread.sleep(50); // SIGKILL is delivered asynchronously
    }
    assertThat(running(child)).as("the child that held the pipe is killed too").isFalse();
  }

  /**
   * Whether process {@code pid} runs: a killed child re-parented to a container's init may stay a
   * zombie (state Z in /proc), which {@link ProcessHandle#isAlive} still counts as alive.
   */
  static boolean running(long pid) throws IOException {
    Path stat = Path.of("/proc/" + pid + "/stat");
    if (Files.isDirectory(Path.of("/proc/self"))) {
      if (!Files.exists(stat)) {
        return false;
      }
      String text = Files.readString(stat);
      char state = text.charAt(text.lastIndexOf(')') + 2);
      return state != 'Z' && state != 'X';
    }
    return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
  }

  @Test
  void afterATimeoutTheProcessRefusesAtOnceAndAHangAtHelloIsBoundedToo() throws IOException {
    ExternalMethod hanging = timed("1s", "hang", "hello");
    try (ExternalProcess process = new ExternalProcess(hanging.descriptor())) {
      long start = System.nanoTime();
      assertThatThrownBy(() -> process.call(process.request("declare")))
          .isInstanceOf(ExternalMethodException.class)
          .hasMessageContaining("BAD-PY")
          .hasMessageContaining(" hello: no reply within the timeout of 1s");
      long first = System.nanoTime() - start;
      assertThat(first / 1_000_000).isBetween(900L, 1000 + SLACK_MILLIS);
      start = System.nanoTime();
      assertThatThrownBy(() -> process.call(process.request("declare")))
          .isInstanceOf(ExternalMethodException.class)
          .hasMessageContaining(" hello: no reply within the timeout of 1s");
      assertThat((System.nanoTime() - start) / 1_000_000)
          .as("refused without waiting again")
          .isLessThan(500);
    }
  }

  @Test
  void theTimeoutFieldIsValidatedAndDefaultsToTwoMinutes() throws IOException {
    assertThat(method("garbage", "randomize").descriptor().timeout().toString()).isEqualTo(TIMEOUT);
    assertThat(ExternalDescriptor.read(Path.of("methods/RR-GRID-PY.yaml"), Path.of("")).timeout())
        .isEqualTo(ExternalTimeout.DEFAULT);
    assertThat(ExternalTimeout.DEFAULT.toString())
        .isEqualTo(ExternalTimeout.DEFAULT_TEXT)
        .isEqualTo("2m");
    for (String bad : List.of("30", "'30 sec'", "0s", "50ms", "25h", "-1s", "1.5s", "[30s]")) {
      Path file = descriptor("BAD-PY", "timeout: " + bad + "\n", "garbage", "randomize");
      assertThatThrownBy(() -> ExternalDescriptor.read(file, work))
          .isInstanceOf(UserError.class)
          .hasMessageStartingWith(file + ":")
          .hasMessageContaining(": timeout: ")
          .hasMessageContaining(
              "allowed: a duration such as 500ms, 30s, 5m or 2h, from 100ms to 24h")
          .hasMessageNotContaining("\n");
    }
    for (String good : List.of("100ms", "1500ms", "30s", "5m", "24h")) {
      Path file = descriptor("BAD-PY", "timeout: " + good + "\n", "garbage", "randomize");
      assertThat(ExternalDescriptor.read(file, work).timeout().toString())
          .isEqualTo(good.equals("1500ms") ? "1500ms" : good);
    }
  }

  private record Run(ExperimentRunner.Outcome outcome) {}

  private Run run(ExternalMethod method) throws IOException {
    return run(SPEC, method);
  }

  private Run run(String specText, ExternalMethod method) throws IOException {
    ExperimentSpec spec =
        SpecParser.parse(
            specText, "failing.yaml", Methods.standard().with(method), DataSources.standard());
    ExperimentRunner.Outcome outcome =
        ExperimentRunner.run(
            ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL),
            work.resolve("results"),
            1,
            new PrintWriter(new StringWriter()),
            false);
    return new Run(outcome);
  }

  /** The message column of failures.csv, in order. */
  private List<String> failureMessages() throws IOException {
    Path file = work.resolve("results/failing-external/failures.csv");
    try (var reader = Files.newBufferedReader(file)) {
      return org.apache.commons.csv.CSVFormat.DEFAULT
          .builder()
          .setHeader()
          .setSkipHeaderRecord(true)
          .get()
          .parse(reader)
          .getRecords()
          .stream()
          .map(r -> r.get(r.size() - 1))
          .toList();
    }
  }

  /**
   * BAD-PY: RR-GRID-PY's descriptor running the misbehaving script, with a timeout of {@value
   * #TIMEOUT}.
   */
  private ExternalMethod method(String... arguments) throws IOException {
    return timed(TIMEOUT, arguments);
  }

  /** BAD-PY running the misbehaving script with {@code arguments}, with the given timeout. */
  private ExternalMethod timed(String timeout, String... arguments) throws IOException {
    Path file = descriptor("BAD-PY", "timeout: " + timeout + "\n", arguments);
    return new ExternalMethod(ExternalDescriptor.read(file, Path.of("").toAbsolutePath()));
  }

  private Path descriptor(String name, String extra, String... arguments) throws IOException {
    Path folder = Files.createDirectories(work.resolve("descriptors"));
    Path file = folder.resolve(name + ".yaml");
    StringBuilder command = new StringBuilder("command: [python3, " + SCRIPT);
    for (String argument : arguments) {
      command.append(", '").append(argument).append('\'');
    }
    String text =
        Files.readString(Path.of("methods/RR-GRID-PY.yaml"))
                .replace("name: RR-GRID-PY", "name: " + name)
                .replaceAll("command: .*", command.append(']').toString().replace("\\", "\\\\"))
            + extra;
    Files.writeString(file, text);
    return file;
  }
}
