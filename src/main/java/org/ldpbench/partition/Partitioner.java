package org.ldpbench.partition;

import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;

/**
 * Builds a partition from public data. The signature is the privacy argument: no private record can
 * reach a partitioner, so any partition it returns may be used freely by a private method (Ma &amp;
 * Yang, Proposition 2 holds for every partition built without private data).
 */
public interface Partitioner {

  /**
   * Builds the partition of the public sample.
   *
   * @param publicSample the public sample D^Q
   * @param publicRandomness randomness for randomized rules (random max-edge); independent of all
   *     private data
   */
  TreePartition build(Dataset publicSample, RandomGenerator publicRandomness);
}
