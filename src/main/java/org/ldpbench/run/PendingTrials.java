package org.ldpbench.run;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.TrialSink;
import org.ldpbench.store.TrialStore;

/**
 * What a run has to do: the plan compared with the store, before anything is computed, so a run can
 * say how many trials are stored, missing or stale (and by which method) and hand only the units
 * with work to the workers (the local pool or Spark).
 *
 * @param planned trials of the plan (in the shard)
 * @param missing trials to compute: not stored, or stale and not kept
 * @param staleByLabel stored trials of another implementation version, by method label
 * @param units indices (in {@link ExperimentPlan#units()}) of the units with something to compute
 * @param wholeUnits indices of the units none of whose trials (in the shard) is stored: a run
 *     computes all of them without asking the store again (only the unit itself stores its trials,
 *     whose keys no other unit plans, and the store's lock keeps other runs out)
 */
public record PendingTrials(
    long planned,
    long missing,
    Map<String, Long> staleByLabel,
    List<Integer> units,
    BitSet wholeUnits) {

  /**
   * Compares the plan with {@code store}, one unit at a time (no per-trial memory beyond the
   * store's key index).
   */
  public static PendingTrials of(
      ExperimentPlan plan, TrialSink store, boolean keepStale, Shard shard) {
    long planned = 0;
    long missing = 0;
    Map<String, Long> staleByLabel = new LinkedHashMap<>();
    List<Integer> todo = new ArrayList<>();
    BitSet whole = new BitSet();
    List<ExperimentPlan.Unit> units = plan.units();
    for (int index = 0; index < units.size(); index++) {
      ExperimentPlan.Unit unit = units.get(index);
      long unitMissing = 0;
      long unitPlanned = 0;
      for (ExperimentPlan.FitGroup group : unit.groups()) {
        if (!shard.contains(group)) {
          continue;
        }
        planned += group.trials().size();
        unitPlanned += group.trials().size();
        String implementation = plan.implementation(group.method());
        for (ExperimentPlan.Trial trial : group.trials()) {
          TrialStore.Status status = store.status(trial.key(), implementation);
          if (status == TrialStore.Status.STALE) {
            staleByLabel.merge(group.method().label(), 1L, Long::sum);
          }
          if (status == TrialStore.Status.MISSING
              || (status == TrialStore.Status.STALE && !keepStale)) {
            unitMissing++;
          }
        }
      }
      if (unitMissing > 0) {
        todo.add(index);
        missing += unitMissing;
      }
      if (unitMissing > 0 && unitMissing == unitPlanned) {
        whole.set(index);
      }
    }
    return new PendingTrials(planned, missing, staleByLabel, todo, whole);
  }

  /**
   * The sink a run hands unit {@code index}: {@code store} itself, or for a unit none of whose
   * trials is stored, {@code store} answering "missing" without a lookup (a run of millions of
   * cheap trials otherwise probes a growing key index at random once per trial).
   */
  public TrialSink sinkFor(int index, TrialSink store) {
    return wholeUnits.get(index) ? store.answeringMissing() : store;
  }

  /**
   * Logs what a run will do (and notes stale trials in the manifest); {@code workers}: "2 threads".
   */
  public void announce(
      ExperimentPlan plan,
      boolean keepStale,
      Shard shard,
      String workers,
      Manifest manifest,
      PrintWriter log) {
    ExperimentSpec spec = plan.spec();
    log.printf(
        "%s: %d trials planned (%s, %d replications%s), %d stored, %d to compute on %s%n",
        spec.name(),
        planned,
        plan.profile().name().toLowerCase(Locale.ROOT),
        plan.replications(),
        shard.count() > 1 ? "; shard " + shard : "",
        planned - missing,
        missing,
        workers);
    staleByLabel.forEach(
        (label, count) -> {
          String line =
              String.format(
                  Locale.ROOT,
                  "%,d %s trials were computed by an older" + " implementation: %s",
                  count,
                  label,
                  keepStale ? "kept (--keep-stale)" : "recomputed");
          log.printf("%s: %s%n", spec.name(), line);
          manifest.note(line);
        });
    log.flush();
  }
}
