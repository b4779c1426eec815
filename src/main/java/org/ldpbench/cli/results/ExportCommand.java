package org.ldpbench.cli.results;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.ldpbench.store.TidyExport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench export RESULTS_DIR [--out FILE]}: every stored trial as one tidy CSV (one row per
 * trial, every parameter a column; see {@link TidyExport}), for analysis in R, pandas or a
 * spreadsheet.
 */
@Command(
    name = "export",
    mixinStandardHelpOptions = true,
    description =
        "Write the stored trials of one experiment's result directory (or of every experiment below a"
            + " results root) as one tidy CSV: one row per trial, every sweep axis and method parameter a column."
            + " Superseded rows are left out; failed trials (failures.csv) are not trials and are not exported.")
public final class ExportCommand implements Callable<Integer> {

  @Parameters(
      paramLabel = "RESULTS_DIR",
      description = "An experiment's result directory or a results root.")
  Path results;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description = "Output file (default: standard output).")
  Path out;

  @Spec picocli.CommandLine.Model.CommandSpec command;

  @Override
  public Integer call() throws IOException {
    List<TidyExport.Source> sources = ResultDirectories.find(results);
    long rows;
    if (out == null) {
      PrintWriter stdout = command.commandLine().getOut();
      rows = TidyExport.write(sources, stdout);
      stdout.flush();
    } else {
      if (out.toAbsolutePath().getParent() != null) {
        Files.createDirectories(out.toAbsolutePath().getParent());
      }
      try (Writer writer =
          new OutputStreamWriter(Files.newOutputStream(out), StandardCharsets.UTF_8)) {
        rows = TidyExport.write(sources, writer);
      }
    }
    PrintWriter log = command.commandLine().getErr();
    log.printf(
        "exported %d trials of %d experiment%s%s%n",
        rows, sources.size(), sources.size() == 1 ? "" : "s", out == null ? "" : " to " + out);
    log.flush();
    return 0;
  }
}
