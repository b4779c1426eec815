package org.ldpbench.hash;

import java.util.SplittableRandom;

/**
 * SplitMix64's constants and output function (Steele, Lea and Flood, "Fast splittable pseudorandom
 * number generators", OOPSLA 2014; Vigna's reference C code splitmix64.c at
 * https://prng.di.unimi.it/splitmix64.c, which is also {@link SplittableRandom}'s {@code mix64}).
 * The generator's state advances by {@link #GOLDEN_GAMMA} and each output is {@link #mix} of the
 * state. Used to spread keys over hash tables and to derive independent seeds from several longs;
 * one definition, so that every such seed stays bit-identical.
 */
public final class SplitMix64 {

  /** The state increment: 2^64 divided by the golden ratio, made odd. */
  public static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

  private SplitMix64() {}

  /** The output function (Stafford's "variant 13" finalizer): a bijection of the longs. */
  public static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
