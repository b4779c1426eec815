package org.ldpbench.partition;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.testing.TestDatasets;

/** The random max-edge partition of LPCT-R (spec/lpct.md §2.4). */
class RandomMaxEdgePartitionerTest {

  @Test
  void everyCutIsAtTheMidpointOfALongestEdgeOverManySeeds() {
    int cuts = 0;
    for (long seed = 0; seed < 300; seed++) {
      SplittableRandom rng = new SplittableRandom(seed);
      int d = 1 + rng.nextInt(4);
      Dataset q = TestDatasets.uniform(rng.nextInt(0, 200), d, seed);
      boolean full = seed % 3 == 0;
      TreePartition tree =
          new RandomMaxEdgePartitioner(1 + rng.nextInt(7), 1, 1, full)
              .build(q, new SplittableRandom(seed + 1000));
      for (int node = 0; node < tree.nodeCount(); node++) {
        if (tree.isLeaf(node)) {
          continue;
        }
        cuts++;
        int k = tree.splitDimension(node);
        double longest = 0.0;
        for (int j = 0; j < d; j++) {
          longest = Math.max(longest, tree.upper(node, j) - tree.lower(node, j));
        }
        assertThat(tree.upper(node, k) - tree.lower(node, k))
            .as("seed %d node %d", seed, node)
            .isEqualTo(longest);
        assertThat(tree.threshold(node))
            .isEqualTo(0.5 * (tree.lower(node, k) + tree.upper(node, k)));
      }
    }
    assertThat(cuts).isGreaterThan(1000);
  }

  @Test
  void longestEdgeIsChosenUniformly() {
    // the root of [0,1]^3 has three longest edges; over n = 3000 seeds each is drawn Binomial(3000,
    // 1/3) times:
    // mean 1000, sd 25.8. Bounds at ±6 sd: false-failure rate < 1e-8 per dimension.
    Dataset q = TestDatasets.uniform(100, 3, 1L);
    int[] counts = new int[3];
    int n = 3000;
    for (long seed = 0; seed < n; seed++) {
      counts[
          new RandomMaxEdgePartitioner(1, 1, 1, false)
              .build(q, new SplittableRandom(seed))
              .splitDimension(0)]++;
    }
    double sd = Math.sqrt(n / 3.0 * 2.0 / 3.0);
    for (int count : counts) {
      assertThat((double) count).isBetween(n / 3.0 - 6 * sd, n / 3.0 + 6 * sd);
    }
    // at depth 2 the children of a cut on dimension k have two longest edges (the other two)
    TreePartition tree =
        new RandomMaxEdgePartitioner(2, 1, 1, true).build(q, new SplittableRandom(4L));
    int root = tree.splitDimension(0);
    assertThat(tree.splitDimension(tree.leftChild(0))).isNotEqualTo(root);
    assertThat(tree.splitDimension(tree.rightChild(0))).isNotEqualTo(root);
  }

  @Test
  void partitionIsAFunctionOfThePublicFeaturesAndTheStreamOnly() {
    Dataset q = TestDatasets.uniform(300, 2, 3L);
    int[] flipped = q.classLabels().copyLabels();
    for (int i = 0; i < flipped.length; i++) {
      flipped[i] = 1 - flipped[i];
    }
    Dataset relabelled = new Dataset(q.features(), ClassLabels.binary(flipped));
    RandomMaxEdgePartitioner partitioner = new RandomMaxEdgePartitioner(6, 1, 1, false);
    TreePartition a = partitioner.build(q, new SplittableRandom(11L));
    TreePartition b = partitioner.build(relabelled, new SplittableRandom(11L));
    assertThat(b.nodeCount()).isEqualTo(a.nodeCount());
    for (int node = 0; node < a.nodeCount(); node++) {
      assertThat(b.splitDimension(node)).isEqualTo(a.splitDimension(node));
      assertThat(b.threshold(node)).isEqualTo(a.threshold(node));
    }
    // another stream, another partition (some cell chooses differently)
    boolean differs = false;
    for (long seed = 12; seed < 20 && !differs; seed++) {
      TreePartition c = partitioner.build(q, new SplittableRandom(seed));
      differs = c.nodeCount() != a.nodeCount();
      for (int node = 0; !differs && node < a.nodeCount(); node++) {
        differs = c.splitDimension(node) != a.splitDimension(node);
      }
    }
    assertThat(differs).isTrue();
  }

  @Test
  void sampleCountRulesUsePublicCountsAndDoNotRedraw() {
    // every public point has x1 < 0.5: a root cut on dimension 0 leaves the right side empty
    Dataset q =
        TestDatasets.binary(
            new double[][] {{0.1, 0.2}, {0.2, 0.8}, {0.3, 0.4}, {0.4, 0.6}},
            new int[] {0, 1, 0, 1});
    int leaves = 0;
    int cutOnOne = 0;
    for (long seed = 0; seed < 200; seed++) {
      TreePartition tree =
          new RandomMaxEdgePartitioner(1, 1, 1, false).build(q, new SplittableRandom(seed));
      if (tree.leafCount() == 1) {
        leaves++; // dimension 0 was drawn and failed min_samples_leaf: no second draw
      } else {
        assertThat(tree.splitDimension(0)).isEqualTo(1);
        cutOnOne++;
      }
      // a full tree ignores the counts
      assertThat(
              new RandomMaxEdgePartitioner(1, 1, 1, true)
                  .build(q, new SplittableRandom(seed))
                  .leafCount())
          .isEqualTo(2);
    }
    // each outcome has probability 1/2; P(fewer than 50 of 200) < 1e-12
    assertThat(leaves).isGreaterThan(50);
    assertThat(cutOnOne).isGreaterThan(50);
    // min_samples_split: 4 points, minSamplesSplit = 4 -> leaf
    assertThat(
            new RandomMaxEdgePartitioner(3, 4, 0, false)
                .build(q, new SplittableRandom(1L))
                .leafCount())
        .isEqualTo(1);
  }
}
