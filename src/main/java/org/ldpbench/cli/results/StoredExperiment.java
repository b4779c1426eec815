package org.ldpbench.cli.results;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.ldpbench.UserError;
import org.ldpbench.cli.experiments.BestOfChoice;
import org.ldpbench.metric.Metric;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.run.PlanSelection;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.StoredTrials;
import org.ldpbench.store.TrialStore;
import org.ldpbench.store.manifest.StoredManifest;

/**
 * One experiment's result directory read back for {@code compare} and {@code plot}: its spec (the
 * one the manifest names, or given), the plan of its last run's profile and the stored trials.
 */
record StoredExperiment(ExperimentSpec spec, ExperimentPlan plan, StoredTrials stored) {

  static StoredExperiment read(Path results, Path specFile) throws IOException {
    if (!Files.exists(results.resolve(TrialStore.TRIALS))) {
      throw new UserError(
          results
              + ": no "
              + TrialStore.TRIALS
              + "; give one experiment's result directory"
              + " (e.g. results/ma-yang/fig4a-privacy-utility)");
    }
    JsonNode manifest =
        Files.exists(results.resolve(StoredManifest.FILE))
            ? StoredManifest.read(results.resolve(StoredManifest.FILE))
            : null;
    ExperimentSpec spec =
        SpecParser.parse(specFile != null ? specFile : namedSpec(results, manifest));
    ExperimentSpec.Profile profile =
        manifest == null ? ExperimentSpec.Profile.FULL : StoredManifest.profile(manifest);
    ExperimentPlan plan =
        BestOfChoice.plan(
            spec, profile, PlanSelection.ALL, BestOfChoice.resultsRoot(spec, results));
    StoredTrials stored =
        TrialStore.read(results, ResultsLayout.axes(spec), ResultsLayout.metrics(spec));
    return new StoredExperiment(spec, plan, stored);
  }

  private static Path namedSpec(Path results, JsonNode manifest) {
    String named = manifest == null ? "" : manifest.path("specFile").asText("");
    if (named.isEmpty() || !Files.exists(Path.of(named))) {
      throw new UserError(
          results
              + ": "
              + (named.isEmpty()
                  ? "no spec file named in its manifest"
                  : "its manifest names the spec " + named + ", which is not here")
              + "; give it with --spec FILE");
    }
    return Path.of(named);
  }

  /** The spec's method labels, in order. */
  List<String> labels() {
    return spec.methods().stream().map(MethodSpec::label).toList();
  }

  /**
   * The summary in {@code metric} (null: the primary metric).
   *
   * @throws UserError naming the metric and the spec's metrics if it is not one of them
   */
  ResultSummary summary(String metric) {
    List<String> metrics = ResultsLayout.metrics(spec);
    String shown = metric == null ? spec.primaryMetric().id() : metric;
    if (!metrics.contains(shown)) {
      throw new UserError(
          "--metric "
              + shown
              + ": not a metric of "
              + spec.name()
              + "; allowed: "
              + String.join(", ", metrics));
    }
    return ResultSummary.of(plan, stored, shown, Metric.byId(shown).orElseThrow().direction());
  }
}
