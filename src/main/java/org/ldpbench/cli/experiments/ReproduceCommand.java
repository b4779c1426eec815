package org.ldpbench.cli.experiments;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.ldpbench.ProjectHome;
import org.ldpbench.cli.datasets.PaperTables;
import org.ldpbench.cli.workspace.OutputOptions;
import org.ldpbench.data.Memo;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench reproduce}: runs every spec under a directory, in name order, then the reports. A
 * spec whose raw data files are not on this machine is skipped and listed at the end with the files
 * to get; the exit code is 0 when everything that could run ran (skipping is not a failure, a user
 * without the real data still gets every synthetic figure, and a not-applicable trial is a result),
 * {@value RunFailures#EXIT_CODE} when trials failed (after every spec ran and every report was
 * written, with a summary: {@link RunFailures}), 2 on a user error.
 */
@Command(
    name = "reproduce",
    mixinStandardHelpOptions = true,
    description =
        "Run every experiment spec under DIR (default: experiments), then write summaries, figures"
            + " and each paper's REPORT.md. Specs whose raw data files are missing are skipped and listed at the"
            + " end.")
public final class ReproduceCommand implements Callable<Integer> {

  @Parameters(
      paramLabel = "DIR",
      arity = "0..1",
      description = "Directory of specs (default: ${DEFAULT-VALUE}).")
  Path directory = ProjectHome.resolve("experiments");

  @Mixin RunOptions run;

  @Mixin OutputOptions output;

  @Spec picocli.CommandLine.Model.CommandSpec command;

  @Override
  public Integer call() throws Exception {
    output.resolve(run.quick);
    List<Path> files = Experiments.specFiles(directory);
    PrintWriter log = command.commandLine().getErr();
    Memo dataMemo = new Memo(); // real data sets read once for the whole command
    RunFailures failures = new RunFailures();
    LoadedSpecs loaded = new LoadedSpecs(output.results); // each store read once for both reports
    List<SkippedSpec> skipped =
        Experiments.runAllAvailable(files, run, output, log, dataMemo, failures, loaded);
    PaperTables.write(files, output, log);
    PaperReports.write(files, output, log, dataMemo, loaded);
    Experiments.printSkipped(skipped, log);
    return failures.report(log);
  }
}
