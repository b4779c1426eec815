package org.ldpbench.partition;

import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;

/**
 * The public sample as the tree builders read it: the features (row-major, not copied) and class
 * labels 0..classes−1. Package-private helper shared by the cut rules. The rules' per-dimension
 * scans read a cell's sorted entries ({@link CellPoints}) instead of these rows; what is read here
 * is one coordinate per point to route a cell's points at a cut, and whole rows for the
 * distinct-rows stopping rule.
 */
final class PublicPoints {

  private final Features features;
  final int[] y;
  final int dimension;
  final int classes;

  private PublicPoints(Features features, int[] y, int classes) {
    this.features = features;
    this.y = y;
    this.dimension = features.columns();
    this.classes = classes;
  }

  static PublicPoints of(Dataset sample) {
    ClassLabels labels = sample.classLabels();
    return new PublicPoints(sample.features(), labels.copyLabels(), labels.classes());
  }

  /** The features (immutable). */
  Features features() {
    return features;
  }

  int size() {
    return y.length;
  }

  double get(int point, int k) {
    return features.get(point, k);
  }

  /** The features of {@code point}, a new array. */
  double[] row(int point) {
    return features.row(point);
  }
}
