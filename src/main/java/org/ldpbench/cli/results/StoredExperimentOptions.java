package org.ldpbench.cli.results;

import java.io.IOException;
import java.nio.file.Path;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * What the analysis commands ({@code compare}, {@code plot}) share: one experiment's result
 * directory, its spec (by default the one its manifest names) and the metric to read.
 */
final class StoredExperimentOptions {

  @Parameters(paramLabel = "RESULTS_DIR", description = "One experiment's result directory.")
  Path results;

  @Option(
      names = "--metric",
      paramLabel = "M",
      description = "Metric (default: the spec's primary metric).")
  String metric;

  @Option(
      names = "--spec",
      paramLabel = "FILE",
      description = "The experiment's spec (default: the one its" + " manifest.json names).")
  Path specFile;

  /** The stored results, read with the spec. */
  StoredExperiment read() throws IOException {
    return StoredExperiment.read(results, specFile);
  }
}
