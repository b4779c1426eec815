package org.ldpbench.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link SparseSortedColumns}: each column's entries are its rows with a value other than +0.0 in
 * the order of the stable full sort ({@link IndexSort}), −0.0 included, and a partition keeps both
 * sides in that order.
 */
class SparseSortedColumnsTest {

  @Test
  void entriesAreTheStableSortWithoutThePositiveZeros() {
    SplittableRandom random = new SplittableRandom(5L);
    for (int trial = 0; trial < 200; trial++) {
      int n = random.nextInt(0, 80);
      int d = random.nextInt(1, 6);
      double[] x = new double[n * d];
      for (int e = 0; e < x.length; e++) {
        int kind = random.nextInt(6);
        x[e] =
            kind == 0
                ? -0.0
                : kind == 1 ? random.nextInt(-2, 3) / 2.0 : kind == 2 ? random.nextDouble() : 0.0;
      }
      SparseSortedColumns columns = SparseSortedColumns.of(Features.wrap(x, n, d));
      assertThat(columns.columns()).isEqualTo(d);
      for (int k = 0; k < d; k++) {
        double[] column = new double[n];
        for (int i = 0; i < n; i++) {
          column[i] = x[i * d + k];
        }
        List<Integer> expected = new ArrayList<>();
        for (int row : IndexSort.ascending(column)) {
          if (Double.doubleToRawLongBits(column[row]) != 0L) {
            expected.add(row);
          }
        }
        List<Integer> actual = new ArrayList<>();
        for (int e = columns.start(k); e < columns.end(k); e++) {
          actual.add(columns.rows()[e]);
          assertThat(Double.doubleToRawLongBits(columns.values()[e]))
              .isEqualTo(Double.doubleToRawLongBits(column[columns.rows()[e]]));
        }
        assertThat(actual).isEqualTo(expected);
      }
    }
  }

  @Test
  void aPartitionIsStable() {
    double[] x = {3, 1, 2, 1, 0, 5, -1, 2};
    SparseSortedColumns columns = SparseSortedColumns.of(Features.wrap(x, 8, 1));
    assertThat(columns.rows()).containsExactly(6, 1, 3, 2, 7, 0, 5);
    boolean[] goesLeft = {false, true, false, false, true, true, false, true};
    int middle = columns.partition(columns.start(0), columns.end(0), goesLeft);
    assertThat(middle).isEqualTo(3);
    assertThat(columns.rows()).containsExactly(1, 7, 5, 6, 3, 2, 0);
    assertThat(columns.values()).containsExactly(1, 2, 5, -1, 1, 2, 3);
  }
}
