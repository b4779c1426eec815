package org.ldpbench.partition;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.SparseSortedColumns;

/**
 * {@link CellPoints} answers from a cell's sorted entries exactly what a scan of all its points
 * gives ({@link ReferenceCutRules}' dense helpers), and the max-edge and quantile rules built on it
 * return the very cut lists of the dense rules: cell after cell of random splits, on sparse and
 * dense columns with −0.0 next to 0.0, negative values, values outside [0, 1], ties, empty cells
 * and 2 or 3 classes. Fixed seeds.
 */
class CellPointsTest {

  /** Columns of mixed kinds: mostly +0.0, some −0.0, ties, negatives, dense, constant. */
  static Dataset sample(SplittableRandom random, int n, int d, int classes) {
    double[] x = new double[n * d];
    for (int k = 0; k < d; k++) {
      int kind = random.nextInt(6);
      double density = random.nextDouble();
      for (int i = 0; i < n; i++) {
        double u = random.nextDouble();
        x[i * d + k] =
            switch (kind) {
              case 0 -> u < 0.1 ? random.nextInt(1, 5) / 4.0 : 0.0; // sparse counts
              case 1 -> u < density ? random.nextInt(-4, 5) / 4.0 : u < density + 0.1 ? -0.0 : 0.0;
              case 2 -> random.nextDouble(-0.5, 1.5); // dense, outside [0, 1] too
              case 3 -> u < 0.05 ? -0.0 : 0.0; // only zeros
              case 4 -> 0.25; // constant
              default -> u < 0.3 ? random.nextInt(3) / 2.0 : 0.0;
            };
      }
    }
    int[] y = new int[n];
    for (int i = 0; i < n; i++) {
      y[i] = random.nextInt(10) < 7 ? (x[i * d] > 0.2 ? 1 : 0) % classes : random.nextInt(classes);
    }
    return new Dataset(Features.wrap(x, n, d), new ClassLabels(y, classes));
  }

  @Test
  void cellsAnswerAsTheDenseScans() {
    SplittableRandom random = new SplittableRandom(31L);
    int cells = 0;
    for (int trial = 0; trial < 60; trial++) {
      Dataset sample =
          sample(random, random.nextInt(0, 150), random.nextInt(1, 12), random.nextInt(2, 4));
      PublicPoints points = PublicPoints.of(sample);
      boolean[] goesLeft = new boolean[points.size()];
      List<CellPoints> queue =
          new ArrayList<>(
              List.of(CellPoints.root(points, SparseSortedColumns.of(sample.features()))));
      while (!queue.isEmpty() && cells < 100_000) {
        CellPoints cell = queue.remove(queue.size() - 1);
        assertSameAnswers(points, cell, random);
        cells++;
        if (cell.size() > 1 && random.nextInt(8) > 0) {
          int k = random.nextInt(points.dimension);
          double threshold = points.get(cell.indices()[random.nextInt(cell.size())], k);
          CellPoints[] children = cell.split(k, threshold, goesLeft);
          assertThat(children[0].indices())
              .isEqualTo(
                  Arrays.stream(cell.indices())
                      .filter(i -> points.get(i, k) < threshold)
                      .toArray());
          assertThat(children[1].indices())
              .isEqualTo(
                  Arrays.stream(cell.indices())
                      .filter(i -> !(points.get(i, k) < threshold))
                      .toArray());
          queue.addAll(List.of(children));
        }
      }
    }
    assertThat(cells).isGreaterThan(1000);
  }

  private static void assertSameAnswers(
      PublicPoints points, CellPoints cell, SplittableRandom random) {
    int[] indices = cell.indices();
    assertThat(cell.classCounts()).isEqualTo(ReferenceCutRules.classCounts(points, indices));
    double[] values = new double[indices.length];
    for (int k = 0; k < points.dimension; k++) {
      ReferenceCutRules.gather(points, indices, k, values);
      boolean entries = Arrays.stream(values).anyMatch(SparseSortedColumns::isEntry);
      assertThat(cell.hasEntries(k)).isEqualTo(entries);
      double[] distinct = QuantileCriterionPartitioner.sortedDistinct(values);
      assertThat(SortedDistinctTest.bits(cell.sortedDistinct(k)))
          .isEqualTo(SortedDistinctTest.bits(distinct));
      double[] thresholds =
          QuantileCriterionPartitioner.quantiles(distinct, 1 + random.nextInt(10));
      assertThat(cell.leftClassCounts(k, thresholds))
          .isDeepEqualTo(ReferenceCutRules.leftClassCounts(points, indices, values, thresholds));
      for (double t :
          new double[] {
            -0.0,
            0.0,
            -0.25,
            0.25,
            0.5,
            1.0,
            2.0,
            -1.0,
            Double.MIN_VALUE,
            distinct.length > 0 ? distinct[random.nextInt(distinct.length)] : 0.5
          }) {
        assertThat(cell.leftClassCounts(k, t))
            .as("dimension %d, threshold %s", k, t)
            .isEqualTo(ReferenceCutRules.leftClassCounts(points, indices, k, t));
        assertThat(cell.leftSize(k, t))
            .isEqualTo(ReferenceCutRules.leftSize(points, indices, k, t));
      }
    }
  }

  @Test
  void theRulesGiveTheDenseRulesCutLists() {
    SplittableRandom random = new SplittableRandom(77L);
    int compared = 0;
    for (int trial = 0; trial < 150; trial++) {
      int d = random.nextInt(1, trial % 5 == 0 ? 60 : 9);
      Dataset sample = sample(random, random.nextInt(0, 120), d, random.nextInt(2, 4));
      PublicPoints points = PublicPoints.of(sample);
      CellPoints cell = CellPoints.root(points, SparseSortedColumns.of(sample.features()));
      boolean[] goesLeft = new boolean[points.size()];
      for (int step = 0; step < 6; step++) {
        double[] lo = new double[d];
        double[] hi = new double[d];
        for (int k = 0; k < d; k++) { // dyadic rectangles, some edges longest
          int level = random.nextInt(3);
          int cellIndex = random.nextInt(1 << level);
          lo[k] = cellIndex / (double) (1 << level);
          hi[k] = (cellIndex + 1) / (double) (1 << level);
        }
        for (SplitCriterion criterion : SplitCriterion.values()) {
          List<Cut> maxEdge =
              new MaxEdgePartitioner(3, criterion, 1, 1, false).cutRule().candidates(cell, lo, hi);
          assertThat(maxEdge)
              .isEqualTo(
                  ReferenceCutRules.maxEdge(criterion).candidates(points, cell.indices(), lo, hi));
          int levels = 1 + random.nextInt(10);
          List<Cut> quantile =
              new QuantileCriterionPartitioner(3, criterion, 1, 1, false, levels)
                  .cutRule()
                  .candidates(cell, lo, hi);
          List<Cut> expected =
              ReferenceCutRules.quantile(criterion, levels)
                  .candidates(points, cell.indices(), lo, hi);
          assertThat(thresholdBits(quantile)).isEqualTo(thresholdBits(expected));
          assertThat(quantile).isEqualTo(expected);
          compared++;
        }
        if (cell.size() < 2) {
          break;
        }
        int k = random.nextInt(d);
        double threshold = points.get(cell.indices()[random.nextInt(cell.size())], k);
        CellPoints[] children = cell.split(k, threshold, goesLeft);
        cell = children[random.nextInt(2)];
      }
    }
    assertThat(compared).isGreaterThan(1000);
  }

  private static List<Long> thresholdBits(List<Cut> cuts) {
    return cuts.stream().map(c -> Double.doubleToRawLongBits(c.threshold())).toList();
  }
}
