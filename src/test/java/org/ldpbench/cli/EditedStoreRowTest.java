package org.ldpbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.TrialStore;
import org.ldpbench.store.line.RowChecksum;
import org.ldpbench.testing.TestSpecs;

/**
 * A score edited in {@code trials.csv} (0.9 → 0.9999 in the issue; here the first row's accuracy
 * with two more digits) is refused by every command that reads the store, in one line naming the
 * file and line: the resumed run, figures, compare, plot, export and merge. Before rows carried
 * checksums every one of them accepted it. An edited configuration line is refused the same way,
 * and a store of the compact format without checksums is refused by readers with how to convert it,
 * and converted by a resumed run.
 */
class EditedStoreRowTest {

  @TempDir static Path temp;

  static Path spec;
  static Path results;
  static Path directory;
  static String clean;

  @BeforeAll
  static void runTiny() throws IOException {
    spec = temp.resolve("experiments/test/tiny.yaml");
    Files.createDirectories(spec.getParent());
    Files.writeString(spec, TestSpecs.TINY);
    results = temp.resolve("results");
    CliTest.Result run =
        CliTest.run(
            "run",
            spec.toString(),
            "--quick",
            "--results",
            results.toString(),
            "--figures",
            temp.resolve("figures").toString(),
            "--no-progress",
            "--threads",
            "2");
    assertThat(run.code()).as(run.err()).isZero();
    directory = ResultsLayout.directory(SpecParser.parse(spec), results);
    clean = Files.readString(directory.resolve(TrialStore.TRIALS));
  }

  /** The store with the accuracy of the row on line {@code line} (1 = header) given more digits. */
  private static Path editedCopy(String name, int line) throws IOException {
    Path copy = Files.createDirectories(temp.resolve(name).resolve("test/tiny"));
    List<String> lines = new ArrayList<>(clean.lines().toList());
    int accuracy = List.of(lines.get(0).split(",")).indexOf("accuracy");
    String[] fields = lines.get(line - 1).split(",", -1);
    fields[accuracy] = fields[accuracy] + "99";
    lines.set(line - 1, String.join(",", fields));
    Files.write(copy.resolve(TrialStore.TRIALS), lines);
    Files.copy(
        directory.resolve(TrialStore.CONFIGURATIONS), copy.resolve(TrialStore.CONFIGURATIONS));
    return copy;
  }

  private static void refusedInOneLine(CliTest.Result result, Path store, int line) {
    assertThat(result.code()).as(result.out() + result.err()).isEqualTo(Main.USER_ERROR);
    // a run may log its plan first; the refusal is the last line, and there is no stack trace
    assertThat(result.err()).doesNotContain("\tat ");
    assertThat(result.err().strip().lines().reduce((a, b) -> b).orElse(""))
        .isEqualTo(
            "ldpbench: error: "
                + store.resolve(TrialStore.TRIALS)
                + ":"
                + line
                + ": the row does not match its checksum "
                + clean.lines().skip(line - 1).findFirst().orElseThrow().replaceFirst(".*,", "")
                + "; it was edited or corrupted after it was written (a changed result is recomputed by a run,"
                + " never edited in place)");
  }

  @Test
  void everyCommandThatReadsTheStoreRefusesAnEditedScoreWithItsFileAndLine() throws IOException {
    Path store = editedCopy("edited", 7);
    Path root = store.getParent().getParent(); // the results root holding test/tiny
    refusedInOneLine(
        CliTest.run(
            "run",
            spec.toString(),
            "--quick",
            "--results",
            root.toString(),
            "--figures",
            temp.resolve("edited-figures").toString(),
            "--no-progress"),
        store,
        7);
    refusedInOneLine(
        CliTest.run(
            "figures",
            spec.toString(),
            "--quick",
            "--results",
            root.toString(),
            "--figures",
            temp.resolve("edited-figures").toString()),
        store,
        7);
    refusedInOneLine(
        CliTest.run("compare", store.toString(), "--baseline", "LPCT", "--spec", spec.toString()),
        store,
        7);
    refusedInOneLine(
        CliTest.run(
            "plot",
            store.toString(),
            "--x",
            "epsilon",
            "--spec",
            spec.toString(),
            "--out",
            temp.resolve("edited.png").toString()),
        store,
        7);
    refusedInOneLine(
        CliTest.run("export", store.toString(), "--out", temp.resolve("edited.csv").toString()),
        store,
        7);
    refusedInOneLine(
        CliTest.run(
            "merge",
            "--into",
            temp.resolve("merged").toString(),
            directory.toString(),
            store.toString()),
        store,
        7);
    assertThat(temp.resolve("merged").resolve(TrialStore.TRIALS)).doesNotExist();
    // nothing was written to the edited store: it still holds its edit, the run refused before
    // computing
    assertThat(Files.readAllLines(store.resolve(TrialStore.TRIALS)))
        .hasSameSizeAs(clean.lines().toList());
  }

  @Test
  void theUneditedCopyIsReadAndARecomputedChecksumIsAccepted() throws IOException {
    Path store = editedCopy("recomputed", 7);
    List<String> lines = new ArrayList<>(Files.readAllLines(store.resolve(TrialStore.TRIALS)));
    List<String> fields = new ArrayList<>(List.of(lines.get(6).split(",", -1)));
    fields.set(fields.size() - 1, RowChecksum.of(fields.subList(0, fields.size() - 1)));
    lines.set(6, String.join(",", fields));
    Files.write(store.resolve(TrialStore.TRIALS), lines);
    CliTest.Result export =
        CliTest.run("export", store.toString(), "--out", temp.resolve("ok.csv").toString());
    assertThat(export.code()).as(export.err()).isZero();
    assertThat(Files.readString(temp.resolve("ok.csv"))).contains(fields.get(0) + ",");
  }

  @Test
  void anEditedConfigurationLineIsRefusedWithItsFileAndLine() throws IOException {
    Path copy = Files.createDirectories(temp.resolve("config/test/tiny"));
    Files.writeString(copy.resolve(TrialStore.TRIALS), clean);
    List<String> configurations = Files.readAllLines(directory.resolve(TrialStore.CONFIGURATIONS));
    configurations.set(2, configurations.get(2).replaceFirst(";depth=\\d+;", ";depth=9;"));
    assertThat(configurations.get(2)).contains(";depth=9;");
    Files.write(copy.resolve(TrialStore.CONFIGURATIONS), configurations);
    CliTest.Result export = CliTest.run("export", copy.toString());
    assertThat(export.code()).isEqualTo(Main.USER_ERROR);
    assertThat(export.err().strip())
        .doesNotContain("\n")
        .startsWith(
            "ldpbench: error: "
                + copy.resolve(TrialStore.CONFIGURATIONS)
                + ":3: the row does not match its checksum ");
  }

  @Test
  void aStoreWithoutChecksumsIsRefusedByReadersAndConvertedByAResumedRun() throws IOException {
    // the same rows as the compact format wrote them before checksums: the last column dropped
    Path root = temp.resolve("unchecked");
    Path copy = Files.createDirectories(root.resolve("test/tiny"));
    for (String name : List.of(TrialStore.TRIALS, TrialStore.CONFIGURATIONS)) {
      List<String> lines =
          Files.readAllLines(directory.resolve(name)).stream()
              .map(l -> l.substring(0, l.lastIndexOf(',')))
              .toList();
      Files.write(copy.resolve(name), lines);
    }
    Files.copy(directory.resolve("manifest.json"), copy.resolve("manifest.json"));
    CliTest.Result export = CliTest.run("export", copy.toString());
    assertThat(export.code()).isEqualTo(Main.USER_ERROR);
    assertThat(export.err().strip())
        .doesNotContain("\n")
        .isEqualTo(
            "ldpbench: error: "
                + copy.resolve(TrialStore.TRIALS)
                + ": a store written before trial rows carried checksums, so an"
                + " edited score cannot be told from a computed one; convert it once by resuming its run (ldpbench"
                + " run SPEC --keep-stale with the same --results: every row gets its checksum, keys and values stay,"
                + " only missing trials are computed)");

    CliTest.Result resumed =
        CliTest.run(
            "run",
            spec.toString(),
            "--quick",
            "--keep-stale",
            "--results",
            root.toString(),
            "--figures",
            temp.resolve("unchecked-figures").toString(),
            "--no-progress");
    assertThat(resumed.code()).as(resumed.err()).isZero();
    assertThat(resumed.out() + resumed.err())
        .contains(
            "trials.csv and trial-configs.csv converted to the checked"
                + " store format (keys and values unchanged)");
    assertThat(Files.readString(copy.resolve(TrialStore.TRIALS))).isEqualTo(clean);
    assertThat(Files.readString(copy.resolve("manifest.json")))
        .contains("converted to the checked store format");
    assertThat(CliTest.run("export", copy.toString()).code()).isZero();
  }
}
