package org.ldpbench.cli.workspace;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.ldpbench.ProjectHome;
import org.ldpbench.UserError;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench init DIR}: makes a researcher's {@link Workspace} in DIR, a folder outside the
 * project: {@code experiments/} with a first spec, {@code methods/}, {@code plugins/}, a README,
 * and an {@code ldpbench} script that runs the project's launcher with DIR as the workspace
 * (results, figures and the site then go to DIR; the workspace's methods and plugins are found
 * besides the project's). Refuses a folder inside the project (its files would show in {@code git
 * status}) and a folder that is not empty.
 */
@Command(
    name = "init",
    mixinStandardHelpOptions = true,
    description =
        "Make a workspace of your own in DIR (outside the project): your specs, methods, plugins,"
            + " results and figures, and an ldpbench script that works in it.")
public final class InitCommand implements Callable<Integer> {

  @Parameters(
      paramLabel = "DIR",
      description = "The new workspace folder (outside the project), e.g. ../my-study.")
  Path directory;

  @Spec picocli.CommandLine.Model.CommandSpec command;

  @Override
  public Integer call() throws Exception {
    Path project = project();
    Path root = directory.toAbsolutePath().normalize();
    if (root.startsWith(project)) {
      throw new UserError(
          directory
              + ": inside the project ("
              + project
              + "); a workspace lives outside it, so"
              + " that nothing you run changes the project's files: e.g. bin/ldpbench init ../my-study");
    }
    if (Files.exists(root.resolve(Workspace.MARKER))) {
      throw new UserError(
          directory + " is a workspace already; work in it with " + root.resolve("ldpbench"));
    }
    if (Files.exists(root) && (!Files.isDirectory(root) || !empty(root))) {
      throw new UserError(directory + ": exists and is not an empty folder; give a new folder");
    }
    Map<String, String> values =
        Map.of(
            "PROJECT",
            project.toString(),
            "CREATED",
            Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
    Workspace workspace = new Workspace(root);
    Path launcher =
        WorkspaceTemplate.write("workspace/ldpbench.sh", values, root.resolve("ldpbench"));
    try {
      Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
    } catch (UnsupportedOperationException e) {
      launcher.toFile().setExecutable(true);
    }
    WorkspaceTemplate.write("workspace/marker.yaml", values, root.resolve(Workspace.MARKER));
    WorkspaceTemplate.write("workspace/README.md", values, root.resolve("README.md"));
    WorkspaceTemplate.write("workspace/gitignore", values, root.resolve(".gitignore"));
    Path spec =
        WorkspaceTemplate.write(
            "workspace/first-run.yaml",
            values,
            workspace.experiments().resolve("my-study").resolve("first-run.yaml"));
    Files.createDirectories(workspace.methods());
    Files.createDirectories(workspace.plugins());
    PrintWriter out = command.commandLine().getOut();
    out.println("made the workspace " + root + " (from the project " + project + "):");
    for (String line :
        List.of(
            "ldpbench          this workspace's launcher (results, figures, methods here)",
            "README.md         what goes where",
            "experiments/      your specs: " + root.relativize(spec),
            "methods/          your methods (NAME.yaml + program), plugins/: your plugin jars")) {
      out.println("  " + line);
    }
    out.println("Next:");
    out.println("  cd " + directory);
    out.println(
        "  ./ldpbench run "
            + root.relativize(spec)
            + "      # then open figures/my-study/REPORT.md");
    out.println(
        "  ./ldpbench new method Foo --lang python          # a method of your own, beside LPCT");
    out.println(
        "  ./ldpbench site                                  # site/index.html: the papers and your studies");
    out.flush();
    return 0;
  }

  /**
   * The project directory: the one bin/ldpbench names, else the working directory if it is the
   * project.
   */
  private static Path project() {
    Path home = ProjectHome.resolve(".").toAbsolutePath().normalize();
    if (!Files.isRegularFile(home.resolve("bin").resolve("ldpbench"))) {
      throw new UserError(
          "cannot tell where the project is: run this command as bin/ldpbench init DIR from the"
              + " project");
    }
    return home;
  }

  private static boolean empty(Path directory) throws java.io.IOException {
    try (Stream<Path> entries = Files.list(directory)) {
      return entries.findAny().isEmpty();
    }
  }
}
