package org.ldpbench.method.cube;

import java.util.HashMap;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.method.Release;
import org.ldpbench.privacy.KeyedStreams;

/**
 * A release with one privatized vector per lattice cube (or grid point), drawn lazily: the value of
 * a key is {@code privatizer.apply(exact statistics of the key, the key's own stream)}, computed the
 * first time the key is read and cached. Each key's noise comes from its own stream
 * ({@link KeyedStreams}), so reading order does not matter, and because the keys' noises are
 * independent of each other and of the data, drawing only the keys that are read gives every
 * prediction exactly the joint law of the full release (spec §C.0, "lazy noise"). The exact
 * statistics never leave this object: {@link #get} always includes the privatization.
 */
public final class LazyCubeRelease implements Release {

    /** The exact statistics of a key, from the private sample (held by the mechanism's closure). */
    @FunctionalInterface
    public interface Statistic {
        double[] exact(long key);
    }

    /** Turns a key's exact statistics into its released values, with randomness from the key's stream. */
    @FunctionalInterface
    public interface Privatizer {
        double[] apply(double[] exact, RandomGenerator rng);
    }

    private final CubeLattice lattice;
    private final Statistic statistic;
    private final Privatizer privatizer;
    private final long seed;
    private final Map<Long, double[]> released = new HashMap<>();

    public LazyCubeRelease(CubeLattice lattice, Statistic statistic, Privatizer privatizer, long seed) {
        this.lattice = lattice;
        this.statistic = statistic;
        this.privatizer = privatizer;
        this.seed = seed;
    }

    public CubeLattice lattice() {
        return lattice;
    }

    /** The released values of {@code key}. Not thread-safe (a fit is used by one thread at a time). */
    public double[] get(long key) {
        return released.computeIfAbsent(key, k -> privatizer.apply(statistic.exact(k), KeyedStreams.of(seed, k)))
                .clone();
    }

    /** The values of every key of the lattice, keys in increasing order (small lattices only). */
    @Override
    public double[] coordinates() {
        long[] keys = lattice.allKeys();
        double[] first = get(keys[0]);
        double[] out = new double[keys.length * first.length];
        for (int i = 0; i < keys.length; i++) {
            System.arraycopy(get(keys[i]), 0, out, i * first.length, first.length);
        }
        return out;
    }
}
