package org.ldpbench.privacy;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.ldpbench.hash.SplitMix64;

/**
 * Independent random streams named by a 64-bit key under one seed: the stream of (seed, key) is a
 * SplittableRandom seeded by a bijective mix of the two. Lets a curator draw the noise of a cell
 * lazily, the first time the cell is read, in any order, with the same result (cells' noises are
 * independent of each other and of the data, so drawing only the read cells is exact in
 * distribution).
 */
public final class KeyedStreams {

  private KeyedStreams() {}

  /** The stream of {@code key} under {@code seed}. */
  public static RandomGenerator of(long seed, long key) {
    return new SplittableRandom(
        SplitMix64.mix(SplitMix64.mix(seed) + SplitMix64.mix(key + SplitMix64.GOLDEN_GAMMA)));
  }
}
