package org.ldpbench.data;

/**
 * Where a replication's data comes from: a synthetic generator or a real data set with its
 * public/private/test split rule. The runner calls {@link #draw} once per replication, so every
 * method of the replication sees the same split.
 */
public interface DataSource {

  /**
   * A stable identity of the distribution and sizes (generator or file plus every parameter), used
   * in trial keys. Two sources with equal ids must draw equal splits from equal streams.
   */
  String id();

  /** What {@code ldpbench} records in the manifest: parameters, file hashes. */
  String provenance();

  /** Number of private samples (servers) each split has; 1 unless the source is multi-server. */
  default int privateSampleCount() {
    return 1;
  }

  /**
   * Draws one replication's split. Each sample must come from its own stream of {@code streams},
   * named by the coordinates that change that sample (see {@link SampleStreams}).
   */
  DataSplit draw(SampleStreams streams);
}
