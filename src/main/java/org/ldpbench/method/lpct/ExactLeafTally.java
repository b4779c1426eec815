package org.ldpbench.method.lpct;

import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.partition.TreePartition;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * The NON-private release of LPCT-NP (eq. 9): the exact private leaf counts and label sums, no
 * noise. It has no guarantee, so only a method with privacy model NONE may use it.
 */
final class ExactLeafTally implements PrivateMechanism<LeafSums> {

  private final TreePartition partition;

  ExactLeafTally(TreePartition partition) {
    this.partition = partition;
  }

  @Override
  public Optional<PrivacyBudget> guarantee() {
    return Optional.empty();
  }

  @Override
  public Neighbours neighbours() {
    return Neighbours.RECORD;
  }

  @Override
  public LeafSums release(PrivateSample sample, RandomGenerator noise) {
    return sample.exact(RoutingMemo.TALLIES, partition, rows -> LeafTally.route(partition, rows));
  }
}
