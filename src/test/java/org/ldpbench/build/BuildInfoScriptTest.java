package org.ldpbench.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rule behind the dirty flag embedded in the jar (bin/build-info, run by Maven in
 * generate-resources), on a scratch git repository: changed, staged, deleted and untracked files
 * under src/, experiments/, datasets/, methods/, examples/, tools/ and pom.xml make a build dirty;
 * outputs that runs rewrite (results/, paper-figures/), git-ignored files (a plugin's target/) and
 * other paths do not; outside a checkout of the project the commit is unknown. The Makefile's
 * BUILD_STAMP rule takes its paths from the script ({@code bin/build-info --inputs}).
 */
class BuildInfoScriptTest {

  @TempDir Path project;

  @TempDir Path elsewhere;

  private Path script;

  @BeforeEach
  void repository() throws Exception {
    script = Path.of("bin/build-info").toAbsolutePath();
    assumeTrue(run(project.getParent(), "git", "--version").code == 0, "needs git");
    write("pom.xml", "<project/>\n");
    write("src/main/java/A.java", "class A {}\n");
    write("experiments/a.yaml", "name: a\n");
    write("datasets/a.yaml", "name: a\n");
    write("methods/RR-GRID-PY.yaml", "name: RR-GRID-PY\n");
    write("examples/python-method/rr_grid.py", "print('rr')\n");
    write("tools/authors-lpct/lpct_authors_adapter.py", "print('adapter')\n");
    write("paper-figures/a.md", "a\n");
    write("README.md", "a\n");
    write(".gitignore", "target/\n/datasets/raw/\n/results/\n");
    git("init", "-q");
    git("add", "-A");
    git("-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-q", "-m", "first");
  }

  private void write(String path, String text) throws IOException {
    Path file = project.resolve(path);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  private void git(String... arguments) throws Exception {
    List<String> command = new ArrayList<>(List.of("git"));
    command.addAll(List.of(arguments));
    Result result = run(project, command.toArray(String[]::new));
    assertThat(result.code).as(String.join(" ", command) + ": " + result.output).isZero();
  }

  private record Result(int code, String output) {}

  private static Result run(Path directory, String... command) throws Exception {
    ProcessBuilder builder =
        new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true);
    // a scratch repository of its own, whatever repository the test runs in
    builder.environment().keySet().removeIf(name -> name.startsWith("GIT_"));
    builder.environment().put("GIT_CEILING_DIRECTORIES", directory.getParent().toString());
    Process process = builder.start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    return new Result(process.exitValue(), output);
  }

  /** Runs bin/build-info in {@code directory} and returns what it wrote. */
  private Properties buildInfo(Path directory) throws Exception {
    Path out = directory.resolve("target/build-commit.properties");
    Result result = run(directory, script.toString(), out.toString());
    assertThat(result.code).as(result.output).isZero();
    Properties properties = new Properties();
    properties.load(new StringReader(Files.readString(out)));
    Files.delete(out);
    return properties;
  }

  private String dirty() throws Exception {
    return buildInfo(project).getProperty("git.dirty");
  }

  @Test
  void aCleanCheckoutGivesItsCommitAndNotDirty() throws Exception {
    Properties info = buildInfo(project);
    assertThat(info.getProperty("git.commit"))
        .matches("[0-9a-f]{40}")
        .isEqualTo(run(project, "git", "rev-parse", "HEAD").output.trim());
    assertThat(info.getProperty("git.dirty")).isEqualTo("false");
  }

  @Test
  void outputsOfRunsIgnoredFilesAndOtherPathsDoNotMakeItDirty() throws Exception {
    write("results/a/trials.csv", "key\n");
    write("paper-figures/a.md", "redrawn\n");
    write("paper-figures/new.png", "png\n");
    write("datasets/raw/rice/rice.arff", "raw\n");
    write("examples/java-method/target/grid-rr.jar", "built\n");
    write("README.md", "edited\n");
    write("notes.txt", "untracked\n");
    assertThat(dirty()).isEqualTo("false");
  }

  @Test
  void untrackedFilesUnderTheInputsMakeItDirty() throws Exception {
    for (String path :
        List.of(
            "src/main/java/org/New.java",
            "experiments/new/b.yaml",
            "datasets/b.yaml",
            "methods/NEW.yaml",
            "examples/python-method/new.py",
            "tools/authors-lpct/helper.py")) {
      write(path, "new\n");
      assertThat(dirty()).as(path).isEqualTo("true");
      Files.delete(project.resolve(path));
      assertThat(dirty()).as("without " + path).isEqualTo("false");
    }
  }

  @Test
  void modifiedStagedAndDeletedInputsMakeItDirty() throws Exception {
    write("pom.xml", "<project><!-- edited --></project>\n");
    assertThat(dirty()).isEqualTo("true");
    git("checkout", "--", "pom.xml");
    write("experiments/a.yaml", "name: b\n");
    git("add", "experiments/a.yaml");
    assertThat(dirty()).as("staged").isEqualTo("true");
    git("reset", "-q", "--hard");
    Files.delete(project.resolve("src/main/java/A.java"));
    assertThat(dirty()).as("deleted").isEqualTo("true");
  }

  @Test
  void editingTheExamplesTheExternalMethodsOrTheAdaptersMakesItDirty() throws Exception {
    for (String path :
        List.of(
            "examples/python-method/rr_grid.py",
            "methods/RR-GRID-PY.yaml",
            "tools/authors-lpct/lpct_authors_adapter.py")) {
      write(path, Files.readString(project.resolve(path)) + "# edited\n");
      assertThat(dirty()).as(path).isEqualTo("true");
      git("checkout", "--", path);
      assertThat(dirty()).as("restored " + path).isEqualTo("false");
    }
  }

  @Test
  void theMakefilesBuildStampWatchesTheScriptsInputs() throws Exception {
    Result inputs = run(project, script.toString(), "--inputs");
    assertThat(inputs.code).as(inputs.output).isZero();
    assertThat(inputs.output.strip().split(" "))
        .containsExactly(
            "src", "experiments", "datasets", "methods", "examples", "tools", "pom.xml");
    String makefile = Files.readString(Path.of("Makefile"));
    assertThat(makefile)
        .contains("BUILD_INPUTS := $(shell bin/build-info --inputs)")
        .contains("git status --porcelain --untracked-files=all -- $(BUILD_INPUTS)");
  }

  @Test
  void outsideAGitCheckoutOfTheProjectBothAreUnknown() throws Exception {
    Path copy = Files.createDirectories(project.resolve("copy"));
    Files.writeString(copy.resolve("pom.xml"), "<project/>\n");
    // inside a repository that does not track this pom.xml: an unpacked copy, not a checkout
    Properties inOther = buildInfo(copy);
    assertThat(inOther.getProperty("git.commit")).isEqualTo("unknown");
    assertThat(inOther.getProperty("git.dirty")).isEqualTo("unknown");
    // no repository at all
    Path alone = elsewhere;
    Files.writeString(alone.resolve("pom.xml"), "<project/>\n");
    Properties none = buildInfo(alone);
    assertThat(none.getProperty("git.commit")).isEqualTo("unknown");
    assertThat(none.getProperty("git.dirty")).isEqualTo("unknown");
  }
}
