package org.ldpbench.report;

import java.nio.file.Path;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.ExpectedTrials;

/**
 * What an output is drawn from and where it goes: the experiment, its summarised results when it
 * has been run, and the figures root. Outputs that need no trials (heat maps) are drawn from a
 * context without results.
 *
 * @param spec the experiment
 * @param plan its plan for the profile that was run, or null without results
 * @param summary its summarised results, or null without results
 * @param figuresRoot the root of the output files
 */
public record OutputContext(
    ExperimentSpec spec, ExpectedTrials plan, ResultSummary summary, Path figuresRoot) {

  /** A context with the results of {@code plan}. */
  public static OutputContext withResults(
      ExpectedTrials plan, ResultSummary summary, Path figuresRoot) {
    return new OutputContext(plan.spec(), plan, summary, figuresRoot);
  }

  /** A context without results, for outputs drawn from the data source alone. */
  public static OutputContext withoutResults(ExperimentSpec spec, Path figuresRoot) {
    return new OutputContext(spec, null, null, figuresRoot);
  }

  /** The plan; throws if this context has no results. */
  @Override
  public ExpectedTrials plan() {
    if (plan == null) {
      throw new IllegalStateException("output of " + spec.name() + " needs stored results");
    }
    return plan;
  }

  /** The summary; throws if this context has no results. */
  @Override
  public ResultSummary summary() {
    if (summary == null) {
      throw new IllegalStateException("output of " + spec.name() + " needs stored results");
    }
    return summary;
  }

  /** The path of {@code base} (relative to the figures root, without extension). */
  public Path resolve(String base) {
    return figuresRoot.resolve(base);
  }
}
