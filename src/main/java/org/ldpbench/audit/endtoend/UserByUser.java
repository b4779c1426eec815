package org.ldpbench.audit.endtoend;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.ldpbench.audit.neighbour.NeighbourPair;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.Release;
import org.ldpbench.method.SeedPerUser;

/**
 * How the end-to-end layer audits a {@link SeedPerUser} mechanism on a neighbour pair: it checks
 * the contract exactly on both samples of the pair (for {@value #CHECKED_DRAWS} draws, the sample's
 * release equals its users' releases side by side, each user released in a request of its own with
 * the seed the sample's release gave it), and then reduces the pair to the users it changes: under
 * the contract the other users' releases have the same law on both sides and are independent of the
 * changed user's, so the pair's privacy loss is that of the changed users' releases alone. Why:
 * drawing 20,000 releases of a crowd of ten from a method in an interpreted language costs minutes;
 * drawing the changed user's costs seconds, and loses nothing once the contract holds. What the
 * check cannot see is a randomizer that breaks the contract only on draws it is not shown (it sees
 * {@value #CHECKED_DRAWS} of them per sample).
 */
final class UserByUser {

  /** Draws per sample on which the contract is checked, seed for seed. */
  static final int CHECKED_DRAWS = 64;

  private UserByUser() {}

  /**
   * The pair reduced to the users it changes, after the contract was checked on both of its
   * samples; or the one-line reason the mechanism breaks the contract.
   */
  record Reduced(NeighbourPair pair, String violation) {}

  /** Checks {@code mechanism}'s contract on both samples of {@code pair} and reduces the pair. */
  static Reduced reduce(PrivateMechanism<?> mechanism, NeighbourPair pair, long seed) {
    for (PrivateSample sample : List.of(pair.first(), pair.second())) {
      String violation = violation(mechanism, sample, seed);
      if (violation != null) {
        return new Reduced(pair, (sample == pair.first() ? "D" : "D'") + ": " + violation);
      }
    }
    Dataset first = pair.first().records();
    Dataset second = pair.second().records();
    if (first.size() != second.size()) {
      return new Reduced(pair, null);
    }
    List<Integer> changed = new ArrayList<>();
    for (int i = 0; i < first.size(); i++) {
      if (!Arrays.equals(first.features().row(i), second.features().row(i))
          || Double.compare(first.targets().value(i), second.targets().value(i)) != 0) {
        changed.add(i);
      }
    }
    if (changed.isEmpty() || changed.size() == first.size()) {
      return new Reduced(pair, null);
    }
    int[] rows = changed.stream().mapToInt(Integer::intValue).toArray();
    return new Reduced(
        new NeighbourPair(
            pair.description()
                + " (its changed user alone: the others' releases"
                + " have one law on both sides)",
            new PrivateSample(first.select(rows)),
            new PrivateSample(second.select(rows)),
            pair.labelOnly()),
        null);
  }

  /** A key naming the records of both samples of {@code pair}: equal keys, the same pair. */
  static String key(NeighbourPair pair) {
    return text(pair.first().records()) + " | " + text(pair.second().records());
  }

  private static String text(Dataset data) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < data.size(); i++) {
      out.append(Arrays.toString(data.features().row(i)))
          .append(':')
          .append(data.targets().value(i))
          .append(';');
    }
    return out.toString();
  }

  /**
   * Null if the sample's release is its users' releases side by side on every checked draw, else
   * why not.
   */
  private static String violation(PrivateMechanism<?> mechanism, PrivateSample sample, long seed) {
    Dataset records = sample.records();
    int n = records.size();
    List<SplittableRandom> streams = new ArrayList<>();
    long[][] seeds = new long[CHECKED_DRAWS][n];
    for (int k = 0; k < CHECKED_DRAWS; k++) {
      streams.add(new SplittableRandom(seed + k));
      SplittableRandom copy = new SplittableRandom(seed + k);
      for (int j = 0; j < n; j++) {
        seeds[k][j] = copy.nextLong();
      }
    }
    List<? extends Release> whole = mechanism.releases(sample, streams);
    double[][][] alone = new double[n][][];
    for (int j = 0; j < n; j++) {
      List<RandomGenerator> replayed = new ArrayList<>();
      for (int k = 0; k < CHECKED_DRAWS; k++) {
        replayed.add(new OneSeed(seeds[k][j]));
      }
      List<? extends Release> own =
          mechanism.releases(new PrivateSample(records.select(new int[] {j})), replayed);
      alone[j] = new double[CHECKED_DRAWS][];
      for (int k = 0; k < CHECKED_DRAWS; k++) {
        alone[j][k] = own.get(k).coordinates();
      }
    }
    for (int k = 0; k < CHECKED_DRAWS; k++) {
      double[] released = whole.get(k).coordinates();
      int at = 0;
      for (int j = 0; j < n; j++) {
        double[] own = alone[j][k];
        if (at + own.length > released.length
            || !Arrays.equals(released, at, at + own.length, own, 0, own.length)) {
          return String.format(
              Locale.ROOT,
              "user %d's release in the sample of %d is not the one it gets"
                  + " alone with the same seed (draw %d: %s in the sample, %s alone), so it does not depend"
                  + " on its own record and seed only",
              j,
              n,
              k,
              Arrays.toString(
                  Arrays.copyOfRange(
                      released,
                      Math.min(at, released.length),
                      Math.min(at + own.length, released.length))),
              Arrays.toString(own));
        }
        at += own.length;
      }
      if (at != released.length) {
        return String.format(
            Locale.ROOT,
            "the release of the sample of %d has %d numbers, its users' releases" + " alone %d",
            n,
            released.length,
            at);
      }
    }
    return null;
  }

  /**
   * A generator that gives one number, the seed a user was given in the sample's release: a {@link
   * SeedPerUser} release of a single user draws exactly that.
   */
  private static final class OneSeed implements RandomGenerator {

    private final long seed;
    private boolean given;

    OneSeed(long seed) {
      this.seed = seed;
    }

    @Override
    public long nextLong() {
      if (given) {
        throw new IllegalStateException(
            "a release of one user under SeedPerUser draws one seed, this drew two");
      }
      given = true;
      return seed;
    }
  }
}
