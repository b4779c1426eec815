package org.ldpbench.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.ldpbench.spec.OutputSpec;

/**
 * Draws one kind of output ({@code org.ldpbench.spec.OutputSpec}): writes its files and its
 * part of the experiment's section in {@code REPORT.md}. The spec side of the kind (its record and
 * how it is read) lives in {@code experiment}; see {@link OutputWriters} for what adding a kind takes.
 *
 * @param <S> the output record this writer draws
 */
public interface OutputWriter<S extends OutputSpec> {

    /** The output record this writer draws. */
    Class<S> outputClass();

    /**
     * Writes the files of {@code output} under the figures root and returns their paths; the
     * context has results unless the output needs no trials.
     */
    List<Path> write(S output, OutputContext context) throws IOException;

    /**
     * Appends the output's part of the experiment's section in {@code REPORT.md} (an image link, a
     * table, slopes), linking files relative to {@code reportDirectory}; the context has results
     * unless the output needs no trials.
     */
    void appendToReport(S output, OutputContext context, Path reportDirectory, StringBuilder md);

    /** A Markdown image link to {@code image}, relative to {@code reportDirectory}. */
    static void image(StringBuilder md, String title, Path image, Path reportDirectory) {
        md.append("![").append(title).append("](")
                .append(reportDirectory.relativize(image).toString().replace('\\', '/')).append(")\n\n");
    }
}
