package org.ldpbench.partition;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The tree grower as it was before {@link PartitionGrowth} (one growth per depth, leaves numbered
 * in the order they were made), kept unchanged as the reference that {@link PartitionGrowthTest}
 * holds the grown-once-and-truncated partitions to; it grows with the dense {@link
 * ReferenceCutRules} (each cell given by its points' indices), so the test holds the sparse rules
 * to them too.
 */
final class ReferenceTreeGrower {

  private final int maxDepth;
  private final int minSamplesSplit;
  private final int minSamplesLeaf;
  private final boolean fullTree;

  ReferenceTreeGrower(int maxDepth, int minSamplesSplit, int minSamplesLeaf, boolean fullTree) {
    if (maxDepth < 0 || maxDepth > 30) {
      throw new IllegalArgumentException("maxDepth must be in 0..30, got " + maxDepth);
    }
    if (minSamplesSplit < 0 || minSamplesLeaf < 0) {
      throw new IllegalArgumentException(
          "minimum sample counts must be >= 0, got minSamplesSplit = "
              + minSamplesSplit
              + ", minSamplesLeaf = "
              + minSamplesLeaf);
    }
    this.maxDepth = maxDepth;
    this.minSamplesSplit = minSamplesSplit;
    this.minSamplesLeaf = minSamplesLeaf;
    this.fullTree = fullTree;
  }

  TreePartition grow(PublicPoints points, ReferenceCutRules.Rule rule) {
    int d = points.dimension;
    NodeArrays nodes = new NodeArrays(d);
    double[] rootLower = new double[d];
    double[] rootUpper = new double[d];
    Arrays.fill(rootUpper, 1.0);
    int[] all = new int[points.size()];
    for (int i = 0; i < all.length; i++) {
      all[i] = i;
    }
    ArrayDeque<Pending> queue = new ArrayDeque<>();
    queue.add(new Pending(nodes.add(-1, 0, rootLower, rootUpper), all));
    while (!queue.isEmpty()) {
      Pending cell = queue.poll();
      int node = cell.node;
      double[] lo = nodes.lower(node);
      double[] hi = nodes.upper(node);
      Cut cut = chooseCut(points, rule, cell.indices, nodes.depth(node), lo, hi);
      if (cut == null) {
        nodes.makeLeaf(node);
        continue;
      }
      int childDepth = nodes.depth(node) + 1;
      double[] leftUpper = hi.clone();
      leftUpper[cut.dimension()] = cut.threshold();
      double[] rightLower = lo.clone();
      rightLower[cut.dimension()] = cut.threshold();
      int leftNode = nodes.add(node, childDepth, lo, leftUpper);
      int rightNode = nodes.add(node, childDepth, rightLower, hi);
      nodes.makeInner(node, cut.dimension(), cut.threshold(), leftNode, rightNode);
      int leftSize =
          ReferenceCutRules.leftSize(points, cell.indices, cut.dimension(), cut.threshold());
      int[] left = new int[leftSize];
      int[] right = new int[cell.indices.length - leftSize];
      int l = 0;
      int r = 0;
      for (int i : cell.indices) {
        if (points.get(i, cut.dimension()) < cut.threshold()) {
          left[l++] = i;
        } else {
          right[r++] = i;
        }
      }
      queue.add(new Pending(leftNode, left));
      queue.add(new Pending(rightNode, right));
    }
    return nodes.toPartition();
  }

  /** The cut of a cell, or null if it is a leaf. */
  private Cut chooseCut(
      PublicPoints points,
      ReferenceCutRules.Rule rule,
      int[] indices,
      int depth,
      double[] lo,
      double[] hi) {
    if (depth >= maxDepth) {
      return null;
    }
    int n = indices.length;
    if (!fullTree
        && (n <= minSamplesSplit || distinctRowsAtMost(points, indices, minSamplesSplit))) {
      return null;
    }
    List<Cut> candidates = rule.candidates(points, indices, lo, hi);
    for (Cut cut : candidates) {
      if (!cut.hasThreshold()) {
        continue;
      }
      if (fullTree) {
        return cut;
      }
      if (!cut.usable()) {
        continue;
      }
      int left = ReferenceCutRules.leftSize(points, indices, cut.dimension(), cut.threshold());
      if (left >= minSamplesLeaf && n - left >= minSamplesLeaf) {
        return cut;
      }
    }
    return null;
  }

  /** True if the cell's public rows (x, y) take at most {@code limit} distinct values. */
  private static boolean distinctRowsAtMost(PublicPoints points, int[] indices, int limit) {
    Set<Row> seen = new HashSet<>();
    for (int i : indices) {
      seen.add(new Row(points.row(i), points.y[i]));
      if (seen.size() > limit) {
        return false;
      }
    }
    return true;
  }

  private record Pending(int node, int[] indices) {}

  private record Row(double[] x, int y) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Row other && y == other.y && Arrays.equals(x, other.x);
    }

    @Override
    public int hashCode() {
      return 31 * Arrays.hashCode(x) + y;
    }
  }
}
