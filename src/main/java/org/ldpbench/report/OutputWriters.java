package org.ldpbench.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.ldpbench.spec.OutputSpec;

/**
 * The registry of output writers, one per record of the sealed {@link OutputSpec} hierarchy, and the
 * single point that dispatches an output to its writer.
 *
 * <p><b>Adding a kind of output.</b> Spec reading ({@code experiment}) must not depend on drawing
 * ({@code report}), so a kind is split at the package boundary, one class and one registry line on
 * each side: in {@code experiment}, a record implementing {@code OutputSpec} (added to its {@code
 * permits} clause) and an {@code OutputKind} that reads it, listed in {@code OutputKinds}; here, an
 * {@link OutputWriter} listed below. The compiler asks the writer for all its methods, and {@code
 * OutputWritersTest} fails if a record of the sealed hierarchy has no writer.
 */
public final class OutputWriters {

    private static final List<OutputWriter<?>> ALL = List.of(new LineOutputWriter(), new TableOutputWriter(), new NearestOutputWriter(),
            new HeatMapOutputWriter());

    private OutputWriters() {
    }

    /** Every writer. */
    static List<OutputWriter<?>> all() {
        return ALL;
    }

    /** Writes the files of {@code output} (see {@link OutputWriter#write}). */
    public static List<Path> write(OutputSpec output, OutputContext context) throws IOException {
        return write(writer(output), output, context);
    }

    /** Appends the output's part of {@code REPORT.md} (see {@link OutputWriter#appendToReport}). */
    public static void appendToReport(OutputSpec output, OutputContext context, Path reportDirectory, StringBuilder md) {
        appendToReport(writer(output), output, context, reportDirectory, md);
    }

    private static OutputWriter<?> writer(OutputSpec output) {
        return ALL.stream().filter(w -> w.outputClass() == output.getClass()).findFirst()
                .orElseThrow(() -> new IllegalStateException("no writer for " + output.getClass().getSimpleName()
                        + "; register one in OutputWriters"));
    }

    private static <S extends OutputSpec> List<Path> write(OutputWriter<S> writer, OutputSpec output,
            OutputContext context) throws IOException {
        return writer.write(writer.outputClass().cast(output), context);
    }

    private static <S extends OutputSpec> void appendToReport(OutputWriter<S> writer, OutputSpec output,
            OutputContext context, Path reportDirectory, StringBuilder md) {
        writer.appendToReport(writer.outputClass().cast(output), context, reportDirectory, md);
    }
}
