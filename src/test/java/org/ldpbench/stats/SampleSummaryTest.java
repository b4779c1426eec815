package org.ldpbench.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The summary's moments keep the bits that commons-math3's {@code SummaryStatistics} gave before
 * the harness left that library (stored summaries and printed tables depend on them): the pinned
 * values below were computed with that class on the same sample. A different update order (sum then
 * divide, two passes) changes the last bits and fails here.
 */
class SampleSummaryTest {

  @Test
  void meanAndSdKeepTheBitsOfTheRunningMomentUpdate() {
    SplittableRandom random = new SplittableRandom(42);
    double[] values = new double[1001];
    for (int i = 0; i < values.length; i++) {
      values[i] = 0.7 + random.nextGaussian() * 0.05;
    }

    SampleSummary summary = SampleSummary.of(values);

    assertThat(summary.n()).isEqualTo(1001);
    assertThat(Double.doubleToRawLongBits(summary.mean())).isEqualTo(0x3fe6770cb2d25653L);
    assertThat(Double.doubleToRawLongBits(summary.sd())).isEqualTo(0x3fa8e6399a59adedL);
    assertThat(summary.se()).isEqualTo(summary.sd() / Math.sqrt(1001));
  }
}
