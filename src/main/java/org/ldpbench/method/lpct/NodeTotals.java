package org.ldpbench.method.lpct;

import java.util.Arrays;
import org.ldpbench.partition.TreePartition;

/**
 * Per tree node, the sums over the leaves below it (eq. 13's ancestor sums): S_U, S_V from the
 * private release and C_U, C_V from the public sample, plus the node's height a above its
 * shallowest leaf. Computed once from the leaf sums, bottom up; all post-processing.
 *
 * <p>The statistic of a node uses k = p0 − a (spec/lpct.md §3.3: the authors' code calls a the
 * levels climbed from the leaf). In a full tree of depth p0 that is the node's depth. With early
 * stopping, leaves lie at different depths and the code's a depends on which leaf first climbed to
 * the node; we use the height above the shallowest leaf, which is what the code computes when no
 * test passes on the way (the usual case), and which makes each node's statistic one number.
 */
final class NodeTotals {

  private final double[] su;
  private final double[] sv;
  private final double[] cu;
  private final double[] cv;
  private final int[] height;

  private NodeTotals(double[] su, double[] sv, double[] cu, double[] cv, int[] height) {
    this.su = su;
    this.sv = sv;
    this.cu = cu;
    this.cv = cv;
    this.height = height;
  }

  /** Sums the leaves' values up the tree (children have larger node indices than their parent). */
  static NodeTotals of(TreePartition tree, LeafSums sums, PublicLeafCounts counts) {
    if (sums.leafCount() != tree.leafCount() || counts.cu().length != tree.leafCount()) {
      throw new IllegalArgumentException(
          "sums for "
              + sums.leafCount()
              + " and "
              + counts.cu().length
              + " leaves, tree has "
              + tree.leafCount());
    }
    int nodes = tree.nodeCount();
    double[] su = new double[nodes];
    double[] sv = new double[nodes];
    double[] cu = new double[nodes];
    double[] cv = new double[nodes];
    int[] height = new int[nodes];
    int[] leafOfNode = new int[nodes];
    Arrays.fill(leafOfNode, -1);
    for (int leaf = 0; leaf < tree.leafCount(); leaf++) {
      leafOfNode[tree.nodeOfLeaf(leaf)] = leaf;
    }
    for (int node = nodes - 1; node >= 0; node--) {
      if (tree.isLeaf(node)) {
        int leaf = leafOfNode[node];
        su[node] = sums.su()[leaf];
        sv[node] = sums.sv()[leaf];
        cu[node] = counts.cu()[leaf];
        cv[node] = counts.cv()[leaf];
      } else {
        int l = tree.leftChild(node);
        int r = tree.rightChild(node);
        if (l <= node || r <= node) {
          throw new IllegalStateException("children must follow their parent in node order");
        }
        su[node] = su[l] + su[r];
        sv[node] = sv[l] + sv[r];
        cu[node] = cu[l] + cu[r];
        cv[node] = cv[l] + cv[r];
        height[node] = 1 + Math.min(height[l], height[r]);
      }
    }
    return new NodeTotals(su, sv, cu, cv, height);
  }

  int nodeCount() {
    return su.length;
  }

  double su(int node) {
    return su[node];
  }

  double sv(int node) {
    return sv[node];
  }

  double cu(int node) {
    return cu[node];
  }

  double cv(int node) {
    return cv[node];
  }

  /** a: levels above the shallowest leaf below the node (0 for a leaf). */
  int height(int node) {
    return height[node];
  }
}
