package org.ldpbench.method.lpct;

import org.ldpbench.data.MemoKey;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RunMemo;
import org.ldpbench.partition.TreePartition;

/**
 * Route once (issue 10): the keys under which the leaf tallies of a data object in a partition and
 * the leaves of the test points are remembered for a run, shared by every fit that grows the same
 * cells ({@link TreePartition#sameCells}) on it: the ε values of a sweep, and LPCT, LPCT-P and
 * LPCT-NP at one depth. The values live in the run's {@link RunMemo}, not here: exact private
 * tallies in its exact half, reachable only by the mechanisms through {@link PrivateSample#exact};
 * public counts and routes in its public half.
 */
final class RoutingMemo {

  /** Partitions remembered per data object (depths × splitters × public samples of a sweep). */
  static final int PER_OBJECT = 64;

  /**
   * Exact per-leaf counts and label sums of a private sample; copies are handed out (noise is added
   * in place).
   */
  static final MemoKey<TreePartition, LeafSums> TALLIES =
      MemoKey.ofCopied(
          "LPCT exact leaf tallies", TreePartition::sameCells, PER_OBJECT, LeafSums::copy);

  /** Per-leaf counts and label sums of the public sample; copies are handed out. */
  static final MemoKey<TreePartition, LeafSums> PUBLIC_TALLIES =
      MemoKey.ofCopied(
          "LPCT public leaf counts", TreePartition::sameCells, PER_OBJECT, LeafSums::copy);

  /** Leaves (and root-cell membership) of evaluation points; immutable. */
  static final MemoKey<TreePartition, RoutedPoints.Routes> ROUTES =
      MemoKey.ofImmutable("LPCT routes of evaluation points", TreePartition::sameCells, PER_OBJECT);

  private RoutingMemo() {}
}
