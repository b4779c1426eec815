package org.ldpbench.method.phist;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.ldpbench.hash.SplitMix64;
import org.ldpbench.param.Keyword;
import org.ldpbench.privacy.Fault;
import org.ldpbench.privacy.LaplaceMechanism;

/**
 * The privacy noise of every PHIST cell, drawn lazily: the noise of a cell is a function of the
 * fit's noise seed and the cell alone (its own stream, seeded by mixing the two), so it can be
 * drawn the first time the curator looks at the cell, in any order, with the same result.
 *
 * <p>Why lazy drawing is exact in distribution: in the protocol every cell's noise sum is
 * independent of every other cell's and of the data. Giving each cell its own stream keeps that
 * independence, and drawing only the cells that are looked at changes nothing about the ones that
 * are (the others are never used), so every prediction has exactly the joint law it would have with
 * a dense k^d array of noise. Memory is O(cells with data + cells queried), not O(k^d). Caveat: a
 * cell's stream is chosen by a 64-bit mix of (seed, cell). Cells packed into one long (k^d &lt;
 * 2^64 in practice) get distinct seeds (the mix is a bijection); for larger grids two cells share a
 * seed with probability about 2^−64 per pair.
 *
 * <p>Per cell two values are drawn, the noise of S_U then of S_V, in one of three ways:
 *
 * <ul>
 *   <li>{@link Mode#AGGREGATE}: the exact sum of n Laplace(4/ε) draws (a Gamma difference);
 *   <li>{@link Mode#PER_USER}: n Laplace(4/ε) draws summed one by one, the literal protocol
 *       restricted to the cell (equal in distribution; O(n) per cell, for tests);
 *   <li>{@link Mode#CODE}: the authors' stand-in, ONE Laplace draw of scale √n·4/ε (same variance,
 *       not the same law), spec/lpct.md §4.2 [C].
 * </ul>
 */
final class PhistNoise {

  /** How a cell's noise sum is drawn ({@code noise:} aggregate, per-user or code). */
  enum Mode implements Keyword {
    AGGREGATE,
    PER_USER,
    CODE
  }

  private final Mode mode;
  private final LaplaceMechanism perUser;
  private final LaplaceMechanism code;
  private final long users;
  private final long seed;

  PhistNoise(Mode mode, double epsilon, long users, long seed) {
    this(mode, epsilon, users, seed, Fault.NONE);
  }

  PhistNoise(Mode mode, double epsilon, long users, long seed, Fault fault) {
    this.mode = mode;
    this.perUser = fault.laplace(PhistMechanism.SENSITIVITY, epsilon);
    this.code =
        users > 0 ? LaplaceMechanism.withScale(Math.sqrt((double) users) * perUser.scale()) : null;
    this.users = users;
    this.seed = seed;
  }

  /** No noise at all: the exact sums (for the privacy audit's statistic). */
  static PhistNoise none() {
    return new PhistNoise(Mode.AGGREGATE, 1.0, 0, 0);
  }

  /** The per-user Laplace(4/ε). */
  LaplaceMechanism perUser() {
    return perUser;
  }

  /** The noise of S_U and S_V of {@code cell}. */
  double[] of(GridCell cell) {
    RandomGenerator rng = new SplittableRandom(cellSeed(cell));
    return new double[] {draw(rng), draw(rng)};
  }

  private double draw(RandomGenerator rng) {
    return switch (mode) {
      case AGGREGATE -> perUser.sumOfNoise(users, rng);
      case PER_USER -> {
        double sum = 0.0;
        for (long i = 0; i < users; i++) {
          sum += perUser.sample(rng);
        }
        yield sum;
      }
      case CODE -> users == 0 ? 0.0 : code.sample(rng);
    };
  }

  /** A seed that is a bijection of the cell for one-word cells, a 64-bit hash otherwise. */
  long cellSeed(GridCell cell) {
    long[] words = cell.words();
    long h = SplitMix64.mix(seed);
    for (int i = 0; i < words.length; i++) {
      h = SplitMix64.mix(h + SplitMix64.mix(words[i] + i * SplitMix64.GOLDEN_GAMMA));
    }
    return h;
  }
}
