package org.ldpbench.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import org.ldpbench.UserError;

/**
 * A researcher's workspace ({@code ldpbench init DIR}): their own specs, methods, plugins, results and
 * figures, in a folder outside the project, so that nothing they do changes the project's files
 * ({@code git status} stays clean) and the papers' outputs are never mixed with theirs. A command
 * works in a workspace when {@value #ENVIRONMENT} names it: the workspace's {@code ldpbench} script
 * sets it, and {@code bin/ldpbench} sets it when run inside a folder holding {@value #MARKER}. There,
 * results go to {@code results/} and outputs to {@code figures/} of the workspace (quick runs: {@code
 * results/quick/} and {@code results/quick/figures/}); its {@code methods/} and {@code plugins/} are
 * found besides the project's.
 *
 * @param root the workspace folder
 */
record Workspace(Path root) {

    /** The environment variable naming the active workspace. */
    static final String ENVIRONMENT = "LDPBENCH_WORKSPACE";
    /** The file that marks a folder as a workspace. */
    static final String MARKER = "ldpbench-workspace.yaml";

    /** The workspace a command works in, or null (then the project's folders are used, as without workspaces). */
    static Workspace current() {
        String named = System.getenv(ENVIRONMENT);
        if (named == null || named.isBlank()) {
            return null;
        }
        Path root = Path.of(named);
        if (!Files.isRegularFile(root.resolve(MARKER))) {
            throw new UserError(ENVIRONMENT + " names " + named + ", which is not a workspace (no " + MARKER
                    + "); make one with: bin/ldpbench init DIR");
        }
        return new Workspace(root);
    }

    Path experiments() {
        return root.resolve("experiments");
    }

    Path methods() {
        return root.resolve("methods");
    }

    Path plugins() {
        return root.resolve("plugins");
    }

    Path results(boolean quick) {
        return quick ? root.resolve("results").resolve("quick") : root.resolve("results");
    }

    Path figures() {
        return root.resolve("figures");
    }

    Path site() {
        return root.resolve("site");
    }
}
