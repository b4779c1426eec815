package org.ldpbench.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Where results and figures go; shared by the commands that write them. */
final class OutputOptions {

    @Option(names = "--results", paramLabel = "DIR", description = "Result store root (default: ${DEFAULT-VALUE}).")
    Path results = Path.of("results");

    @Option(names = "--figures", paramLabel = "DIR", description = "Figure root (default: ${DEFAULT-VALUE}).")
    Path figures = Path.of("paper-figures");

    @Option(names = "--grid-profile", paramLabel = "NAME", description = "Use the methods' grid profile NAME"
            + " (e.g. code; spec/lpct.md 6.1) instead of each spec's default; results and figures get the suffix -NAME.")
    String gridProfile;

    /** {@code spec} in the chosen grid profile (unchanged without --grid-profile). */
    org.ldpbench.spec.ExperimentSpec profiled(org.ldpbench.spec.ExperimentSpec spec) {
        if (gridProfile == null) {
            return spec;
        }
        try {
            return spec.withGridProfile(gridProfile);
        } catch (IllegalArgumentException e) {
            throw new org.ldpbench.UserError(e.getMessage());
        }
    }
}
