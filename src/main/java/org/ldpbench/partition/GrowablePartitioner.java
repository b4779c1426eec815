package org.ldpbench.partition;

import org.ldpbench.data.Dataset;

/**
 * A deterministic partitioner whose partitions of every depth come from one growth on the public
 * sample ({@link PartitionGrowth}): a depth grid then costs one tree, and the partition of each
 * depth is exactly the one {@link #build} would give with that depth as its limit. Random rules
 * (random max-edge) are not growable this way: their draws are tied to one build.
 */
public interface GrowablePartitioner extends Partitioner {

  /** A growth of this rule's tree on {@code publicSample}; its depth limit is the caller's. */
  PartitionGrowth growth(Dataset publicSample);
}
