package org.ldpbench.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.KnownBayesAccuracy;
import org.ldpbench.experiment.ExperimentPlan;
import org.ldpbench.experiment.StoredTrials;
import org.ldpbench.experiment.ExperimentSpec;
import org.ldpbench.experiment.FigureSpec;
import org.ldpbench.experiment.Grids;
import org.ldpbench.experiment.MethodSpec;
import org.ldpbench.experiment.SweepAxis;
import org.ldpbench.experiment.SweepPoint;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.stats.SampleSummary;

/**
 * Turns an experiment's stored scores into its outputs: {@code summary.csv} and
 * {@code configurations.csv} in the result directory and, if the spec asks for one, the figure
 * (PNG and SVG) at {@code <figures>/<experiment name>}. Pure post-processing of stored trials,
 * so it can be rerun at any time ({@code ldpbench figures}).
 */
public final class ExperimentReport {

    private ExperimentReport() {
    }

    /**
     * Writes the summaries and the figure and returns every written path.
     *
     * @param stored the stored trials
     */
    public static List<Path> write(ExperimentPlan plan, StoredTrials stored, Path resultDirectory,
            Path figuresRoot) throws IOException {
        ExperimentSpec spec = plan.spec();
        ResultSummary summary = ResultSummary.of(plan, stored);
        List<String> axes = spec.sweep().stream().map(SweepAxis::name).toList();
        List<Path> written = new ArrayList<>(SummaryFiles.write(summary, axes, resultDirectory));
        if (spec.figure().isPresent()) {
            LineFigure figure = figure(plan, summary, spec.figure().get());
            written.addAll(FigureRenderer.write(figure, figuresRoot.resolve(spec.name())));
        }
        return written;
    }

    /** The figure of {@code plan}: one curve per method and combination of the non-x sweep axes. */
    static LineFigure figure(ExperimentPlan plan, ResultSummary summary, FigureSpec figure) {
        ExperimentSpec spec = plan.spec();
        SweepAxis xAxis = spec.axis(figure.x()).orElseThrow();
        List<Object> xValues = xAxis.values();
        boolean categories = figure.xAxis().equals("category");
        double[] x = new double[xValues.size()];
        List<String> tickLabels = categories ? new ArrayList<>() : null;
        for (int i = 0; i < x.length; i++) {
            x[i] = categories ? i : ((Number) xValues.get(i)).doubleValue();
            if (categories) {
                tickLabels.add(ParameterSet.format(xValues.get(i)));
            }
        }
        List<SweepAxis> others = spec.sweep().stream().filter(a -> !a.name().equals(figure.x())).toList();
        List<LineFigure.Series> series = new ArrayList<>();
        boolean incomplete = false;
        for (MethodSpec method : spec.methods()) {
            for (Map<String, Object> rest : Grids.cartesian(others)) {
                double[] y = new double[x.length];
                double[] error = figure.errorBars().equals("none") ? null : new double[x.length];
                for (int i = 0; i < x.length; i++) {
                    Map<String, Object> coordinates = new LinkedHashMap<>(rest);
                    coordinates.put(figure.x(), xValues.get(i));
                    ResultSummary.BestResult best = summary.best(method.label(), SweepPoint.of(spec.sweep(), coordinates))
                            .orElse(null);
                    SampleSummary stats = best == null || best.best() == null ? null : best.best().score();
                    y[i] = stats == null ? Double.NaN : stats.mean();
                    if (error != null) {
                        error[i] = stats == null ? Double.NaN : figure.errorBars().equals("se") ? stats.se() : stats.sd();
                    }
                    incomplete |= best == null || !best.complete();
                }
                series.add(new LineFigure.Series(method.label() + AxisText.suffix(rest), y, error,
                        figure.dashed().contains(method.label())));
            }
        }
        List<LineFigure.ReferenceLine> references = new ArrayList<>();
        if (figure.references().contains("bayes")) {
            Double bayes = commonBayesAccuracy(plan);
            if (bayes != null) {
                references.add(new LineFigure.ReferenceLine(
                        String.format(Locale.ROOT, "Bayes accuracy %.3f", bayes), bayes));
            }
        }
        String bars = switch (figure.errorBars()) {
            case "se" -> "bars: \u00b11 s.e.";
            case "sd" -> "bars: \u00b11 s.d.";
            default -> "no bars";
        };
        String caption = String.format(Locale.ROOT,
                "%s profile: %d replications; best grid configuration per point (chosen on the test set); %s%s",
                plan.profile().name().toLowerCase(Locale.ROOT), plan.replications(), bars,
                incomplete ? "; SOME POINTS HAVE MISSING REPLICATIONS" : "");
        return new LineFigure(figure.title(), figure.xLabel(), figure.yLabel(), x, tickLabels,
                figure.xAxis().equals("log"), series, references, figure.yMin(), figure.yMax(), caption);
    }

    /** The Bayes accuracy if every data point knows it and they agree, else null. */
    private static Double commonBayesAccuracy(ExperimentPlan plan) {
        Double common = null;
        for (ExperimentPlan.DataPoint point : plan.dataPoints()) {
            DataSource source = point.source();
            if (!(source instanceof KnownBayesAccuracy known)) {
                return null;
            }
            double value = known.bayesAccuracy();
            if (common != null && Math.abs(common - value) > 1e-9) {
                return null;
            }
            common = value;
        }
        return common;
    }
}
