package org.ldpbench.partition;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Grows a binary tree partition of [0,1]^d breadth first from the public sample, with the stopping
 * rules of the authors' tree builder (spec/lpct.md §2.3), shared by every partition rule (max-edge,
 * random max-edge, CART-criterion). Where to cut is the {@link CutRule}'s business; when not to cut
 * is decided here.
 *
 * <p>With {@code fullTree = false} a cell becomes a leaf if any of: (a) it holds ≤ {@code
 * minSamplesSplit} public points; (b) its depth is {@code maxDepth}; (c) it holds ≤ {@code
 * minSamplesSplit} distinct public (x, y) rows; (d) no candidate of the rule is usable and leaves
 * at least {@code minSamplesLeaf} public points on each side. With {@code fullTree = true} only (b)
 * applies, and the first candidate with a threshold is taken (JMLR Algorithm 1).
 */
final class TreeGrower {

  private final int maxDepth;
  private final int minSamplesSplit;
  private final int minSamplesLeaf;
  private final boolean fullTree;

  TreeGrower(int maxDepth, int minSamplesSplit, int minSamplesLeaf, boolean fullTree) {
    if (maxDepth < 0 || maxDepth > DEPTH_LIMIT) {
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

  /** The deepest depth any tree may have. */
  static final int DEPTH_LIMIT = 30;

  TreePartition grow(PublicPoints points, CutRule rule) {
    return growth(points, rule).atDepth(maxDepth);
  }

  /**
   * A growth of the tree that stops at whatever depth is asked and goes on from there when a deeper
   * one is asked ({@link PartitionGrowth}); this grower's {@code maxDepth} is not used.
   */
  PartitionGrowth growth(PublicPoints points, CutRule rule) {
    return new PartitionGrowth(this, points, rule);
  }

  /**
   * The cut of a cell above the depth limit (the limit is the caller's business), or null if the
   * cell is a leaf by the sample-count rules or because no candidate is usable.
   */
  Cut chooseCut(CellPoints cell, CutRule rule, double[] lo, double[] hi) {
    int n = cell.size();
    if (!fullTree
        && (n <= minSamplesSplit
            || distinctRowsAtMost(cell.points(), cell.indices(), minSamplesSplit))) {
      return null;
    }
    List<Cut> candidates = rule.candidates(cell, lo, hi);
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
      int left = cell.leftSize(cut.dimension(), cut.threshold());
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
