package org.ldpbench.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README fits on a screen or two (at most {@value #README_LINES} lines), and every link in it,
 * in {@code docs/} and in {@code experiments/README.md} resolves on a fresh clone: files and
 * folders of the repository, headings of the target page, well-formed absolute addresses, nothing
 * outside the repository such as {@code ../shared} (issue 35). Every page of {@code docs/} can be
 * reached from the README by following links through the README, {@code docs/} and {@code
 * experiments/README.md}. The checker itself is shown to catch each kind of broken link on a small
 * repository of its own.
 */
class DocumentationLinksTest {

  /** The longest README allowed (issue 35: "a README that fits on a screen or two"). */
  static final int README_LINES = 200;

  private static final Path PROJECT = Path.of("").toAbsolutePath();

  @Test
  void theReadmeFitsOnAScreenOrTwo() throws IOException {
    List<String> lines = Files.readAllLines(PROJECT.resolve("README.md"), StandardCharsets.UTF_8);
    assertThat(lines.size())
        .as("README.md's lines (the rest belongs in docs/)")
        .isLessThanOrEqualTo(README_LINES);
  }

  @Test
  void everyLinkOfTheReadmeAndTheDocsResolves() throws IOException {
    DocumentationLinks checker = new DocumentationLinks(PROJECT, gitFiles(PROJECT));
    List<Path> pages = pages();
    assertThat(pages)
        .contains(
            Path.of("README.md"), Path.of("experiments/README.md"), Path.of("docs/user-guide.md"));
    List<String> problems = new ArrayList<>();
    for (Path page : pages) {
      problems.addAll(checker.problems(page));
    }
    assertThat(problems).as("broken links").isEmpty();
  }

  @Test
  void everyPageOfTheDocsIsReachableFromTheReadme() throws IOException {
    Set<Path> reached = new LinkedHashSet<>();
    Deque<Path> next = new ArrayDeque<>(List.of(Path.of("README.md")));
    while (!next.isEmpty()) {
      Path page = next.pop();
      if (!reached.add(page)) {
        continue;
      }
      for (MarkdownPage.Link link :
          MarkdownPage.of(Files.readString(PROJECT.resolve(page))).links()) {
        String destination = link.destination().replaceFirst("#.*$", "");
        if (destination.isEmpty() || destination.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
          continue;
        }
        Path target =
            PROJECT.relativize(PROJECT.resolve(page).getParent().resolve(destination).normalize());
        if (Files.isDirectory(PROJECT.resolve(target))
            && Files.exists(PROJECT.resolve(target).resolve("README.md"))) {
          target = target.resolve("README.md");
        }
        if ((target.startsWith("docs") || target.equals(Path.of("experiments/README.md")))
            && target.toString().endsWith(".md")
            && Files.isRegularFile(PROJECT.resolve(target))) {
          next.add(target);
        }
      }
    }
    List<Path> docs = pages().stream().filter(p -> p.startsWith("docs")).toList();
    assertThat(docs).as("docs/ pages").hasSizeGreaterThanOrEqualTo(7);
    assertThat(reached).as("pages reached from README.md by links").containsAll(docs);
  }

  @Test
  void theCheckerFindsEachKindOfBrokenLink(@TempDir Path repo) throws IOException {
    write(
        repo,
        "docs/guide.md",
        """
                # Guide

                ## Running specs: `ldpbench run` (and more)

                ## Running specs: `ldpbench run` (and more)

                ## Distributed DP (Auddy, Cai & Chakraborty)

                <a id="kept-anchor"></a>
                """);
    write(repo, "src/Main.java", "class Main {}\n");
    write(repo, "results/trials.csv", "key\n");
    write(
        repo,
        "README.md",
        """
                # Demo

                Good: [guide](docs/guide.md), [run](docs/guide.md#running-specs-ldpbench-run-and-more),
                [again](docs/guide.md#running-specs-ldpbench-run-and-more-1),
                [dp](docs/guide.md#distributed-dp-auddy-cai--chakraborty), [kept](docs/guide.md#kept-anchor),
                [here](#demo), [folder](docs/), [line](src/Main.java#L1), ![img](docs/guide.md "a title"),
                [web](https://example.org/a?b=c#d), [mail](mailto:someone@example.org), <https://example.org>,
                [nested ![x](docs/guide.md)](docs/guide.md), [spaced](<docs/guide.md>), [two
                lines](docs/guide.md).

                Bad: [missing](docs/missing.md), [anchor](docs/guide.md#nowhere), [shared](../shared/DESIGN.md),
                [ignored](results/trials.csv), [bad web](https://exa mple.org), [ftp](ftp://example.org/x),
                [no host](https:///path), ![picture](docs/figure.png), [code anchor](src/Main.java#main),
                [self](#nothing-here).

                [ref]: docs/gone.md

                `[in a code span](docs/none.md)`

                ```
                [in a fence](docs/none.md)
                ```
                """);
    DocumentationLinks checker =
        new DocumentationLinks(
            repo, Optional.of(Set.of("README.md", "docs/guide.md", "src/Main.java")));
    assertThat(checker.problems(Path.of("README.md")))
        .containsExactly(
            "README.md:11: (docs/missing.md) no such file or folder in the repository: docs/missing.md",
            "README.md:11: (docs/guide.md#nowhere) #nowhere: no such heading in docs/guide.md (anchors:"
                + " distributed-dp-auddy-cai--chakraborty, guide, kept-anchor, running-specs-ldpbench-run-and-more,"
                + " running-specs-ldpbench-run-and-more-1)",
            "README.md:11: (../shared/DESIGN.md) points outside the repository, which an outside user does not have",
            "README.md:12: (results/trials.csv) results/trials.csv is not in the repository (git-ignored or"
                + " generated: a fresh clone does not have it)",
            "README.md:12: (https://exa mple.org) a malformed address: Illegal character in authority at index 8:"
                + " https://exa mple.org",
            "README.md:12: (ftp://example.org/x) scheme ftp: only http, https and mailto links are allowed",
            "README.md:13: (https:///path) no host name",
            "README.md:13: (docs/figure.png) no such file or folder in the repository: docs/figure.png",
            "README.md:13: (src/Main.java#main) #main: only Markdown pages have heading anchors",
            "README.md:14: (#nothing-here) #nothing-here: no such heading in README.md (anchors: demo)",
            "README.md:16: (docs/gone.md) no such file or folder in the repository: docs/gone.md");
  }

  @Test
  void withoutGitAFileThatExistsIsEnough(@TempDir Path repo) throws IOException {
    write(repo, "results/trials.csv", "key\n");
    write(repo, "README.md", "[stored](results/trials.csv) [gone](results/other.csv)\n");
    assertThat(new DocumentationLinks(repo, Optional.empty()).problems(Path.of("README.md")))
        .containsExactly(
            "README.md:1: (results/other.csv) no such file or folder in the repository:"
                + " results/other.csv");
  }

  @Test
  void anchorsFollowGitHubsRules() {
    assertThat(HeadingAnchors.slug("Distributed DP (Auddy, Cai & Chakraborty)"))
        .isEqualTo("distributed-dp-auddy-cai--chakraborty");
    assertThat(HeadingAnchors.slug("Outputs (`output.figure`, `output.figures`)"))
        .isEqualTo("outputs-outputfigure-outputfigures");
    assertThat(HeadingAnchors.slug("Real data: `data.source: real`"))
        .isEqualTo("real-data-datasource-real");
    assertThat(HeadingAnchors.slug("Berrett–Butucea and label DP"))
        .isEqualTo("berrettbutucea-and-label-dp");
    assertThat(HeadingAnchors.slug("The [plugin API](plugin-api.md) and `snake_case`"))
        .isEqualTo("the-plugin-api-and-snake_case");
    HeadingAnchors anchors = new HeadingAnchors();
    assertThat(List.of(anchors.add("Outputs"), anchors.add("Outputs"), anchors.add("Outputs")))
        .containsExactly("outputs", "outputs-1", "outputs-2");
  }

  /**
   * README.md, experiments/README.md and every Markdown page below docs/, relative to the project.
   */
  private static List<Path> pages() throws IOException {
    List<Path> pages =
        new ArrayList<>(List.of(Path.of("README.md"), Path.of("experiments/README.md")));
    try (Stream<Path> docs = Files.walk(PROJECT.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md"))
          .map(PROJECT::relativize)
          .sorted()
          .forEach(pages::add);
    }
    return pages;
  }

  /**
   * The files git knows below {@code root} (tracked, or untracked and not ignored), or empty when
   * {@code root} is not a git checkout (an unpacked copy) or git cannot be run.
   */
  private static Optional<Set<String>> gitFiles(Path root) {
    try {
      Process git =
          new ProcessBuilder("git", "ls-files", "-z", "--cached", "--others", "--exclude-standard")
              .directory(root.toFile())
              .redirectError(ProcessBuilder.Redirect.DISCARD)
              .start();
      byte[] out = git.getInputStream().readAllBytes();
      if (!git.waitFor(60, TimeUnit.SECONDS) || git.exitValue() != 0) {
        return Optional.empty();
      }
      Set<String> files = new LinkedHashSet<>();
      for (String name : new String(out, StandardCharsets.UTF_8).split("\0")) {
        if (!name.isEmpty()) {
          files.add(name);
        }
      }
      return Optional.of(files);
    } catch (IOException e) {
      return Optional.empty();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    }
  }

  private static void write(Path repo, String name, String text) throws IOException {
    Path file = repo.resolve(name);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text, StandardCharsets.UTF_8);
  }
}
