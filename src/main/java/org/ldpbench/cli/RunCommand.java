package org.ldpbench.cli;

import org.ldpbench.data.Memo;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
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
        output.resolve(run.quick);
        Experiments.runAll(specs, run, output, command.commandLine().getErr(), new Memo());
        return 0;
    }
}
