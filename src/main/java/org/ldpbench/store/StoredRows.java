package org.ldpbench.store;

import java.util.List;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SweepPoint;

/**
 * One walk over a plan's expected trials with each trial's row in a store, handed to every reader
 * that needs it (the summary, the provenance, the NA reasons of a report). A walk expands the plan
 * anew (a SHA-256 trial key per trial) and looks every key up in the store; for a spec of 10⁷
 * trials that is most of what reading its results costs, so readers of one store share one walk
 * rather than walk once each.
 */
public final class StoredRows {

  private StoredRows() {}

  /** Receives one expected trial and its stored row. */
  @FunctionalInterface
  public interface Visitor {

    /**
     * One trial of the plan, in plan order: its replication, method entry, sweep point and
     * parameters, and its row in the store ({@link StoredTrials#value}, {@link
     * StoredTrials#reason}), or −1 if it is not stored.
     */
    void visit(
        int replication, MethodSpec method, SweepPoint point, ParameterSet parameters, int row);
  }

  /**
   * Walks {@code plan} once, handing every trial with its row in {@code stored} to each visitor.
   */
  public static void walk(
      ExpectedTrials plan, StoredTrials stored, List<? extends Visitor> visitors) {
    Visitor[] each = visitors.toArray(new Visitor[0]);
    int[] next = {0};
    plan.forEachTrial(
        (replication, method, point, key, parameters) -> {
          int row = stored.indexOf(key, next[0]);
          if (row >= 0) {
            next[0] = row + 1;
          }
          for (Visitor visitor : each) {
            visitor.visit(replication, method, point, parameters, row);
          }
        });
  }
}
