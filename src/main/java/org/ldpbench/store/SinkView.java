package org.ldpbench.store;

import java.io.IOException;
import java.util.List;
import org.ldpbench.spec.SweepPoint;

/**
 * A sink seen by one pass of a run ({@link TrialSink#answeringMissing}, {@link
 * TrialSink#keepingNothing}): what it is asked is answered by {@code sink} or, for a unit none of
 * whose trials is stored, "missing" without a lookup; what it is given goes to {@code sink} or, for
 * an untimed warm-up pass, nowhere.
 */
record SinkView(TrialSink sink, boolean everythingMissing, boolean keeps) implements TrialSink {

  @Override
  public TrialStore.Status status(String key, String implementation) {
    return everythingMissing ? TrialStore.Status.MISSING : sink.status(key, implementation);
  }

  @Override
  public void append(List<TrialRecord> records) throws IOException {
    if (keeps) {
      sink.append(records);
    }
  }

  @Override
  public void appendFailure(
      String key, String method, int replication, SweepPoint point, String parameters, String error)
      throws IOException {
    if (keeps) {
      sink.appendFailure(key, method, replication, point, parameters, error);
    }
  }
}
