package org.ldpbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.ldpbench.experiment.ExperimentSpec;
import org.ldpbench.experiment.SpecParser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ldpbench run SPEC...}: computes missing trials, then writes summaries and figures. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run experiments: compute the trials not yet stored, then write summary.csv and figures.")
final class RunCommand implements Callable<Integer> {

    @Parameters(paramLabel = "SPEC", arity = "1..*", description = "Experiment spec files (YAML).")
    List<Path> specs;

    @Mixin
    RunOptions run;

    @Mixin
    OutputOptions output;

    @Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Override
    public Integer call() throws Exception {
        // validate every spec before running any, so a typo in the last one does not waste a run
        List<ExperimentSpec> parsed = specs.stream().map(SpecParser::parse).toList();
        PrintWriter log = command.commandLine().getErr();
        for (ExperimentSpec spec : parsed) {
            Experiments.runAndReport(spec, run.profile(), run.workers(), output, !run.noProgress, log);
        }
        return 0;
    }
}
