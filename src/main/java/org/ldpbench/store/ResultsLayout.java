package org.ldpbench.store;

import java.nio.file.Path;
import java.util.List;
import org.ldpbench.metric.Metric;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SweepAxis;

/**
 * Where a spec's results are stored and what columns its trials have: the result directory {@code
 * <results root>/<spec name>}, the sweep-axis columns and the score columns. The runner writes by
 * it and every reader of results (reports, commands) reads by it, so neither needs the other.
 */
public final class ResultsLayout {

  private ResultsLayout() {}

  /** The result directory of {@code spec} under {@code resultsRoot}. */
  public static Path directory(ExperimentSpec spec, Path resultsRoot) {
    return resultsRoot.resolve(spec.name());
  }

  /** The score columns of a spec's trials: its metrics, primary first. */
  public static List<String> metrics(ExperimentSpec spec) {
    return spec.metrics().stream().map(Metric::id).toList();
  }

  /** The sweep-axis columns of a spec's trials. */
  public static List<String> axes(ExperimentSpec spec) {
    return spec.sweep().stream().map(SweepAxis::name).toList();
  }
}
