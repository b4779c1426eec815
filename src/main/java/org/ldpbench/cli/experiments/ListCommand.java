package org.ldpbench.cli.experiments;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.ldpbench.CloseNames;
import org.ldpbench.ProjectHome;
import org.ldpbench.UserError;
import org.ldpbench.cli.workspace.SuggestedCommand;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.DataSources;
import org.ldpbench.data.Memo;
import org.ldpbench.method.Method;
import org.ldpbench.method.Methods;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivacyModelsBySetting;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.param.Keyword;
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
 * ldpbench list methods|sources|experiments}: one of the three; {@code ldpbench list NAME}: one
 * method in full (its privacy model for every setting, its use of δ and how it splits and composes
 * its budget, so a reader can judge which methods compare fairly) or one data source. A mistyped
 * name gets the closest known names suggested.
 */
@Command(
    name = "list",
    mixinStandardHelpOptions = true,
    description =
        "List methods and data sources with their parameters, and the experiment specs; "
            + "'methods', 'sources' or 'experiments' for one of them; a method's name for its privacy model, budget"
            + " use and parameters; a data source's name for its parameters.")
public final class ListCommand implements Callable<Integer> {

  @Option(
      names = "--experiments",
      paramLabel = "DIR",
      description = "Spec directory (default: ${DEFAULT-VALUE}).")
  Path experiments = ProjectHome.resolve("experiments");

  @Parameters(
      arity = "0..1",
      paramLabel = "WHAT",
      description = "methods, sources, experiments, or the name of one method or data source.")
  String methodName;

  @Spec picocli.CommandLine.Model.CommandSpec command;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = command.commandLine().getOut();
    Optional<Section> section =
        methodName == null ? Optional.of(Section.ALL) : Keyword.parse(Section.class, methodName);
    if (section.isEmpty()) {
      printOne(out, methodName); // a method or data source by its name
    } else {
      Section parts = section.get();
      if (parts.methods) {
        printMethods(out);
      }
      if (parts.sources) {
        if (parts.methods) {
          out.println();
        }
        printSources(out);
      }
      if (parts.experiments) {
        if (parts.methods || parts.sources) {
          out.println();
        }
        printExperiments(out);
      }
    }
    out.flush();
    return 0;
  }

  /** What {@code ldpbench list} prints when given no name or one of these words, in this order. */
  private enum Section implements Keyword {
    ALL(true, true, true),
    METHODS(true, false, false),
    SOURCES(false, true, false),
    EXPERIMENTS(false, false, true);

    private final boolean methods;
    private final boolean sources;
    private final boolean experiments;

    Section(boolean methods, boolean sources, boolean experiments) {
      this.methods = methods;
      this.sources = sources;
      this.experiments = experiments;
    }
  }

  private static void printOne(PrintWriter out, String name) {
    Optional<Method> method = Methods.find(name);
    if (method.isPresent()) {
      printMethod(out, method.get());
      return;
    }
    DataSourceFactory source = DataSources.all().get(name);
    if (source != null) {
      out.printf(
          "%s: %s%n  parameters:%s%n",
          source.name(),
          source.info().description(),
          source.info().parameters().specs().isEmpty() ? " none" : "");
      printParameters(out, source.info().parameters());
      return;
    }
    List<String> known = new ArrayList<>(Methods.all().keySet());
    known.addAll(DataSources.all().keySet());
    throw new UserError(
        "'"
            + name
            + "' is neither a method nor a data source."
            + CloseNames.suggestion(name, known)
            + " (ldpbench list methods / list sources shows them all)");
  }

  private static void printMethods(PrintWriter out) {
    out.println("Methods:");
    for (Method method : Methods.all().values()) {
      out.printf(
          "  %-10s %s [%s]%n",
          method.name(), method.info().description(), PrivacyModelsBySetting.describe(method));
      printParameters(out, method.info().parameters());
    }
  }

  private static void printSources(PrintWriter out) {
    out.println("Data sources:");
    for (DataSourceFactory factory : DataSources.all().values()) {
      out.printf("  %-10s %s%n", factory.name(), factory.info().description());
      printParameters(out, factory.info().parameters());
    }
  }

  private void printExperiments(PrintWriter out) throws java.io.IOException {
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
  }

  /** One method: what it is, who is trusted, its use of δ, its budget split, its parameters. */
  static void printMethod(PrintWriter out, Method method) {
    out.printf("%s: %s%n", method.name(), method.info().description());
    out.printf("  task:            %s%n", method.info().task().name().toLowerCase(Locale.ROOT));
    out.printf("  privacy model:   %s%n", PrivacyModelsBySetting.describe(method));
    out.printf(
        "  delta:           %s%n",
        method.info().privacyModel() == PrivacyModel.NONE
            ? "none (non-private)"
            : method.info().usesDelta()
                ? "(eps, delta)-DP: needs delta > 0 for every private sample"
                : "pure eps-DP: uses no delta");
    out.printf(
        "  budget:          %s%n",
        method.info().privacyModel() == PrivacyModel.NONE
            ? "none (non-private)"
            : method.info().budgetStatement());
    out.printf(
        "  implementation:  version %d, noise stream %s%n",
        method.info().implementationVersion(), method.info().noiseStream());
    printAudited(out, method);
    out.println("  parameters:" + (method.info().parameters().specs().isEmpty() ? " none" : ""));
    printParameters(out, method.info().parameters());
  }

  /**
   * The settings the privacy audit runs ({@code ldpbench audit NAME}, docs/privacy-audit.md), each
   * with the spend it declares where that is more than the budget given.
   */
  private static void printAudited(PrintWriter out, Method method) {
    if (!(method instanceof PrivateMethod privateMethod)
        || method.info().privacyModel() == PrivacyModel.NONE) {
      return;
    }
    List<Map<String, Object>> settings = method.auditConfigurations();
    out.println(
        "  audited:         "
            + (settings.isEmpty()
                ? "NO audit configuration"
                : settings.size()
                    + " setting(s), `"
                    + SuggestedCommand.of("audit", method.name())
                    + "`"));
    for (Map<String, Object> setting : settings) {
      ParameterSet complete = method.info().parameters().completePart(setting, false);
      double spent = privateMethod.spendFactor(complete);
      out.printf(
          "      %s%s%n",
          complete.canonical().isEmpty() ? "(defaults)" : complete.canonical(),
          spent > 1 + 1e-12
              ? String.format(
                  Locale.ROOT, "  (declares %.3g*eps spent: NOT eps-DP at" + " eps)", spent)
              : "");
    }
  }

  private static void printParameters(PrintWriter out, ParameterSpace parameters) {
    for (ParameterSpec p : parameters.specs()) {
      String value = p.required() ? "required" : "default " + ParameterSet.format(p.defaultValue());
      out.printf(
          "      %-16s %s; %s%s. %s%n",
          p.name(),
          p.type().describe(),
          value,
          p.postProcessing() ? "; post-processing (no new noise)" : "",
          p.description());
    }
  }
}
