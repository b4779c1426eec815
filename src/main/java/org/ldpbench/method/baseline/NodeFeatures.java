package org.ldpbench.method.baseline;

import org.ldpbench.data.SparseSortedColumns;

/**
 * The features that may still split a node of a {@link CartBuilder} tree, in increasing index
 * order, each with its segment {@code [from, to)} of the node's entries in {@link
 * SparseSortedColumns} (its values other than +0.0; the node's other points have +0.0). A feature
 * constant on a node (sklearn's test: max ≤ min + 1e-7) is constant on every node below it, whose
 * values lie between the same min and max; so it is left out of the children's lists and neither
 * scanned nor partitioned again there, which on Email's deep nodes leaves a handful of the 3000
 * features.
 *
 * @param features feature indices, increasing
 * @param from first entry of each feature's segment
 * @param to one past the last entry of each feature's segment
 */
record NodeFeatures(int[] features, int[] from, int[] to) {

  /** Every feature with all of its entries: the root's list. */
  static NodeFeatures all(SparseSortedColumns entries, int dimension) {
    int[] features = new int[dimension];
    int[] from = new int[dimension];
    int[] to = new int[dimension];
    for (int f = 0; f < dimension; f++) {
      features[f] = f;
      from[f] = entries.start(f);
      to[f] = entries.end(f);
    }
    return new NodeFeatures(features, from, to);
  }

  int size() {
    return features.length;
  }

  /** Those that are not constant on a node of {@code count} points (order kept). */
  NodeFeatures varying(int count, SparseSortedColumns columns) {
    double[] values = columns.values();
    int size = 0;
    int[] kept = new int[features.length];
    for (int j = 0; j < features.length; j++) {
      int entries = to[j] - from[j];
      if (entries == 0) {
        continue; // all +0.0
      }
      boolean zeros = entries < count; // some +0.0
      double first = values[from[j]];
      double last = values[to[j] - 1];
      double min = zeros && first > 0.0 ? 0.0 : first;
      double max = zeros && last < 0.0 ? 0.0 : last;
      if (max <= min + CartBuilder.FEATURE_THRESHOLD) {
        continue; // constant on this node
      }
      kept[size++] = j;
    }
    if (size == features.length) {
      return this;
    }
    int[] keptFeatures = new int[size];
    int[] keptFrom = new int[size];
    int[] keptTo = new int[size];
    for (int i = 0; i < size; i++) {
      keptFeatures[i] = features[kept[i]];
      keptFrom[i] = from[kept[i]];
      keptTo[i] = to[kept[i]];
    }
    return new NodeFeatures(keptFeatures, keptFrom, keptTo);
  }
}
