package org.ldpbench.cli.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.cli.CliTest;
import org.ldpbench.cli.Main;
import org.ldpbench.testing.Slow;

/**
 * A researcher's own runs never write into the committed tree: {@code ldpbench init} makes a
 * workspace outside the project; a spec outside {@code experiments/} renders into {@code
 * results/figures/} (never {@code paper-figures/}); in a workspace everything goes to the
 * workspace; a spec's figure and REPORT.md share one folder even when its name's folder is not its
 * file's; a spec without {@code output:} gets the default figure and a line saying so. The runs are
 * child JVMs whose working directory is a copy of the project's layout (the project folders are
 * relative to it).
 */
@Slow
class WorkspaceTest {

  private static final String SPEC =
      """
            name: %s
            title: "tiny"
            seed: 5
            replications: 2
            data:
              synthetic: ma-yang-2d
              params: {gamma: 0.5, nPrivate: 300, nPublic: 30, nTest: 100}
            sweep:
              epsilon: [1, 8]
            methods:
              - {name: LPCT-P, grid: {depth: [1..2]}}
            """;

  @TempDir Path temp;

  @Test
  void initMakesAWorkspaceOutsideTheProjectAndRefusesOneInsideIt() throws Exception {
    Path workspace = temp.resolve("my-study");

    CliTest.Result made = CliTest.run("init", workspace.toString());

    assertThat(made.code()).as(made.err()).isZero();
    assertThat(made.out()).contains("./ldpbench run experiments/my-study/first-run.yaml");
    assertThat(workspace.resolve(Workspace.MARKER))
        .content()
        .contains("project: \"" + Path.of("").toAbsolutePath());
    assertThat(workspace.resolve("ldpbench"))
        .isExecutable()
        .content()
        .contains("project=\"" + Path.of("").toAbsolutePath() + "\"")
        .contains("LDPBENCH_WORKSPACE=\"$here\" exec \"$project/bin/ldpbench\"");
    assertThat(workspace.resolve("experiments/my-study/first-run.yaml"))
        .content()
        .contains("name: my-study/first-run");
    assertThat(workspace.resolve("methods")).isDirectory();
    assertThat(workspace.resolve("plugins")).isDirectory();
    assertThat(workspace.resolve("README.md")).content().doesNotContain("{{");

    CliTest.Result again = CliTest.run("init", workspace.toString());
    assertThat(again.code()).isEqualTo(Main.USER_ERROR);
    assertThat(again.err()).contains("is a workspace already");
    CliTest.Result inside = CliTest.run("init", "target/not-here");
    assertThat(inside.code()).isEqualTo(Main.USER_ERROR);
    assertThat(inside.err()).contains("inside the project").hasLineCount(1);
    assertThat(Path.of("target/not-here")).doesNotExist();
  }

  @Test
  void ownSpecsNeverWriteIntoPaperFiguresAndKeepTheirOutputsInOneFolder() throws Exception {
    Path project = Files.createDirectories(temp.resolve("project"));
    Files.createDirectories(project.resolve("experiments/paper"));
    Path own = Files.createDirectories(project.resolve("scratch/myspec"));
    Files.writeString(own.resolve("x.yaml"), SPEC.formatted("mine/foo"));

    Run run = ldpbench(project, Map.of(), "run", "scratch/myspec/x.yaml");

    assertThat(run.exit()).as(run.output()).isZero();
    assertThat(project.resolve("paper-figures")).doesNotExist();
    assertThat(project.resolve("results/figures/mine/foo.png")).exists();
    assertThat(project.resolve("results/figures/mine/REPORT.md")).content().contains("![");
    assertThat(project.resolve("results/figures/myspec")).doesNotExist();
    assertThat(run.output())
        .contains("mine/foo: no output: block, so the default figure: accuracy against epsilon");
    assertThat(files(project)).allMatch(p -> p.startsWith("results/") || p.startsWith("scratch/"));
  }

  @Test
  void inAWorkspaceResultsAndFiguresGoToTheWorkspace() throws Exception {
    Path project = Files.createDirectories(temp.resolve("project"));
    Files.createDirectories(project.resolve("experiments/paper"));
    Path workspace = Files.createDirectories(temp.resolve("ws"));
    Files.writeString(workspace.resolve(Workspace.MARKER), "project: x\n");
    Path spec = Files.createDirectories(workspace.resolve("experiments/study")).resolve("y.yaml");
    Files.writeString(spec, SPEC.formatted("study/y"));

    Run run =
        ldpbench(
            project, Map.of(Workspace.ENVIRONMENT, workspace.toString()), "run", spec.toString());

    assertThat(run.exit()).as(run.output()).isZero();
    assertThat(workspace.resolve("results/study/y/trials.csv")).exists();
    assertThat(workspace.resolve("figures/study/y.svg")).exists();
    assertThat(workspace.resolve("figures/study/REPORT.md")).exists();
    assertThat(files(project)).as("nothing written into the project").isEmpty();

    Run site =
        ldpbench(
            project,
            Map.of(Workspace.ENVIRONMENT, workspace.toString()),
            "site",
            "--figures",
            "paper-figures-absent");
    assertThat(site.exit()).as(site.output()).isZero();
    String index = Files.readString(workspace.resolve("site/index.html"), StandardCharsets.UTF_8);
    assertThat(index)
        .contains(
            "<h2>Papers</h2>",
            "Nothing rendered here yet.",
            "<h2>Your experiments</h2>",
            "<a href=\"workspace/study/index.html\">");
    assertThat(Files.readString(workspace.resolve("site/workspace/study/index.html")))
        .contains("<svg")
        .contains("href=\"../../index.html\"");
  }

  private record Run(int exit, String output) {}

  private static Run ldpbench(Path work, Map<String, String> environment, String... args)
      throws Exception {
    String java = ProcessHandle.current().info().command().orElse("java");
    List<String> command =
        new ArrayList<>(
            List.of(
                java,
                "-Djava.awt.headless=true",
                "-cp",
                System.getProperty("java.class.path"),
                "org.ldpbench.cli.Main"));
    command.addAll(List.of(args));
    command.addAll(
        List.of("--threads", "1", "--no-progress").subList(0, args[0].equals("run") ? 3 : 0));
    ProcessBuilder builder =
        new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true);
    builder.environment().remove(Workspace.ENVIRONMENT);
    builder.environment().putAll(environment);
    Process child = builder.start();
    byte[] out = child.getInputStream().readAllBytes();
    assertThat(child.waitFor(5, TimeUnit.MINUTES)).isTrue();
    return new Run(child.exitValue(), new String(out, StandardCharsets.UTF_8));
  }

  /**
   * The files below {@code root} (relative, with '/'), but not the project's empty experiments/
   * layout.
   */
  private static List<String> files(Path root) throws IOException {
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(Files::isRegularFile)
          .map(p -> root.relativize(p).toString().replace('\\', '/'))
          .toList();
    }
  }
}
