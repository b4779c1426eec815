package org.ldpbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.TrialStore;
import org.ldpbench.store.line.RowChecksum;
import org.ldpbench.testing.TestSpecs;

/** {@code ldpbench export}: one tidy row per stored trial, parameters as columns. */
class ExportCommandTest {

  @TempDir static Path temp;

  static Path results;
  static ExperimentSpec spec;

  @BeforeAll
  static void runTiny() throws IOException {
    Path file = temp.resolve("experiments/test/tiny.yaml");
    Files.createDirectories(file.getParent());
    Files.writeString(file, TestSpecs.TINY);
    results = temp.resolve("results");
    spec = SpecParser.parse(file);
    CliTest.Result run =
        CliTest.run(
            "run",
            file.toString(),
            "--quick",
            "--results",
            results.toString(),
            "--figures",
            temp.resolve("figures").toString(),
            "--no-progress",
            "--threads",
            "2");
    assertThat(run.code()).as(run.err()).isZero();
  }

  static List<CSVRecord> read(Path file) throws IOException {
    try (Reader reader = Files.newBufferedReader(file)) {
      return CSVFormat.DEFAULT
          .builder()
          .setHeader()
          .setSkipHeaderRecord(true)
          .get()
          .parse(reader)
          .getRecords();
    }
  }

  static Map<String, CSVRecord> byId(Path configs) throws IOException {
    Map<String, CSVRecord> out = new HashMap<>();
    read(configs).forEach(r -> out.put(r.get("config"), r));
    return out;
  }

  @Test
  void oneRowPerTrialWithParametersAsColumns() throws IOException {
    Path directory = ResultsLayout.directory(spec, results);
    Path out = temp.resolve("tidy.csv");
    CliTest.Result export = CliTest.run("export", directory.toString(), "--out", out.toString());
    assertThat(export.code()).as(export.err()).isZero();
    assertThat(export.err()).contains("exported 60 trials of 1 experiment");

    List<CSVRecord> rows = read(out);
    int stored =
        TrialStore.read(directory, ResultsLayout.axes(spec), ResultsLayout.metrics(spec)).size();
    assertThat(rows).hasSize(stored).hasSize(2 * 30);
    List<String> header = rows.get(0).getParser().getHeaderNames();
    assertThat(header)
        .containsSubsequence(
            "experiment",
            "key",
            "method_label",
            "method",
            "replication",
            "epsilon",
            "depth",
            "lambda",
            "outcome",
            "accuracy",
            "fit_ms",
            "predict_ms",
            "implementation",
            "commit");

    // every row's parameters are those of its configuration in trial-configs.csv
    Map<String, CSVRecord> configs = byId(directory.resolve(TrialStore.CONFIGURATIONS));
    Map<String, String> configOfKey = new HashMap<>();
    read(directory.resolve(TrialStore.TRIALS))
        .forEach(r -> configOfKey.put(r.get("key"), r.get("config")));
    for (CSVRecord row : rows) {
      CSVRecord config = configs.get(configOfKey.get(row.get("key")));
      assertThat(row.get("experiment")).isEqualTo("test/tiny");
      assertThat(row.get("method_label")).isEqualTo(config.get("method"));
      assertThat(row.get("epsilon")).isEqualTo(config.get("epsilon"));
      assertThat(config.get("params")).contains("depth=" + row.get("depth"));
      assertThat(row.get("lambda").isEmpty())
          .as("lambda is LPCT's only")
          .isEqualTo(!row.get("method_label").equals("LPCT"));
      assertThat(row.get("method")).isEqualTo(row.get("method_label"));
      assertThat(Double.parseDouble(row.get("accuracy"))).isBetween(0.0, 1.0);
    }
  }

  @Test
  void aSupersededRowIsLeftOutAndAResultsRootExportsEveryExperiment() throws IOException {
    Path copy = temp.resolve("copy/test/tiny");
    Path directory = ResultsLayout.directory(spec, results);
    Files.createDirectories(copy);
    for (String name : List.of(TrialStore.TRIALS, TrialStore.CONFIGURATIONS)) {
      Files.copy(directory.resolve(name), copy.resolve(name));
    }
    CSVRecord first = read(copy.resolve(TrialStore.TRIALS)).get(0);
    List<String> newer = new ArrayList<>(first.toList());
    newer.set(4, "0.123"); // accuracy of a recomputed trial: the later row wins
    newer.set(newer.size() - 1, RowChecksum.of(newer.subList(0, newer.size() - 1)));
    Files.writeString(
        copy.resolve(TrialStore.TRIALS), String.join(",", newer) + "\n", StandardOpenOption.APPEND);

    Path out = temp.resolve("root.csv");
    CliTest.Result export =
        CliTest.run("export", temp.resolve("copy").toString(), "--out", out.toString());
    assertThat(export.code()).as(export.err()).isZero();
    List<CSVRecord> rows = read(out);
    assertThat(rows).hasSize(60);
    assertThat(rows)
        .filteredOn(r -> r.get("key").equals(first.get("key")))
        .singleElement()
        .satisfies(r -> assertThat(r.get("accuracy")).isEqualTo("0.123"))
        .satisfies(r -> assertThat(r.get("experiment")).isEqualTo("test/tiny"));
  }

  @Test
  void aDirectoryWithoutStoreIsOneLineError() throws IOException {
    Path empty = Files.createDirectories(temp.resolve("empty"));
    CliTest.Result export = CliTest.run("export", empty.toString());
    assertThat(export.code()).isEqualTo(Main.USER_ERROR);
    assertThat(export.err().strip())
        .doesNotContain("\n")
        .startsWith("ldpbench: error: " + empty + ": no trials.csv");
  }
}
