package org.ldpbench.partition;

import java.util.ArrayDeque;
import java.util.Arrays;
import org.ldpbench.data.SparseSortedColumns;

/**
 * One breadth-first growth of a deterministic tree partition that answers for every depth: the
 * partition of depth p is the grown tree cut at depth p, which is exactly the partition a grower
 * with {@code maxDepth = p} builds, node for node and leaf number for leaf number. Why: breadth
 * first, a cell's cut depends only on its public points and rectangle, never on the depth limit,
 * and the limit only stops cells at depth p; nodes are numbered in the order they are made, so the
 * nodes of depth at most p are the first ones, and leaves are numbered in node order. A depth grid
 * {1..8, 10, ..., 16} then costs one growth to 16 instead of a growth per depth (Tables 2 and 3's
 * LPCT-CART on Census's 41k public rows spent most of its partition time there).
 *
 * <p>The growth goes on lazily: asking for a deeper partition than grown so far processes the
 * waiting cells of the deepest level; asking for a shallower one only cuts. Thread-safe (a run's
 * fits at several depths share one growth through the run's memo); what each depth returns does not
 * depend on the order in which depths are asked.
 */
public final class PartitionGrowth {

  private final TreeGrower rules;
  private final CutRule rule;

  /** Which side of the cut each public point goes, scratch for {@link CellPoints#split}. */
  private final boolean[] goesLeft;

  private final NodeArrays nodes;

  /**
   * Cells not yet decided, in node order (so by depth: every cell above the deepest asked is
   * decided).
   */
  private final ArrayDeque<Pending> waiting = new ArrayDeque<>();

  PartitionGrowth(TreeGrower rules, PublicPoints points, CutRule rule) {
    this.rules = rules;
    this.rule = rule;
    this.goesLeft = new boolean[points.size()];
    int d = points.dimension;
    this.nodes = new NodeArrays(d);
    double[] rootLower = new double[d];
    double[] rootUpper = new double[d];
    Arrays.fill(rootUpper, 1.0);
    CellPoints all = CellPoints.root(points, SparseSortedColumns.of(points.features()));
    waiting.add(new Pending(nodes.add(-1, 0, rootLower, rootUpper), all));
  }

  /**
   * The partition of depth {@code depth}: the partition the same rule and stopping rules build with
   * {@code maxDepth = depth}.
   *
   * @param depth 0..30
   */
  public synchronized TreePartition atDepth(int depth) {
    if (depth < 0 || depth > TreeGrower.DEPTH_LIMIT) {
      throw new IllegalArgumentException(
          "depth must be in 0.." + TreeGrower.DEPTH_LIMIT + ", got " + depth);
    }
    growTo(depth);
    return nodes.toPartition(depth);
  }

  /** Decides every waiting cell of depth below {@code depth}, breadth first. */
  private void growTo(int depth) {
    while (!waiting.isEmpty() && nodes.depth(waiting.peek().node) < depth) {
      Pending cell = waiting.poll();
      int node = cell.node;
      double[] lo = nodes.lower(node);
      double[] hi = nodes.upper(node);
      Cut cut = rules.chooseCut(cell.points, rule, lo, hi);
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
      CellPoints[] children = cell.points.split(cut.dimension(), cut.threshold(), goesLeft);
      waiting.add(new Pending(leftNode, children[0]));
      waiting.add(new Pending(rightNode, children[1]));
    }
  }

  private record Pending(int node, CellPoints points) {}
}
