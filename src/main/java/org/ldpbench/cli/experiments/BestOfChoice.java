package org.ldpbench.cli.experiments;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.ldpbench.UserError;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.paper.LoadedSpec;
import org.ldpbench.run.ConfigurationChoice;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.run.PlanSelection;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.store.ExpectedTrials;
import org.ldpbench.store.StoredRows;
import org.ldpbench.store.StoredTrials;
import org.ldpbench.store.TrialStore;

/**
 * The configurations a spec with {@code bestOf: OTHER} runs: per method entry and sweep point, the
 * one with the best mean of the primary metric over this spec's replications, read from OTHER's
 * stored rows with the same trial keys (the same computations) and chosen by the rule of every
 * summary ({@link ResultSummary}: the best mean among complete configurations). Ma &amp; Yang's
 * Table 3 times the configuration Table 2 makes best; it used to refit every configuration of Table
 * 2's grid in isolation to find that one, which chose the same configuration from the same
 * accuracies at several times the cost.
 *
 * <p>A method entry and point keeps its whole grid where OTHER does not hold every one of its
 * trials by the implementation this plan names (a method OTHER does not run, such as Table 3's
 * PHIST with the code's guard; a partial or stale store), and where every configuration is NA.
 */
public final class BestOfChoice implements ConfigurationChoice {

  private final Map<String, Map<SweepPoint, String>> best;

  /** One line for the log: how many method-points were narrowed to one configuration. */
  private final String line;

  private BestOfChoice(Map<String, Map<SweepPoint, String>> best, String line) {
    this.best = best;
    this.line = line;
  }

  /**
   * The plan {@code spec} runs in {@code profile} and {@code selection}: the whole plan, or for a
   * spec with {@code bestOf:} the configurations its named spec's stored trials under {@code
   * resultsRoot} make best.
   *
   * @throws UserError if the named spec has no stored trials there
   */
  public static ExperimentPlan plan(
      ExperimentSpec spec,
      ExperimentSpec.Profile profile,
      PlanSelection selection,
      Path resultsRoot)
      throws IOException {
    return plan(spec, profile, selection, resultsRoot, line -> {});
  }

  /** {@link #plan}, handing {@code said} the line that says what a {@code bestOf:} choice kept. */
  static ExperimentPlan plan(
      ExperimentSpec spec,
      ExperimentSpec.Profile profile,
      PlanSelection selection,
      Path resultsRoot,
      Consumer<String> said)
      throws IOException {
    ExperimentPlan plan = ExperimentPlan.of(spec, profile, selection);
    if (spec.bestOf().isEmpty()) {
      return plan;
    }
    BestOfChoice choice = of(plan, resultsRoot);
    said.accept(spec.name() + ": " + choice.line);
    return plan.choosing(choice);
  }

  /**
   * The number of trials {@link #plan} gives, or the whole plan's where the named spec has not been
   * run yet (a command that runs it first counts its trials before it has).
   */
  static long trialCount(
      ExperimentSpec spec,
      ExperimentSpec.Profile profile,
      PlanSelection selection,
      Path resultsRoot)
      throws IOException {
    if (!spec.bestOf().isEmpty() && !Files.exists(stored(spec, resultsRoot))) {
      return ExperimentPlan.of(spec, profile, selection).trialCount();
    }
    return plan(spec, profile, selection, resultsRoot).trialCount();
  }

  private static Path stored(ExperimentSpec spec, Path resultsRoot) {
    return resultsRoot.resolve(spec.bestOf()).resolve(TrialStore.TRIALS);
  }

  /** The choice for {@code plan} (every configuration of its spec) from the named spec's store. */
  static BestOfChoice of(ExperimentPlan plan, Path resultsRoot) throws IOException {
    ExperimentSpec spec = plan.spec();
    Path file = stored(spec, resultsRoot);
    if (!Files.exists(file)) {
      throw new UserError(
          spec.file()
              + ": bestOf: "
              + spec.bestOf()
              + " has no stored trials ("
              + file
              + "); run that spec first: its best configurations choose what this spec runs");
    }
    StoredTrials stored = TrialStore.readAsStored(file.getParent());
    if (!stored.metrics().contains(spec.primaryMetric().id())) {
      throw new UserError(
          spec.file()
              + ": bestOf: "
              + spec.bestOf()
              + " records "
              + stored.metrics()
              + ", not this spec's primary metric "
              + spec.primaryMetric().id());
    }
    ResultSummary.Collector summary = ResultSummary.collector(plan, stored);
    Set<String> stale = new HashSet<>();
    Map<MethodSpec, String> implementations = new HashMap<>();
    StoredRows.Visitor staleRows =
        (replication, method, point, parameters, row) -> {
          String wanted = implementations.computeIfAbsent(method, plan::implementation);
          if (row >= 0 && !stored.implementation(row).equals(wanted)) {
            stale.add(method.label() + "\u0000" + point);
          }
        };
    StoredRows.walk(plan, stored, List.of(summary, staleRows));
    Map<String, Map<SweepPoint, String>> best = new HashMap<>();
    int chosen = 0;
    int whole = 0;
    for (ResultSummary.BestResult result : summary.summary().best()) {
      boolean usable =
          result.best() != null
              && result.complete()
              && !result.notApplicable()
              && !stale.contains(result.method() + "\u0000" + result.point());
      if (usable) {
        best.computeIfAbsent(result.method(), m -> new HashMap<>())
            .put(result.point(), result.best().parameters().canonical());
        chosen++;
      } else {
        whole++;
      }
    }
    String line =
        String.format(
            Locale.ROOT,
            "bestOf: %d method-point%s run only the configuration %s's stored trials make best"
                + "%s",
            chosen,
            chosen == 1 ? "" : "s",
            spec.bestOf(),
            whole == 0
                ? ""
                : String.format(
                    Locale.ROOT,
                    "; %d keep%s every configuration (not all stored there by this implementation,"
                        + " or NA)",
                    whole,
                    whole == 1 ? "s" : ""));
    return new BestOfChoice(best, line);
  }

  @Override
  public boolean keeps(MethodSpec method, SweepPoint point, ParameterSet parameters) {
    Map<SweepPoint, String> byPoint = best.get(method.label());
    String canonical = byPoint == null ? null : byPoint.get(point);
    return canonical == null || canonical.equals(parameters.canonical());
  }

  /**
   * {@link #plan} of the whole spec as the report layer asks for it, results under {@code root}.
   */
  static ExpectedTrials.Planner planner(Path root) {
    return (spec, profile) -> {
      try {
        return plan(spec, profile, PlanSelection.ALL, root);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    };
  }

  /**
   * The stored results of a spec as a report reads them without keeping anything: planned by {@link
   * #planner}, the store read every time ({@link LoadedSpecs} keeps what it reads).
   */
  static LoadedSpec.Source reading(Path root) {
    return LoadedSpec.Source.reading(planner(root));
  }

  /** The results root a spec's own results directory lies in. */
  public static Path resultsRoot(ExperimentSpec spec, Path resultsDirectory) {
    Path root = resultsDirectory.toAbsolutePath().normalize();
    for (int i = 0; i < spec.name().split("/").length; i++) {
      root = root.getParent();
    }
    return root;
  }
}
