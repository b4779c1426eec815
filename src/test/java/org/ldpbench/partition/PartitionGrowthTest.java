package org.ldpbench.partition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;

/**
 * One growth cut at every depth gives exactly the partitions of the old one-growth-per-depth grower
 * ({@link ReferenceTreeGrower}) with the old dense cut rules ({@link ReferenceCutRules}): same
 * nodes, cuts, rectangles and leaf numbers, whatever the order in which depths are asked, for both
 * deterministic rules and every stopping rule, on dense and on sparse data.
 */
class PartitionGrowthTest {

  private static final SplittableRandom UNUSED = new SplittableRandom(0L);

  /**
   * Features on a coarse grid (ties, repeated rows, constant columns), labels noisy in x_0 + x_1.
   */
  private static Dataset sample(long seed, int n, int d, int classes, int gridLevels) {
    SplittableRandom random = new SplittableRandom(seed);
    double[] x = new double[n * d];
    int[] y = new int[n];
    for (int i = 0; i < n; i++) {
      double s = 0.0;
      for (int k = 0; k < d; k++) {
        double v =
            gridLevels > 0
                ? random.nextInt(gridLevels + 1) / (double) gridLevels
                : random.nextDouble();
        x[i * d + k] = d > 2 && k == d - 1 ? 0.5 : v; // last of >2 columns constant
        s += k < 2 ? v : 0.0;
      }
      y[i] =
          random.nextDouble() < 0.8
              ? (int) Math.min(classes - 1, Math.floor(s / 2.0 * classes))
              : random.nextInt(classes);
    }
    return new Dataset(Features.wrap(x, n, d), new ClassLabels(y, classes));
  }

  private record Rule(String name, int minSplit, int minLeaf, boolean fullTree) {
    GrowablePartitioner at(int depth) {
      return name.equals("maxedge")
          ? new MaxEdgePartitioner(depth, SplitCriterion.ENTROPY, minSplit, minLeaf, fullTree)
          : new QuantileCriterionPartitioner(
              depth, SplitCriterion.GINI, minSplit, minLeaf, fullTree);
    }

    /** The dense rule as it was before the rules read sorted entries. */
    ReferenceCutRules.Rule referenceRule() {
      return name.equals("maxedge")
          ? ReferenceCutRules.maxEdge(SplitCriterion.ENTROPY)
          : ReferenceCutRules.quantile(
              SplitCriterion.GINI, QuantileCriterionPartitioner.DEFAULT_SEARCH_NUMBER);
    }

    TreePartition reference(Dataset sample, int depth) {
      return new ReferenceTreeGrower(depth, minSplit, minLeaf, fullTree)
          .grow(PublicPoints.of(sample), referenceRule());
    }
  }

  private static List<Rule> rules() {
    List<Rule> rules = new ArrayList<>();
    for (String name : List.of("maxedge", "cart")) {
      rules.add(new Rule(name, 1, 1, false));
      rules.add(new Rule(name, 5, 3, false));
      rules.add(new Rule(name, 0, 0, false));
      rules.add(new Rule(name, 1, 1, true));
    }
    return rules;
  }

  @Test
  void everyDepthCutFromOneGrowthEqualsTheTreeGrownToThatDepth() {
    int compared = 0;
    int deepTrees = 0;
    long seed = 1;
    for (Rule rule : rules()) {
      for (int[] shape :
          new int[][] {
            {0, 2, 2, 4}, {1, 2, 2, 4}, {7, 1, 2, 0}, {60, 2, 2, 4}, {300, 3, 3, 0}, {400, 12, 2, 6}
          }) {
        Dataset sample = sample(seed++, shape[0], shape[1], shape[2], shape[3]);
        int maxDepth = rule.fullTree() ? 9 : 14;
        List<Integer> depths = new ArrayList<>();
        for (int depth = 0; depth <= maxDepth; depth++) {
          depths.add(depth);
        }
        Collections.shuffle(depths, new Random(seed));
        PartitionGrowth growth = rule.at(3).growth(sample);
        for (int depth : depths) {
          TreePartition expected = rule.reference(sample, depth);
          assertSame(growth.atDepth(depth), expected, rule + " depth " + depth + " n " + shape[0]);
          assertSame(
              rule.at(depth).build(sample, UNUSED), expected, rule + " build depth " + depth);
          compared++;
          deepTrees += expected.maxDepth() >= 6 ? 1 : 0;
        }
      }
    }
    assertThat(compared).isEqualTo(2 * (3 * 6 * 15 + 6 * 10));
    assertThat(deepTrees).as("trees deep enough for the truncation to matter").isGreaterThan(100);
  }

  @Test
  void sparseWideSamplesGrowAsWithTheDenseRules() {
    // mostly +0.0, some -0.0, negative values and values outside [0, 1] (CellPointsTest.sample)
    SplittableRandom random = new SplittableRandom(99L);
    int compared = 0;
    for (Rule rule : rules()) {
      for (int[] shape : new int[][] {{300, 30, 2}, {200, 60, 3}, {120, 8, 2}}) {
        Dataset sample = CellPointsTest.sample(random, shape[0], shape[1], shape[2]);
        PartitionGrowth growth = rule.at(0).growth(sample);
        for (int depth : new int[] {12, 3, 0, 7}) {
          if (rule.fullTree() && depth > 9) {
            continue;
          }
          TreePartition expected = rule.reference(sample, depth);
          assertSame(
              growth.atDepth(depth), expected, rule + " sparse depth " + depth + " d " + shape[1]);
          compared++;
        }
      }
    }
    assertThat(compared).isEqualTo(8 * 3 * 4 - 2 * 3);
  }

  @Test
  void theSameDepthAskedTwiceGivesEqualPartitions() {
    Dataset sample = sample(42, 500, 4, 2, 0);
    PartitionGrowth growth =
        new QuantileCriterionPartitioner(0, SplitCriterion.ENTROPY, 1, 1, false).growth(sample);
    TreePartition first = growth.atDepth(5);
    growth.atDepth(16);
    assertSame(growth.atDepth(5), first, "depth 5 again after 16");
    assertThat(growth.atDepth(16).maxDepth()).isGreaterThan(5);
  }

  @Test
  void aDepthOutsideTheGrowersRangeIsRefused() {
    PartitionGrowth growth =
        new MaxEdgePartitioner(0, SplitCriterion.ENTROPY, 1, 1, false)
            .growth(sample(1, 10, 2, 2, 0));
    assertThatThrownBy(() -> growth.atDepth(31)).hasMessageContaining("0..30, got 31");
    assertThatThrownBy(() -> growth.atDepth(-1)).hasMessageContaining("got -1");
  }

  /** Node for node: cuts (bitwise), children, parents, depths, rectangles, leaf numbers. */
  static void assertSame(TreePartition actual, TreePartition expected, String what) {
    assertThat(actual.nodeCount()).as(what + ": nodes").isEqualTo(expected.nodeCount());
    assertThat(actual.leafCount()).as(what + ": leaves").isEqualTo(expected.leafCount());
    int d = expected.dimension();
    for (int node = 0; node < expected.nodeCount(); node++) {
      String at = what + ": node " + node;
      assertThat(actual.splitDimension(node)).as(at).isEqualTo(expected.splitDimension(node));
      assertThat(Double.doubleToRawLongBits(actual.threshold(node)))
          .as(at)
          .isEqualTo(Double.doubleToRawLongBits(expected.threshold(node)));
      assertThat(actual.leftChild(node)).as(at).isEqualTo(expected.leftChild(node));
      assertThat(actual.rightChild(node)).as(at).isEqualTo(expected.rightChild(node));
      assertThat(actual.parent(node)).as(at).isEqualTo(expected.parent(node));
      assertThat(actual.depth(node)).as(at).isEqualTo(expected.depth(node));
      for (int k = 0; k < d; k++) {
        assertThat(actual.lower(node, k)).as(at).isEqualTo(expected.lower(node, k));
        assertThat(actual.upper(node, k)).as(at).isEqualTo(expected.upper(node, k));
      }
    }
    for (int leaf = 0; leaf < expected.leafCount(); leaf++) {
      assertThat(actual.nodeOfLeaf(leaf))
          .as(what + ": leaf " + leaf)
          .isEqualTo(expected.nodeOfLeaf(leaf));
    }
    assertThat(actual.sameCells(expected)).as(what + ": same cells").isTrue();
    assertThat(actual.routingHash()).isEqualTo(expected.routingHash());
  }
}
