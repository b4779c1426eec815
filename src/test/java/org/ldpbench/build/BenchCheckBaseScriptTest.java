package org.ldpbench.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/bench-check-base} ({@code make bench-check BASE=...}) refuses what it cannot run with
 * one line and exit code 2, before building anything: a BASE that is not a commit, rounds or forks
 * that are not whole numbers, a wrong argument count. (Its measuring loop runs JMH for half an hour
 * and is shown in docs/performance.md, not here.)
 */
class BenchCheckBaseScriptTest {

  private record Result(int code, String output) {}

  private static Result run(Path out, String... arguments) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of("bin/bench-check-base").toAbsolutePath().toString());
    command.addAll(List.of(arguments));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(out.resolve("base-src")).as("nothing built").doesNotExist();
    return new Result(process.exitValue(), output);
  }

  @Test
  void refusesWhatItCannotRunBeforeBuilding(@TempDir Path temp) throws Exception {
    assumeTrue(
        Files.isDirectory(Path.of(".git")) || Files.isRegularFile(Path.of(".git")),
        "needs a git checkout");
    Path out = temp.resolve("out");
    String jar = temp.resolve("benchmarks.jar").toString();

    Result notACommit = run(out, "no-such-commit-xyz", jar, out.toString(), "3", "1", "0.20");
    assertThat(notACommit.code()).isEqualTo(2);
    assertThat(notACommit.output().strip())
        .isEqualTo(
            "bench-check: BASE=no-such-commit-xyz is not a commit of this repository (git rev-parse)");

    Result rounds = run(out, "HEAD", jar, out.toString(), "three", "1", "0.20");
    assertThat(rounds.code()).isEqualTo(2);
    assertThat(rounds.output())
        .contains("BENCH_BASE_ROUNDS and BENCH_BASE_FORKS must be whole numbers");

    Result usage = run(out, "HEAD", jar);
    assertThat(usage.code()).isEqualTo(2);
    assertThat(usage.output()).startsWith("usage: bin/bench-check-base BASE HEAD_JAR OUT_DIR");
  }
}
