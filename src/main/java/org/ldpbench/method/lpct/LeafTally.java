package org.ldpbench.method.lpct;

import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.SampleRows;
import org.ldpbench.data.TaskType;
import org.ldpbench.partition.TreePartition;

/**
 * Per-leaf point counts and label sums of a binary-labelled sample, held in memory or streamed: one
 * pass over the sample's chunks (two at a time on a streamed sample), whose partial tallies are
 * whole numbers and so add up to the same sums in any order.
 */
final class LeafTally {

  private LeafTally() {}

  /** The sample's labels, which LPCT needs to be binary. */
  static ClassLabels binaryLabels(Dataset sample) {
    ClassLabels labels = sample.classLabels();
    if (labels.classes() != 2) {
      throw new IllegalArgumentException(
          "LPCT needs binary labels, got " + labels.classes() + " classes");
    }
    return labels;
  }

  /** Checks that a sample (maybe streamed) has binary labels, from its public metadata. */
  static void checkBinary(SampleRows sample) {
    if (sample.task() != TaskType.CLASSIFICATION || sample.classes() != 2) {
      throw new IllegalArgumentException(
          "LPCT needs binary labels, got "
              + (sample.task() == TaskType.CLASSIFICATION
                  ? sample.classes() + " classes"
                  : "real-valued targets"));
    }
  }

  /**
   * Routes every point of {@code sample} through the tree thresholds and tallies its leaf, without
   * remembering anything (the mechanisms remember private tallies through {@link
   * PrivateSample#exact}, {@link PublicLeafCounts} public ones in the run's memo).
   */
  static LeafSums of(TreePartition partition, SampleRows sample) {
    return route(partition, sample);
  }

  /**
   * Routes every record of {@code sample}, chunk by chunk: the exact counts and label sums per
   * leaf.
   */
  static LeafSums route(TreePartition partition, SampleRows sample) {
    checkBinary(sample);
    if (sample.chunkCount() == 1) {
      return route(partition, sample.chunk(0));
    }
    double[] count = new double[partition.leafCount()];
    double[] labelSum = new double[partition.leafCount()];
    sample.forEachChunk(
        c -> route(partition, sample.chunk(c)),
        part -> {
          for (int j = 0; j < count.length; j++) {
            count[j] += part.su()[j];
            labelSum[j] += part.sv()[j];
          }
        },
        true);
    return new LeafSums(count, labelSum, sample.size());
  }

  /** Routes every record of an in-memory sample (or chunk). */
  static LeafSums route(TreePartition partition, Dataset sample) {
    ClassLabels labels = binaryLabels(sample);
    Features x = sample.features();
    int n = labels.size();
    double[] count = new double[partition.leafCount()];
    double[] labelSum = new double[partition.leafCount()];
    int[] leaves = new int[n];
    partition.cellsOf(x, leaves);
    for (int i = 0; i < n; i++) {
      int leaf = leaves[i];
      count[leaf] += 1.0;
      labelSum[leaf] += labels.label(i);
    }
    return new LeafSums(count, labelSum, n);
  }
}
