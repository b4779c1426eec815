package org.ldpbench.store;

import java.util.List;
import org.ldpbench.data.DataSource;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SweepPoint;

/**
 * The trials one profile of a spec stores, as a reader of results sees them: which keys, by
 * replication, method, sweep point and configuration, and the data sources behind them. The
 * runner's plan ({@code org.ldpbench.run.ExperimentPlan}) is one, handed to the report layer as
 * this view, so that summaries, figures and claims read a store without knowing how its trials are
 * run or seeded.
 */
public interface ExpectedTrials {

  /** The spec the trials are of. */
  ExperimentSpec spec();

  /** The profile (full or quick) whose trials these are. */
  ExperimentSpec.Profile profile();

  /** Replications per configuration. */
  int replications();

  /** Every sweep point of the profile, first axis outermost. */
  List<SweepPoint> points();

  /** The data source at each combination of the data axes, in plan order. */
  List<DataSource> dataSources();

  /** Number of trials (rows) expected. */
  long trialCount();

  /**
   * The implementation versions behind the trials of {@code method} (the method's and the data
   * source's); a stored row of other versions is stale.
   */
  String implementation(MethodSpec method);

  /** Hands every expected trial to {@code visitor}, replication-major (the plan's order). */
  void forEachTrial(TrialVisitor visitor);

  /** Receives the expected trials one at a time. */
  @FunctionalInterface
  interface TrialVisitor {

    /**
     * One trial: its replication, method entry, sweep point, key in the store and all its
     * parameters (fit and post-processing).
     */
    void visit(
        int replication, MethodSpec method, SweepPoint point, String key, ParameterSet parameters);
  }

  /**
   * Expands one profile of a spec into its expected trials; the command that reports hands over the
   * runner's ({@code ExperimentPlan::of}).
   */
  @FunctionalInterface
  interface Planner {

    /** The expected trials of {@code profile} of {@code spec}. */
    ExpectedTrials plan(ExperimentSpec spec, ExperimentSpec.Profile profile);
  }
}
