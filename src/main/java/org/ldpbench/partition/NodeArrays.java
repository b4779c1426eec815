package org.ldpbench.partition;

import java.util.Arrays;

/** Growable node storage used while a {@link TreePartition} is built. */
final class NodeArrays {

  private final int d;
  private int size;
  private int leaves;
  private int[] splitDimension = new int[16];
  private double[] threshold = new double[16];
  private int[] left = new int[16];
  private int[] right = new int[16];
  private int[] parent = new int[16];
  private int[] depth = new int[16];
  private int[] leafIndex = new int[16];
  private int[] leafNode = new int[16];
  private double[] lower;
  private double[] upper;

  NodeArrays(int d) {
    this.d = d;
    this.lower = new double[16 * d];
    this.upper = new double[16 * d];
  }

  /** Adds a node (not yet leaf or inner) and returns its index. */
  int add(int parentNode, int nodeDepth, double[] lo, double[] hi) {
    if (size == splitDimension.length) {
      int capacity = 2 * size;
      splitDimension = Arrays.copyOf(splitDimension, capacity);
      threshold = Arrays.copyOf(threshold, capacity);
      left = Arrays.copyOf(left, capacity);
      right = Arrays.copyOf(right, capacity);
      parent = Arrays.copyOf(parent, capacity);
      depth = Arrays.copyOf(depth, capacity);
      leafIndex = Arrays.copyOf(leafIndex, capacity);
      lower = Arrays.copyOf(lower, capacity * d);
      upper = Arrays.copyOf(upper, capacity * d);
    }
    int node = size++;
    splitDimension[node] = -1;
    left[node] = -1;
    right[node] = -1;
    parent[node] = parentNode;
    depth[node] = nodeDepth;
    leafIndex[node] = -1;
    System.arraycopy(lo, 0, lower, node * d, d);
    System.arraycopy(hi, 0, upper, node * d, d);
    return node;
  }

  void makeLeaf(int node) {
    if (leaves == leafNode.length) {
      leafNode = Arrays.copyOf(leafNode, 2 * leaves);
    }
    leafIndex[node] = leaves;
    leafNode[leaves++] = node;
  }

  void makeInner(int node, int dimension, double cut, int leftNode, int rightNode) {
    splitDimension[node] = dimension;
    threshold[node] = cut;
    left[node] = leftNode;
    right[node] = rightNode;
  }

  int depth(int node) {
    return depth[node];
  }

  double[] lower(int node) {
    return Arrays.copyOfRange(lower, node * d, node * d + d);
  }

  double[] upper(int node) {
    return Arrays.copyOfRange(upper, node * d, node * d + d);
  }

  TreePartition toPartition() {
    return new TreePartition(
        d,
        Arrays.copyOf(splitDimension, size),
        Arrays.copyOf(threshold, size),
        Arrays.copyOf(left, size),
        Arrays.copyOf(right, size),
        Arrays.copyOf(parent, size),
        Arrays.copyOf(depth, size),
        Arrays.copyOf(leafIndex, size),
        Arrays.copyOf(leafNode, leaves),
        Arrays.copyOf(lower, size * d),
        Arrays.copyOf(upper, size * d));
  }

  /**
   * The partition of the nodes of depth at most {@code maxDepth}: nodes at that depth are leaves
   * (whether or not they were cut later), leaves numbered in node order. Breadth-first nodes are
   * numbered by depth, so these nodes are a prefix; every node above {@code maxDepth} must be
   * decided (leaf or inner), as a grower limited to {@code maxDepth} would have left them.
   */
  TreePartition toPartition(int maxDepth) {
    int count = 0;
    while (count < size && depth[count] <= maxDepth) {
      count++;
    }
    int[] dims = new int[count];
    double[] cuts = new double[count];
    int[] lefts = new int[count];
    int[] rights = new int[count];
    int[] leafIndices = new int[count];
    int[] leafNodes = new int[count];
    int leafCount = 0;
    for (int node = 0; node < count; node++) {
      boolean inner = splitDimension[node] >= 0 && depth[node] < maxDepth;
      if (inner) {
        dims[node] = splitDimension[node];
        cuts[node] = threshold[node];
        lefts[node] = left[node];
        rights[node] = right[node];
        leafIndices[node] = -1;
      } else {
        if (depth[node] < maxDepth && leafIndex[node] < 0) {
          throw new IllegalStateException(
              "node " + node + " above depth " + maxDepth + " is undecided");
        }
        dims[node] = -1;
        lefts[node] = -1;
        rights[node] = -1;
        leafIndices[node] = leafCount;
        leafNodes[leafCount++] = node;
      }
    }
    return new TreePartition(
        d,
        dims,
        cuts,
        lefts,
        rights,
        Arrays.copyOf(parent, count),
        Arrays.copyOf(depth, count),
        leafIndices,
        Arrays.copyOf(leafNodes, leafCount),
        Arrays.copyOf(lower, count * d),
        Arrays.copyOf(upper, count * d));
  }
}
