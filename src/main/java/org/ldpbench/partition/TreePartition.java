package org.ldpbench.partition;

import java.util.Arrays;
import java.util.Objects;
import org.ldpbench.data.Features;

/**
 * A partition of the root cell [0,1]^d into axis-aligned rectangles, stored as a binary tree in
 * flat arrays (node 0 is the root). Leaves are numbered 0..leafCount−1 in the order the builder
 * created them; per-leaf statistics are indexed by these numbers.
 *
 * <p>A point goes left at a node when {@code x[dim] < threshold}, right otherwise, so a point on a
 * cut goes right. Points outside the root cell are still routed by the thresholds and land in a
 * boundary leaf (as in the authors' code); whether a point lies in the root cell is a separate
 * question, answered by {@link #inRootCell}.
 *
 * <p>Immutable. Built only from public data by a {@link Partitioner}.
 */
public final class TreePartition implements Partition {

  private final int dimension;
  private final int[] splitDimension;
  private final double[] threshold;
  private final int[] left;
  private final int[] right;
  private final int[] parent;
  private final int[] depth;
  private final int[] leafIndex;
  private final int[] leafNode;
  private final double[] lower;
  private final double[] upper;

  TreePartition(
      int dimension,
      int[] splitDimension,
      double[] threshold,
      int[] left,
      int[] right,
      int[] parent,
      int[] depth,
      int[] leafIndex,
      int[] leafNode,
      double[] lower,
      double[] upper) {
    this.dimension = dimension;
    this.splitDimension = splitDimension;
    this.threshold = threshold;
    this.left = left;
    this.right = right;
    this.parent = parent;
    this.depth = depth;
    this.leafIndex = leafIndex;
    this.leafNode = leafNode;
    this.lower = lower;
    this.upper = upper;
  }

  @Override
  public int dimension() {
    return dimension;
  }

  /** Cached {@link #routingHash()}; 0 until computed. */
  private int routingHash;

  /**
   * True if {@code other} sends every point to the same leaf number as this partition: the same
   * cuts (dimensions and thresholds), the same tree shape and the same leaf numbering. Two fits
   * that grow the same tree from the same public data (at another ε, or for another LPCT variant)
   * can then share the private leaf tallies.
   */
  public boolean sameCells(TreePartition other) {
    return this == other
        || (other != null
            && dimension == other.dimension
            && routingHash() == other.routingHash()
            && Arrays.equals(splitDimension, other.splitDimension)
            && Arrays.equals(threshold, other.threshold)
            && Arrays.equals(left, other.left)
            && Arrays.equals(right, other.right)
            && Arrays.equals(leafIndex, other.leafIndex));
  }

  /** A hash of what {@link #sameCells} compares. */
  public int routingHash() {
    int h = routingHash;
    if (h == 0) {
      h =
          Objects.hash(
              dimension,
              Arrays.hashCode(splitDimension),
              Arrays.hashCode(threshold),
              Arrays.hashCode(left),
              Arrays.hashCode(right),
              Arrays.hashCode(leafIndex));
      routingHash = h == 0 ? 1 : h;
    }
    return routingHash;
  }

  public int leafCount() {
    return leafNode.length;
  }

  public int nodeCount() {
    return splitDimension.length;
  }

  /** Depth of the deepest leaf (0 for a single cell). */
  public int maxDepth() {
    int max = 0;
    for (int node : leafNode) {
      max = Math.max(max, depth[node]);
    }
    return max;
  }

  @Override
  public int cellCount() {
    return leafCount();
  }

  /** The leaf containing row {@code row} of {@code points}. */
  @Override
  public int cellOf(Features points, int row) {
    DyadicLookup table = lookup();
    if (table != null) {
      int leaf = table.leaf(points, row);
      if (leaf >= 0) {
        return leaf;
      }
    }
    int node = 0;
    while (splitDimension[node] >= 0) {
      node = points.get(row, splitDimension[node]) < threshold[node] ? left[node] : right[node];
    }
    return leafIndex[node];
  }

  /**
   * The leaf of every row of {@code points} into {@code out} (length at least the row count):
   * {@link #cellOf} for each row, in one pass (the table lookup when the cuts are dyadic).
   */
  public void cellsOf(Features points, int[] out) {
    DyadicLookup table = lookup();
    if (table == null) {
      for (int i = 0; i < points.rows(); i++) {
        out[i] = cellOf(points, i);
      }
      return;
    }
    table.leaves(points, out);
    for (int i = 0; i < points.rows(); i++) {
      if (out[i] < 0) {
        out[i] = cellOf(points, i);
      }
    }
  }

  /** Sentinel of {@link #lookup} for a tree that has no dyadic table. */
  private static final Object NO_LOOKUP = new Object();

  /** The {@link DyadicLookup}, {@link #NO_LOOKUP}, or null before the first routing. */
  private volatile Object lookup;

  /** The table router of this tree, built on first use; null if its cuts are not dyadic. */
  private DyadicLookup lookup() {
    Object l = lookup;
    if (l == null) {
      DyadicLookup built = DyadicLookup.of(this);
      l = built == null ? NO_LOOKUP : built;
      lookup = l;
    }
    return l == NO_LOOKUP ? null : (DyadicLookup) l;
  }

  /** The leaf of {@code point} by walking the tree from the root (no table). */
  int walk(double[] point) {
    int node = 0;
    while (splitDimension[node] >= 0) {
      node = point[splitDimension[node]] < threshold[node] ? left[node] : right[node];
    }
    return leafIndex[node];
  }

  /** The leaf containing {@code point}. */
  public int leafOf(double[] point) {
    checkDimension(point.length);
    int node = 0;
    while (splitDimension[node] >= 0) {
      node = point[splitDimension[node]] < threshold[node] ? left[node] : right[node];
    }
    return leafIndex[node];
  }

  /** The leaf of every row of {@code points}. */
  public int[] leavesOf(Features points) {
    return cellsOf(points);
  }

  /**
   * True if row {@code row} of {@code points} lies in the closed root cell. When that is the unit
   * cube, as for every grown tree, the points' remembered {@link Features#inUnitCube} answers (the
   * same comparisons, made once per point set instead of once per partition).
   */
  @Override
  public boolean inRootCell(Features points, int row) {
    if (points.columns() == dimension && rootIsUnitCube()) {
      return points.inUnitCube(row);
    }
    for (int k = 0; k < dimension; k++) {
      double v = points.get(row, k);
      if (v < lower[k] || v > upper[k]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the root cell is [0, 1]^d (lower corner 0.0 or −0.0 and upper 1.0, where the
   * comparisons agree with {@link Features#inUnitCube}'s): 0 not yet known, 1 yes, 2 no.
   */
  private volatile int unitRoot;

  private boolean rootIsUnitCube() {
    int u = unitRoot;
    if (u == 0) {
      u = 1;
      for (int k = 0; k < dimension; k++) {
        if (!(lower[k] == 0.0 && upper[k] == 1.0)) {
          u = 2;
        }
      }
      unitRoot = u;
    }
    return u == 1;
  }

  /** The leaf number of {@code node}, a leaf. */
  int leafOfNode(int node) {
    return leafIndex[node];
  }

  /** The tree node of leaf {@code leaf}. */
  public int nodeOfLeaf(int leaf) {
    return leafNode[leaf];
  }

  /** The parent of {@code node}, or −1 for the root. */
  public int parent(int node) {
    return parent[node];
  }

  public int depth(int node) {
    return depth[node];
  }

  public boolean isLeaf(int node) {
    return splitDimension[node] < 0;
  }

  /** The split dimension of an inner node, −1 for a leaf. */
  public int splitDimension(int node) {
    return splitDimension[node];
  }

  public double threshold(int node) {
    return threshold[node];
  }

  public int leftChild(int node) {
    return left[node];
  }

  public int rightChild(int node) {
    return right[node];
  }

  /** Lower corner of the rectangle of {@code node}, coordinate {@code k}. */
  public double lower(int node, int k) {
    return lower[node * dimension + k];
  }

  /** Upper corner of the rectangle of {@code node}, coordinate {@code k}. */
  public double upper(int node, int k) {
    return upper[node * dimension + k];
  }

  private void checkDimension(int d) {
    if (d != dimension) {
      throw new IllegalArgumentException(
          "points have " + d + " columns, the partition " + dimension);
    }
  }
}
