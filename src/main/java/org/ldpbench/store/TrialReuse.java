package org.ldpbench.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SweepPoint;

/**
 * Copies into a spec's store the trials it shares with the specs its {@code reuse:} names, before a
 * run computes anything. A trial key is the hash of everything that decides a trial (spec version,
 * seed, data, replication, method, parameters, budgets), so two specs that plan the same key plan
 * the same computation: Auddy et al.'s Figure 7 is one set of trials read in two metrics, and
 * several of Ma &amp; Yang's specs repeat another's first replications.
 *
 * <p>A row is copied only if it was computed by the implementation this spec's plan names for its
 * method, and only from a store that records every metric of this spec (the columns are put in this
 * spec's order). Its configuration columns (method, sweep point, parameters) are this spec's own,
 * from its plan, so the other spec may sweep other axes; the row keeps its commit, times and
 * diagnostics, so the report names where it came from. Rows of other stores are never changed.
 */
public final class TrialReuse {

  /** How the line of a reuse that copied trials begins (in the log and the run's notes). */
  public static final String COPIED = "reuse: copied ";

  private TrialReuse() {}

  /** A trial to copy: the implementation it must come from and its configuration columns. */
  private record Wanted(
      String implementation, String label, SweepPoint point, ParameterSet parameters) {}

  /**
   * What one named spec gave.
   *
   * @param from the named spec
   * @param trials trials copied from its store
   * @param reason why nothing was copied, or empty
   */
  public record Copied(String from, long trials, String reason) {

    /** One line for the log and the manifest. */
    public String describe() {
      return reason.isEmpty()
          ? COPIED
              + trials
              + (trials == 1 ? " trial" : " trials")
              + " from "
              + from
              + " (same trial keys, computed by the current implementation)"
          : "reuse: nothing copied from " + from + ": " + reason;
    }
  }

  /**
   * Copies the trials of {@code plan} that {@code store} lacks (or holds from another
   * implementation, unless {@code keepStale}) from the stores under {@code resultsRoot} of the
   * specs {@code plan}'s spec names in {@code reuse:}, the first one holding a trial giving it.
   */
  public static List<Copied> copy(
      ExpectedTrials plan, TrialStore store, Path resultsRoot, boolean keepStale)
      throws IOException {
    ExperimentSpec spec = plan.spec();
    if (spec.reuse().isEmpty()) {
      return List.of();
    }
    Map<String, Wanted> wanted = new HashMap<>();
    IdentityHashMap<MethodSpec, String> implementations = new IdentityHashMap<>();
    plan.forEachTrial(
        (replication, method, point, key, parameters) -> {
          String implementation = implementations.computeIfAbsent(method, plan::implementation);
          TrialStore.Status status = store.status(key, implementation);
          if (status == TrialStore.Status.MISSING
              || (status == TrialStore.Status.STALE && !keepStale)) {
            wanted.put(key, new Wanted(implementation, method.label(), point, parameters));
          }
        });
    List<String> axes = ResultsLayout.axes(spec);
    List<String> metrics = ResultsLayout.metrics(spec);
    List<Copied> copied = new ArrayList<>();
    for (String from : spec.reuse()) {
      Path directory = resultsRoot.resolve(from);
      if (wanted.isEmpty()) {
        copied.add(new Copied(from, 0, "every trial is stored already"));
        continue;
      }
      if (!Files.exists(directory.resolve(TrialStore.TRIALS))) {
        copied.add(new Copied(from, 0, "no stored results in " + directory));
        continue;
      }
      StoreMerge.Columns columns = StoreMerge.columns(directory);
      if (!columns.metrics().containsAll(metrics)) {
        copied.add(
            new Copied(
                from,
                0,
                "it records the metrics " + columns.metrics() + ", not all of " + metrics));
        continue;
      }
      int[] column = new int[metrics.size()];
      for (int m = 0; m < metrics.size(); m++) {
        column[m] = columns.metrics().indexOf(metrics.get(m));
      }
      StoreReader.LatestRows latest =
          StoreReader.latest(directory, columns.axes(), columns.metrics(), wanted::containsKey);
      List<StoreFormat.Configuration> configurations = latest.configurations();
      List<StoreFormat.Row> rows = new ArrayList<>();
      List<StoreFormat.Configuration> configurationOfRow = new ArrayList<>();
      for (StoreFormat.Row row : latest.rows()) {
        StoreFormat.Configuration theirs = configurations.get(row.configuration());
        Wanted trial = wanted.get(row.key());
        if (!theirs.implementation().equals(trial.implementation())) {
          continue;
        }
        List<String> values = new ArrayList<>(metrics.size());
        for (int index : column) {
          values.add(row.metrics().get(index));
        }
        List<String> point = new ArrayList<>(axes.size());
        for (String axis : axes) {
          point.add(trial.point().formatted(axis));
        }
        configurationOfRow.add(
            new StoreFormat.Configuration(
                trial.label(),
                point,
                trial.parameters().canonical(),
                theirs.implementation(),
                theirs.commit()));
        rows.add(
            new StoreFormat.Row(
                row.key(),
                -1,
                row.replication(),
                row.outcome(),
                values,
                row.diagnostics(),
                row.fitMillis(),
                row.predictMillis()));
        wanted.remove(row.key());
      }
      if (!rows.isEmpty()) {
        store.appendNumbered(rows, configurationOfRow);
      }
      copied.add(
          new Copied(
              from,
              rows.size(),
              rows.isEmpty() ? "it holds none of the missing trials by this implementation" : ""));
    }
    return copied;
  }
}
