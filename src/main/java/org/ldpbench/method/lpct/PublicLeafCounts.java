package org.ldpbench.method.lpct;

import org.ldpbench.data.Dataset;
import org.ldpbench.data.Memo;
import org.ldpbench.partition.TreePartition;

/**
 * Per-leaf public statistics: C_U^j = number of public points in leaf j and C_V^j = the sum of
 * their labels. Public data may be used without restriction.
 *
 * @param cu public counts per leaf
 * @param cv public label sums per leaf
 */
public record PublicLeafCounts(double[] cu, double[] cv) {

  /** Routes every public point through {@code partition}. */
  public static PublicLeafCounts of(TreePartition partition, Dataset publicSample) {
    LeafSums counts = LeafTally.of(partition, publicSample);
    return new PublicLeafCounts(counts.su(), counts.sv());
  }

  /**
   * As {@link #of(TreePartition, Dataset)}, routed once per run and cells ({@code memo}: the run's
   * public half).
   */
  static PublicLeafCounts of(TreePartition partition, Dataset publicSample, Memo memo) {
    LeafSums counts =
        memo.get(
            RoutingMemo.PUBLIC_TALLIES,
            publicSample,
            partition,
            () -> LeafTally.route(partition, publicSample));
    return new PublicLeafCounts(counts.su(), counts.sv());
  }
}
