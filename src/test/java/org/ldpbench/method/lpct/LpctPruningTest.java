package org.ldpbench.method.lpct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ldpbench.partition.MaxEdgePartitioner;
import org.ldpbench.partition.SplitCriterion;
import org.ldpbench.partition.TreePartition;
import org.ldpbench.testing.TestDatasets;

/**
 * The pruning walk on a hand-built tree with known sums: the full max-edge tree of depth 2 (root
 * cut x1 = ½, then x2 = ½ in each half), nodes 0 (root), 1 = {x1 &lt; ½}, 2 = {x1 ≥ ½}, leaves 0..3
 * = nodes 3, 4 (below node 1) and 5, 6 (below node 2). Expected statistics come from the authors'
 * C0 {@code test_statistic} (transcribed to Python) for the code's constants and from Algorithm 2
 * by hand.
 */
class LpctPruningTest {

  private static TreePartition tree;

  @BeforeAll
  static void buildTree() {
    // constant public labels: every gain is 0, ties go to dimension 0 at the root, then the
    // children's only
    // longest edge is dimension 1
    tree =
        new MaxEdgePartitioner(2, SplitCriterion.ENTROPY, 0, 0, true)
            .build(
                TestDatasets.binary(new double[][] {{0.2, 0.2}, {0.8, 0.8}}, new int[] {1, 1}),
                new SplittableRandom(0L));
  }

  @Test
  void theTreeIsTheOneDescribed() {
    assertThat(tree.leafCount()).isEqualTo(4);
    assertThat(tree.splitDimension(0)).isEqualTo(0);
    assertThat(
            new int[] {
              tree.nodeOfLeaf(0), tree.nodeOfLeaf(1), tree.nodeOfLeaf(2), tree.nodeOfLeaf(3)
            })
        .containsExactly(3, 4, 5, 6);
    assertThat(new int[] {tree.parent(3), tree.parent(4), tree.parent(5), tree.parent(6)})
        .containsExactly(1, 1, 2, 2);
    assertThat(tree.leafOf(new double[] {0.1, 0.9})).isEqualTo(1);
    assertThat(tree.leafOf(new double[] {0.9, 0.1})).isEqualTo(2);
  }

  private static NodeTotals totals(double[][] leaves) {
    double[] su = new double[4];
    double[] sv = new double[4];
    double[] cu = new double[4];
    double[] cv = new double[4];
    for (int j = 0; j < 4; j++) {
      su[j] = leaves[j][0];
      sv[j] = leaves[j][1];
      cu[j] = leaves[j][2];
      cv[j] = leaves[j][3];
    }
    return NodeTotals.of(tree, new LeafSums(su, sv, 1000), new PublicLeafCounts(cu, cv));
  }

  /**
   * (S_U, S_V, C_U, C_V) per leaf; with n_P = n_Q = 1000, ε = 1000, p0 = 2 the code's statistic T
   * (label) is leaf 0: 2.0218 (1), leaf 1: 0.0710 (0), leaf 2: 0.9843 (1), leaf 3: 0.1740 (0); node
   * 1 (a = 1): 2.0944 (1); node 2 (a = 1): 0.7417 (1); root (a = 2): 2.2878 (1).
   */
  private static final double[][] LEAVES = {
    {400, 380, 200, 190}, {50, 22, 5, 2}, {300, 120, 60, 54}, {-5, 3, 30, 12}
  };

  @Test
  void ancestorSumsAreTheTrueSumsOfTheirLeavesAndHeightsCountFromTheShallowestLeaf() {
    NodeTotals t = totals(LEAVES);
    assertThat(t.su(1)).isEqualTo(450);
    assertThat(t.sv(1)).isEqualTo(402);
    assertThat(t.cu(2)).isEqualTo(90);
    assertThat(t.cv(2)).isEqualTo(66);
    assertThat(t.su(0)).isEqualTo(745);
    assertThat(t.cv(0)).isEqualTo(258);
    assertThat(new int[] {t.height(0), t.height(1), t.height(2), t.height(3), t.height(6)})
        .containsExactly(2, 1, 1, 0, 0);
    // an uneven tree (stopping rules on 40 public points): the height is the depth of the
    // shallowest leaf
    // below the node minus the node's depth, here checked against a brute-force walk from every
    // leaf
    TreePartition uneven =
        new MaxEdgePartitioner(7, SplitCriterion.ENTROPY, 1, 1, false)
            .build(TestDatasets.uniform(40, 2, 8L), new SplittableRandom(0L));
    double[] zeros = new double[uneven.leafCount()];
    NodeTotals u =
        NodeTotals.of(uneven, new LeafSums(zeros, zeros, 5), new PublicLeafCounts(zeros, zeros));
    int[] expected = new int[uneven.nodeCount()];
    Arrays.fill(expected, Integer.MAX_VALUE);
    for (int leaf = 0; leaf < uneven.leafCount(); leaf++) {
      int leafDepth = uneven.depth(uneven.nodeOfLeaf(leaf));
      for (int node = uneven.nodeOfLeaf(leaf); node >= 0; node = uneven.parent(node)) {
        expected[node] = Math.min(expected[node], leafDepth - uneven.depth(node));
      }
    }
    boolean ragged = false;
    for (int node = 0; node < uneven.nodeCount(); node++) {
      assertThat(u.height(node)).as("node %d", node).isEqualTo(expected[node]);
      ragged |= !uneven.isLeaf(node) && expected[node] < uneven.maxDepth() - uneven.depth(node);
    }
    assertThat(ragged).as("leaves at different depths").isTrue();
  }

  @Test
  void codeWalkKeepsAPassingLeafTakesAPassingParentAndOtherwiseTheLargestStatistic() {
    // p_min = p0: the walk climbs max(1, p0 − p_min) = 1 level
    LpctPruning.Result r =
        LpctPruning.prune(
            tree, totals(LEAVES), PruneConstants.CODE, new PruneContext(2, 2, 1000, 1000, 1000.0));
    assertThat(r.verdicts()[3].statistic()).isCloseTo(2.0218078391913354, within(1e-9));
    assertThat(r.verdicts()[4].statistic()).isCloseTo(0.07103908625586736, within(1e-9));
    assertThat(r.verdicts()[5].statistic()).isCloseTo(0.9843464537474418, within(1e-9));
    assertThat(r.verdicts()[6].statistic()).isCloseTo(0.17400951312043653, within(1e-9));
    assertThat(r.verdicts()[1].statistic()).isCloseTo(2.094411270109883, within(1e-9));
    assertThat(r.verdicts()[2].statistic()).isCloseTo(0.7416754459190154, within(1e-9));
    assertThat(r.verdicts()[0].statistic()).isCloseTo(2.2878347891618, within(1e-9));
    // leaf 0 passes itself; leaf 1 (T = 0.07, label 0) takes its parent (T = 2.09, label 1);
    // leaf 2: nothing passes, its own T = 0.98 beats its parent's 0.74; leaf 3: its parent's 0.74
    // beats 0.17
    assertThat(r.chosen()).containsExactly(3, 1, 5, 2);
    assertThat(r.climbed()).containsExactly(0, 1, 0, 1);
    assertThat(r.decisions().labels()).containsExactly(1, 1, 1, 1);
    assertThat(r.decisions().eta()[1]).isCloseTo(0.9365853658536586, within(1e-12));
    assertThat(r.decisions().eta()[3]).isCloseTo(0.7333333333333333, within(1e-12));
    assertThat(r.leavesPassed()).isEqualTo(2);
    // leaves 2 and 3 climbed to the p_min limit without a pass: the code's (HEAD's) flag
    assertThat(r.flag()).isTrue();
    // without those leaves' own labels the decision would differ: leaf 1 and leaf 3 alone say 0
    assertThat(r.verdicts()[4].label()).isZero();
    assertThat(r.verdicts()[6].label()).isZero();
  }

  @Test
  void codeWalkClimbsFurtherWhenPMinIsSmaller() {
    // p_min = 0: up to 2 levels; leaves 2 and 3 reach the root (T = 2.29 ≥ 1) and take it; no flag
    LpctPruning.Result r =
        LpctPruning.prune(
            tree, totals(LEAVES), PruneConstants.CODE, new PruneContext(2, 0, 1000, 1000, 1000.0));
    assertThat(r.chosen()).containsExactly(3, 1, 0, 0);
    assertThat(r.climbed()).containsExactly(0, 1, 2, 2);
    assertThat(r.leavesPassed()).isEqualTo(4);
    assertThat(r.flag()).isFalse();
    assertThat(r.decisions().eta()[2]).isCloseTo(0.8745762711864407, within(1e-12));
  }

  @Test
  void algorithmTwoWalkStopsBelowTheRoot() {
    // ε = 1000 (S_U above τ everywhere). Statistics (Algorithm 2 by hand): leaf 0: 1.2904 (η =
    // 0.95),
    // leaf 1: 0.0488, leaf 2: 0.5619 (public, η = 0.9), leaf 3: 0.0993 (public, η = 0.4); node 1:
    // 1.2536;
    // node 2: 0.4015 (public, η = 0.7333); root: 1.2205, passing but never visited (k = p0, ..., 1)
    LpctPruning.Result r =
        LpctPruning.prune(
            tree,
            totals(LEAVES),
            PruneConstants.PAPER_ALG2,
            new PruneContext(2, 0, 1000, 1000, 1000.0));
    assertThat(r.verdicts()[3].statistic()).isCloseTo(1.2903868920090462, within(1e-9));
    assertThat(r.verdicts()[1].statistic()).isCloseTo(1.2535635738779392, within(1e-9));
    assertThat(r.verdicts()[2].statistic()).isCloseTo(0.40145369973614764, within(1e-9));
    assertThat(r.verdicts()[0].statistic()).isCloseTo(1.22053908094709, within(1e-9));
    assertThat(r.chosen()).containsExactly(3, 1, 5, 2);
    assertThat(r.decisions().eta()[0]).isCloseTo(0.95, within(1e-12));
    assertThat(r.decisions().eta()[1]).isCloseTo(0.928012454592631, within(1e-12));
    assertThat(r.decisions().labels()).containsExactly(1, 1, 1, 1);
    assertThat(r.flag()).isFalse();
  }

  @Test
  void algorithmTwoRaisesTheFlagWhenThePrivateBranchWinsAtPMin() {
    // ε = 1: every node is noise-dominated. Leaves 2, 3 have a strong private and no public signal:
    // leaf 2: private, v_P = 0.8111 (k = 2 > p_min = 1, not terminal); node 2 (k = 1 ≤ p_min):
    // private wins,
    // v_P = 1.1183, terminal; so leaves 2 and 3 take node 2 and the flag is raised.
    double[][] leaves = {
      {400, 380, 200, 190}, {50, 22, 5, 2}, {900, 850, 10, 5}, {800, 780, 10, 6}
    };
    LpctPruning.Result r =
        LpctPruning.prune(
            tree,
            totals(leaves),
            PruneConstants.PAPER_ALG2,
            new PruneContext(2, 1, 1000, 1000, 1.0));
    assertThat(r.verdicts()[5].statistic()).isCloseTo(0.8110589526167374, within(1e-9));
    assertThat(r.verdicts()[5].terminal()).isFalse();
    assertThat(r.verdicts()[2].statistic()).isCloseTo(1.11833530640784, within(1e-9));
    assertThat(r.verdicts()[2].terminal()).isTrue();
    assertThat(r.verdicts()[2].source()).isEqualTo(NodeVerdict.Source.PRIVATE);
    assertThat(r.chosen()).containsExactly(3, 1, 2, 2);
    assertThat(r.flag()).isTrue();
    // with p_min = 0 the same node passes (v ≥ 1) without ending the algorithm
    LpctPruning.Result noFlag =
        LpctPruning.prune(
            tree,
            totals(leaves),
            PruneConstants.PAPER_ALG2,
            new PruneContext(2, 0, 1000, 1000, 1.0));
    assertThat(noFlag.chosen()).containsExactly(3, 1, 2, 2);
    assertThat(noFlag.flag()).isFalse();
  }

  @Test
  void aSingleCellTreeIsItsOwnAnswer() {
    TreePartition root =
        new MaxEdgePartitioner(0, SplitCriterion.ENTROPY, 1, 1, false)
            .build(
                TestDatasets.binary(new double[][] {{0.2, 0.2}}, new int[] {1}),
                new SplittableRandom(0L));
    NodeTotals t =
        NodeTotals.of(
            root,
            new LeafSums(new double[] {-3}, new double[] {2}, 10),
            new PublicLeafCounts(new double[] {1}, new double[] {1}));
    for (PruneConstants constants : PruneConstants.values()) {
      LpctPruning.Result r =
          LpctPruning.prune(root, t, constants, new PruneContext(0, 0, 10, 1, 0.5));
      assertThat(r.chosen()).containsExactly(0);
      assertThat(r.decisions().labels()).containsExactly(1); // the public label (S_U ≤ 0)
      assertThat(r.flag()).isFalse();
    }
  }
}
