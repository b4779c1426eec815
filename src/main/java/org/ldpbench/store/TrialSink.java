package org.ldpbench.store;

import java.io.IOException;
import java.util.List;
import org.ldpbench.spec.SweepPoint;

/**
 * Where the runner puts the trials of a unit, and what it asks before computing one: the {@link
 * TrialStore} of a local run, or a collector on a Spark executor whose rows the driver then appends
 * to the store (so both back ends compute the same trials with the same code).
 */
public interface TrialSink {

  /** Whether the trial {@code key} is stored, and whether by {@code implementation}. */
  TrialStore.Status status(String key, String implementation);

  /** Takes finished trials (the rows of one fit group). */
  void append(List<TrialRecord> records) throws IOException;

  /** Takes a failed trial with its error message. */
  void appendFailure(
      String key, String method, int replication, SweepPoint point, String parameters, String error)
      throws IOException;

  /**
   * This sink for a unit none of whose trials it held when the run began: every key answered
   * "missing" without a lookup (only that unit stores those keys, and a store's lock keeps other
   * runs out), everything given passed on.
   */
  default TrialSink answeringMissing() {
    return new SinkView(this, true, true);
  }

  /** This sink for an untimed warm-up pass: asked as it is, keeping nothing it is given. */
  default TrialSink keepingNothing() {
    return new SinkView(this, false, false);
  }
}
