package org.ldpbench.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.ldpbench.experiment.ExperimentSpec;
import org.ldpbench.experiment.SpecParser;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ldpbench figures SPEC...}: re-renders summaries and figures from stored trials. */
@Command(name = "figures", mixinStandardHelpOptions = true,
        description = "Re-render summary.csv and figures from stored trials, without computing anything.")
final class FiguresCommand implements Callable<Integer> {

    @Parameters(paramLabel = "SPEC", arity = "1..*", description = "Experiment spec files (YAML).")
    List<Path> specs;

    @ArgGroup(exclusive = true)
    ProfileChoice profile = new ProfileChoice();

    @Mixin
    OutputOptions output;

    @Spec
    picocli.CommandLine.Model.CommandSpec command;

    static final class ProfileChoice {
        @Option(names = "--quick", description = "Summarise the quick profile's replications.")
        boolean quick;

        @Option(names = "--full", description = "Summarise the full profile's replications.")
        boolean full;
    }

    @Override
    public Integer call() throws Exception {
        List<ExperimentSpec> parsed = specs.stream().map(SpecParser::parse).map(output::profiled).toList();
        for (ExperimentSpec spec : parsed) {
            ExperimentSpec.Profile chosen = profile.quick ? ExperimentSpec.Profile.QUICK
                    : profile.full ? ExperimentSpec.Profile.FULL : Experiments.lastProfile(spec, output.results);
            Experiments.report(spec, chosen, output, command.commandLine().getErr());
        }
        Experiments.writePaperReports(specs, output, command.commandLine().getErr());
        return 0;
    }
}
