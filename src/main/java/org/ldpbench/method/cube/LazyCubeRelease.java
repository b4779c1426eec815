package org.ldpbench.method.cube;

import java.util.HashMap;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.method.Release;
import org.ldpbench.privacy.KeyedStreams;

/**
 * A release with one privatized vector per lattice cube (or grid point): the value of a key is
 * {@code privatizer.apply(exact statistics of the key, the key's own stream)}. Each key's noise
 * comes from its own stream ({@link KeyedStreams}), so the order in which keys are privatized does
 * not matter (spec §C.0, "lazy noise").
 *
 * <p>The release holds released values only (issue 32: a release object handed to a curator may not
 * carry exact statistics): the keys whose exact statistics may be nonzero (the occupied cubes, or
 * the windows touching one) are privatized when the release is made, and the exact statistics are
 * then dropped; every other key's statistics are all zero, so its value is drawn from zeros the
 * first time it is read and cached. Drawing only the keys that are read gives every prediction
 * exactly the joint law of the full release, because the keys' noises are independent of each other
 * and of the data.
 *
 * <p>What the private fields still reveal: the key set of {@code released} (before any read, the
 * keys privatized at release time, i.e. which cubes hold data) and the noise seed (which, like any
 * seed, determines every key's noise). Neither is reachable by a curator: the fields are private,
 * {@link #get} and {@link #coordinates} return values only (a key privatized now and one drawn
 * lazily cannot be told apart), and methods may not use reflection (the ArchUnit side-channel
 * rule).
 */
public final class LazyCubeRelease implements Release {

  /**
   * The exact statistics of a key, from the private sample: read only while the release is made.
   */
  @FunctionalInterface
  public interface Statistic {
    double[] exact(long key);
  }

  /**
   * Turns a key's exact statistics into its released values, with randomness from the key's stream.
   */
  @FunctionalInterface
  public interface Privatizer {
    double[] apply(double[] exact, RandomGenerator rng);
  }

  private final CubeLattice lattice;
  private final int width;
  private final Privatizer privatizer;
  private final long seed;
  private final Map<Long, double[]> released = new HashMap<>();

  /**
   * The release of {@code statistic}: the keys in {@code occupied} (repeats allowed) are privatized
   * now; every other key must have all-zero statistics (width {@code width}), privatized when read.
   */
  public LazyCubeRelease(
      CubeLattice lattice,
      long[] occupied,
      Statistic statistic,
      int width,
      Privatizer privatizer,
      long seed) {
    this.lattice = lattice;
    this.width = width;
    this.privatizer = privatizer;
    this.seed = seed;
    for (long key : occupied) {
      if (!released.containsKey(key)) {
        released.put(key, privatizer.apply(statistic.exact(key), KeyedStreams.of(seed, key)));
      }
    }
  }

  /**
   * The release of per-cube {@code tallies}: its occupied cubes privatized now, the others when
   * read.
   */
  public static LazyCubeRelease ofTallies(
      CubeLattice lattice, CubeTallies tallies, Privatizer privatizer, long seed) {
    return new LazyCubeRelease(
        lattice, tallies.occupiedKeys(), tallies::of, tallies.width(), privatizer, seed);
  }

  public CubeLattice lattice() {
    return lattice;
  }

  /**
   * The released values of {@code key}. Not thread-safe (a fit is used by one thread at a time).
   */
  public double[] get(long key) {
    return released
        .computeIfAbsent(key, k -> privatizer.apply(new double[width], KeyedStreams.of(seed, k)))
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
