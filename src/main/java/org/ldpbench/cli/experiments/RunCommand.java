package org.ldpbench.cli.experiments;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.ldpbench.cli.workspace.OutputOptions;
import org.ldpbench.data.Memo;
import org.ldpbench.run.PlanSelection;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench run SPEC... [--methods A,B] [--sweep AXIS=V1,V2]}: computes missing trials (of
 * the whole specs or of the selected part, see {@link PlanSelection}), then writes summaries and
 * figures and refreshes the REPORT.md of each spec's folder (as {@code figures} does), so the
 * report never lags behind the figures it describes. A part of a spec (--methods, --sweep, --shard)
 * leaves summaries, figures and reports as they were. If trials failed, it ends with their summary
 * ({@link RunFailures}) and exit code {@value RunFailures#EXIT_CODE}.
 */
@Command(
    name = "run",
    mixinStandardHelpOptions = true,
    description =
        "Run experiments: compute the trials not yet stored, then write summary.csv, figures and the"
            + " REPORT.md of each spec's folder.")
public final class RunCommand implements Callable<Integer> {

  @Parameters(paramLabel = "SPEC", arity = "1..*", description = "Experiment spec files (YAML).")
  List<Path> specs;

  @Mixin RunOptions run;

  @Option(
      names = "--methods",
      paramLabel = "LABEL",
      split = ",",
      description =
          "Run only these method labels of"
              + " the spec (comma-separated); their trials keep their keys, so the whole spec's run reuses them.")
  List<String> methods = List.of();

  @Option(
      names = "--sweep",
      paramLabel = "AXIS=V1,V2",
      description =
          "Run only these values of a sweep axis (each"
              + " one of the spec's; repeat for other axes), e.g. --sweep epsilon=1,8.")
  List<String> sweep = List.of();

  @Mixin OutputOptions output;

  @Spec picocli.CommandLine.Model.CommandSpec command;

  @Override
  public Integer call() throws Exception {
    output.resolve(run.quick);
    PlanSelection selection = new PlanSelection(methods, PlanSelection.parseSweep(sweep));
    java.io.PrintWriter log = command.commandLine().getErr();
    Memo dataMemo = new Memo(); // real data sets read once for the whole command
    RunFailures failures = new RunFailures();
    LoadedSpecs loaded = new LoadedSpecs(output.results); // each store read once for both reports
    Experiments.runAll(specs, run, selection, output, log, dataMemo, failures, loaded);
    if (!selection.restricts() && run.shard().count() == 1) {
      // the REPORT.md of each spec's folder, from stored results, in this profile's figure root
      // (a quick run's is results/quick/figures unless --figures says otherwise: never
      // paper-figures)
      PaperReports.write(specs, output, log, dataMemo, loaded);
    }
    return failures.report(log);
  }
}
