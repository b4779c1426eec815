package org.ldpbench.privacy;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * Independent random streams named by a 64-bit key under one seed: the stream of (seed, key) is a
 * SplittableRandom seeded by a bijective mix of the two. Lets a curator draw the noise of a cell
 * lazily, the first time the cell is read, in any order, with the same result (cells' noises are
 * independent of each other and of the data, so drawing only the read cells is exact in
 * distribution).
 */
public final class KeyedStreams {

    private KeyedStreams() {
    }

    /** The stream of {@code key} under {@code seed}. */
    public static RandomGenerator of(long seed, long key) {
        return new SplittableRandom(mix(mix(seed) + mix(key + 0x9E3779B97F4A7C15L)));
    }

    /** SplitMix64's finalizer, a bijection of the longs. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
