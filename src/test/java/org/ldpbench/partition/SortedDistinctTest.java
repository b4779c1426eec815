package org.ldpbench.partition;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The quantile rule's np.unique takes a shortcut on mostly-zero columns (sort the non-zero values,
 * put one zero in its place); it must give the very array, bit for bit, that sorting everything
 * gives, with negative values, −0.0 among the zeros, ties and columns at the switch-over (half
 * zeros).
 */
class SortedDistinctTest {

  /** np.unique as it was: sort a copy, keep the first of each run of equal values. */
  static double[] reference(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int m = 0;
    for (int i = 0; i < sorted.length; i++) {
      if (i == 0 || sorted[i] != sorted[m - 1]) {
        sorted[m++] = sorted[i];
      }
    }
    return Arrays.copyOf(sorted, m);
  }

  @Test
  void theSparseShortcutGivesTheSortedArrayBitForBit() {
    SplittableRandom random = new SplittableRandom(5);
    for (int trial = 0; trial < 5000; trial++) {
      int n = 1 + random.nextInt(60);
      double zeroShare = random.nextDouble();
      double[] values = new double[n];
      for (int i = 0; i < n; i++) {
        double u = random.nextDouble();
        if (u < zeroShare) {
          values[i] = random.nextInt(8) == 0 ? -0.0 : 0.0;
        } else {
          values[i] = (random.nextInt(9) - 4) / 4.0; // ties and negatives, sometimes 0 itself
        }
      }
      long[] expected = bits(reference(values));
      assertThat(bits(QuantileCriterionPartitioner.sortedDistinct(values)))
          .as("values %s", Arrays.toString(values))
          .isEqualTo(expected);
    }
  }

  static long[] bits(double[] values) {
    long[] out = new long[values.length];
    for (int i = 0; i < values.length; i++) {
      out[i] = Double.doubleToRawLongBits(values[i]);
    }
    return out;
  }
}
