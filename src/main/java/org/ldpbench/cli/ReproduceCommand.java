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

/** {@code ldpbench reproduce}: runs every spec under a directory, in name order. */
@Command(name = "reproduce", mixinStandardHelpOptions = true,
        description = "Run every experiment spec under DIR (default: experiments), then write summaries and figures.")
final class ReproduceCommand implements Callable<Integer> {

    @Parameters(paramLabel = "DIR", arity = "0..1", description = "Directory of specs (default: ${DEFAULT-VALUE}).")
    Path directory = Path.of("experiments");

    @Option(names = "--quick", description = "Use each spec's quick profile (fewer replications).")
    boolean quick;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads (default: number of cores).")
    Integer threads;

    @Option(names = "--no-progress", description = "Do not show progress.")
    boolean noProgress;

    @Mixin
    OutputOptions output;

    @Override
    public Integer call() throws Exception {
        List<Path> files = Experiments.specFiles(directory);
        List<ExperimentSpec> parsed = files.stream().map(SpecParser::parse).toList();
        int workers = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        ExperimentSpec.Profile profile = quick ? ExperimentSpec.Profile.QUICK : ExperimentSpec.Profile.FULL;
        for (ExperimentSpec spec : parsed) {
            Experiments.runAndReport(spec, profile, workers, output, !noProgress);
        }
        Experiments.writePaperReports(files, output);
        return 0;
    }
}
