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
import org.ldpbench.method.PrivacyModelsBySetting;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench list}: methods, data sources and experiments, with their parameters; {@code
 * ldpbench list METHOD}: one method in full, with its privacy model for every setting, its use of
 * δ and how it splits and composes its budget, so a reader can judge which methods compare fairly.
 */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List methods and data sources with their parameters, and the experiment specs; "
                + "with METHOD, that method's privacy model, budget use and parameters.")
final class ListCommand implements Callable<Integer> {

    @Option(names = "--experiments", paramLabel = "DIR", description = "Spec directory (default: ${DEFAULT-VALUE}).")
    Path experiments = Path.of("experiments");

    @Parameters(arity = "0..1", paramLabel = "METHOD", description = "Show only this method, in full.")
    String methodName;

    @Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = command.commandLine().getOut();
        if (methodName != null) {
            Method method = Methods.find(methodName).orElseThrow(() -> new org.ldpbench.UserError("unknown method '"
                    + methodName + "'; known: " + String.join(", ", Methods.all().keySet())));
            printMethod(out, method);
            out.flush();
            return 0;
        }
        out.println("Methods:");
        for (Method method : Methods.all().values()) {
            out.printf("  %-10s %s [%s]%n", method.name(), method.info().description(),
                    PrivacyModelsBySetting.describe(method));
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

    /** One method: what it is, who is trusted, its use of δ, its budget split, its parameters. */
    static void printMethod(PrintWriter out, Method method) {
        out.printf("%s: %s%n", method.name(), method.info().description());
        out.printf("  task:            %s%n", method.info().task().name().toLowerCase(java.util.Locale.ROOT));
        out.printf("  privacy model:   %s%n", PrivacyModelsBySetting.describe(method));
        out.printf("  delta:           %s%n", method.info().privacyModel() == org.ldpbench.method.PrivacyModel.NONE
                ? "none (non-private)" : method.info().usesDelta() ? "(eps, delta)-DP: needs delta > 0 for every private sample"
                        : "pure eps-DP: uses no delta");
        out.printf("  budget:          %s%n", method.info().privacyModel() == org.ldpbench.method.PrivacyModel.NONE
                ? "none (non-private)" : method.info().budgetStatement());
        out.printf("  implementation:  version %d, noise stream %s%n", method.info().implementationVersion(),
                method.info().noiseStream());
        out.println("  parameters:" + (method.info().parameters().specs().isEmpty() ? " none" : ""));
        printParameters(out, method.info().parameters());
    }

    private static void printParameters(PrintWriter out, ParameterSpace parameters) {
        for (ParameterSpec p : parameters.specs()) {
            String value = p.required() ? "required" : "default " + ParameterSet.format(p.defaultValue());
            out.printf("      %-16s %s; %s%s. %s%n", p.name(), p.type().describe(), value,
                    p.postProcessing() ? "; post-processing (no new noise)" : "", p.description());
        }
    }
}
