package org.ldpbench.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.store.TrialRecord;
import org.ldpbench.store.TrialSink;
import org.ldpbench.store.TrialStore;

/**
 * A trial sink in memory, for tests of what a run asks and stores: the keys it is given as stored
 * answer "current", every other "missing"; it counts its lookups and keeps the records it is given
 * (failures are dropped).
 */
public final class MemorySink implements TrialSink {

  public final Set<String> stored;
  public final List<TrialRecord> records = new ArrayList<>();
  public int lookups;

  /** A sink to which every trial is missing. */
  public MemorySink() {
    this(Set.of());
  }

  public MemorySink(Set<String> stored) {
    this.stored = stored;
  }

  @Override
  public TrialStore.Status status(String key, String implementation) {
    lookups++;
    return stored.contains(key) ? TrialStore.Status.CURRENT : TrialStore.Status.MISSING;
  }

  @Override
  public void append(List<TrialRecord> rows) {
    records.addAll(rows);
  }

  @Override
  public void appendFailure(
      String key,
      String method,
      int replication,
      SweepPoint point,
      String parameters,
      String error) {}
}
