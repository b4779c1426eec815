package org.ldpbench.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.ldpbench.UserError;
import org.ldpbench.report.FigureRenderer;
import org.ldpbench.report.LineFigure;
import org.ldpbench.report.SweepLineFigure;
import org.ldpbench.spec.SweepAxis;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench plot RESULTS_DIR --x AXIS}: a line figure of one experiment's stored results
 * against a sweep axis ({@link SweepLineFigure}), without editing the spec's {@code output:} block.
 */
@Command(name = "plot", mixinStandardHelpOptions = true,
        description = "Draw the stored results of one experiment against a sweep axis: one line per method (best"
                + " configuration per point, ±1 s.e.), written as PNG and SVG.")
final class PlotCommand implements Callable<Integer> {

    @Mixin
    StoredExperimentOptions stored;

    @Option(names = "--x", paramLabel = "AXIS", required = true, description = "The sweep axis on the x axis.")
    String x;

    @Option(names = "--series", paramLabel = "BY", defaultValue = "method",
            description = "What the lines are: method (one per method label and combination of the other axes).")
    String series;

    @Option(names = "--log-x", description = "Log scale on the x axis.")
    boolean logX;

    @Option(names = "--out", paramLabel = "FILE.png", description = "Output PNG (an SVG is written beside it;"
            + " default: RESULTS_DIR/plot-AXIS.png).")
    Path out;

    @Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Override
    public Integer call() throws IOException {
        if (!series.equals("method")) {
            throw new UserError("--series " + series + ": not supported; allowed: method");
        }
        StoredExperiment experiment = stored.read();
        List<SweepAxis> axes = experiment.spec().sweep();
        SweepAxis axis = axes.stream().filter(a -> a.name().equals(x)).findFirst()
                .orElseThrow(() -> new UserError("--x " + x + ": not a sweep axis of " + experiment.spec().name()
                        + "; allowed: " + (axes.isEmpty() ? "none (the spec has no sweep)"
                                : String.join(", ", axes.stream().map(SweepAxis::name).toList()))));
        if (logX && !axis.values().stream().allMatch(v -> v instanceof Number n && n.doubleValue() > 0)) {
            throw new UserError("--log-x: the axis " + x + " has values that are not numbers > 0: " + axis.values());
        }
        LineFigure figure = SweepLineFigure.of(experiment.summary(stored.metric), axes, experiment.plan().points(),
                experiment.labels(), axis, logX, experiment.spec().title());
        Path png = out == null ? stored.results.resolve("plot-" + x + ".png") : out;
        String name = png.getFileName().toString();
        Path base = png.resolveSibling(name.endsWith(".png") ? name.substring(0, name.length() - 4) : name);
        for (Path written : FigureRenderer.write(figure, base)) {
            command.commandLine().getErr().println("  wrote " + written);
        }
        command.commandLine().getErr().flush();
        return 0;
    }
}
