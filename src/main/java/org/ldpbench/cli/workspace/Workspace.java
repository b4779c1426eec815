package org.ldpbench.cli.workspace;

import java.nio.file.Files;
import java.nio.file.Path;
import org.ldpbench.UserError;

/**
 * A researcher's workspace ({@code ldpbench init DIR}): their own specs, methods, plugins, results
 * and figures, in a folder outside the project, so that nothing they do changes the project's files
 * ({@code git status} stays clean) and the papers' outputs are never mixed with theirs. A command
 * works in a workspace when {@value #ENVIRONMENT} names it: the workspace's {@code ldpbench} script
 * sets it, and {@code bin/ldpbench} sets it when run inside a folder holding {@value #MARKER}.
 * There, results go to {@code results/} and outputs to {@code figures/} of the workspace (quick
 * runs: {@code results/quick/} and {@code results/quick/figures/}); its {@code methods/} and {@code
 * plugins/} are found besides the project's.
 *
 * @param root the workspace folder
 */
public record Workspace(Path root) {

  /** The environment variable naming the active workspace. */
  public static final String ENVIRONMENT = "LDPBENCH_WORKSPACE";

  /** The file that marks a folder as a workspace. */
  public static final String MARKER = "ldpbench-workspace.yaml";

  /**
   * The workspace a command works in, or null (then the project's folders are used, as without
   * workspaces).
   */
  public static Workspace current() {
    String named = System.getenv(ENVIRONMENT);
    if (named == null || named.isBlank()) {
      return null;
    }
    Path root = Path.of(named);
    if (!Files.isRegularFile(root.resolve(MARKER))) {
      throw new UserError(
          ENVIRONMENT
              + " names "
              + named
              + ", which is not a workspace (no "
              + MARKER
              + "); make one with: bin/ldpbench init DIR");
    }
    return new Workspace(root);
  }

  public Path experiments() {
    return root.resolve("experiments");
  }

  public Path methods() {
    return root.resolve("methods");
  }

  public Path plugins() {
    return root.resolve("plugins");
  }

  public Path results(boolean quick) {
    return quick ? root.resolve("results").resolve("quick") : root.resolve("results");
  }

  public Path figures() {
    return root.resolve("figures");
  }

  public Path site() {
    return root.resolve("site");
  }
}
