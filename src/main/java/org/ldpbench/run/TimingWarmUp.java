package org.ldpbench.run;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.ldpbench.data.RunMemo;
import org.ldpbench.store.TrialSink;

/**
 * The untimed pass that a spec with {@code fits: isolated} (a timing table) runs before its timed
 * one: the pending fits of its first pending replication, computed and dropped, so that the stored
 * times are those of compiled code and not of the JVM's first calls (a JMH warm-up iteration). A
 * timing table that fits one configuration per method and data set ({@code bestOf:}) would
 * otherwise time its first fits before the JIT compiles them: in Table 3 at 20 replications without
 * the pass, replication 0 took over twice the median of the other replications in 75 of 121
 * (method, data set) cells (CT-W on Anonymity 22.6 ms against about 0.6 ms), with it in 17. Nothing
 * of the pass is stored or remembered (its own run memo); the timed pass computes the same trials
 * again, with the same seeds.
 */
final class TimingWarmUp {

  /** Replications of the warm-up pass. */
  static final int WARM_UP_REPLICATIONS = 1;

  private TimingWarmUp() {}

  /**
   * Runs the warm-up of {@code pending} on {@code pool} and waits for it, if {@code plan}'s spec
   * times isolated fits.
   */
  static void run(
      ExperimentPlan plan,
      PendingTrials pending,
      TrialSink store,
      ExecutorService pool,
      boolean keepStale,
      String commit,
      Shard shard)
      throws InterruptedException, ExecutionException {
    if (!plan.spec().isolatedFits() || pending.units().isEmpty()) {
      return;
    }
    List<ExperimentPlan.Unit> units = plan.units();
    int first = units.get(pending.units().get(0)).replication();
    int last = first + WARM_UP_REPLICATIONS - 1;
    TrialSink dropped = store.keepingNothing();
    RunMemo memo = new RunMemo();
    List<Future<?>> futures = new ArrayList<>();
    for (int index : pending.units()) {
      ExperimentPlan.Unit unit = units.get(index);
      if (unit.replication() > last) {
        continue;
      }
      futures.add(
          pool.submit(
              () -> {
                UnitWork.run(
                    plan,
                    unit,
                    dropped,
                    Progress.silent(),
                    new AtomicLong(),
                    new AtomicLong(),
                    new FailedTrials(),
                    keepStale,
                    commit,
                    shard::contains,
                    memo);
                return null;
              }));
    }
    for (Future<?> future : futures) {
      future.get();
    }
  }
}
