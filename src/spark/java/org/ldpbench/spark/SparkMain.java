package org.ldpbench.spark;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.ldpbench.UserError;
import org.ldpbench.cli.workspace.SuggestedCommand;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code spark-submit --class org.ldpbench.spark.SparkMain ldpbench-spark.jar SPEC...}: runs specs
 * on a Spark cluster ({@link SparkRunner}) into the same result store as {@code ldpbench run}; then
 * the {@code ldpbench figures} command it prints ({@link SuggestedCommand#figures}: with the
 * profile, the results root and the grid profile of this run) writes summaries and figures. The
 * master comes from spark-submit, or from {@code --master} when started with {@code java -cp}.
 */
@Command(
    name = "ldpbench-spark",
    mixinStandardHelpOptions = true,
    description =
        "Compute the trials of experiment specs that are not stored yet, on a Spark cluster.")
public final class SparkMain implements Callable<Integer> {

  @Parameters(paramLabel = "SPEC", arity = "1..*", description = "Experiment spec files (YAML).")
  List<Path> specs;

  @Option(names = "--quick", description = "Use the spec's quick profile (fewer replications).")
  boolean quick;

  @Option(
      names = "--keep-stale",
      description = "Keep stored trials computed by an older implementation.")
  boolean keepStale;

  @Option(
      names = "--results",
      paramLabel = "DIR",
      description = "Results root (default: results); on a cluster," + " the driver's file system.")
  Path results = Path.of("results");

  @Option(
      names = "--grid-profile",
      paramLabel = "NAME",
      description = "Use the methods' named grid profile.")
  String gridProfile;

  @Option(
      names = "--master",
      paramLabel = "URL",
      description = "Spark master when not set by spark-submit," + " e.g. local[2].")
  String master;

  private SparkMain() {}

  public static void main(String[] args) {
    CommandLine line = new CommandLine(new SparkMain());
    line.setExecutionExceptionHandler(
        (e, cmd, parsed) -> {
          if (e instanceof UserError) {
            cmd.getErr().println("ldpbench-spark: error: " + e.getMessage());
            return 2;
          }
          throw e;
        });
    System.exit(line.execute(args));
  }

  @Override
  public Integer call() throws Exception {
    PrintWriter log = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
    // every spec is read (and so validated) before the cluster is asked for anything
    List<String> texts = new ArrayList<>();
    for (Path spec : specs) {
      if (!Files.isRegularFile(spec)) {
        throw new UserError(spec + ": no such spec file");
      }
      String text = Files.readString(spec);
      SpecParser.parse(text, spec.toString());
      texts.add(text);
    }
    SparkConf conf = new SparkConf().setAppName("ldpbench");
    if (master != null) {
      conf.setMaster(master);
    }
    ApplicationJar.ship(
        conf, ApplicationJar.of(SparkMain.class)); // without spark-submit, executors need it
    try (JavaSparkContext context = new JavaSparkContext(conf)) {
      context.setLogLevel("WARN");
      for (int i = 0; i < specs.size(); i++) {
        ExperimentRunner.Outcome outcome =
            SparkRunner.run(
                context,
                texts.get(i),
                specs.get(i).toString(),
                gridProfile,
                quick ? ExperimentSpec.Profile.QUICK : ExperimentSpec.Profile.FULL,
                results,
                keepStale,
                log);
        log.printf(
            Locale.ROOT,
            "%s: computed %d trials in %.1f s (%d reused, %d failed); stored in %s;"
                + " to write its summaries and figures:%n  %s%n",
            specs.get(i),
            outcome.computed(),
            outcome.seconds(),
            outcome.reused(),
            outcome.failed(),
            outcome.directory(),
            SuggestedCommand.figures(specs.get(i).toString(), quick, results, null, gridProfile));
      }
    }
    return 0;
  }
}
