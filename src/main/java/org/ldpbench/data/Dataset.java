package org.ldpbench.data;

import java.util.Objects;

/**
 * Features with one target per row, held in memory. Whether a dataset is public or private is not a
 * property of the dataset but of where it sits in a {@link DataSplit}; methods receive both roles
 * separately. As {@link SampleRows} it is a single chunk.
 */
public final class Dataset implements SampleRows {

  private final Features features;
  private final Targets targets;

  public Dataset(Features features, Targets targets) {
    this.features = Objects.requireNonNull(features, "features");
    this.targets = Objects.requireNonNull(targets, "targets");
    if (features.rows() != targets.size()) {
      throw new IllegalArgumentException(
          features.rows() + " feature rows but " + targets.size() + " targets");
    }
  }

  /** An empty dataset with {@code dimension} columns and binary labels. */
  public static Dataset emptyBinary(int dimension) {
    return new Dataset(Features.wrap(new double[0], 0, dimension), ClassLabels.binary(new int[0]));
  }

  public Features features() {
    return features;
  }

  public Targets targets() {
    return targets;
  }

  @Override
  public int size() {
    return features.rows();
  }

  @Override
  public int dimension() {
    return features.columns();
  }

  @Override
  public TaskType task() {
    return targets instanceof ClassLabels ? TaskType.CLASSIFICATION : TaskType.REGRESSION;
  }

  @Override
  public int classes() {
    return targets instanceof ClassLabels labels ? labels.classes() : 0;
  }

  /** One chunk: the whole dataset. */
  @Override
  public int chunkCount() {
    return 1;
  }

  @Override
  public long chunkStart(int c) {
    return c == 0 ? 0 : size();
  }

  @Override
  public Dataset chunk(int c) {
    if (c != 0) {
      throw new IndexOutOfBoundsException("chunk " + c + " of 1");
    }
    return this;
  }

  /** The targets as class labels. */
  public ClassLabels classLabels() {
    if (targets instanceof ClassLabels labels) {
      return labels;
    }
    throw new IllegalStateException("this dataset has real-valued targets, not class labels");
  }

  /** The rows whose indices are given, in that order. */
  public Dataset select(int[] indices) {
    return new Dataset(features.select(indices), targets.select(indices));
  }
}
