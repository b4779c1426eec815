package org.ldpbench.cli.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.cli.CliTest;
import org.ldpbench.cli.Main;
import org.ldpbench.testing.Slow;
import org.ldpbench.testing.TestSpecs;
import picocli.CommandLine;

/**
 * Every command the CLI suggests runs as printed: read back word by word as a POSIX shell would, it
 * parses with the CLI's own parser into the options that find the store just written, and where it
 * writes only into temporary folders it is run and succeeds.
 */
class SuggestedCommandTest {

  @TempDir Path temp;

  /**
   * The words of {@code line} as a POSIX shell splits them: plain words, single-quoted parts and
   * backslash-escaped characters outside quotes; anything else a shell would expand is refused.
   */
  static List<String> words(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean quoted = false;
    boolean any = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '\'') {
        quoted = !quoted;
        any = true;
      } else if (c == '\\' && !quoted) {
        word.append(line.charAt(++i));
        any = true;
      } else if (!quoted && "\"$`*?[]{}~#&|;<>()!".indexOf(c) >= 0) {
        throw new IllegalArgumentException("a shell would expand '" + c + "' in: " + line);
      } else if (c == ' ' && !quoted) {
        if (any) {
          words.add(word.toString());
        }
        word.setLength(0);
        any = false;
      } else {
        word.append(c);
        any = true;
      }
    }
    assertThat(quoted).as("unbalanced quotes in %s", line).isFalse();
    if (any) {
      words.add(word.toString());
    }
    return words;
  }

  /**
   * The arguments of a suggested command line: its words after the launcher, which must be the
   * project's.
   */
  static String[] arguments(String line) {
    List<String> words = words(line);
    assertThat(words.get(0)).isEqualTo("bin/ldpbench");
    return words.subList(1, words.size()).toArray(String[]::new);
  }

  /**
   * The suggested commands in a command's output: the lines that start (after indentation) with the
   * launcher.
   */
  static List<String> suggested(String output) {
    return output.lines().map(String::strip).filter(l -> l.startsWith("bin/ldpbench ")).toList();
  }

  /** The subcommand's parse result of {@code line}, parsed by the CLI's own parser. */
  static CommandLine.ParseResult parsed(String line) {
    CommandLine.ParseResult result = Main.commandLine().parseArgs(arguments(line));
    assertThat(result.hasSubcommand()).as(line).isTrue();
    return result.subcommand();
  }

  Path spec() throws IOException {
    Path file = temp.resolve("my specs/test/next.yaml"); // a space, so the path must be quoted
    Files.createDirectories(file.getParent());
    Files.writeString(file, TestSpecs.TINY.replace("name: test/tiny", "name: test/next"));
    return file;
  }

  @Test
  void wordsAreQuotedOnlyWhereAShellNeedsItAndReadBackUnchanged() {
    List<String> tricky =
        List.of("figures", "a b/c.yaml", "it's", "--results", "x/y_z-1.0", "$HOME", "");
    String line = SuggestedCommand.of(tricky);
    assertThat(line)
        .startsWith("bin/ldpbench figures 'a b/c.yaml' 'it'\\''s' --results x/y_z-1.0 '$HOME' ''");
    List<String> back = words(line);
    assertThat(back.subList(1, back.size())).isEqualTo(tricky);
  }

  @Test
  void theFiguresCommandAfterASparkRunNamesTheStoreUnlessFiguresReadsItByItself() {
    // a quick run stored in results/: figures --quick reads results/quick by itself, so --results
    // is needed
    CommandLine.ParseResult quick =
        parsed(SuggestedCommand.figures("s.yaml", true, Path.of("results"), null, null));
    assertThat(quick.commandSpec().name()).isEqualTo("figures");
    assertThat(quick.matchedOptionValue("--quick", false)).isTrue();
    assertThat(quick.matchedOptionValue("--results", (Path) null)).isEqualTo(Path.of("results"));
    assertThat(quick.matchedPositionalValue(0, List.<Path>of())).containsExactly(Path.of("s.yaml"));

    // a full run in results/ is what figures reads by itself: no --results, so a paper spec renders
    // where run does
    CommandLine.ParseResult full =
        parsed(SuggestedCommand.figures("s.yaml", false, Path.of("results"), null, null));
    assertThat(full.hasMatchedOption("--results")).isFalse();
    assertThat(full.hasMatchedOption("--quick")).isFalse();

    CommandLine.ParseResult elsewhere =
        parsed(
            SuggestedCommand.figures(
                "s.yaml", false, Path.of("/tmp/a b"), Path.of("figs"), "code"));
    assertThat(elsewhere.matchedOptionValue("--results", (Path) null))
        .isEqualTo(Path.of("/tmp/a b"));
    assertThat(elsewhere.matchedOptionValue("--figures", (Path) null)).isEqualTo(Path.of("figs"));
    assertThat(elsewhere.matchedOptionValue("--grid-profile", "")).isEqualTo("code");
  }

  @Test
  @Slow
  void aPartOfASpecSuggestsFiguresAndTheWholeRunWithItsStoreAndFigureRootsAndBothRun()
      throws IOException {
    Path spec = spec();
    Path results = temp.resolve("my results");
    Path figures = temp.resolve("figures");
    CliTest.Result part =
        CliTest.run(
            "run",
            spec.toString(),
            "--quick",
            "--results",
            results.toString(),
            "--figures",
            figures.toString(),
            "--no-progress",
            "--threads",
            "2",
            "--methods",
            "LPCT-P");
    assertThat(part.code()).as(part.err()).isZero();
    List<String> next = suggested(part.err());
    assertThat(next).hasSize(2);
    assertThat(figures.resolve("test/next.png")).doesNotExist();

    CommandLine.ParseResult render = parsed(next.get(0));
    assertThat(render.commandSpec().name()).isEqualTo("figures");
    assertThat(render.matchedOptionValue("--results", (Path) null)).isEqualTo(results);
    assertThat(render.matchedOptionValue("--figures", (Path) null)).isEqualTo(figures);
    assertThat(render.matchedOptionValue("--quick", false)).isTrue();
    CliTest.Result rendered = CliTest.run(arguments(next.get(0)));
    assertThat(rendered.code()).as(rendered.err()).isZero();
    assertThat(figures.resolve("test/next.png")).isNotEmptyFile();

    CommandLine.ParseResult whole = parsed(next.get(1));
    assertThat(whole.commandSpec().name()).isEqualTo("run");
    assertThat(whole.matchedPositionalValue(0, List.<Path>of())).containsExactly(spec);
    CliTest.Result ran = CliTest.run(arguments(next.get(1) + " --no-progress --threads 2"));
    assertThat(ran.code()).as(ran.err()).isZero();
    assertThat(ran.err())
        .contains("computed 48 trials", "(12 reused, 0 failed)"); // the same store, completed
  }

  @Test
  void aShardSuggestsMergingItsStoreIntoTheOneFiguresReadsThenRenderingIt() throws IOException {
    Path spec = spec();
    Path part = temp.resolve("shards/1");
    CliTest.Result shard =
        CliTest.run(
            "run",
            spec.toString(),
            "--quick",
            "--results",
            part.toString(),
            "--shard",
            "1/2",
            "--no-progress",
            "--threads",
            "2");
    assertThat(shard.code()).as(shard.err()).isZero();
    List<String> next = suggested(shard.err());
    assertThat(next).hasSize(2);

    CommandLine.ParseResult merge = parsed(next.get(0));
    assertThat(merge.commandSpec().name()).isEqualTo("merge");
    assertThat(merge.matchedOptionValue("--into", (Path) null))
        .isEqualTo(Path.of("results/quick/test/next"));
    assertThat(merge.matchedPositionalValue(0, List.<Path>of()))
        .containsExactly(part.resolve("test/next"));
    assertThat(part.resolve("test/next/trials.csv")).isNotEmptyFile();

    CommandLine.ParseResult render = parsed(next.get(1));
    assertThat(render.commandSpec().name()).isEqualTo("figures");
    assertThat(render.matchedOptionValue("--quick", false)).isTrue();
    assertThat(render.hasMatchedOption("--results"))
        .isFalse(); // figures --quick reads results/quick by itself
    assertThat(render.matchedPositionalValue(0, List.<Path>of())).containsExactly(spec);
  }

  @Test
  @Slow
  void figuresOfASpecNotRunYetSuggestsTheRunThatStoresWhereFiguresLooks() throws IOException {
    Path spec = spec();
    Path results = temp.resolve("results");
    Path figures = temp.resolve("figures");
    CliTest.Result early =
        CliTest.run(
            "figures",
            spec.toString(),
            "--quick",
            "--results",
            results.toString(),
            "--figures",
            figures.toString());
    assertThat(early.code()).isEqualTo(Main.USER_ERROR);
    assertThat(early.err().lines())
        .singleElement()
        .asString()
        .contains("no stored trials; run the experiment first: ");
    String run = early.err().substring(early.err().indexOf("first: ") + "first: ".length()).strip();
    CliTest.Result ran = CliTest.run(arguments(run + " --no-progress --threads 2"));
    assertThat(ran.code()).as(ran.err()).isZero();
    assertThat(results.resolve("test/next/trials.csv")).isNotEmptyFile();
    CliTest.Result again =
        CliTest.run(
            "figures",
            spec.toString(),
            "--quick",
            "--results",
            results.toString(),
            "--figures",
            figures.toString());
    assertThat(again.code()).as(again.err()).isZero();
  }

  @Test
  void aBadOptionPointsToTheCommandsHelpAsTheUserTypesIt() {
    CliTest.Result bad = CliTest.run("run", "--no-such-option");
    assertThat(bad.code()).isEqualTo(Main.USER_ERROR);
    String hint = bad.err().lines().filter(l -> l.startsWith("(try: ")).findFirst().orElseThrow();
    String command = hint.substring("(try: ".length(), hint.length() - 1);
    assertThat(command).isEqualTo("bin/ldpbench run --help");
    assertThat(Main.commandLine().parseArgs(arguments(command)).subcommand().isUsageHelpRequested())
        .isTrue();
  }
}
