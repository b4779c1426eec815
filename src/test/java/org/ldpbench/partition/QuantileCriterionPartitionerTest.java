package org.ldpbench.partition;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.testing.TestDatasets;

/**
 * The CART-criterion partition ("igreduction", spec/lpct.md §2.4) on samples worked out by hand and
 * with numpy.
 */
class QuantileCriterionPartitionerTest {

  private static final SplittableRandom UNUSED = new SplittableRandom(0L);

  private static TreePartition build(Dataset q, int depth, SplitCriterion criterion, int minLeaf) {
    return new QuantileCriterionPartitioner(depth, criterion, 1, minLeaf, false).build(q, UNUSED);
  }

  // ------------------------------------------------------------------ candidate thresholds

  @Test
  void candidateThresholdsEqualNumpysDefaultQuantilesOfTheDistinctValues() {
    // python3 / numpy 2.4.6:
    //   v = [0.9, 0.1, 0.35, 0.35, 0.62, 0.2, 0.9, 0.48]
    //   np.unique(np.quantile(np.unique(v), [(2*i+1)/(2*10) for i in range(10)]))
    //   -> 0.125, 0.17500000000000002, 0.2375, 0.3125, 0.38249999999999995, 0.4475, 0.515, 0.585,
    // 0.69,
    //      0.8300000000000001
    double[] v = {0.9, 0.1, 0.35, 0.35, 0.62, 0.2, 0.9, 0.48};
    double[] copy = v.clone();
    assertThat(QuantileCriterionPartitioner.candidateThresholds(v, 10))
        .containsExactly(
            0.125,
            0.17500000000000002,
            0.2375,
            0.3125,
            0.38249999999999995,
            0.4475,
            0.515,
            0.585,
            0.69,
            0.8300000000000001);
    assertThat(v).containsExactly(copy); // input untouched
    // two distinct values: ten interpolated levels; numpy gives
    //   0.32, 0.36, 0.39999999999999997, 0.43999999999999995, 0.48, 0.52, 0.5599999999999999, 0.6,
    //   0.6399999999999999, 0.6799999999999999
    assertThat(QuantileCriterionPartitioner.candidateThresholds(new double[] {0.7, 0.3, 0.7}, 10))
        .containsExactly(
            0.32,
            0.36,
            0.39999999999999997,
            0.43999999999999995,
            0.48,
            0.52,
            0.5599999999999999,
            0.6,
            0.6399999999999999,
            0.6799999999999999);
    // one distinct value: numpy gives [0.5]; none: no candidates
    assertThat(QuantileCriterionPartitioner.candidateThresholds(new double[] {0.5, 0.5, 0.5}, 10))
        .containsExactly(0.5);
    assertThat(QuantileCriterionPartitioner.candidateThresholds(new double[0], 10)).isEmpty();
    // −0.0 and 0.0 are one value for np.unique
    assertThat(QuantileCriterionPartitioner.candidateThresholds(new double[] {-0.0, 0.0}, 10))
        .hasSize(1);
  }

  // ------------------------------------------------------------------ where the root is cut

  /**
   * Labels 1(x2 &gt; 0.3): dimension 1's distinct values 0.05, 0.15, 0.25, 0.4, 0.6, 0.8, 0.9, 0.95
   * give numpy thresholds 0.085, 0.155, 0.225, 0.3175, 0.43, ...; 0.3175 separates the labels
   * perfectly (gain H(3/8) = 0.954 bits), so the root is cut there, not at a midpoint. Dimension 0
   * has no perfect cut.
   */
  private static Dataset thresholdExample() {
    return TestDatasets.binary(
        new double[][] {
          {0.1, 0.05},
          {0.3, 0.15},
          {0.5, 0.25},
          {0.7, 0.4},
          {0.9, 0.6},
          {0.2, 0.8},
          {0.6, 0.9},
          {0.8, 0.95}
        },
        new int[] {0, 0, 0, 1, 1, 1, 1, 1});
  }

  @Test
  void rootIsCutAtTheBestQuantileThresholdNotAtAMidpoint() {
    TreePartition tree = build(thresholdExample(), 1, SplitCriterion.ENTROPY, 1);
    assertThat(tree.splitDimension(0)).isEqualTo(1);
    assertThat(tree.threshold(0)).isEqualTo(0.3175);
    assertThat(tree.leafCount()).isEqualTo(2);
    int left = tree.leftChild(0);
    int right = tree.rightChild(0);
    // children's rectangles end at the threshold
    assertThat(tree.upper(left, 1)).isEqualTo(0.3175);
    assertThat(tree.lower(right, 1)).isEqualTo(0.3175);
    assertThat(tree.upper(left, 0)).isEqualTo(1.0);
  }

  @Test
  void pointsAreRoutedByTheThresholdWithTiesGoingRight() {
    TreePartition tree = build(thresholdExample(), 1, SplitCriterion.ENTROPY, 1);
    int leftLeaf = tree.leafOf(new double[] {0.5, 0.0});
    int rightLeaf = tree.leafOf(new double[] {0.5, 1.0});
    assertThat(leftLeaf).isNotEqualTo(rightLeaf);
    assertThat(tree.leafOf(new double[] {0.99, Math.nextDown(0.3175)})).isEqualTo(leftLeaf);
    assertThat(tree.leafOf(new double[] {0.01, 0.3175})).isEqualTo(rightLeaf);
    // 0.4 would go left under a midpoint cut at 0.5; here it goes right
    assertThat(tree.leafOf(new double[] {0.5, 0.4})).isEqualTo(rightLeaf);
    // and every public point lands on the side of its label
    Dataset q = thresholdExample();
    for (int i = 0; i < q.size(); i++) {
      assertThat(tree.cellOf(q.features(), i))
          .isEqualTo(q.classLabels().label(i) == 0 ? leftLeaf : rightLeaf);
    }
    // routed points lie in their leaf's rectangle (deeper tree on random data)
    Dataset random = TestDatasets.uniform(300, 3, 5L);
    TreePartition deep = build(random, 6, SplitCriterion.ENTROPY, 1);
    assertThat(deep.leafCount()).isGreaterThan(8);
    SplittableRandom probes = new SplittableRandom(6L);
    for (int i = 0; i < 2000; i++) {
      double[] point = {probes.nextDouble(), probes.nextDouble(), probes.nextDouble()};
      int node = deep.nodeOfLeaf(deep.leafOf(point));
      for (int k = 0; k < 3; k++) {
        assertThat(point[k]).isBetween(deep.lower(node, k), deep.upper(node, k));
        assertThat(point[k] < deep.upper(node, k) || deep.upper(node, k) == 1.0).isTrue();
      }
    }
  }

  @Test
  void firstOfEqualMaximalGainsWins() {
    // d = 1, values 0.1..0.6 with labels 0 0 1 1 0 0; numpy thresholds 0.125, 0.175, 0.225, 0.275,
    // 0.325, 0.375,
    // 0.425..., 0.475, 0.525, 0.575. Left = {0.1, 0.2} (thresholds 0.225, 0.275) and left =
    // {0.1..0.4}
    // (0.425, 0.475) both give H(1/3) − 4/6 = 0.2516 bits, exactly equal; the first in ascending
    // order wins.
    Dataset q =
        TestDatasets.binary(
            new double[][] {{0.1}, {0.2}, {0.3}, {0.4}, {0.5}, {0.6}},
            new int[] {0, 0, 1, 1, 0, 0});
    TreePartition tree = build(q, 1, SplitCriterion.ENTROPY, 1);
    assertThat(tree.threshold(0)).isEqualTo(0.225);
  }

  @Test
  void cellWithoutAPositiveGainIsALeaf() {
    // constant labels: no threshold has gain > 0, so even the root stays a leaf
    Dataset q =
        TestDatasets.binary(
            new double[][] {{0.1, 0.2}, {0.7, 0.3}, {0.4, 0.9}, {0.8, 0.6}},
            new int[] {1, 1, 1, 1});
    assertThat(build(q, 5, SplitCriterion.ENTROPY, 0).leafCount()).isEqualTo(1);
    assertThat(
            new QuantileCriterionPartitioner(5, SplitCriterion.ENTROPY, 0, 0, true)
                .build(q, UNUSED)
                .leafCount())
        .isEqualTo(1);
    // a pure child is not cut further while its impure sibling is
    TreePartition tree = build(thresholdExample(), 4, SplitCriterion.ENTROPY, 1);
    assertThat(tree.leafCount()).isEqualTo(2);
  }

  @Test
  void onlyTheTopRankedDimensionsAreTried() {
    // Dimension 0 isolates the single label-1 point (x0 = 0.95): the largest gain, H(1/6) = 0.65
    // bits, but a
    // side of 1 point. In dimension 1 that point sits in the middle (x1 = 0.5); its best cut, {0.1,
    // 0.2, 0.3} |
    // {0.5, 0.7, 0.8}, gains H(1/6) − ½H(1/3) = 0.19 bits with 3 points a side. Other dimensions
    // are constant.
    double[][] rows2 = {{0.1, 0.1}, {0.2, 0.2}, {0.3, 0.3}, {0.4, 0.7}, {0.5, 0.8}, {0.95, 0.5}};
    int[] y = {0, 0, 0, 0, 0, 1};
    // d = 2 keeps max(1, 7/10) = 1 dimension: min_samples_leaf = 2 rejects dimension 0, and the
    // cell is a leaf
    assertThat(build(TestDatasets.binary(rows2, y), 1, SplitCriterion.ENTROPY, 2).leafCount())
        .isEqualTo(1);
    assertThat(build(TestDatasets.binary(rows2, y), 1, SplitCriterion.ENTROPY, 1).splitDimension(0))
        .isEqualTo(0);
    // d = 15 keeps max(1, 20/10) = 2 dimensions: dimension 1 is tried next and cut
    double[][] rows15 = new double[rows2.length][15];
    for (int i = 0; i < rows2.length; i++) {
      Arrays.fill(rows15[i], 0.5);
      rows15[i][0] = rows2[i][0];
      rows15[i][1] = rows2[i][1];
    }
    TreePartition wide = build(TestDatasets.binary(rows15, y), 1, SplitCriterion.ENTROPY, 2);
    assertThat(wide.leafCount()).isEqualTo(2);
    assertThat(wide.splitDimension(0)).isEqualTo(1);
  }

  @Test
  void giniIsAnOption() {
    // found by search with numpy: entropy prefers dimension 1 (0.2044 vs 0.1992 bits, threshold
    // 0.25),
    // Gini prefers dimension 0 (0.1116 vs 0.0938, threshold 0.125)
    Dataset q =
        TestDatasets.binary(
            new double[][] {
              {0.2, 0.7},
              {0.8, 0.6},
              {0.9, 0.2},
              {0.9, 0.2},
              {1.0, 0.6},
              {0.6, 1.0},
              {0.8, 0.8},
              {0.1, 0.4}
            },
            new int[] {0, 0, 0, 0, 1, 0, 1, 1});
    TreePartition entropy = build(q, 1, SplitCriterion.ENTROPY, 1);
    TreePartition gini = build(q, 1, SplitCriterion.GINI, 1);
    assertThat(entropy.splitDimension(0)).isEqualTo(1);
    assertThat(entropy.threshold(0)).isEqualTo(0.25);
    assertThat(gini.splitDimension(0)).isEqualTo(0);
    assertThat(gini.threshold(0)).isEqualTo(0.125);
  }

  @Test
  void sampleCountRulesAndDepthApply() {
    Dataset random = TestDatasets.uniform(400, 2, 9L);
    TreePartition shallow = build(random, 2, SplitCriterion.ENTROPY, 1);
    assertThat(shallow.maxDepth()).isLessThanOrEqualTo(2);
    // min_samples_leaf is measured on public counts: every leaf keeps at least 20 public points
    TreePartition coarse =
        new QuantileCriterionPartitioner(8, SplitCriterion.ENTROPY, 1, 20, false)
            .build(random, UNUSED);
    int[] counts = new int[coarse.leafCount()];
    for (int leaf : coarse.leavesOf(random.features())) {
      counts[leaf]++;
    }
    assertThat(Arrays.stream(counts).min().orElseThrow()).isGreaterThanOrEqualTo(20);
    assertThat(coarse.leafCount()).isGreaterThan(2);
    // min_samples_split: a cell of 5 public points is not cut when minSamplesSplit = 5
    Dataset five =
        new Dataset(
            Features.of(
                new double[][] {{0.1, 0.1}, {0.2, 0.9}, {0.6, 0.3}, {0.7, 0.7}, {0.9, 0.5}}),
            ClassLabels.binary(new int[] {0, 0, 1, 1, 1}));
    assertThat(
            new QuantileCriterionPartitioner(3, SplitCriterion.ENTROPY, 5, 0, false)
                .build(five, UNUSED)
                .leafCount())
        .isEqualTo(1);
    assertThat(
            new QuantileCriterionPartitioner(3, SplitCriterion.ENTROPY, 4, 0, false)
                .build(five, UNUSED)
                .leafCount())
        .isGreaterThan(1);
  }
}
