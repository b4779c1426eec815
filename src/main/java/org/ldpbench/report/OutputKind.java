package org.ldpbench.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.ldpbench.spec.output.OutputReader;
import org.ldpbench.spec.output.OutputSpec;

/**
 * One kind of output, whole: how its block of a spec is read ({@link OutputReader}), and how it is
 * drawn: its files and its part of the experiment's section in {@code REPORT.md}. A kind is one
 * package holding its record and one class implementing this interface, listed once in {@code
 * org.ldpbench.report.kinds.Kinds}; since the class must implement reading and writing both, a kind
 * cannot be registered without either.
 *
 * @param <S> the output record this kind reads and draws
 */
public interface OutputKind<S extends OutputSpec> extends OutputReader<S> {

  /**
   * Writes the files of {@code output} under the figures root and returns their paths; the context
   * has results unless the output needs no trials.
   */
  List<Path> write(S output, OutputContext context) throws IOException;

  /**
   * Appends the output's part of the experiment's section in {@code REPORT.md} (an image link, a
   * table, slopes), linking files relative to {@code reportDirectory}; the context has results
   * unless the output needs no trials.
   */
  void appendToReport(S output, OutputContext context, Path reportDirectory, StringBuilder md);

  /** {@link #write} for an output of this kind's record, typed by the caller as any output. */
  default List<Path> writeOutput(OutputSpec output, OutputContext context) throws IOException {
    return write(specClass().cast(output), context);
  }

  /**
   * {@link #appendToReport} for an output of this kind's record, typed by the caller as any output.
   */
  default void appendOutputToReport(
      OutputSpec output, OutputContext context, Path reportDirectory, StringBuilder md) {
    appendToReport(specClass().cast(output), context, reportDirectory, md);
  }

  /** A Markdown image link to {@code image}, relative to {@code reportDirectory}. */
  static void image(StringBuilder md, String title, Path image, Path reportDirectory) {
    md.append("![")
        .append(title)
        .append("](")
        .append(reportDirectory.relativize(image).toString().replace('\\', '/'))
        .append(")\n\n");
  }
}
