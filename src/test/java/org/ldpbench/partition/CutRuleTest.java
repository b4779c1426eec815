package org.ldpbench.partition;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link CutRule#ranked} gives the order the rules used to get from sorting their scored cuts with
 * {@code Double.compare} descending (stable): many ties, zeros, negative gains, and the fallback
 * for −0.0 and NaN, which the primitive sort would order differently.
 */
class CutRuleTest {

  /** The old ranking: a stable sort of the positions by gain, descending. */
  private static int[] reference(double[] gains, int count) {
    Integer[] boxed = new Integer[gains.length];
    for (int i = 0; i < gains.length; i++) {
      boxed[i] = i;
    }
    Arrays.sort(boxed, (a, b) -> Double.compare(gains[b], gains[a]));
    return Arrays.stream(boxed).mapToInt(Integer::intValue).limit(count).toArray();
  }

  @Test
  void rankedIsTheStableSortByGainDescending() {
    SplittableRandom random = new SplittableRandom(3L);
    double[] palette = {0.0, 0.0, 0.0, 0.1, 0.25, -0.5, 1e-17, 0.7, -1e-13, 0.1 + 1e-16};
    for (int trial = 0; trial < 3000; trial++) {
      int m = random.nextInt(0, 400);
      double[] gains = new double[m];
      for (int i = 0; i < m; i++) {
        gains[i] =
            random.nextInt(3) == 0
                ? random.nextDouble(-1, 1)
                : palette[random.nextInt(palette.length)];
      }
      if (m > 0 && trial % 7 == 0) {
        gains[random.nextInt(m)] = trial % 2 == 0 ? -0.0 : Double.NaN; // the fallback
      }
      int count = random.nextInt(0, m + 2);
      assertThat(CutRule.ranked(gains, count))
          .as("gains %s", Arrays.toString(gains))
          .isEqualTo(reference(gains, count));
    }
  }

  @Test
  void negativeZeroRanksBelowZeroAsDoubleCompareSays() {
    assertThat(CutRule.ranked(new double[] {-0.0, 0.0, -0.0, 0.0}, 4)).containsExactly(1, 3, 0, 2);
  }
}
