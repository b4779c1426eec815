package org.ldpbench.report.paper;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.ExpectedTrials;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.StoredRows;
import org.ldpbench.store.StoredTrials;
import org.ldpbench.store.TrialStore;

/**
 * A spec's stored results as its outputs and its REPORT.md section use them, from one walk over its
 * plan's trials: the summary (scores per configuration), which code computed the trials and why the
 * NA trials are NA. Reading a store of millions of trials back takes up to a minute, so a command
 * that has loaded it once (for the spec's own summaries and figures) can hand it to the paper
 * report ({@link Source}) instead of reading the same store again.
 *
 * @param plan the trials the store was read for
 * @param summary the plan's summary
 * @param provenance the commits and implementation versions behind the plan's stored trials
 * @param notApplicable the Markdown lines saying why NA trials are NA (empty if there are none)
 */
public record LoadedSpec(
    ExpectedTrials plan, ResultSummary summary, TrialProvenance provenance, String notApplicable) {

  /** Reads {@code plan}'s stored trials from {@code directory} (every line's checksum checked). */
  public static LoadedSpec read(ExpectedTrials plan, Path directory) throws IOException {
    ExperimentSpec spec = plan.spec();
    StoredTrials stored =
        TrialStore.read(directory, ResultsLayout.axes(spec), ResultsLayout.metrics(spec));
    ResultSummary.Collector summaryRows = ResultSummary.collector(plan, stored);
    TrialProvenance.Collector provenanceRows = new TrialProvenance.Collector(plan, stored);
    NotApplicableReasons.Collector notApplicableRows = new NotApplicableReasons.Collector(stored);
    StoredRows.walk(plan, stored, List.of(summaryRows, provenanceRows, notApplicableRows));
    StringBuilder reasons = new StringBuilder();
    notApplicableRows.append(reasons);
    return new LoadedSpec(
        plan, summaryRows.summary(), provenanceRows.provenance(), reasons.toString());
  }

  /** Where a report gets a spec's loaded results. */
  @FunctionalInterface
  public interface Source {

    /** The stored results of {@code profile} of {@code spec}, whose store is {@code directory}. */
    LoadedSpec load(ExperimentSpec spec, ExperimentSpec.Profile profile, Path directory)
        throws IOException;

    /** Plans with {@code planner} and reads the store every time. */
    static Source reading(ExpectedTrials.Planner planner) {
      return (spec, profile, directory) -> read(planner.plan(spec, profile), directory);
    }
  }
}
