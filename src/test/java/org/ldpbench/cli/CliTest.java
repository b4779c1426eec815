package org.ldpbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.testing.TestSpecs;
import picocli.CommandLine;

public class CliTest {

  public static final String TINY =
      TestSpecs.small("test/cli", 5, 3, 2)
          + """
            methods:
              - {name: LPCT, grid: {depth: [1, 2], lambda: [1, 10]}}
              - {name: LPCT-Q, grid: {depth: [1, 2]}}
            output:
              figure: {x: epsilon}
            """;

  @TempDir Path temp;

  /** Exit code, standard output and standard error of one command line. */
  public record Result(int code, String out, String err) {}

  public static Result run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine commandLine = Main.commandLine();
    commandLine.setOut(new PrintWriter(out));
    commandLine.setErr(new PrintWriter(err));
    int code = commandLine.execute(args);
    return new Result(code, out.toString(), err.toString());
  }

  Path spec(String name, String text) throws IOException {
    Path file = temp.resolve("experiments/test/" + name + ".yaml");
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
    return file;
  }

  @Test
  void badSpecEndsWithOneLineAndExitCodeTwo() throws IOException {
    Path file = spec("cli", TINY.replace("epsilon: [1, 8]", "epsilon: [1, -8]"));
    Result result = run("validate", file.toString());
    assertThat(result.code()).isEqualTo(Main.USER_ERROR);
    assertThat(result.err().strip())
        .doesNotContain("\n")
        .doesNotContain("Exception")
        .doesNotContain("\tat ")
        .isEqualTo(
            "ldpbench: error: "
                + file
                + ":9:16: sweep.epsilon: epsilon must be finite and > 0, got -8.0");
  }

  @Test
  void runRejectsEveryBadSpecBeforeRunningAny() throws IOException {
    Path good = spec("cli", TINY);
    Path bad = spec("bad", TINY.replace("name: LPCT,", "name: LPTC,"));
    Path results = temp.resolve("results");
    Result result =
        run(
            "run",
            good.toString(),
            bad.toString(),
            "--results",
            results.toString(),
            "--figures",
            temp.resolve("figures").toString(),
            "--no-progress");
    assertThat(result.code()).isEqualTo(Main.USER_ERROR);
    assertThat(result.err()).contains("unknown method 'LPTC'");
    assertThat(results).doesNotExist();
  }

  @Test
  void missingFilesAndBadOptionsAreUserErrors() throws IOException {
    Result missing = run("run", temp.resolve("nope.yaml").toString());
    assertThat(missing.code()).isEqualTo(Main.USER_ERROR);
    assertThat(missing.err().strip())
        .isEqualTo("ldpbench: error: " + temp.resolve("nope.yaml") + ": no such spec file");

    Result option = run("run", "--threads", "many", spec("cli", TINY).toString());
    assertThat(option.code()).isEqualTo(Main.USER_ERROR);
    assertThat(option.err()).contains("--threads").contains("(try: bin/ldpbench run --help)");

    Result zeroThreads =
        run(
            "run",
            "--threads",
            "0",
            spec("cli", TINY).toString(),
            "--results",
            temp.resolve("r").toString());
    assertThat(zeroThreads.code()).isEqualTo(Main.USER_ERROR);
    assertThat(zeroThreads.err().strip())
        .isEqualTo("ldpbench: error: --threads must be >= 1, got 0");

    Path notADirectory = temp.resolve("file");
    Files.writeString(notADirectory, "x");
    Result io =
        run(
            "run",
            spec("cli", TINY).toString(),
            "--results",
            notADirectory.toString(),
            "--no-progress");
    assertThat(io.code()).isEqualTo(Main.USER_ERROR);
    assertThat(io.err().strip())
        .startsWith("ldpbench: error: cannot read or write a file:")
        .doesNotContain("\n");

    Result noResults =
        run(
            "figures",
            spec("cli", TINY).toString(),
            "--results",
            temp.resolve("empty").toString(),
            "--figures",
            temp.resolve("empty-figures").toString());
    assertThat(noResults.code()).isEqualTo(Main.USER_ERROR);
    assertThat(noResults.err()).contains("no stored trials; run the experiment first");
    assertThat(temp.resolve("empty-figures"))
        .as("nothing is written before the error")
        .doesNotExist();
  }

  @Test
  void validateAndListDescribeWhatWouldRun() throws IOException {
    Result validate = run("validate", spec("cli", TINY).toString());
    assertThat(validate.code()).isZero();
    // 3 replications x 2 epsilons x (2 depths x 2 lambdas + 2 depths)
    assertThat(validate.out())
        .contains("ok (test/cli)", "36 trials (3 replications)", "quick 24 trials (2)");

    Result list = run("list", "--experiments", temp.resolve("experiments").toString());
    assertThat(list.code()).isZero();
    assertThat(list.out())
        .contains(
            "LPCT ",
            "LPCT-P",
            "LPCT-Q",
            "LPCT-NP",
            "lambda",
            "post-processing",
            "ma-yang-2d",
            "nPrivate",
            "test/cli");
  }

  @Test
  void runWritesResultsAndFiguresAndFiguresReRendersWithoutComputing() throws Exception {
    Path file = spec("cli", TINY);
    Path results = temp.resolve("results");
    Path figures = temp.resolve("figures");
    Result run =
        run(
            "run",
            file.toString(),
            "--quick",
            "--threads",
            "2",
            "--results",
            results.toString(),
            "--figures",
            figures.toString(),
            "--no-progress");
    assertThat(run.code()).as(run.err()).isZero();
    Path trials = results.resolve("test/cli/trials.csv");
    assertThat(Files.readAllLines(trials)).hasSize(1 + 24);
    assertThat(figures.resolve("test/cli.png")).exists();
    assertThat(figures.resolve("test/cli.svg")).exists();
    assertThat(results.resolve("test/cli/summary.csv")).exists();
    // the x axis over epsilon is titled in the paper's notation (AxisTitles), not with the spec's
    // name
    assertThat(Files.readString(figures.resolve("test/cli.svg")))
        .contains("x axis: \u03b5")
        .doesNotContain("x axis: epsilon");
    // run refreshes its folder's REPORT.md in the quick figure root
    assertThat(Files.readString(figures.resolve("test/REPORT.md"))).contains("## test/cli");
    assertThat(run.err()).doesNotContain("overall:"); // one spec: its own line says it all
    Files.delete(figures.resolve("test/REPORT.md"));

    FileTime before = Files.getLastModifiedTime(trials);
    long size = Files.size(trials);
    Files.delete(figures.resolve("test/cli.png"));
    Result rerender =
        run(
            "figures",
            file.toString(),
            "--results",
            results.toString(),
            "--figures",
            figures.toString());
    assertThat(rerender.code()).as(rerender.err()).isZero();
    assertThat(figures.resolve("test/cli.png")).exists();
    assertThat(figures.resolve("test/REPORT.md")).exists();
    assertThat(Files.size(trials)).isEqualTo(size);
    assertThat(Files.getLastModifiedTime(trials)).isEqualTo(before);
    assertThat(Files.readString(figures.resolve("test/REPORT.md")))
        .contains("quick profile, 2 replications");
  }

  @Test
  void reproduceRunsEverySpecOfADirectoryAndWritesTheReport() throws IOException {
    spec("cli", TINY);
    spec("second", TINY.replace("name: test/cli", "name: test/second"));
    Path results = temp.resolve("results");
    Path figures = temp.resolve("figures");
    Result result =
        run(
            "reproduce",
            temp.resolve("experiments").toString(),
            "--quick",
            "--results",
            results.toString(),
            "--figures",
            figures.toString(),
            "--no-progress");
    assertThat(result.code()).as(result.err()).isZero();
    assertThat(figures.resolve("test/cli.png")).exists();
    assertThat(figures.resolve("test/second.png")).exists();
    assertThat(Files.readString(figures.resolve("test/REPORT.md")))
        .contains("## test/cli", "## test/second");
    // one closing line per spec, ending with how far the command is (and no ETA for it: specs
    // differ too much)
    assertThat(result.err().lines().filter(l -> l.contains(" trials in "))).hasSize(2);
    assertThat(result.err())
        .containsPattern(
            "(?m)^test/cli: computed 24 trials in \\d+\\.\\d s \\(0 reused, 0 failed\\)"
                + " \\| overall: 1/2 specs, 24/48 trials \\(50%\\), \\d+s elapsed$")
        .containsPattern(
            "(?m)^test/second: computed 24 trials .* \\| overall: 2/2 specs, 48/48 trials \\(100%\\),"
                + " \\d+s elapsed$");
  }

  @Test
  void aQuickRunRefreshesTheReportOfItsOwnFigureRootOnly() throws IOException {
    Path file = spec("cli", TINY);
    Path results = temp.resolve("results");
    Result earlier =
        run(
            "run",
            file.toString(),
            "--results",
            results.toString(),
            "--no-progress",
            "--quick",
            "--figures",
            temp.resolve("committed").toString());
    assertThat(earlier.code()).as(earlier.err()).isZero();
    Path committed = temp.resolve("committed/test/REPORT.md");
    String before = Files.readString(committed);
    Result quick =
        run("run", file.toString(), "--quick", "--results", results.toString(), "--no-progress");
    assertThat(quick.code()).as(quick.err()).isZero();
    assertThat(results.resolve("figures/test/REPORT.md")).exists();
    assertThat(Files.readString(committed)).isEqualTo(before);
    Result part =
        run(
            "run",
            file.toString(),
            "--quick",
            "--results",
            results.toString(),
            "--no-progress",
            "--methods",
            "LPCT",
            "--figures",
            temp.resolve("part").toString());
    assertThat(part.code()).as(part.err()).isZero();
    assertThat(temp.resolve("part/test/REPORT.md"))
        .doesNotExist(); // a part of a spec leaves reports alone
  }

  static final String ETA =
      """
            name: test/eta
            seed: 1
            replications: 1
            data:
              synthetic: ma-yang-2d
              params: {gamma: 0.5, nPrivate: 10, nPublic: 10}
            output:
              figure: {type: heatmap, functions: [etaPrivate, etaPublic], resolution: 10}
            """;

  @Test
  void figuresDrawsHeatMapsWithoutAnyRun() throws IOException {
    Path file = spec("eta", ETA);
    Path results = temp.resolve("results");
    Path figures = temp.resolve("figures");
    Result validate = run("validate", file.toString());
    assertThat(validate.code()).as(validate.err()).isZero();
    assertThat(validate.out()).contains("0 trials");

    Result result =
        run(
            "figures",
            file.toString(),
            "--results",
            results.toString(),
            "--figures",
            figures.toString());
    assertThat(result.code()).as(result.err()).isZero();
    assertThat(figures.resolve("test/eta-etaPrivate.png")).exists();
    assertThat(figures.resolve("test/eta-etaPublic.svg")).exists();
    assertThat(results).doesNotExist();
    assertThat(Files.readString(figures.resolve("test/REPORT.md")))
        .contains("## test/eta", "](eta-etaPrivate.png)")
        .doesNotContain("Not run yet");

    // with methods too, the heat map is drawn and the rest still needs a run
    Path mixed =
        spec(
            "mixed",
            TINY.replace("name: test/cli", "name: test/mixed")
                .replace(
                    "  figure: {x: epsilon}",
                    "  figures:\n    - {name: acc, x: epsilon}\n    - {name: eta, type: heatmap, functions: [etaPublic]}"));
    Result partial =
        run(
            "figures",
            mixed.toString(),
            "--results",
            results.toString(),
            "--figures",
            figures.toString());
    assertThat(partial.code()).isEqualTo(Main.USER_ERROR);
    assertThat(partial.err()).contains("no stored trials; run the experiment first");
    assertThat(figures.resolve("test/mixed-eta-etaPublic.png")).exists();
    assertThat(figures.resolve("test/mixed-acc.png")).doesNotExist();

    Result runEta =
        run(
            "run",
            file.toString(),
            "--results",
            results.toString(),
            "--figures",
            figures.toString(),
            "--no-progress");
    assertThat(runEta.code()).as(runEta.err()).isZero();
  }
}
