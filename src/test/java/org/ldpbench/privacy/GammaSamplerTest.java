package org.ldpbench.privacy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The Gamma sampler draws what commons-math3 3.6.1's {@code GammaDistribution.sample()} drew, bit
 * for bit: the digests below were computed from that class (on a {@code SplittableRandom(17)},
 * before the harness left the library), over 20,000 draws per shape, with the stream's next value
 * after them (the sampler consumes the stream the same way). Any change to the arithmetic, its
 * order or the draws it takes fails.
 */
class GammaSamplerTest {

  /**
   * shape, digest (h = 31·h + raw bits of each draw) of 20,000 draws, the stream's next long after
   * them.
   */
  private static final double[][] SHAPES = {
    {1}, {1.5}, {2}, {3}, {7}, {10}, {64}, {1_000}, {123_456}, {1e9}, {4e12}
  };

  private static final long[] DIGESTS = {
    0x88bde734d435455bL,
    0x234fef29e63389c6L,
    0x81dbf046f7e22354L,
    0x1706a74325a44151L,
    0x2063b6c6ae733dL,
    0xaa052609a7f92e09L,
    0xaf220286e18392a3L,
    0x66494152295c639fL,
    0x7540826f9e12b8e8L,
    0x76203d227edc100aL,
    0xe792c62093e1313cL
  };
  private static final long[] NEXT = {
    0xf1f1e73eadd899baL,
    0x2de74f739b7fef56L,
    0xd6f43f4898f6d0c7L,
    0xcecaaec10d1a5052L,
    0x7b39d08936433b21L,
    0xc7dc6d433540b3adL,
    0x8d9eaaf5efefa60dL,
    0xf2abe93db6421291L,
    0x1d8bd6cd8706afd9L,
    0x1d8bd6cd8706afd9L,
    0x1d8bd6cd8706afd9L
  };

  @Test
  void drawsEqualCommonsMathsBitForBitAndConsumeTheSameStream() {
    for (int s = 0; s < SHAPES.length; s++) {
      double shape = SHAPES[s][0];
      SplittableRandom stream = new SplittableRandom(17);
      GammaSampler sampler = new GammaSampler(shape);
      long digest = 0;
      for (int i = 0; i < 20_000; i++) {
        digest = 31 * digest + Double.doubleToRawLongBits(sampler.sample(stream));
      }
      assertThat(digest).as("shape %s: digest of the draws", shape).isEqualTo(DIGESTS[s]);
      assertThat(stream.nextLong())
          .as("shape %s: the stream stays in step", shape)
          .isEqualTo(NEXT[s]);
    }
    assertThatThrownBy(() -> new GammaSampler(0.5)).hasMessageContaining(">= 1, got 0.5");
    assertThatThrownBy(() -> new GammaSampler(Double.NaN))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
