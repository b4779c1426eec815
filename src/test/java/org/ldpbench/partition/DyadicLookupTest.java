package org.ldpbench.partition;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.testing.TestDatasets;

/**
 * Table routing of max-edge trees agrees with walking the tree for every point: inside, on every
 * cut and outside [0,1]^d.
 */
class DyadicLookupTest {

  /**
   * Random points in [−0.2, 1.2]^d and points on the dyadic grid of the deepest cuts (Features are
   * finite).
   */
  static Features points(int d, int depth, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    int random = 4000;
    int grid = 1 << Math.min(depth, 10);
    int onCuts = 600;
    double[] x = new double[(random + onCuts) * d];
    int row = 0;
    for (; row < random; row++) {
      for (int k = 0; k < d; k++) {
        x[row * d + k] = rng.nextDouble(-0.2, 1.2);
      }
    }
    for (int i = 0; i < onCuts; i++, row++) {
      for (int k = 0; k < d; k++) {
        x[row * d + k] = rng.nextInt(grid + 1) / (double) grid; // 0, 1 and every cut position
      }
    }
    return Features.wrap(x, row, d);
  }

  /**
   * Row by row ({@code cellOf}) and in one pass ({@code cellsOf}, the d = 2 fast loop included).
   */
  static void assertAgreesWithTheWalk(TreePartition tree, Features points) {
    int[] all = new int[points.rows()];
    tree.cellsOf(points, all);
    for (int i = 0; i < points.rows(); i++) {
      double[] point = points.row(i);
      assertThat(tree.cellOf(points, i))
          .as("row %d %s", i, Arrays.toString(point))
          .isEqualTo(tree.walk(point));
      assertThat(all[i])
          .as("cellsOf, row %d %s", i, Arrays.toString(point))
          .isEqualTo(tree.walk(point));
    }
  }

  @ParameterizedTest(name = "d = {0}, depth {1}")
  @CsvSource({"1, 3", "1, 12", "2, 1", "2, 6", "2, 10", "3, 8", "5, 9", "40, 3"})
  void maxEdgeTreesAreRoutedByTableAsByTheWalk(int d, int depth) {
    Dataset publicSample = TestDatasets.uniform(3000, d, 7L * d + depth);
    TreePartition tree =
        new MaxEdgePartitioner(depth, SplitCriterion.ENTROPY, 1, 1, false)
            .build(publicSample, new SplittableRandom(1));
    assertThat(DyadicLookup.of(tree)).as("a max-edge tree has dyadic cuts").isNotNull();
    assertAgreesWithTheWalk(tree, points(d, depth, 11));
    TreePartition random =
        new RandomMaxEdgePartitioner(depth, 1, 1, true)
            .build(publicSample, new SplittableRandom(5));
    assertThat(DyadicLookup.of(random)).isNotNull();
    assertAgreesWithTheWalk(random, points(d, depth, 12));
  }

  /**
   * Every cell of the table holds the leaf the walk reaches from the cell's lower corner (how the
   * table used to be filled, cell by cell), on trees whose leaves span many grid cells.
   */
  @ParameterizedTest(name = "d = {0}, depth {1}")
  @CsvSource({"1, 12", "2, 10", "3, 8", "5, 9", "40, 3", "12, 5"})
  void everyGridCellHoldsTheLeafOfItsLowerCorner(int d, int depth) {
    Dataset publicSample = TestDatasets.uniform(700, d, 3L * d + depth);
    for (TreePartition tree :
        new TreePartition[] {
          new MaxEdgePartitioner(depth, SplitCriterion.ENTROPY, 5, 3, false)
              .build(publicSample, new SplittableRandom(1)),
          new RandomMaxEdgePartitioner(depth, 1, 1, true)
              .build(publicSample, new SplittableRandom(2))
        }) {
      DyadicLookup lookup = DyadicLookup.of(tree);
      assertThat(lookup).isNotNull();
      int[] shift = new int[d];
      for (int node = 0; node < tree.nodeCount(); node++) {
        if (!tree.isLeaf(node)) {
          int m = 0;
          while (Math.scalb(tree.threshold(node), m)
              != Math.rint(Math.scalb(tree.threshold(node), m))) {
            m++;
          }
          shift[tree.splitDimension(node)] = Math.max(shift[tree.splitDimension(node)], m);
        }
      }
      int cells = 1 << Arrays.stream(shift).sum();
      double[] corners = new double[cells * d];
      for (int cell = 0; cell < cells; cell++) {
        int rest = cell;
        for (int k = d - 1; k >= 0; k--) {
          corners[cell * d + k] = Math.scalb((double) (rest & ((1 << shift[k]) - 1)), -shift[k]);
          rest >>>= shift[k];
        }
      }
      Features points = Features.wrap(corners, cells, d);
      for (int cell = 0; cell < cells; cell++) {
        assertThat(lookup.leaf(points, cell))
            .as("cell %d", cell)
            .isEqualTo(tree.walk(points.row(cell)));
      }
    }
  }

  @Test
  void treesWithOtherCutsHaveNoTableAndAreWalked() {
    Dataset publicSample = TestDatasets.uniform(500, 2, 3L);
    TreePartition cart =
        new QuantileCriterionPartitioner(4, SplitCriterion.GINI, 1, 1, false)
            .build(publicSample, new SplittableRandom(1));
    assertThat(DyadicLookup.of(cart)).as("quantile thresholds are not dyadic").isNull();
    assertAgreesWithTheWalk(cart, points(2, 4, 13));
  }
}
