package org.ldpbench.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.DataSources;
import org.ldpbench.data.Memo;
import org.ldpbench.method.Method;
import org.ldpbench.method.Methods;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code ldpbench list}: methods, data sources and experiments, with their parameters. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List methods and data sources with their parameters, and the experiment specs.")
final class ListCommand implements Callable<Integer> {

    @Option(names = "--experiments", paramLabel = "DIR", description = "Spec directory (default: ${DEFAULT-VALUE}).")
    Path experiments = Path.of("experiments");

    @Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = command.commandLine().getOut();
        out.println("Methods:");
        for (Method method : Methods.all().values()) {
            out.printf("  %-10s %s [%s]%n", method.name(), method.info().description(), method.info().privacyModel().label());
            printParameters(out, method.info().parameters());
        }
        out.println();
        out.println("Data sources:");
        for (DataSourceFactory factory : DataSources.all().values()) {
            out.printf("  %-10s %s%n", factory.name(), factory.info().description());
            printParameters(out, factory.info().parameters());
        }
        out.println();
        out.println("Experiments (" + experiments + "):");
        if (Files.isDirectory(experiments)) {
            Memo dataMemo = new Memo(); // real data sets read once for all specs
            for (Path file : Experiments.specFiles(experiments)) {
                ExperimentSpec spec = SpecParser.parse(file, dataMemo);
                out.printf("  %-45s %s%n", spec.name(), spec.title());
            }
        } else {
            out.println("  (no such directory)");
        }
        out.flush();
        return 0;
    }

    private static void printParameters(PrintWriter out, ParameterSpace parameters) {
        for (ParameterSpec p : parameters.specs()) {
            String value = p.required() ? "required" : "default " + ParameterSet.format(p.defaultValue());
            out.printf("      %-16s %s; %s%s. %s%n", p.name(), p.type().describe(), value,
                    p.postProcessing() ? "; post-processing (no new noise)" : "", p.description());
        }
    }
}
