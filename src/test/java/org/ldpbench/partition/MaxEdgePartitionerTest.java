package org.ldpbench.partition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.testing.TestDatasets;

/**
 * Hand-built public samples whose max-edge tree can be worked out on paper (spec/lpct.md §2.2–2.3).
 */
class MaxEdgePartitionerTest {

  private static final SplittableRandom UNUSED = new SplittableRandom(0L);

  private static TreePartition build(
      Dataset publicSample,
      int depth,
      SplitCriterion criterion,
      int minSplit,
      int minLeaf,
      boolean fullTree) {
    return new MaxEdgePartitioner(depth, criterion, minSplit, minLeaf, fullTree)
        .build(publicSample, UNUSED);
  }

  private static TreePartition entropy(Dataset publicSample, int depth) {
    return build(publicSample, depth, SplitCriterion.ENTROPY, 1, 1, false);
  }

  // ------------------------------------------------------------------ which edge, where

  @Test
  void rootTieGoesToDimensionZeroAtTheMidpoint() {
    // constant labels: every gain is exactly 0, both edges are longest, so the tie goes to
    // dimension 0
    Dataset q =
        TestDatasets.binary(
            new double[][] {{0.1, 0.2}, {0.7, 0.3}, {0.4, 0.9}, {0.8, 0.6}},
            new int[] {1, 1, 1, 1});
    TreePartition tree = entropy(q, 1);
    assertThat(tree.splitDimension(0)).isEqualTo(0);
    assertThat(tree.threshold(0)).isEqualTo(0.5);
    assertThat(tree.leafCount()).isEqualTo(2);
  }

  @Test
  void rootTakesTheLongestEdgeWithLargerEntropyGain() {
    // labels = 1(x2 >= 0.5): the cut on dimension 1 is perfect (gain 1 bit), the one on dimension 0
    // has gain 0
    Dataset q =
        TestDatasets.binary(
            new double[][] {{0.1, 0.2}, {0.7, 0.3}, {0.4, 0.9}, {0.8, 0.6}},
            new int[] {0, 0, 1, 1});
    TreePartition tree = entropy(q, 1);
    assertThat(tree.splitDimension(0)).isEqualTo(1);
    assertThat(tree.threshold(0)).isEqualTo(0.5);
  }

  @Test
  void childrenCutOnlyTheirLongestEdgeAtItsMidpoint() {
    // Root: dimension-1 cut has gain H(1/4) − ½·H(1/2) = 0.311 bits, dimension 0 has 0 → cut x2 at
    // 0.5.
    // The bottom child [0,1]×[0,0.5] has one longest edge (dimension 0), so it is cut at x1 = 0.5
    // even
    // though its labels depend only on x2 (a cut at x2 = 0.25 would be perfect). Its left
    // grandchild
    // [0,0.5]×[0,0.5] is square again: dimension 1 (perfect, at 0.25) beats dimension 0 (gain 0).
    Dataset q =
        TestDatasets.binary(
            new double[][] {
              {0.1, 0.1}, {0.6, 0.1}, {0.1, 0.4}, {0.6, 0.4},
              {0.2, 0.7}, {0.7, 0.7}, {0.3, 0.9}, {0.8, 0.9}
            },
            new int[] {0, 0, 1, 1, 1, 1, 1, 1});
    TreePartition tree = entropy(q, 3);
    assertThat(tree.splitDimension(0)).isEqualTo(1);
    assertThat(tree.threshold(0)).isEqualTo(0.5);
    int bottom = tree.leftChild(0);
    assertThat(tree.upper(bottom, 1)).isEqualTo(0.5);
    assertThat(tree.upper(bottom, 0)).isEqualTo(1.0);
    assertThat(tree.splitDimension(bottom)).isEqualTo(0);
    assertThat(tree.threshold(bottom)).isEqualTo(0.5);
    int bottomLeft = tree.leftChild(bottom);
    assertThat(tree.splitDimension(bottomLeft)).isEqualTo(1);
    assertThat(tree.threshold(bottomLeft)).isEqualTo(0.25);
    assertThat(tree.lower(bottomLeft, 1)).isEqualTo(0.0);
    assertThat(tree.upper(bottomLeft, 0)).isEqualTo(0.5);
    // the top child [0,1]×[0.5,1] is pure: its dimension-0 cut (gain 0) is still made
    int top = tree.rightChild(0);
    assertThat(tree.splitDimension(top)).isEqualTo(0);
    assertThat(tree.threshold(top)).isEqualTo(0.5);
    assertThat(tree.lower(top, 1)).isEqualTo(0.5);
  }

  @Test
  void threeDimensionsCycleThroughTheLongestEdges() {
    // with no label signal the root cuts dimension 0, its children dimension 1, then dimension 2:
    // after three levels every leaf is a cube of side 1/2
    TreePartition tree = build(Dataset.emptyBinary(3), 3, SplitCriterion.ENTROPY, 1, 1, true);
    assertThat(tree.leafCount()).isEqualTo(8);
    for (int leaf = 0; leaf < 8; leaf++) {
      int node = tree.nodeOfLeaf(leaf);
      for (int k = 0; k < 3; k++) {
        assertThat(tree.upper(node, k) - tree.lower(node, k)).isEqualTo(0.5);
      }
    }
    assertThat(tree.splitDimension(0)).isEqualTo(0);
    assertThat(tree.splitDimension(tree.leftChild(0))).isEqualTo(1);
    assertThat(tree.splitDimension(tree.leftChild(tree.leftChild(0)))).isEqualTo(2);
  }

  @Test
  void pointOnTheMidpointGoesRight() {
    TreePartition tree = build(Dataset.emptyBinary(2), 1, SplitCriterion.ENTROPY, 1, 1, true);
    assertThat(tree.splitDimension(0)).isEqualTo(0);
    int left = tree.leafOf(new double[] {0.25, 0.5});
    int right = tree.leafOf(new double[] {0.75, 0.5});
    assertThat(left).isNotEqualTo(right);
    assertThat(tree.leafOf(new double[] {0.5, 0.1})).isEqualTo(right);
    assertThat(tree.leafOf(new double[] {Math.nextDown(0.5), 0.1})).isEqualTo(left);
  }

  @Test
  void publicPointOnTheMidpointIsCountedRight() {
    // constant labels → the root cuts dimension 0 at 0.5. Three public points lie exactly on x1 =
    // 0.5,
    // one at 0.2. If they went left the cut would be (4 | 0) and minSamplesLeaf = 1 would make the
    // root a leaf; going right it is (1 | 3) and the cut is made.
    Dataset q =
        TestDatasets.binary(
            new double[][] {{0.2, 0.1}, {0.5, 0.2}, {0.5, 0.6}, {0.5, 0.9}},
            new int[] {1, 1, 1, 1});
    TreePartition tree = build(q, 1, SplitCriterion.ENTROPY, 1, 1, false);
    assertThat(tree.leafCount()).isEqualTo(2);
    assertThat(tree.splitDimension(0)).isEqualTo(0);
  }

  // ------------------------------------------------------------------ stopping rules

  @Test
  void minSamplesLeafRejectingTheChosenCutMakesALeafWithoutFallback() {
    // constant labels → tie → dimension 0 is the only kept candidate; all 3 points lie left of 0.5,
    // so the right child would be empty. There is no fallback to dimension 1 (which would split 1 |
    // 2).
    Dataset q =
        TestDatasets.binary(
            new double[][] {{0.1, 0.1}, {0.2, 0.8}, {0.3, 0.6}}, new int[] {1, 1, 1});
    assertThat(build(q, 3, SplitCriterion.ENTROPY, 1, 1, false).leafCount()).isEqualTo(1);
    // with minSamplesLeaf = 0 the same cut is allowed
    TreePartition allowed = build(q, 1, SplitCriterion.ENTROPY, 1, 0, false);
    assertThat(allowed.leafCount()).isEqualTo(2);
    assertThat(allowed.splitDimension(0)).isEqualTo(0);
  }

  @Test
  void minSamplesLeafCountsBothSides() {
    // 2 points left, 3 right of x1 = 0.5 (constant labels: dimension 0 is chosen)
    Dataset q =
        TestDatasets.binary(
            new double[][] {{0.1, 0.1}, {0.2, 0.8}, {0.6, 0.6}, {0.7, 0.2}, {0.9, 0.9}},
            new int[] {0, 0, 0, 0, 0});
    assertThat(build(q, 1, SplitCriterion.ENTROPY, 1, 2, false).leafCount()).isEqualTo(2);
    assertThat(build(q, 1, SplitCriterion.ENTROPY, 1, 3, false).leafCount()).isEqualTo(1);
  }

  @Test
  void minSamplesSplitMakesSmallCellsLeaves() {
    Dataset q =
        TestDatasets.binary(
            new double[][] {{0.1, 0.1}, {0.6, 0.8}, {0.7, 0.3}}, new int[] {0, 1, 0});
    // n = 3 ≤ minSamplesSplit = 3: leaf
    assertThat(build(q, 2, SplitCriterion.ENTROPY, 3, 0, false).leafCount()).isEqualTo(1);
    // n = 3 > 2: the root is cut; the children have 1 and 2 points, both ≤ 2: leaves
    TreePartition tree = build(q, 2, SplitCriterion.ENTROPY, 2, 0, false);
    assertThat(tree.leafCount()).isEqualTo(2);
    // minSamplesSplit = 1: the child with 2 points is cut again
    assertThat(build(q, 2, SplitCriterion.ENTROPY, 1, 0, false).leafCount()).isEqualTo(3);
  }

  @Test
  void identicalPublicRowsMakeALeaf() {
    double[][] same = {{0.2, 0.2}, {0.2, 0.2}, {0.2, 0.2}, {0.2, 0.2}, {0.2, 0.2}};
    // 5 points but one distinct (x, y) row ≤ minSamplesSplit = 1: leaf, even though
    // minSamplesLeaf = 0 would accept the (empty-sided) cut
    assertThat(
            build(
                    TestDatasets.binary(same, new int[] {1, 1, 1, 1, 1}),
                    2,
                    SplitCriterion.ENTROPY,
                    1,
                    0,
                    false)
                .leafCount())
        .isEqualTo(1);
    // the same x with two different labels is two distinct rows: the rule no longer applies
    assertThat(
            build(
                    TestDatasets.binary(same, new int[] {1, 1, 0, 1, 1}),
                    1,
                    SplitCriterion.ENTROPY,
                    1,
                    0,
                    false)
                .leafCount())
        .isEqualTo(2);
    // two distinct rows (4 copies of one, 1 of another) ≤ minSamplesSplit = 2 though n = 5 > 2:
    // leaf
    double[][] twoRows = {{0.2, 0.2}, {0.2, 0.2}, {0.2, 0.2}, {0.2, 0.2}, {0.7, 0.7}};
    int[] labels = {1, 1, 1, 1, 0};
    assertThat(
            build(TestDatasets.binary(twoRows, labels), 2, SplitCriterion.ENTROPY, 2, 0, false)
                .leafCount())
        .isEqualTo(1);
    assertThat(
            build(TestDatasets.binary(twoRows, labels), 1, SplitCriterion.ENTROPY, 1, 0, false)
                .leafCount())
        .isEqualTo(2);
  }

  @Test
  void emptyPublicSampleGivesOneLeafUnlessFullTree() {
    assertThat(build(Dataset.emptyBinary(2), 4, SplitCriterion.ENTROPY, 0, 0, false).leafCount())
        .isEqualTo(1);
    assertThat(build(Dataset.emptyBinary(2), 4, SplitCriterion.ENTROPY, 0, 0, true).leafCount())
        .isEqualTo(16);
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2, 3, 5, 7})
  void fullTreeHasExactlyTwoToThePLeavesEvenWithEmptyCells(int depth) {
    // all public points in one corner cell: most cells are empty, yet every cell is cut
    Dataset corner =
        TestDatasets.binary(
            new double[][] {{0.01, 0.01}, {0.02, 0.03}, {0.015, 0.02}}, new int[] {0, 1, 0});
    for (Dataset q : new Dataset[] {corner, Dataset.emptyBinary(2)}) {
      TreePartition tree = build(q, depth, SplitCriterion.ENTROPY, 5, 5, true);
      assertThat(tree.leafCount()).isEqualTo(1 << depth);
      assertThat(tree.nodeCount()).isEqualTo((1 << (depth + 1)) - 1);
      double area = 0.0;
      for (int leaf = 0; leaf < tree.leafCount(); leaf++) {
        int node = tree.nodeOfLeaf(leaf);
        assertThat(tree.depth(node)).isEqualTo(depth);
        area +=
            (tree.upper(node, 0) - tree.lower(node, 0))
                * (tree.upper(node, 1) - tree.lower(node, 1));
      }
      assertThat(area).isCloseTo(1.0, within(1e-12));
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2, 4, 6})
  void depthLimitIsRespectedAndReachedWithPlentyOfData(int depth) {
    Dataset q = TestDatasets.uniform(4000, 2, 11L);
    TreePartition tree = entropy(q, depth);
    assertThat(tree.maxDepth()).isEqualTo(depth);
    assertThat(tree.leafCount()).isLessThanOrEqualTo(1 << depth);
    for (int node = 0; node < tree.nodeCount(); node++) {
      assertThat(tree.depth(node)).isLessThanOrEqualTo(depth);
      if (tree.depth(node) == depth) {
        assertThat(tree.isLeaf(node)).isTrue();
      }
    }
  }

  // ------------------------------------------------------------------ criteria

  /**
   * Quadrant class counts (label 0, label 1): [x1&lt;½, x2&lt;½] none; [x1&lt;½, x2≥½] (0,1);
   * [x1≥½, x2&lt;½] (1,1); [x1≥½, x2≥½] (1,3). Parent (2,5).
   *
   * <pre>
   *   dim 0 cut: left (0,1), right (2,4)   entropy gain 0.0760, Gini gain 0.0272
   *   dim 1 cut: left (1,1), right (1,4)   entropy gain 0.0617, Gini gain 0.0367
   * </pre>
   *
   * so entropy picks dimension 0 and Gini dimension 1.
   */
  private static Dataset criteriaDisagree() {
    return TestDatasets.binary(
        new double[][] {
          {0.2, 0.7}, {0.6, 0.2}, {0.7, 0.3}, {0.6, 0.6}, {0.7, 0.7}, {0.8, 0.8}, {0.9, 0.6}
        },
        new int[] {1, 0, 1, 0, 1, 1, 1});
  }

  @Test
  void giniAndEntropyChooseDifferentEdgesOnAConstructedSample() {
    Dataset q = criteriaDisagree();
    assertThat(build(q, 1, SplitCriterion.ENTROPY, 1, 0, false).splitDimension(0)).isEqualTo(0);
    assertThat(build(q, 1, SplitCriterion.GINI, 1, 0, false).splitDimension(0)).isEqualTo(1);
  }

  @Test
  void gainsMatchHandComputedValues() {
    int[] parent = {2, 5};
    // H(2/7) = 0.863121, H(2/6) = 0.918296: 0.863121 − 6/7·0.918296
    assertThat(SplitCriterion.ENTROPY.gain(parent, new int[] {0, 1}))
        .isCloseTo(0.0760099, within(1e-6));
    // H(1/5) = 0.721928: 0.863121 − (2·1 + 5·0.721928)/7
    assertThat(SplitCriterion.ENTROPY.gain(parent, new int[] {1, 1}))
        .isCloseTo(0.0617434, within(1e-6));
    // Gini: 20/49 − 6/7·16/36 = 4/147
    assertThat(SplitCriterion.GINI.gain(parent, new int[] {0, 1}))
        .isCloseTo(4.0 / 147, within(1e-12));
    // 20/49 − (2·½ + 5·8/25)/7 = 20/49 − 13/35 = 9/245
    assertThat(SplitCriterion.GINI.gain(parent, new int[] {1, 1}))
        .isCloseTo(9.0 / 245, within(1e-12));
    // a perfect split of a balanced node gains 1 bit / 0.5 Gini; an empty parent gains 0
    assertThat(SplitCriterion.ENTROPY.gain(new int[] {3, 3}, new int[] {3, 0}))
        .isCloseTo(1.0, within(1e-12));
    assertThat(SplitCriterion.GINI.gain(new int[] {3, 3}, new int[] {3, 0}))
        .isCloseTo(0.5, within(1e-12));
    assertThat(SplitCriterion.ENTROPY.gain(new int[] {0, 0}, new int[] {0, 0})).isEqualTo(0.0);
  }

  @ParameterizedTest
  @EnumSource(SplitCriterion.class)
  void oneSidedCutHasGainZeroUpToRounding(SplitCriterion criterion) {
    for (int n0 = 0; n0 < 40; n0++) {
      for (int n1 = 0; n1 < 40; n1++) {
        int[] parent = {n0, n1};
        assertThat(criterion.gain(parent, parent)).isCloseTo(0.0, within(1e-12));
      }
    }
  }

  // ------------------------------------------------------------------ numbering and routing

  @Test
  void leavesAreNumberedInBreadthFirstCreationOrder() {
    // constant labels → root cut on dimension 0. The right half holds 1 point (≤ minSamplesSplit =
    // 1),
    // so it is a leaf at depth 1; the left half (4 points) is cut on dimension 1.
    // Breadth first: node 2 (right half) is finalised before nodes 3 and 4, so it is leaf 0;
    // depth-first numbering would make it leaf 2.
    Dataset q =
        TestDatasets.binary(
            new double[][] {{0.1, 0.1}, {0.2, 0.3}, {0.3, 0.6}, {0.4, 0.9}, {0.8, 0.5}},
            new int[] {1, 1, 1, 1, 1});
    TreePartition tree = entropy(q, 2);
    assertThat(tree.leafCount()).isEqualTo(3);
    assertThat(tree.leafOf(new double[] {0.8, 0.5})).isEqualTo(0);
    assertThat(tree.leafOf(new double[] {0.2, 0.2})).isEqualTo(1);
    assertThat(tree.leafOf(new double[] {0.2, 0.8})).isEqualTo(2);
    assertThat(tree.nodeOfLeaf(0)).isEqualTo(tree.rightChild(0));
    assertThat(tree.parent(tree.nodeOfLeaf(1))).isEqualTo(tree.leftChild(0));
    assertThat(tree.parent(0)).isEqualTo(-1);
  }

  @Test
  void fullDepthTwoTreeNumbersLeavesLevelByLevel() {
    TreePartition tree = build(Dataset.emptyBinary(2), 2, SplitCriterion.ENTROPY, 0, 0, true);
    assertThat(tree.leafOf(new double[] {0.25, 0.25})).isEqualTo(0);
    assertThat(tree.leafOf(new double[] {0.25, 0.75})).isEqualTo(1);
    assertThat(tree.leafOf(new double[] {0.75, 0.25})).isEqualTo(2);
    assertThat(tree.leafOf(new double[] {0.75, 0.75})).isEqualTo(3);
    int[] leaves =
        tree.leavesOf(TestDatasets.points(new double[] {0.75, 0.75}, new double[] {0.1, 0.9}));
    assertThat(leaves).containsExactly(3, 1);
  }

  @Test
  void pointsOutsideTheRootCellAreRoutedByThresholds() {
    TreePartition tree = build(Dataset.emptyBinary(2), 4, SplitCriterion.ENTROPY, 0, 0, true);
    double[][] outside = {{-0.5, 0.2}, {1.7, 2.0}, {0.3, -1e-9}, {Math.nextUp(1.0), 0.5}};
    double[][] clamped = {{0.0, 0.2}, {1.0, 1.0}, {0.3, 0.0}, {1.0, 0.5}};
    Features outsidePoints = TestDatasets.points(outside);
    Features clampedPoints = TestDatasets.points(clamped);
    for (int i = 0; i < outside.length; i++) {
      assertThat(tree.leafOf(outside[i])).isEqualTo(tree.leafOf(clamped[i]));
      assertThat(tree.cellOf(outsidePoints, i)).isEqualTo(tree.leafOf(clamped[i]));
      assertThat(tree.cellOf(clampedPoints, i)).isEqualTo(tree.leafOf(clamped[i]));
      assertThat(tree.inRootCell(outsidePoints, i)).isFalse();
      assertThat(tree.inRootCell(clampedPoints, i)).isTrue();
    }
    assertThat(tree.leavesOf(outsidePoints)).containsExactly(tree.leavesOf(clampedPoints));
    assertThat(tree.inRootCell(TestDatasets.points(new double[] {0.0, 0.0}), 0)).isTrue();
    assertThat(tree.inRootCell(TestDatasets.points(new double[] {1.0, 1.0}), 0)).isTrue();
    // rows other than the first
    Features two = TestDatasets.points(new double[] {5.0, 5.0}, new double[] {0.4, 0.6});
    assertThat(tree.inRootCell(two, 1)).isTrue();
    assertThat(tree.inRootCell(two, 0)).isFalse();
    assertThat(tree.cellOf(two, 1)).isEqualTo(tree.leafOf(new double[] {0.4, 0.6}));
  }

  @Test
  void leafCellsTileTheUnitSquareAndContainTheirPoints() {
    TreePartition tree = entropy(TestDatasets.uniform(500, 2, 3L), 5);
    SplittableRandom rng = new SplittableRandom(99L);
    Set<Integer> seen = new HashSet<>();
    for (int i = 0; i < 5000; i++) {
      double[] p = {rng.nextDouble(), rng.nextDouble()};
      int leaf = tree.leafOf(p);
      seen.add(leaf);
      int node = tree.nodeOfLeaf(leaf);
      for (int k = 0; k < 2; k++) {
        assertThat(p[k]).isBetween(tree.lower(node, k), tree.upper(node, k));
        assertThat(p[k] < tree.upper(node, k) || tree.upper(node, k) == 1.0).isTrue();
      }
    }
    assertThat(seen).hasSize(tree.leafCount());
  }

  @Test
  void rejectsBadArguments() {
    assertThatThrownBy(() -> new MaxEdgePartitioner(-1, SplitCriterion.GINI, 1, 1, false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("maxDepth");
    assertThatThrownBy(() -> new MaxEdgePartitioner(2, SplitCriterion.GINI, -1, 1, false))
        .isInstanceOf(IllegalArgumentException.class);
    TreePartition tree = entropy(Dataset.emptyBinary(2), 1);
    assertThatThrownBy(() -> tree.leafOf(new double[] {0.5, 0.5, 0.5}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("3 columns");
  }
}
