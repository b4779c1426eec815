package org.ldpbench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ldpbench.report.figures.FigureRenderer;
import org.ldpbench.report.figures.HeatMapFigure;
import org.ldpbench.report.figures.heatmap.HeatMaps;
import org.ldpbench.spec.HeatMapSpec;

/**
 * Draws {@code type: heatmap} outputs ({@link HeatMaps}): one PNG and SVG per function, from the data
 * source alone; in {@code REPORT.md} a link to each rendered image, or a note that it is not rendered yet.
 */
final class HeatMapOutputWriter implements OutputWriter<HeatMapSpec> {

    @Override
    public Class<HeatMapSpec> outputClass() {
        return HeatMapSpec.class;
    }

    @Override
    public List<Path> write(HeatMapSpec figure, OutputContext context) throws IOException {
        List<Path> written = new ArrayList<>();
        for (Map.Entry<String, HeatMapFigure> map : HeatMaps.of(context.spec(), figure).entrySet()) {
            written.addAll(FigureRenderer.write(map.getValue(),
                    context.resolve(figure.heatMapBase(context.spec().name(), map.getKey()))));
        }
        return written;
    }

    @Override
    public void appendToReport(HeatMapSpec figure, OutputContext context, Path reportDirectory, StringBuilder md) {
        for (String function : figure.functions()) {
            Path image = context.resolve(figure.heatMapBase(context.spec().name(), function) + ".png");
            if (Files.exists(image)) {
                OutputWriter.image(md, figure.title() == null ? function
                        : figure.functions().size() == 1 ? figure.title() : figure.title() + ": " + function, image,
                        reportDirectory);
            } else {
                md.append("_Heat map of ").append(function).append(" not rendered yet: `ldpbench figures ")
                        .append(context.spec().file().replace('\\', '/')).append("`._\n\n");
            }
        }
    }
}
