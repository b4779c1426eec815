package org.ldpbench.benchcheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.UserError;

/**
 * {@link BenchCheck} reads every {@code jmh-*.json} of the two directories (JMH's JSON, parameters
 * included), prints both machine lines, the verdicts and a busy machine's warning, and returns 1
 * when the gate fails; bad arguments are user errors.
 */
class BenchCheckTest {

  /** A JMH JSON result file of sample-mode results: {benchmark, params JSON, median} triples. */
  private static void jmh(Path directory, String suite, Object... benchmarkParamsMedian)
      throws IOException {
    Files.createDirectories(directory);
    StringBuilder json = new StringBuilder("[");
    for (int i = 0; i < benchmarkParamsMedian.length; i += 3) {
      json.append(i == 0 ? "" : ",")
          .append(
              String.format(
                  Locale.ROOT,
                  "{\"benchmark\":\"org.ldpbench.bench.%s\",\"mode\":\"sample\",\"params\":%s,"
                      + "\"primaryMetric\":{\"score\":1.0,\"scorePercentiles\":{\"50.0\":%s},\"scoreUnit\":\"ms/op\"},"
                      + "\"secondaryMetrics\":{}}",
                  benchmarkParamsMedian[i],
                  benchmarkParamsMedian[i + 1],
                  benchmarkParamsMedian[i + 2]));
    }
    Files.writeString(directory.resolve("jmh-" + suite + ".json"), json.append("]").toString());
  }

  /**
   * Four families and LPCT at 10^4, every median times {@code factor}, LPCT's times {@code lpct}
   * too.
   */
  private static void run(Path directory, double factor, double lpct, String machine)
      throws IOException {
    jmh(
        directory,
        "MethodFamilyBenchmark",
        "MethodFamilyBenchmark.a",
        "{}",
        10.0 * factor,
        "MethodFamilyBenchmark.b",
        "{}",
        100.0 * factor,
        "MethodFamilyBenchmark.c",
        "{}",
        1.0 * factor,
        "MethodFamilyBenchmark.d",
        "{}",
        1000.0 * factor);
    jmh(
        directory,
        "LpctBenchmark",
        "LpctBenchmark.fitAndPredict",
        "{\"nPrivate\":\"10000\"}",
        0.12 * factor * lpct);
    Files.writeString(directory.resolve("jmh-machine.txt"), machine + "\n");
  }

  private static String output(ByteArrayOutputStream bytes) {
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void passesOnASlowerMachineAndFailsOnAPlantedSlowdown(@TempDir Path temp) throws IOException {
    run(temp.resolve("ref"), 1.0, 1.0, "2 cores, reference box");
    run(temp.resolve("same"), 2.0, 1.0, "2 cores, slow box");
    run(
        temp.resolve("planted"),
        2.0,
        1.3,
        "2 cores, slow box, load average (1, 5, 15 min) 3.5 3.0 2.0 before the run");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int status =
        BenchCheck.run(
            new String[] {temp.resolve("ref").toString(), temp.resolve("same").toString()},
            new PrintStream(bytes, true, StandardCharsets.UTF_8));
    assertThat(status).isZero();
    assertThat(output(bytes))
        .contains("2 cores, reference box")
        .contains("2 cores, slow box")
        .doesNotContain("Warning")
        .contains("LpctBenchmark.fitAndPredict (nPrivate=10000)")
        .contains("Machine speed: 2.000")
        .contains("PASS: all 5 benchmarks");
    bytes.reset();
    status =
        BenchCheck.run(
            new String[] {temp.resolve("ref").toString(), temp.resolve("planted").toString()},
            new PrintStream(bytes, true, StandardCharsets.UTF_8));
    assertThat(status).isEqualTo(1);
    assertThat(output(bytes))
        .contains("FAIL: 1 of 5 benchmarks")
        .contains("LpctBenchmark.fitAndPredict (nPrivate=10000): 30% slower")
        .contains("Warning: this machine was busy (load average 3.50 on 2 cores before the run)");
    bytes.reset();
    status =
        BenchCheck.run(
            new String[] {
              temp.resolve("ref").toString(), temp.resolve("planted").toString(), "0.35"
            },
            new PrintStream(bytes, true, StandardCharsets.UTF_8));
    assertThat(status).as("within a threshold of 35%").isZero();
  }

  @Test
  void aBenchmarkOverTheThresholdIsJudgedByItsSecondRun(@TempDir Path temp) throws IOException {
    run(temp.resolve("ref"), 1.0, 1.0, "2 cores, reference box");
    run(temp.resolve("first"), 2.0, 1.3, "2 cores, slow box");
    Path flagged = temp.resolve("first/flagged.txt");
    PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    String ref = temp.resolve("ref").toString();
    String first = temp.resolve("first").toString();
    assertThat(BenchCheck.run(new String[] {ref, first, "--flagged", flagged.toString()}, out))
        .isEqualTo(1);
    assertThat(Files.readAllLines(flagged))
        .as("the one benchmark over the threshold, as JMH arguments")
        .containsExactly("(^|\\.)LpctBenchmark\\.fitAndPredict$ -p nPrivate=10000");

    // The second run measures LPCT at the machine's speed: noise, the check passes.
    jmh(
        temp.resolve("noise"),
        "1",
        "LpctBenchmark.fitAndPredict",
        "{\"nPrivate\":\"10000\"}",
        0.12 * 2.0 * 1.05);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int status =
        BenchCheck.run(
            new String[] {ref, first, "--remeasured", temp.resolve("noise").toString()},
            new PrintStream(bytes, true, StandardCharsets.UTF_8));
    assertThat(status).isZero();
    assertThat(output(bytes))
        .contains("Measured again (" + temp.resolve("noise") + "): 1 benchmarks")
        .containsPattern("fitAndPredict \\(nPrivate=10000\\).* 1\\.050  ok \\(measured again\\)")
        .contains("PASS: all 5 benchmarks");

    // The second run is as slow as the first: a regression.
    jmh(
        temp.resolve("slow"),
        "1",
        "LpctBenchmark.fitAndPredict",
        "{\"nPrivate\":\"10000\"}",
        0.12 * 2.0 * 1.28);
    bytes.reset();
    status =
        BenchCheck.run(
            new String[] {
              ref,
              first,
              "--remeasured",
              temp.resolve("slow").toString(),
              "--flagged",
              flagged.toString()
            },
            new PrintStream(bytes, true, StandardCharsets.UTF_8));
    assertThat(status).isEqualTo(1);
    assertThat(output(bytes))
        .contains("REGRESSION (measured again)")
        .contains("LpctBenchmark.fitAndPredict (nPrivate=10000): 28% slower");
    assertThat(Files.readAllLines(flagged)).as("never a third run").isEmpty();
  }

  @Test
  void nothingIsMeasuredAgainWhenAFailureIsNotASlowdown(@TempDir Path temp) throws IOException {
    run(temp.resolve("ref"), 1.0, 1.0, "box");
    run(temp.resolve("first"), 1.0, 1.5, "box");
    Files.delete(temp.resolve("first/jmh-MethodFamilyBenchmark.json"));
    jmh(
        temp.resolve("first"),
        "MethodFamilyBenchmark",
        "MethodFamilyBenchmark.a",
        "{}",
        10.0,
        "MethodFamilyBenchmark.b",
        "{}",
        100.0,
        "MethodFamilyBenchmark.c",
        "{}",
        1.0);
    Path flagged = temp.resolve("flagged.txt");
    PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    int status =
        BenchCheck.run(
            new String[] {
              temp.resolve("ref").toString(),
              temp.resolve("first").toString(),
              "--flagged",
              flagged.toString()
            },
            out);
    assertThat(status).isEqualTo(1);
    assertThat(Files.readAllLines(flagged))
        .as("MethodFamilyBenchmark.d was not measured: no second run can pass the check")
        .isEmpty();
  }

  @Test
  void badArgumentsAreUserErrors(@TempDir Path temp) throws IOException {
    PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    assertThatThrownBy(() -> BenchCheck.run(new String[] {temp.toString()}, out))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("usage");
    assertThatThrownBy(() -> BenchCheck.run(new String[] {temp.toString(), temp.toString()}, out))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("no jmh-*.json result files");
    run(temp.resolve("ref"), 1.0, 1.0, "box");
    String ref = temp.resolve("ref").toString();
    assertThatThrownBy(() -> BenchCheck.run(new String[] {ref, ref, "20%"}, out))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("'20%' is not a fraction");
    assertThatThrownBy(
            () -> BenchCheck.run(new String[] {ref, temp.resolve("absent").toString()}, out))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("no such directory");
    assertThatThrownBy(() -> BenchCheck.run(new String[] {ref, ref, "--flagged"}, out))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("--flagged needs a path");
    assertThatThrownBy(() -> BenchCheck.run(new String[] {ref, ref, "--again", "x"}, out))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("unknown option '--again'");
  }
}
