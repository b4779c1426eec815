package org.ldpbench.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.run.Manifest;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.store.manifest.StoredManifest;
import org.ldpbench.testing.Slow;

/**
 * {@code make timings}: runs {@code make reproduce} into a fresh temporary results directory and
 * prints each experiment's wall time from its manifest (bin/wall-times), then removes the
 * directory; the page gets the JMH result files of the last {@code make bench}, if any.
 */
@Slow
class MakeTimingsTest {

  static final String SPEC =
      """
            name: test/timed
            seed: 2
            replications: 2
            data:
              synthetic: ma-yang-2d
              params: {gamma: 0.5, nPrivate: 200, nPublic: 20, nTest: 50}
            sweep:
              epsilon: [1, 8]
            methods:
              - {name: LPCT-Q, grid: {depth: [1, 2]}}
            """;

  @TempDir Path temp;

  @BeforeEach
  void needsMakeAndBash() {
    assumeTrue(onPath("make") && onPath("bash") && onPath("awk"), "needs make, bash and awk");
  }

  record Result(int code, String out, String err) {}

  private Result execute(Path directory, String... command) throws Exception {
    Path err = Files.createTempFile(temp, "stderr", ".txt");
    Process process =
        new ProcessBuilder(command)
            .directory(directory.toFile())
            .redirectError(err.toFile())
            .start();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(5, TimeUnit.MINUTES)).isTrue();
    return new Result(process.exitValue(), out, Files.readString(err));
  }

  private static ExperimentPlan plan(String text, ExperimentSpec.Profile profile) {
    return ExperimentPlan.of(SpecParser.parse(text, "timed.yaml"), profile);
  }

  private static void run(ExperimentPlan plan, Path results, int threads) throws IOException {
    ExperimentRunner.run(
        plan, results, threads, new PrintWriter(java.io.Writer.nullWriter()), false);
  }

  @Test
  void wallTimesListTheLatestRunOfEveryExperiment() throws Exception {
    Path results = temp.resolve("results");
    ExperimentPlan timed = plan(SPEC, ExperimentSpec.Profile.FULL);
    ExperimentPlan other =
        plan(SPEC.replace("name: test/timed", "name: test/other"), ExperimentSpec.Profile.QUICK);
    run(timed, results, 2);
    run(timed, results, 1); // the latest run computed nothing: the table must say so
    run(other, results, 2);
    double timedWall =
        StoredManifest.read(results.resolve("test/timed/manifest.json"))
            .path("wallSeconds")
            .asDouble();
    double otherWall =
        StoredManifest.read(results.resolve("test/other/manifest.json"))
            .path("wallSeconds")
            .asDouble();

    Result result =
        execute(Path.of("").toAbsolutePath(), "bash", "bin/wall-times", results.toString());
    assertThat(result.code()).as(result.err()).isZero();
    List<String> lines = result.out().lines().toList();
    assertThat(lines).hasSize(4);
    assertThat(lines.get(0).split("\\s+"))
        .containsExactly("experiment", "profile", "computed", "threads", "wall", "s", "status");
    assertThat(lines.get(1).split("\\s+"))
        .containsExactly(
            "test/other",
            "quick",
            Long.toString(other.trialCount()),
            "2",
            Double.toString(otherWall),
            "complete");
    assertThat(lines.get(2).split("\\s+"))
        .containsExactly("test/timed", "full", "0", "1", Double.toString(timedWall), "complete");
    assertThat(lines.get(3).split("\\s+"))
        .containsExactly("sum", String.format(Locale.ROOT, "%.1f", timedWall + otherWall));
  }

  @Test
  void wallTimesWithoutManifestsIsAnError() throws Exception {
    Result result =
        execute(
            Path.of("").toAbsolutePath(),
            "bash",
            "bin/wall-times",
            temp.resolve("none").toString());
    assertThat(result.code()).isEqualTo(1);
    assertThat(result.err()).contains("no manifest.json under");
  }

  @Test
  void makeTimingsReproducesIntoAFreshDirectoryAndPrintsItsWallTimes() throws Exception {
    Path project = project();
    // a real manifest for the fake launcher to "produce"
    ExperimentPlan plan = plan(SPEC, ExperimentSpec.Profile.FULL);
    Manifest manifest = Manifest.of(plan, 2, Map.of());
    manifest.finish("complete", plan.trialCount(), 0, 0, 12.34);
    manifest.write(project.resolve("produced"));
    // fake launcher: checks it is asked to reproduce into an empty results directory, then stores
    // the manifest
    Files.writeString(
        project.resolve("bin/ldpbench"),
        """
                #!/usr/bin/env bash
                echo "ldpbench $*" >> calls.log
                if [ "$1" = timings ]; then
                  # the page writer: ldpbench timings RESULTS --out FILE ...; writes FILE from the results it is given
                  [ -d "$2" ] || { echo "timings: no results directory $2" >&2; exit 6; }
                  while [ $# -gt 0 ]; do [ "$1" = --out ] && { mkdir -p "$(dirname "$2")"; echo timed > "$2"; }; shift; done
                  exit 0
                fi
                results=; figures=
                while [ $# -gt 0 ]; do
                  case "$1" in --results) results="$2"; shift;; --figures) figures="$2"; shift;; esac; shift
                done
                [ -n "$results" ] && [ -n "$figures" ] || { echo "no --results/--figures" >&2; exit 9; }
                [ ! -e "$results" ] || [ -z "$(ls -A "$results")" ] || { echo "results not empty" >&2; exit 8; }
                [ -z "${FAIL:-}" ] || exit 7
                mkdir -p "$results/test/timed" && cp produced/manifest.json "$results/test/timed/"
                echo "$results" > results-dir.txt
                """);
    assertThat(project.resolve("bin/ldpbench").toFile().setExecutable(true)).isTrue();

    Result result = execute(project, "make", "--no-print-directory", "timings");
    assertThat(result.code()).as(result.out() + result.err()).isZero();
    List<String> calls = Files.readString(project.resolve("calls.log")).strip().lines().toList();
    assertThat(calls).hasSize(2);
    assertThat(calls.get(0))
        .startsWith("ldpbench reproduce experiments ")
        .contains("--results ")
        .contains("--figures ")
        .doesNotContain("--quick");
    // then the page: from the same temporary results, before they are removed, into docs/timings.md
    assertThat(calls.get(1))
        .startsWith("ldpbench timings /")
        .contains("--out docs/timings.md")
        .contains("--command make reproduce")
        .contains("--wall-seconds ")
        .contains("--cpu-seconds ")
        .doesNotContain(
            "--jmh"); // no make bench results: the page says the medians were not measured
    assertThat(project.resolve("docs/timings.md")).hasContent("timed");
    Path tempResults = Path.of(Files.readString(project.resolve("results-dir.txt")).strip());
    assertThat(tempResults).doesNotExist(); // removed afterwards
    assertThat(tempResults.toString()).doesNotStartWith(project.toString());
    assertThat(result.out())
        .containsPattern("(?m)^test/timed +full +" + plan.trialCount() + " +2 +12\\.3 +complete$")
        .containsPattern("(?m)^sum +12\\.3$")
        .containsPattern(
            "(?m)^make reproduce as a whole \\(.*\\): [0-9.]+ s wall, [0-9.]+ s user, [0-9.]+ s system$");

    Files.delete(project.resolve("calls.log"));
    Files.writeString(
        project.resolve("target/jmh-SomeBenchmark.json"), "[]\n"); // left by make bench
    Result quick = execute(project, "make", "--no-print-directory", "timings", "QUICK=1");
    assertThat(quick.code()).isZero();
    assertThat(Files.readString(project.resolve("calls.log")))
        .startsWith("ldpbench reproduce --quick experiments ")
        .contains("ldpbench timings /")
        .contains(" --jmh target/jmh-SomeBenchmark.json")
        .contains("--out docs/timings-quick.md"); // the quick pass has its own page
    assertThat(project.resolve("docs/timings-quick.md")).hasContent("timed");

    Result failed = execute(project, "make", "--no-print-directory", "timings", "FAIL=1");
    assertThat(failed.code()).isNotZero();
    assertThat(failed.out()).doesNotContain("as a whole");
  }

  /** The Makefile and bin/wall-times in a scratch directory, with an up-to-date fake jar. */
  private Path project() throws IOException {
    Path project = temp.resolve("project");
    Files.createDirectories(project.resolve("bin"));
    Files.createDirectories(project.resolve("experiments"));
    Files.createDirectories(project.resolve("src/main"));
    Files.createDirectories(project.resolve("target"));
    Files.copy(Path.of("Makefile"), project.resolve("Makefile"));
    Files.copy(
        Path.of("bin/wall-times"),
        project.resolve("bin/wall-times"),
        StandardCopyOption.COPY_ATTRIBUTES);
    Files.writeString(project.resolve("pom.xml"), "<project/>\n");
    Files.setLastModifiedTime(
        project.resolve("pom.xml"), FileTime.fromMillis(System.currentTimeMillis() - 60_000));
    Files.writeString(project.resolve("target/ldpbench.jar"), "not a jar\n");
    return project;
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
