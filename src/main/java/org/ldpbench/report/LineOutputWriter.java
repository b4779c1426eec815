package org.ldpbench.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ldpbench.report.figures.FigureRenderer;
import org.ldpbench.report.figures.line.LineFigures;
import org.ldpbench.report.figures.line.SlopeFits;
import org.ldpbench.report.paper.ExperimentReport;
import org.ldpbench.spec.LineSpec;

/**
 * Draws {@code type: line} outputs: the chart as PNG and SVG ({@link LineFigures}), with {@code fit:
 * loglog} the fitted slopes as {@code <figure>-slopes.csv}; in {@code REPORT.md} the image and the
 * table of slopes.
 */
final class LineOutputWriter implements OutputWriter<LineSpec> {

    @Override
    public Class<LineSpec> outputClass() {
        return LineSpec.class;
    }

    @Override
    public List<Path> write(LineSpec figure, OutputContext context) throws IOException {
        Path base = context.resolve(figure.base(context.spec().name()));
        List<Path> paths = new ArrayList<>(FigureRenderer.write(ExperimentReport.figure(context.plan(),
                context.summary(), figure), base));
        if (figure.fitLogLog()) {
            paths.add(SlopeFits.writeCsv(ExperimentReport.slopes(context.plan(), context.summary(), figure),
                    base.resolveSibling(base.getFileName() + SlopeFits.CSV_SUFFIX)));
        }
        return paths;
    }

    @Override
    public void appendToReport(LineSpec figure, OutputContext context, Path reportDirectory, StringBuilder md) {
        OutputWriter.image(md, figure.title(), context.resolve(figure.base(context.spec().name()) + ".png"),
                reportDirectory);
        List<SlopeFits.Fit> slopes = ExperimentReport.slopes(context.plan(), context.summary(), figure);
        if (!slopes.isEmpty()) {
            md.append(SlopeFits.markdown(slopes, figure));
        }
    }
}
