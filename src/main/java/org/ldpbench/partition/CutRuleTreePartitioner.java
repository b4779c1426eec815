package org.ldpbench.partition;

import java.util.List;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;

/**
 * A deterministic tree partitioner defined by its cut rule alone: one {@link TreeGrower} builds the
 * partition and grows it for depth grids, both on the public sample only, and the subclass says
 * where a cell may be cut ({@link #candidates}). Max-edge and the CART criterion share this shape;
 * random max-edge does not (its draws are tied to one build).
 */
abstract class CutRuleTreePartitioner implements GrowablePartitioner {

  private final TreeGrower grower;

  /** The stopping rules of {@link TreeGrower}. */
  CutRuleTreePartitioner(int maxDepth, int minSamplesSplit, int minSamplesLeaf, boolean fullTree) {
    this.grower = new TreeGrower(maxDepth, minSamplesSplit, minSamplesLeaf, fullTree);
  }

  @Override
  public final TreePartition build(Dataset publicSample, RandomGenerator publicRandomness) {
    return grower.grow(PublicPoints.of(publicSample), this::candidates);
  }

  @Override
  public final PartitionGrowth growth(Dataset publicSample) {
    return grower.growth(PublicPoints.of(publicSample), this::candidates);
  }

  /** Where this rule cuts a cell (for tests that grow with another grower). */
  final CutRule cutRule() {
    return this::candidates;
  }

  /** This rule's {@link CutRule#candidates}: the cuts of one cell, best first. */
  abstract List<Cut> candidates(CellPoints cell, double[] lower, double[] upper);
}
