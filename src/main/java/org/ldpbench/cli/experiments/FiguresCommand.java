package org.ldpbench.cli.experiments;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.ldpbench.cli.workspace.OutputOptions;
import org.ldpbench.data.Memo;
import org.ldpbench.report.paper.ExperimentReport;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.TrialStore;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ldpbench figures SPEC...}: re-renders summaries and figures from stored trials. */
@Command(
    name = "figures",
    mixinStandardHelpOptions = true,
    description =
        "Re-render summary.csv and figures from stored trials, without computing anything.")
public final class FiguresCommand implements Callable<Integer> {

  @Parameters(paramLabel = "SPEC", arity = "1..*", description = "Experiment spec files (YAML).")
  List<Path> specs;

  @ArgGroup(exclusive = true)
  ProfileChoice profile = new ProfileChoice();

  @Mixin OutputOptions output;

  @Spec picocli.CommandLine.Model.CommandSpec command;

  static final class ProfileChoice {
    @Option(
        names = "--quick",
        description =
            "Summarise the quick profile's replications (stored in results/quick,"
                + " rendered into results/quick/figures unless --results or --figures say otherwise).")
    boolean quick;

    @Option(names = "--full", description = "Summarise the full profile's replications.")
    boolean full;
  }

  /**
   * Without an explicit profile or grid profile, each paper's REPORT.md pass also renders the
   * summaries and figures of the listed specs from the results it loads, so every store is read
   * once, and the specs of a paper are processed in parallel. Specs without a store (heat maps
   * only, or not run yet: an error) are handled first, on their own, as are any the report pass did
   * not load.
   */
  @Override
  public Integer call() throws Exception {
    output.resolve(profile.quick);
    Memo dataMemo = new Memo(); // real data sets read once for the whole command
    PrintWriter log = command.commandLine().getErr();
    SkippedSpec.Selection selection = SkippedSpec.parse(specs, dataMemo, output::profiled);
    List<ExperimentSpec> parsed = selection.runnable();
    for (SkippedSpec skipped : selection.skipped()) {
      log.println(
          skipped.file()
              + ": skipped, its raw data are not usable here: "
              + String.join("; ", skipped.problems()));
    }
    if (profile.quick || profile.full || output.gridProfile != null) {
      LoadedSpecs loaded = new LoadedSpecs(output.results); // each store read once for both
      for (ExperimentSpec spec : parsed) {
        ExperimentSpec.Profile chosen =
            profile.quick
                ? ExperimentSpec.Profile.QUICK
                : profile.full
                    ? ExperimentSpec.Profile.FULL
                    : Experiments.lastProfile(spec, output.results);
        Experiments.report(spec, chosen, output, log, loaded);
      }
      PaperReports.write(specs, output, log, dataMemo, loaded);
      return 0;
    }
    Set<String> rendered = ConcurrentHashMap.newKeySet();
    for (ExperimentSpec spec : parsed) {
      // heat maps only (even with an empty store left by a run), or a spec that needs a run first
      // (a
      // user error, as before any report): rendered before the paper reports, which link their
      // images
      if (!spec.hasTrials()
          || !Files.exists(
              ResultsLayout.directory(spec, output.results).resolve(TrialStore.TRIALS))) {
        Experiments.report(spec, Experiments.lastProfile(spec, output.results), output, log);
        rendered.add(spec.name());
      }
    }
    Set<String> listed =
        parsed.stream()
            .map(ExperimentSpec::name)
            .filter(n -> !rendered.contains(n))
            .collect(Collectors.toSet());
    PaperReports.write(
        specs,
        output,
        log,
        dataMemo,
        (spec, plan, summary, directory) -> {
          if (listed.contains(spec.name())) {
            List<Path> written =
                ExperimentReport.write(plan, summary, directory, output.figuresFor(spec));
            synchronized (log) {
              written.forEach(p -> log.println("  wrote " + p));
              log.flush();
            }
            rendered.add(spec.name());
          }
        });
    for (ExperimentSpec spec : parsed) {
      if (!rendered.contains(spec.name())) {
        Experiments.report(spec, Experiments.lastProfile(spec, output.results), output, log);
      }
    }
    return 0;
  }
}
