package org.ldpbench.cli.experiments;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.ldpbench.ProjectHome;
import org.ldpbench.cli.workspace.OutputOptions;
import org.ldpbench.data.Memo;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ldpbench report}: writes one REPORT.md per paper from stored results. */
@Command(
    name = "report",
    mixinStandardHelpOptions = true,
    description =
        "Write paper-figures/<paper>/REPORT.md for every paper directory under DIR from stored results:"
            + " our numbers, the paper's claims checked, reference comparisons and deviations.")
public final class ReportCommand implements Callable<Integer> {

  @Parameters(
      paramLabel = "DIR",
      arity = "0..1",
      description = "Directory of specs (default: ${DEFAULT-VALUE}).")
  Path directory = ProjectHome.resolve("experiments");

  @Mixin OutputOptions output;

  @picocli.CommandLine.Option(
      names = "--quick",
      description =
          "Report the quick profile's results (results/quick,"
              + " written to results/quick/figures) instead of the full ones.")
  boolean quick;

  @Spec picocli.CommandLine.Model.CommandSpec command;

  @Override
  public Integer call() throws Exception {
    output.resolve(quick);
    PaperReports.write(
        Experiments.specFiles(directory), output, command.commandLine().getErr(), new Memo());
    return 0;
  }
}
