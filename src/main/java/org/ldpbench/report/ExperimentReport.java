package org.ldpbench.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ldpbench.experiment.ExperimentPlan;
import org.ldpbench.experiment.StoredTrials;
import org.ldpbench.experiment.ExperimentSpec;
import org.ldpbench.experiment.FigureSpec;
import org.ldpbench.experiment.SweepAxis;
import org.ldpbench.stats.Direction;

/**
 * Turns an experiment's stored scores into its outputs: {@code summary.csv} and
 * {@code configurations.csv} in the result directory and every output of the spec under the
 * figures root: line charts (PNG and SVG), tables (Markdown, LaTeX, CSV) and heat maps (PNG and
 * SVG), at {@code <figures>/<experiment>[-<name>]}. Pure post-processing of stored trials, so it can
 * be rerun at any time ({@code ldpbench figures}); heat maps need no trials at all
 * ({@link #writeDataFigures}).
 */
public final class ExperimentReport {

    private ExperimentReport() {
    }

    /**
     * Writes the summaries and every output and returns every written path.
     *
     * @param stored the stored trials
     */
    public static List<Path> write(ExperimentPlan plan, StoredTrials stored, Path resultDirectory,
            Path figuresRoot) throws IOException {
        return write(plan, ResultSummary.of(plan, stored), resultDirectory, figuresRoot);
    }

    /** As {@link #write(ExperimentPlan, StoredTrials, Path, Path)} from an existing summary. */
    public static List<Path> write(ExperimentPlan plan, ResultSummary summary, Path resultDirectory,
            Path figuresRoot) throws IOException {
        ExperimentSpec spec = plan.spec();
        List<String> axes = spec.sweep().stream().map(SweepAxis::name).toList();
        List<Path> written = new ArrayList<>(SummaryFiles.write(summary, axes, resultDirectory));
        for (FigureSpec figure : spec.figures()) {
            written.addAll(write(plan, summary, figure, figuresRoot));
        }
        return written;
    }

    /** Writes the outputs that need no trials (heat maps) and returns the written paths. */
    public static List<Path> writeDataFigures(ExperimentSpec spec, Path figuresRoot) throws IOException {
        List<Path> written = new ArrayList<>();
        for (FigureSpec figure : spec.figures()) {
            if (!figure.needsTrials()) {
                written.addAll(writeHeatMaps(spec, figure, figuresRoot));
            }
        }
        return written;
    }

    private static List<Path> write(ExperimentPlan plan, ResultSummary summary, FigureSpec figure, Path figuresRoot)
            throws IOException {
        ExperimentSpec spec = plan.spec();
        Path base = figuresRoot.resolve(figure.base(spec.name()));
        return switch (figure.type()) {
            case LINE -> {
                List<Path> paths = new ArrayList<>(FigureRenderer.write(figure(plan, summary, figure), base));
                if (figure.fitLogLog()) {
                    paths.add(SlopeFits.writeCsv(slopes(plan, summary, figure),
                            base.resolveSibling(base.getFileName() + SlopeFits.CSV_SUFFIX)));
                }
                yield paths;
            }
            case TABLE -> ResultTableRenderer.writeAll(table(plan, summary, figure), base);
            case HEATMAP -> writeHeatMaps(spec, figure, figuresRoot);
        };
    }

    private static List<Path> writeHeatMaps(ExperimentSpec spec, FigureSpec figure, Path figuresRoot)
            throws IOException {
        List<Path> written = new ArrayList<>();
        for (Map.Entry<String, HeatMapFigure> map : HeatMaps.of(spec, figure).entrySet()) {
            written.addAll(FigureRenderer.write(map.getValue(),
                    figuresRoot.resolve(figure.heatMapBase(spec.name(), map.getKey()))));
        }
        return written;
    }

    /** The line chart of {@code figure}: one curve per method and combination of the series axes. */
    static LineFigure figure(ExperimentPlan plan, ResultSummary summary, FigureSpec figure) {
        return LineFigures.of(plan, summary, figure, plan.spec().primaryMetric().direction());
    }

    /** The fitted slopes of a {@code fit: loglog} line chart, one per curve. */
    static List<SlopeFits.Fit> slopes(ExperimentPlan plan, ResultSummary summary, FigureSpec figure) {
        return SlopeFits.of(plan, summary, figure, plan.spec().primaryMetric().direction());
    }

    /** The table of {@code figure}: one row per method and combination of the series axes. */
    static ResultTable table(ExperimentPlan plan, ResultSummary summary, FigureSpec figure) {
        return ExperimentTables.of(plan, summary, figure, plan.spec().primaryMetric().direction());
    }
}
