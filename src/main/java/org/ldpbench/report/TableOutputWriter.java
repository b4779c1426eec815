package org.ldpbench.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.ldpbench.report.paper.ExperimentReport;
import org.ldpbench.report.tables.ResultTableRenderer;
import org.ldpbench.report.tables.table.ExperimentTables;
import org.ldpbench.spec.TableSpec;

/**
 * Draws {@code type: table} outputs ({@link ExperimentTables}) as Markdown, LaTeX and CSV; in
 * {@code REPORT.md} the Markdown table itself.
 */
final class TableOutputWriter implements OutputWriter<TableSpec> {

    @Override
    public Class<TableSpec> outputClass() {
        return TableSpec.class;
    }

    @Override
    public List<Path> write(TableSpec table, OutputContext context) throws IOException {
        return ResultTableRenderer.writeAll(ExperimentReport.table(context.plan(), context.summary(), table),
                context.resolve(table.base(context.spec().name())));
    }

    @Override
    public void appendToReport(TableSpec table, OutputContext context, Path reportDirectory, StringBuilder md) {
        md.append(ResultTableRenderer.MARKDOWN.render(ExperimentReport.table(context.plan(), context.summary(),
                table))).append("\n");
    }
}
