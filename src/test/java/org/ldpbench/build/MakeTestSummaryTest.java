package org.ldpbench.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.testing.Slow;

/**
 * {@code make test} must end with Surefire's totals and a plain "P passed, X failed" line (what CI
 * reads) and must exit non-zero when Maven or a test fails. Runs the real Makefile and
 * bin/surefire-summary, copied to a scratch directory, with a fake {@code mvn} that writes given
 * Surefire reports and exits with a given code.
 */
@Slow
class MakeTestSummaryTest {

  @TempDir Path project;

  @BeforeEach
  void copyBuildFiles() throws IOException {
    assumeTrue(onPath("make") && onPath("bash"), "needs make and bash");
    Files.createDirectories(project.resolve("bin"));
    Files.createDirectories(project.resolve("experiments"));
    Files.createDirectories(project.resolve("src/main"));
    Files.copy(Path.of("Makefile"), project.resolve("Makefile"));
    Files.copy(
        Path.of("bin/surefire-summary"),
        project.resolve("bin/surefire-summary"),
        StandardCopyOption.COPY_ATTRIBUTES);
  }

  record Result(int code, List<String> lines) {}

  /**
   * Runs {@code make test} with a fake mvn that writes {@code reports} (name, first line, ...) and
   * exits {@code mvnExit}; returns make's exit code and standard output (on failure make adds its
   * own "*** Error" line on standard error, after the totals).
   */
  private Result makeTest(int mvnExit, String... reports) throws Exception {
    return make("test", mvnExit, reports);
  }

  /**
   * Runs {@code make target} as {@link #makeTest}; the fake mvn writes its arguments to mvn-args.
   */
  private Result make(String target, int mvnExit, String... reports) throws Exception {
    StringBuilder script =
        new StringBuilder(
            """
            #!/usr/bin/env bash
            echo "$*" > mvn-args
            mkdir -p target/surefire-reports
            """);
    for (int i = 0; i + 1 < reports.length; i += 2) {
      script
          .append("cat > target/surefire-reports/")
          .append(reports[i])
          .append(" <<'END'\n")
          .append(
              "-------------------------------------------------------------------------------\n")
          .append("Test set: ")
          .append(reports[i])
          .append("\n")
          .append(
              "-------------------------------------------------------------------------------\n")
          .append(reports[i + 1])
          .append("\nEND\n");
    }
    // like Maven 3.8 with -q -B: colour resets at the end, without a newline
    script.append("printf '\\033[0m\\033[0m'\n");
    script.append("exit ").append(mvnExit).append("\n");
    Path mvn = project.resolve("fake-mvn");
    Files.writeString(mvn, script);
    assertThat(mvn.toFile().setExecutable(true)).isTrue();
    // FUZZ_QUICK= : the fuzzing before the tests is make fuzz-quick's business, not this fake mvn's
    Process make =
        new ProcessBuilder(
                "make",
                "--no-print-directory",
                "-C",
                project.toString(),
                target,
                "MVN=" + mvn,
                "FUZZ_QUICK=")
            .redirectError(project.resolve("make.err").toFile())
            .start();
    String output = new String(make.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(make.waitFor(5, TimeUnit.MINUTES)).isTrue();
    return new Result(make.exitValue(), output.lines().toList());
  }

  private static List<String> lastTwo(Result result) {
    return result.lines().subList(Math.max(0, result.lines().size() - 2), result.lines().size());
  }

  @Test
  void printsTheTotalsOfAllReportsLast() throws Exception {
    Result result =
        makeTest(
            0,
            "a.AlphaTest.txt",
            "Tests run: 4, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.52 s -- in a.AlphaTest",
            "b.BetaTest.txt",
            "Tests run: 7, Failures: 0, Errors: 0, Skipped: 2, Time elapsed: 1.1 s -- in b.BetaTest");
    assertThat(result.code()).as(String.join("\n", result.lines())).isZero();
    assertThat(lastTwo(result))
        .containsExactly("Tests run: 11, Failures: 0, Errors: 0, Skipped: 2", "9 passed, 0 failed");
  }

  @Test
  void testFastLeavesOutTheSlowTagAndEndsWithTheSameTotals() throws Exception {
    Result all =
        makeTest(
            0,
            "a.AlphaTest.txt",
            "Tests run: 4, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.52 s -- in a.AlphaTest");
    assertThat(all.code()).isZero();
    assertThat(Files.readString(project.resolve("mvn-args"))).isEqualTo("-q -B test\n");

    Result fast =
        make(
            "test-fast",
            0,
            "a.AlphaTest.txt",
            "Tests run: 3, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.5 s -- in a.AlphaTest");
    assertThat(fast.code()).as(String.join("\n", fast.lines())).isZero();
    assertThat(Files.readString(project.resolve("mvn-args")))
        .isEqualTo("-q -B test -DexcludedGroups=slow\n");
    assertThat(lastTwo(fast))
        .containsExactly("Tests run: 3, Failures: 0, Errors: 0, Skipped: 0", "3 passed, 0 failed");
    assertThat(make("test-fast", 1).code()).isNotZero();
  }

  @Test
  void aFailingTestMakesItExitNonZero() throws Exception {
    Result result =
        makeTest(
            1,
            "a.AlphaTest.txt",
            "Tests run: 4, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.52 s -- in a.AlphaTest",
            "b.BetaTest.txt",
            "Tests run: 8, Failures: 1, Errors: 2, Skipped: 0, Time elapsed: 1.975 s <<< FAILURE!"
                + " -- in b.BetaTest");
    assertThat(result.code()).isNotZero();
    assertThat(lastTwo(result))
        .containsExactly("Tests run: 12, Failures: 1, Errors: 2, Skipped: 0", "9 passed, 3 failed");
  }

  @Test
  void aFailedBuildWithoutReportsExitsNonZero() throws Exception {
    Result result = makeTest(1);
    assertThat(result.code()).isNotZero();
    assertThat(lastTwo(result))
        .containsExactly("Tests run: 0, Failures: 0, Errors: 0, Skipped: 0", "0 passed, 0 failed");
  }

  @Test
  void failuresInTheReportsCountEvenIfMavenExitedZero() throws Exception {
    Result result =
        makeTest(
            0,
            "b.BetaTest.txt",
            "Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.1 s <<< FAILURE!");
    assertThat(result.code()).isNotZero();
  }

  @Test
  void reportsOfEarlierRunsAreNotCounted() throws Exception {
    Path old = project.resolve("target/surefire-reports/old.GoneTest.txt");
    Files.createDirectories(old.getParent());
    Files.writeString(old, "Tests run: 5, Failures: 5, Errors: 0, Skipped: 0, Time elapsed: 1 s\n");
    Result result =
        makeTest(
            0,
            "a.AlphaTest.txt",
            "Tests run: 2, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.1 s");
    assertThat(result.code()).isZero();
    assertThat(lastTwo(result))
        .containsExactly("Tests run: 2, Failures: 0, Errors: 0, Skipped: 0", "2 passed, 0 failed");
  }

  private static boolean onPath(String command) {
    try {
      Process which = new ProcessBuilder("sh", "-c", "command -v " + command).start();
      return which.waitFor(1, TimeUnit.MINUTES) && which.exitValue() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
