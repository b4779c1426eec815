package org.ldpbench.cli.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.cli.CliTest;
import org.ldpbench.cli.Main;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.testing.TestSpecs;

/** {@code ldpbench compare}: the result matrix of a stored run, and its one-line errors. */
class CompareCommandTest {

  @TempDir static Path temp;

  static Path directory;
  static Path spec;

  @BeforeAll
  static void runTiny() throws IOException {
    spec = temp.resolve("experiments/test/tiny.yaml");
    Files.createDirectories(spec.getParent());
    Files.writeString(spec, TestSpecs.TINY);
    Path results = temp.resolve("results");
    CliTest.Result run =
        CliTest.run(
            "run",
            spec.toString(),
            "--results",
            results.toString(),
            "--figures",
            temp.resolve("figures").toString(),
            "--no-progress",
            "--threads",
            "2");
    assertThat(run.code()).as(run.err()).isZero();
    directory = ResultsLayout.directory(SpecParser.parse(spec), results);
  }

  @Test
  void printsOneRowPerSweepPointAndTheWinTieLossRow() {
    CliTest.Result md = CliTest.run("compare", directory.toString(), "--baseline", "LPCT-P");
    assertThat(md.code()).as(md.err()).isZero();
    assertThat(md.out())
        .contains("| | LPCT | LPCT-P | LPCT-Q |")
        .contains("| epsilon=1 | 0.")
        .contains("| epsilon=8 | 0.")
        .containsPattern("\\| \\(w/t/l\\) \\| \\(\\d/\\d/\\d\\) \\| \\(baseline\\) \\|")
        .contains("two-sided Wilcoxon signed-rank test")
        .doesNotContain("Friedman");

    CliTest.Result tex =
        CliTest.run(
            "compare",
            directory.toString(),
            "--baseline",
            "LPCT",
            "--test",
            "corrected-t",
            "--format",
            "tex");
    assertThat(tex.code()).as(tex.err()).isZero();
    assertThat(tex.out())
        .startsWith("\\begin{table}")
        .contains("corrected resampled t-test (Nadeau \\& Bengio 2003)")
        .contains("epsilon=8 & 0.");

    CliTest.Result csv =
        CliTest.run(
            "compare",
            directory.toString(),
            "--baseline",
            "LPCT",
            "--test",
            "t",
            "--format",
            "csv",
            "--metric",
            "accuracy",
            "--spec",
            spec.toString());
    assertThat(csv.code()).as(csv.err()).isZero();
    assertThat(csv.out().lines())
        .hasSize(4)
        .first()
        .isEqualTo("row,LPCT,LPCT mark,LPCT-P,LPCT-P mark,LPCT-Q,LPCT-Q mark");
    // the means as the table on screen prints them (4 decimals), each of its rows: label, then mean
    // and mark per method
    assertThat(csv.out().lines().skip(1).limit(2))
        .allSatisfy(row -> assertThat(row).matches("epsilon=\\d+(,\\d\\.\\d{4},[v*]?){3}"));
  }

  @Test
  void badArgumentsAreOneLineErrorsListingWhatIsAllowed() {
    assertOneLine(
        CliTest.run("compare", directory.toString(), "--baseline", "CART"),
        "--baseline CART: not a method label of test/tiny; allowed: LPCT, LPCT-P, LPCT-Q");
    assertOneLine(
        CliTest.run("compare", directory.toString(), "--baseline", "LPCT", "--test", "sign"),
        "--test sign: not a test; allowed: wilcoxon, t, corrected-t");
    assertOneLine(
        CliTest.run("compare", directory.toString(), "--baseline", "LPCT", "--format", "html"),
        "--format html: not a format; allowed: md, tex, csv");
    assertOneLine(
        CliTest.run("compare", directory.toString(), "--baseline", "LPCT", "--metric", "f1"),
        "--metric f1: not a metric of test/tiny; allowed: accuracy");
    assertOneLine(
        CliTest.run(
            "compare",
            directory.toString(),
            "--baseline",
            "LPCT",
            "--cd-diagram",
            temp.resolve("cd").toString()),
        "--cd-diagram: test/tiny has no Friedman test (it needs a dataset axis"
            + " with at least 2 data sets and 2 methods)");
    assertOneLine(
        CliTest.run("compare", temp.toString(), "--baseline", "LPCT"),
        temp
            + ": no trials.csv; give one experiment's result directory (e.g. results/ma-yang/fig4a-privacy-utility)");
  }

  static void assertOneLine(CliTest.Result result, String message) {
    assertThat(result.code()).isEqualTo(Main.USER_ERROR);
    assertThat(result.err().strip()).isEqualTo("ldpbench: error: " + message);
  }
}
