package org.ldpbench.method.lpct;

import java.util.Arrays;
import org.ldpbench.partition.TreePartition;

/**
 * The pruning walk of LPCT-prune (Ma &amp; Yang §5, Algorithm 2; spec/lpct.md §3): every node of
 * the queried tree gets its estimate and test statistic once ({@link PruneConstants}); then each
 * leaf climbs from itself towards the root and takes the estimate of the first node whose statistic
 * is ≥ 1 (the deepest node whose sign is trusted), or, if the walk ends without one, of the visited
 * node with the largest statistic. Post-processing of the release only.
 *
 * <p>The result also says whether the walk raised Algorithm 2's flag (a private-branch stop at k ≤
 * p_min; with the code's constants, the climb reaching its p_min limit without a pass, as the
 * authors' HEAD sets it), which makes a method with the fallback answer from its second release.
 */
final class LpctPruning {

  private LpctPruning() {}

  /** Prunes {@code tree} with the node sums {@code totals}. */
  static Result prune(
      TreePartition tree, NodeTotals totals, PruneConstants constants, PruneContext context) {
    int nodes = tree.nodeCount();
    NodeVerdict[] verdicts = new NodeVerdict[nodes];
    for (int node = 0; node < nodes; node++) {
      verdicts[node] =
          constants.evaluate(
              totals.su(node),
              totals.sv(node),
              totals.cu(node),
              totals.cv(node),
              totals.height(node),
              context);
    }
    int leaves = tree.leafCount();
    int[] chosen = new int[leaves];
    int[] climbed = new int[leaves];
    boolean flag = false;
    int passed = 0;
    for (int leaf = 0; leaf < leaves; leaf++) {
      int node = tree.nodeOfLeaf(leaf);
      int best = node;
      int bestClimb = 0;
      int pick = -1;
      int climb = 0;
      while (true) {
        NodeVerdict verdict = verdicts[node];
        if (verdict.statistic() > verdicts[best].statistic()) {
          best = node;
          bestClimb = climb;
        }
        if (verdict.terminal()) {
          flag = true;
          pick = node;
          break;
        }
        if (verdict.statistic() >= 1.0) {
          pick = node;
          break;
        }
        if (constants.stopsAfter(climb, context)) {
          flag = true;
          break;
        }
        int parent = tree.parent(node);
        if (parent < 0 || (parent == 0 && !constants.visitsRoot())) {
          break;
        }
        node = parent;
        climb++;
      }
      if (pick >= 0) {
        passed++;
        chosen[leaf] = pick;
        climbed[leaf] = climb;
      } else {
        chosen[leaf] = best;
        climbed[leaf] = bestClimb;
      }
    }
    double[] eta = new double[leaves];
    int[] labels = new int[leaves];
    for (int leaf = 0; leaf < leaves; leaf++) {
      eta[leaf] = verdicts[chosen[leaf]].eta();
      labels[leaf] = verdicts[chosen[leaf]].label();
    }
    return new Result(
        new LpctCurator.LeafDecisions(eta, labels, 0), verdicts, chosen, climbed, passed, flag);
  }

  /**
   * The pruned tree's per-leaf decisions and how they were reached.
   *
   * @param decisions per-leaf estimate and label (from the chosen node); the pruned estimates never
   *     divide by a non-positive private count, so the count of such leaves is 0
   * @param verdicts every node's estimate and statistic, by node index
   * @param chosen per leaf, the node whose estimate it takes
   * @param climbed per leaf, how many levels above it that node is
   * @param leavesPassed leaves that stopped at a node passing the test (or at Algorithm 2's
   *     terminal node)
   * @param flag Algorithm 2's fallback flag (see the class comment)
   */
  record Result(
      LpctCurator.LeafDecisions decisions,
      NodeVerdict[] verdicts,
      int[] chosen,
      int[] climbed,
      int leavesPassed,
      boolean flag) {

    /** Mean over leaves of the levels climbed to the chosen node. */
    double meanLevelsClimbed() {
      return Arrays.stream(climbed).average().orElse(0.0);
    }
  }
}
