package org.ldpbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.TrialStore;
import org.ldpbench.store.line.RowChecksum;

/** {@code run --shard i/k} and {@code merge}: three parts merged equal one unsharded run. */
class ShardMergeTest {

  static final String SPEC =
      """
            name: test/shards
            seed: 11
            replications: 4
            data:
              synthetic: ma-yang-2d
              params: {gamma: 0.5, nPrivate: 400, nPublic: 30, nTest: 200}
            sweep:
              epsilon: [1, 8]
            methods:
              - name: LPCT
                grid: {depth: [1..4], lambda: [1, 100]}
              - name: LPCT-Q
                grid: {depth: [1..3]}
            """;

  @TempDir Path temp;

  Path spec() throws IOException {
    Path file = temp.resolve("experiments/test/shards.yaml");
    Files.createDirectories(file.getParent());
    Files.writeString(file, SPEC);
    return file;
  }

  static Map<String, Double> accuracies(Path resultsRoot, ExperimentSpec spec) throws IOException {
    return TrialStore.read(
            ResultsLayout.directory(spec, resultsRoot),
            ResultsLayout.axes(spec),
            ResultsLayout.metrics(spec))
        .scores("accuracy");
  }

  CliTest.Result run(String shard, Path results) throws IOException {
    return shard == null
        ? CliTest.run(
            "run",
            spec().toString(),
            "--results",
            results.toString(),
            "--figures",
            temp.resolve("figures").toString(),
            "--no-progress",
            "--threads",
            "2")
        : CliTest.run(
            "run",
            spec().toString(),
            "--results",
            results.toString(),
            "--no-progress",
            "--threads",
            "2",
            "--shard",
            shard);
  }

  @Test
  void threeShardsMergedEqualOneRun() throws IOException {
    ExperimentSpec spec = SpecParser.parse(spec());
    assertThat(run(null, temp.resolve("whole")).code()).isZero();
    long parts = 0;
    for (int i = 1; i <= 3; i++) {
      CliTest.Result part = run(i + "/3", temp.resolve("part" + i));
      assertThat(part.code()).as(part.err()).isZero();
      assertThat(part.err()).contains("shard " + i + "/3");
      int size = accuracies(temp.resolve("part" + i), spec).size();
      assertThat(size).as("every part computes something").isPositive();
      parts += size;
    }
    Map<String, Double> whole = accuracies(temp.resolve("whole"), spec);
    assertThat(parts)
        .as("the parts are disjoint and cover the spec")
        .isEqualTo(whole.size())
        .isEqualTo(4 * 2 * (8 + 3));

    CliTest.Result merged =
        CliTest.run(
            "merge",
            "--into",
            temp.resolve("merged").toString(),
            temp.resolve("part1").toString(),
            temp.resolve("part2").toString(),
            temp.resolve("part3").toString());
    assertThat(merged.code()).as(merged.err()).isZero();
    assertThat(accuracies(temp.resolve("merged"), spec)).isEqualTo(whole);
    assertThat(ResultsLayout.directory(spec, temp.resolve("merged")).resolve("manifest.json"))
        .exists();

    // merging a part again adds nothing: identical trials are kept once
    CliTest.Result again =
        CliTest.run(
            "merge", "--into", temp.resolve("merged").toString(), temp.resolve("part2").toString());
    assertThat(again.code()).isZero();
    assertThat(again.err()).contains("0 trials added");
    assertThat(
            Files.readAllLines(
                ResultsLayout.directory(spec, temp.resolve("merged")).resolve("trials.csv")))
        .hasSize(whole.size() + 1);
  }

  @Test
  void twoDifferentResultsForOneTrialAreRefusedAndNothingIsWritten() throws IOException {
    ExperimentSpec spec = SpecParser.parse(spec());
    assertThat(run("1/2", temp.resolve("a")).code()).isZero();
    Path store = ResultsLayout.directory(spec, temp.resolve("a"));
    Path copy = temp.resolve("b/test/shards");
    Files.createDirectories(copy);
    List<String> lines = Files.readAllLines(store.resolve("trials.csv"));
    String row = lines.get(1);
    String key = row.substring(0, row.indexOf(','));
    // change the accuracy of the first trial in the copy
    String[] fields = row.split(",", -1);
    int accuracy = List.of(lines.get(0).split(",")).indexOf("accuracy");
    fields[accuracy] = "0.123";
    // as a run of other code would have written it: with its checksum (an edit without one is
    // refused as such)
    fields[fields.length - 1] = RowChecksum.of(List.of(fields).subList(0, fields.length - 1));
    lines.set(1, String.join(",", fields));
    Files.write(copy.resolve("trials.csv"), lines);
    Files.copy(store.resolve("trial-configs.csv"), copy.resolve("trial-configs.csv"));

    CliTest.Result refused =
        CliTest.run(
            "merge", "--into", temp.resolve("c").toString(), store.toString(), copy.toString());
    assertThat(refused.code()).isEqualTo(Main.USER_ERROR);
    assertThat(refused.err().strip())
        .contains("trial " + key + " has two different results")
        .contains("accuracy=0.123")
        .contains("nothing was merged")
        .doesNotContain("\n\tat ");
    assertThat(temp.resolve("c").resolve("trials.csv")).doesNotExist();
  }

  @Test
  void aBadShardIsAOneLineError() throws IOException {
    CliTest.Result bad = run("4/3", temp.resolve("x"));
    assertThat(bad.code()).isEqualTo(Main.USER_ERROR);
    assertThat(bad.err().strip())
        .isEqualTo(
            "ldpbench: error: --shard: '4/3' is not allowed; give i/k with 1 <= i <= k, e.g. 2/3");
  }
}
