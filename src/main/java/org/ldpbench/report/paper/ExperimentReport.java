package org.ldpbench.report.paper;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ldpbench.report.OutputContext;
import org.ldpbench.report.OutputKind;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.kinds.Kinds;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.output.OutputSpec;
import org.ldpbench.store.ExpectedTrials;
import org.ldpbench.store.StoredTrials;

/**
 * Turns an experiment's stored scores into its outputs: {@code summary.csv} and {@code
 * configurations.csv} in the result directory and every output of the spec under the figures root,
 * each drawn by its {@link OutputKind} ({@link Kinds}): line charts (PNG and SVG), tables
 * (Markdown, LaTeX, CSV) and heat maps (PNG and SVG), at {@code <figures>/<experiment>[-<name>]}.
 * Pure post-processing of stored trials, so it can be rerun at any time ({@code ldpbench figures});
 * heat maps need no trials at all ({@link #writeDataFigures}).
 */
public final class ExperimentReport {

  private ExperimentReport() {}

  /**
   * Writes the summaries and every output and returns every written path.
   *
   * @param stored the stored trials
   */
  public static List<Path> write(
      ExpectedTrials plan, StoredTrials stored, Path resultDirectory, Path figuresRoot)
      throws IOException {
    return write(plan, ResultSummary.of(plan, stored), resultDirectory, figuresRoot);
  }

  /** As {@link #write(ExpectedTrials, StoredTrials, Path, Path)} from an existing summary. */
  public static List<Path> write(
      ExpectedTrials plan, ResultSummary summary, Path resultDirectory, Path figuresRoot)
      throws IOException {
    ExperimentSpec spec = plan.spec();
    List<String> axes = spec.sweep().stream().map(SweepAxis::name).toList();
    List<Path> written = new ArrayList<>(SummaryFiles.write(summary, axes, resultDirectory));
    OutputContext context = OutputContext.withResults(plan, summary, figuresRoot);
    for (OutputSpec figure : spec.figures()) {
      written.addAll(Kinds.of(figure).writeOutput(figure, context));
    }
    return written;
  }

  /** Writes the outputs that need no trials (heat maps) and returns the written paths. */
  public static List<Path> writeDataFigures(ExperimentSpec spec, Path figuresRoot)
      throws IOException {
    List<Path> written = new ArrayList<>();
    OutputContext context = OutputContext.withoutResults(spec, figuresRoot);
    for (OutputSpec figure : spec.figures()) {
      if (!figure.needsTrials()) {
        written.addAll(Kinds.of(figure).writeOutput(figure, context));
      }
    }
    return written;
  }
}
