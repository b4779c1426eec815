package org.ldpbench.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.ldpbench.UserError;
import org.ldpbench.metric.Metric;
import org.ldpbench.report.ResultMatrix;
import org.ldpbench.report.ResultMatrixText;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.run.Manifest;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.stats.PairedComparison;
import org.ldpbench.store.StoredTrials;
import org.ldpbench.store.TrialStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench compare RESULTS_DIR --baseline LABEL}: the stored results of one experiment as a
 * Weka-Experimenter-style result matrix ({@link ResultMatrix}) against a baseline method. The spec
 * is the one the manifest names (or {@code --spec}), the profile that of the last run.
 */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = "Print a result matrix of one experiment's stored trials: rows = sweep points, columns ="
                + " methods (best configuration per point), marks v / * for significantly better / worse than the"
                + " baseline (paired test, Holm-corrected per row), (w/t/l) counts; Friedman test over data sets.")
final class CompareCommand implements Callable<Integer> {

    /**
     * n_test/n_train when the data do not say it: the real data sets' split (20% of the private rows
     * held out, 80% trained on).
     */
    static final double DEFAULT_TEST_TRAIN_RATIO = 0.25;

    @Parameters(paramLabel = "RESULTS_DIR", description = "One experiment's result directory.")
    Path results;

    @Option(names = "--baseline", paramLabel = "LABEL", required = true, description = "The method label compared against.")
    String baseline;

    @Option(names = "--metric", paramLabel = "M", description = "Metric column (default: the spec's primary metric).")
    String metric;

    @Option(names = "--test", paramLabel = "TEST", defaultValue = "wilcoxon",
            description = "Paired test of the marks: wilcoxon, t or corrected-t (default: ${DEFAULT-VALUE}).")
    String test;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "md",
            description = "md, tex or csv (default: ${DEFAULT-VALUE}).")
    String format;

    @Option(names = "--spec", paramLabel = "FILE", description = "The experiment's spec (default: the one its"
            + " manifest.json names).")
    Path specFile;

    @Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Override
    public Integer call() throws IOException {
        PairedComparison pairedTest = pairedTest(test);
        if (!List.of("md", "tex", "csv").contains(format)) {
            throw new UserError("--format " + format + ": not a format; allowed: md, tex, csv");
        }
        if (!Files.exists(results.resolve(TrialStore.TRIALS))) {
            throw new UserError(results + ": no " + TrialStore.TRIALS + "; give one experiment's result directory"
                    + " (e.g. results/ma-yang/fig4a-privacy-utility)");
        }
        JsonNode manifest = Files.exists(results.resolve(Manifest.FILE)) ? Manifest.read(results.resolve(Manifest.FILE))
                : null;
        ExperimentSpec spec = SpecParser.parse(spec(manifest));
        ExperimentSpec.Profile profile = manifest == null ? ExperimentSpec.Profile.FULL : Manifest.profile(manifest);
        List<String> labels = spec.methods().stream().map(MethodSpec::label).toList();
        if (!labels.contains(baseline)) {
            throw new UserError("--baseline " + baseline + ": not a method label of " + spec.name() + "; allowed: "
                    + String.join(", ", labels));
        }
        List<String> metrics = ExperimentRunner.metrics(spec);
        String shown = metric == null ? spec.primaryMetric().id() : metric;
        if (!metrics.contains(shown)) {
            throw new UserError("--metric " + shown + ": not a metric of " + spec.name() + "; allowed: "
                    + String.join(", ", metrics));
        }
        ExperimentPlan plan = ExperimentPlan.of(spec, profile);
        StoredTrials stored = TrialStore.read(results, ExperimentRunner.axes(spec), metrics);
        ResultSummary summary = ResultSummary.of(plan, stored, shown,
                Metric.byId(shown).orElseThrow().direction());
        ResultMatrix matrix = ResultMatrix.of(summary, spec.sweep(), plan.points(), labels, baseline, pairedTest,
                point -> testTrainRatio(spec, point), ResultMatrix.DATASET);
        PrintWriter out = command.commandLine().getOut();
        out.print(switch (format) {
            case "tex" -> ResultMatrixText.latex(matrix);
            case "csv" -> ResultMatrixText.csv(matrix);
            default -> ResultMatrixText.markdown(matrix);
        });
        out.flush();
        return 0;
    }

    static PairedComparison pairedTest(String name) {
        return switch (name) {
            case "wilcoxon" -> PairedComparison.WILCOXON;
            case "t" -> PairedComparison.T;
            case "corrected-t" -> PairedComparison.CORRECTED_T;
            default -> throw new UserError("--test " + name + ": not a test; allowed: wilcoxon, t, corrected-t");
        };
    }

    private Path spec(JsonNode manifest) {
        if (specFile != null) {
            return specFile;
        }
        String named = manifest == null ? "" : manifest.path("specFile").asText("");
        if (named.isEmpty() || !Files.exists(Path.of(named))) {
            throw new UserError(results + ": " + (named.isEmpty() ? "no spec file named in its manifest"
                    : "its manifest names the spec " + named + ", which is not here") + "; give it with --spec FILE");
        }
        return Path.of(named);
    }

    /**
     * n_test/n_train at {@code point}, for the corrected t-test: the synthetic sources' nTest/nPrivate
     * (fixed or swept), else {@link #DEFAULT_TEST_TRAIN_RATIO} (the real data's 20/80 split).
     */
    static double testTrainRatio(ExperimentSpec spec, SweepPoint point) {
        Map<String, Object> parameters = new java.util.HashMap<>(spec.dataParameters());
        for (SweepAxis axis : spec.sweep()) {
            if (axis.kind() == SweepAxis.Kind.DATA) {
                parameters.put(axis.name(), point.get(axis.name()));
            }
        }
        if (parameters.get("nTest") instanceof Number test && parameters.get("nPrivate") instanceof Number train
                && test.doubleValue() > 0 && train.doubleValue() > 0) {
            return test.doubleValue() / train.doubleValue();
        }
        return DEFAULT_TEST_TRAIN_RATIO;
    }
}
