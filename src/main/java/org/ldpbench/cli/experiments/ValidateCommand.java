package org.ldpbench.cli.experiments;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.ldpbench.data.Memo;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.GridThresholdNotice;
import org.ldpbench.spec.OverBudgetNotice;
import org.ldpbench.spec.SpecParser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ldpbench validate SPEC...}: checks specs and prints what they would run. */
@Command(
    name = "validate",
    mixinStandardHelpOptions = true,
    description = "Check experiment specs without running them; print the planned trial counts.")
public final class ValidateCommand implements Callable<Integer> {

  @Parameters(paramLabel = "SPEC", arity = "1..*", description = "Experiment spec files (YAML).")
  List<Path> specs;

  @picocli.CommandLine.Option(
      names = "--keys",
      description =
          "Also print a SHA-256 digest of every trial key and"
              + " its seeds, full and quick profile (equal digests: the same trials on the same random streams).")
  boolean keys;

  @Spec picocli.CommandLine.Model.CommandSpec command;

  @Override
  public Integer call() {
    Memo dataMemo = new Memo(); // real data sets read once for all specs
    for (Path file : specs) {
      ExperimentSpec spec = SpecParser.parse(file, dataMemo);
      long full = ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL).trialCount();
      long quick = ExperimentPlan.of(spec, ExperimentSpec.Profile.QUICK).trialCount();
      command
          .commandLine()
          .getOut()
          .printf(
              "%s: ok (%s): %d methods, %s%d trials (%d replications), quick %d trials (%s)%n",
              file,
              spec.name(),
              spec.methods().size(),
              // a bestOf spec fits one configuration per method and point of these, chosen by the
              // named spec's stored trials, which validating does not read
              spec.bestOf().isEmpty()
                  ? ""
                  : "one configuration per method and point, chosen by " + spec.bestOf() + ", of ",
              full,
              spec.replications(),
              quick,
              spec.quick().describe(spec.sweep()));
      GridThresholdNotice.of(spec).ifPresent(command.commandLine().getOut()::println);
      OverBudgetNotice.of(spec).ifPresent(command.commandLine().getOut()::println);
      if (keys) {
        command
            .commandLine()
            .getOut()
            .printf(
                "%s: keys full %s quick %s%n",
                spec.name(),
                ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL).keysDigest(),
                ExperimentPlan.of(spec, ExperimentSpec.Profile.QUICK).keysDigest());
      }
    }
    command.commandLine().getOut().flush();
    return 0;
  }
}
