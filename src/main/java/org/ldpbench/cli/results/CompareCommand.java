package org.ldpbench.cli.results;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.ldpbench.UserError;
import org.ldpbench.param.Keyword;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.figures.CriticalDifferenceDiagram;
import org.ldpbench.report.tables.ResultMatrix;
import org.ldpbench.report.tables.ResultMatrixText;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.stats.Nemenyi;
import org.ldpbench.stats.PairedComparison;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench compare RESULTS_DIR --baseline LABEL}: the stored results of one experiment as a
 * Weka-Experimenter-style result matrix ({@link ResultMatrix}) against a baseline method. The spec
 * is the one the manifest names (or {@code --spec}), the profile that of the last run.
 */
@Command(
    name = "compare",
    mixinStandardHelpOptions = true,
    description =
        "Print a result matrix of one experiment's stored trials: rows = sweep points, columns ="
            + " methods (best configuration per point), marks v / * for significantly better / worse than the"
            + " baseline (paired test, Holm-corrected per row), (w/t/l) counts; Friedman test over data sets.")
public final class CompareCommand implements Callable<Integer> {

  /**
   * n_test/n_train when the data do not say it: the real data sets' split (20% of the private rows
   * held out, 80% trained on).
   */
  static final double DEFAULT_TEST_TRAIN_RATIO = 0.25;

  @Mixin StoredExperimentOptions stored;

  @Option(
      names = "--baseline",
      paramLabel = "LABEL",
      required = true,
      description = "The method label compared against.")
  String baseline;

  @Option(
      names = "--test",
      paramLabel = "TEST",
      defaultValue = "wilcoxon",
      description =
          "Paired test of the marks: wilcoxon, t or corrected-t (default: ${DEFAULT-VALUE}).")
  String test;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "md",
      description = "md, tex or csv (default: ${DEFAULT-VALUE}).")
  String format;

  @Option(
      names = "--cd-diagram",
      paramLabel = "BASE",
      description =
          "Also draw a critical-difference diagram (Demšar 2006; Nemenyi at 0.05) per Friedman test:"
              + " BASE.png and BASE.svg, or BASE-<group>.* when there are several (e.g. one per epsilon).")
  Path cdDiagram;

  @Spec picocli.CommandLine.Model.CommandSpec command;

  @Override
  public Integer call() throws IOException {
    PairedComparison pairedTest = pairedTest(test);
    Format written =
        Keyword.parse(Format.class, format)
            .orElseThrow(
                () ->
                    new UserError(
                        "--format "
                            + format
                            + ": not a format; allowed: "
                            + String.join(", ", Keyword.keywords(Format.class))));
    StoredExperiment experiment = stored.read();
    ExperimentSpec spec = experiment.spec();
    List<String> labels = experiment.labels();
    if (!labels.contains(baseline)) {
      throw new UserError(
          "--baseline "
              + baseline
              + ": not a method label of "
              + spec.name()
              + "; allowed: "
              + String.join(", ", labels));
    }
    ResultSummary summary = experiment.summary(stored.metric);
    ExperimentPlan plan = experiment.plan();
    ResultMatrix matrix =
        ResultMatrix.of(
            summary,
            spec.sweep(),
            plan.points(),
            labels,
            baseline,
            pairedTest,
            point -> testTrainRatio(spec, point),
            ResultMatrix.DATASET);
    PrintWriter out = command.commandLine().getOut();
    out.print(
        switch (written) {
          case MD -> ResultMatrixText.markdown(matrix);
          case TEX -> ResultMatrixText.latex(matrix);
          case CSV -> ResultMatrixText.csv(matrix);
        });
    out.flush();
    if (cdDiagram != null) {
      writeDiagrams(matrix, spec.name());
    }
    return 0;
  }

  /** One critical-difference diagram per Friedman group of the matrix. */
  private void writeDiagrams(ResultMatrix matrix, String experiment) throws IOException {
    if (matrix.friedman().isEmpty()) {
      throw new UserError(
          "--cd-diagram: "
              + experiment
              + " has no Friedman test (it needs a dataset axis with"
              + " at least 2 data sets and 2 methods)");
    }
    PrintWriter log = command.commandLine().getErr();
    for (ResultMatrix.FriedmanGroup group : matrix.friedman()) {
      String suffix =
          matrix.friedman().size() == 1
              ? ""
              : "-" + group.label().replaceAll("[^A-Za-z0-9.=]+", "_");
      Path base = cdDiagram.resolveSibling(cdDiagram.getFileName() + suffix);
      Nemenyi nemenyi =
          Nemenyi.of(matrix.methods().size(), group.result().blocks(), ResultMatrix.ALPHA);
      String title =
          experiment
              + (group.label().isEmpty() ? "" : " at " + group.label())
              + ": average ranks over "
              + group.result().blocks()
              + " data sets";
      for (Path written :
          new CriticalDifferenceDiagram(
                  title, matrix.methods(), group.result().averageRanks(), nemenyi)
              .write(base)) {
        log.println("  wrote " + written);
      }
    }
    log.flush();
  }

  static PairedComparison pairedTest(String name) {
    return Keyword.parse(PairedComparison.class, name)
        .orElseThrow(
            () ->
                new UserError(
                    "--test "
                        + name
                        + ": not a test; allowed: "
                        + String.join(", ", Keyword.keywords(PairedComparison.class))));
  }

  /** How the matrix is printed ({@code --format}). */
  enum Format implements Keyword {
    /** {@code md}: a Markdown table. */
    MD,
    /** {@code tex}: a LaTeX tabular. */
    TEX,
    /** {@code csv}: comma-separated values. */
    CSV
  }

  /**
   * n_test/n_train at {@code point}, for the corrected t-test: the synthetic sources'
   * nTest/nPrivate (fixed or swept), else {@link #DEFAULT_TEST_TRAIN_RATIO} (the real data's 20/80
   * split).
   */
  static double testTrainRatio(ExperimentSpec spec, SweepPoint point) {
    Map<String, Object> parameters = point.dataParameters(spec.dataParameters());
    if (parameters.get("nTest") instanceof Number test
        && parameters.get("nPrivate") instanceof Number train
        && test.doubleValue() > 0
        && train.doubleValue() > 0) {
      return test.doubleValue() / train.doubleValue();
    }
    return DEFAULT_TEST_TRAIN_RATIO;
  }
}
