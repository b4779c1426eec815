package org.ldpbench.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ldpbench.testing.TestSpecs.TINY;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.TrialStore;
import org.ldpbench.testing.Fakes;
import org.ldpbench.testing.MemorySink;

/**
 * Which units a run computes, and which it may compute without asking the store again: only those
 * none of whose trials is stored.
 */
class PendingTrialsTest {

  @Test
  void onlyUnitsWithNothingStoredAreComputedWithoutLookups() {
    ExperimentPlan plan =
        ExperimentPlan.of(Fakes.parse(TINY, "tiny.yaml"), ExperimentSpec.Profile.FULL);
    List<ExperimentPlan.Unit> units = plan.units();
    // one trial of unit 1 stored, everything of unit 2
    Set<String> stored = new HashSet<>();
    stored.add(units.get(1).groups().get(0).trials().get(0).key());
    units.get(2).groups().forEach(g -> g.trials().forEach(t -> stored.add(t.key())));
    MemorySink store = new MemorySink(stored);

    PendingTrials pending = PendingTrials.of(plan, store, false, Shard.ALL);

    List<Integer> expected = new ArrayList<>();
    for (int i = 0; i < units.size(); i++) {
      if (i != 2) {
        expected.add(i);
      }
    }
    assertThat(pending.units()).isEqualTo(expected);
    assertThat(pending.wholeUnits().get(0)).isTrue();
    assertThat(pending.wholeUnits().get(1)).isFalse(); // partly stored: asked trial by trial
    assertThat(pending.wholeUnits().get(2)).isFalse(); // nothing to compute
    assertThat(pending.wholeUnits().cardinality()).isEqualTo(units.size() - 2);

    String key = units.get(1).groups().get(0).trials().get(0).key();
    String implementation = plan.implementation(units.get(1).groups().get(0).method());
    assertThat(pending.sinkFor(1, store).status(key, implementation))
        .isEqualTo(TrialStore.Status.CURRENT);
    int before = store.lookups;
    assertThat(pending.sinkFor(0, store).status(key, implementation))
        .isEqualTo(TrialStore.Status.MISSING);
    assertThat(store.lookups).isEqualTo(before); // answered without the store
  }
}
