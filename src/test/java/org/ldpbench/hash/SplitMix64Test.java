package org.ldpbench.hash;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link SplitMix64} against the published algorithm. Reference: Vigna's splitmix64.c
 * (https://prng.di.unimi.it/splitmix64.c): {@code next()} is {@code z = (x += 0x9e3779b97f4a7c15);
 * z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9; z = (z ^ (z >> 27)) * 0x94d049bb133111eb; return z ^ (z
 * >> 31);}, whose first outputs from seed 0 are e220a8397b1dcdaf, 6e789e6aa1b965f4,
 * 06c45d188009454f, f88bb8a8724c81ec, 1b39896a51a8749b (also {@code new SplittableRandom(0)}'s
 * first {@code nextLong()}s, which use the same generator).
 */
class SplitMix64Test {

  private static final long[] SEED_0 = {
    0xE220A8397B1DCDAFL,
    0x6E789E6AA1B965F4L,
    0x06C45D188009454FL,
    0xF88BB8A8724C81ECL,
    0x1B39896A51A8749BL
  };

  @Test
  void theGeneratorBuiltFromGammaAndMixGivesThePublishedOutputsForSeed0() {
    long state = 0;
    for (long expected : SEED_0) {
      state += SplitMix64.GOLDEN_GAMMA;
      assertThat(SplitMix64.mix(state)).isEqualTo(expected);
    }
  }

  @Test
  void itIsTheGeneratorOfSplittableRandom() {
    for (long seed : new long[] {0, 1, -1, 42, Long.MIN_VALUE}) {
      SplittableRandom random = new SplittableRandom(seed);
      long state = seed;
      for (int i = 0; i < 100; i++) {
        state += SplitMix64.GOLDEN_GAMMA;
        assertThat(SplitMix64.mix(state))
            .as("seed %d, output %d", seed, i)
            .isEqualTo(random.nextLong());
      }
    }
  }

  @Test
  void mixIsABijectionThatFixesOnlyZeroAmongSmallKeys() {
    assertThat(SplitMix64.mix(0)).isZero();
    Set<Long> outputs = new HashSet<>();
    for (long key = -5000; key < 5000; key++) {
      outputs.add(SplitMix64.mix(key));
      if (key != 0) {
        assertThat(SplitMix64.mix(key)).isNotEqualTo(key);
      }
    }
    assertThat(outputs).hasSize(10_000);
  }
}
