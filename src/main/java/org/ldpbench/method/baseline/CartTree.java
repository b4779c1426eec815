package org.ldpbench.method.baseline;

import org.ldpbench.data.Features;

/**
 * A fitted classification tree, stored in flat arrays (node 0 is the root). Every node keeps its
 * majority class, so the tree grown to depth D answers for every smaller maximum depth too: {@link
 * #predict(Features, int, int)} stops at depth {@code maxDepth}, which is exactly the tree CART
 * would have grown with that limit (greedy top-down splitting does not depend on the limit).
 *
 * <p>A point goes left when x[feature] ≤ threshold (sklearn's rule). Immutable.
 */
final class CartTree {

  private final int[] feature;
  private final double[] threshold;
  private final int[] left;
  private final int[] right;
  private final int[] depth;
  private final int[] majority;

  CartTree(
      int[] feature, double[] threshold, int[] left, int[] right, int[] depth, int[] majority) {
    this.feature = feature;
    this.threshold = threshold;
    this.left = left;
    this.right = right;
    this.depth = depth;
    this.majority = majority;
  }

  int nodeCount() {
    return feature.length;
  }

  /** Depth of the deepest node (0 for a single leaf). */
  int depth() {
    int max = 0;
    for (int d : depth) {
      max = Math.max(max, d);
    }
    return max;
  }

  boolean isLeaf(int node) {
    return feature[node] < 0;
  }

  int feature(int node) {
    return feature[node];
  }

  double threshold(int node) {
    return threshold[node];
  }

  int left(int node) {
    return left[node];
  }

  int right(int node) {
    return right[node];
  }

  /** Majority class of the training points in {@code node} (ties: the smallest class). */
  int majority(int node) {
    return majority[node];
  }

  /** Depth of {@code node} (0 for the root). */
  int nodeDepth(int node) {
    return depth[node];
  }

  /** The class of row {@code row} of {@code points} for the tree cut at depth {@code maxDepth}. */
  int predict(Features points, int row, int maxDepth) {
    int node = 0;
    while (feature[node] >= 0 && depth[node] < maxDepth) {
      node = points.get(row, feature[node]) <= threshold[node] ? left[node] : right[node];
    }
    return majority[node];
  }
}
