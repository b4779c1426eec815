package org.ldpbench.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Where results and figures go; shared by the commands that write them. */
final class OutputOptions {

    @Option(names = "--results", paramLabel = "DIR", description = "Result store root (default: ${DEFAULT-VALUE}).")
    Path results = Path.of("results");

    @Option(names = "--figures", paramLabel = "DIR", description = "Figure root (default: ${DEFAULT-VALUE}).")
    Path figures = Path.of("paper-figures");
}
