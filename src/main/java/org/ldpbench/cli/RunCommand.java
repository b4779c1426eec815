package org.ldpbench.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.ldpbench.experiment.ExperimentSpec;
import org.ldpbench.experiment.SpecParser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code ldpbench run SPEC...}: computes missing trials, then writes summaries and figures. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run experiments: compute the trials not yet stored, then write summary.csv and figures.")
final class RunCommand implements Callable<Integer> {

    @Parameters(paramLabel = "SPEC", arity = "1..*", description = "Experiment spec files (YAML).")
    List<Path> specs;

    @Option(names = "--quick", description = "Use the spec's quick profile (fewer replications).")
    boolean quick;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads (default: number of cores).")
    Integer threads;

    @Option(names = "--no-progress", description = "Do not show progress.")
    boolean noProgress;

    @Mixin
    OutputOptions output;

    @Override
    public Integer call() throws Exception {
        // validate every spec before running any, so a typo in the last one does not waste a run
        List<ExperimentSpec> parsed = specs.stream().map(SpecParser::parse).toList();
        int workers = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        ExperimentSpec.Profile profile = quick ? ExperimentSpec.Profile.QUICK : ExperimentSpec.Profile.FULL;
        for (ExperimentSpec spec : parsed) {
            Experiments.runAndReport(spec, profile, workers, output, !noProgress);
        }
        return 0;
    }
}
