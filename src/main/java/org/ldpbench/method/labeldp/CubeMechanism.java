package org.ldpbench.method.labeldp;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.SampleRows;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.cube.CubeLattice;
import org.ldpbench.method.cube.CubeTallies;
import org.ldpbench.method.cube.LazyCubeRelease;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * The mechanism of a cube learner: exact per-cube statistics of the private sample ({@link
 * CubeLearner#tally}) turned cube by cube into released values by the learner's privatizer
 * (randomized-response aggregates, exponential mechanism, Laplace) per cube, the occupied cubes
 * when the release is made and the others when read ({@link LazyCubeRelease}). The tallies are one
 * pass over the sample's chunks, so a streamed sample is never held whole. Which statistics, which
 * privatizer, which guarantee and which neighbour relation (label or record) come from the learner.
 */
final class CubeMechanism implements PrivateMechanism<LazyCubeRelease> {

  /** Per-cube exact statistics of a sample, held in memory or streamed. */
  @FunctionalInterface
  interface Tally {
    CubeTallies of(SampleRows records, CubeLattice lattice);
  }

  private final CubeLattice lattice;
  private final PrivacyBudget guarantee;
  private final Neighbours neighbours;
  private final Tally tally;
  private final LazyCubeRelease.Privatizer privatizer;
  private final Function<CubeMechanism, List<Perturbation>> declared;

  CubeMechanism(
      CubeLattice lattice,
      PrivacyBudget guarantee,
      Neighbours neighbours,
      Tally tally,
      LazyCubeRelease.Privatizer privatizer,
      Function<CubeMechanism, List<Perturbation>> declared) {
    this.lattice = lattice;
    this.guarantee = guarantee;
    this.neighbours = neighbours;
    this.tally = tally;
    this.privatizer = privatizer;
    this.declared = declared;
  }

  /** What the learner declares ({@link CubeLearner#perturbations}). */
  @Override
  public List<Perturbation> perturbations() {
    return declared.apply(this);
  }

  /**
   * The exact statistics of every cube of the lattice, keys in increasing order (small lattices).
   */
  double[] allCubes(PrivateSample sample) {
    CubeTallies tallies = tally.of(sample.rows(), lattice);
    return LazyCubeRelease.ofTallies(lattice, tallies, (exact, rng) -> exact, 0L).coordinates();
  }

  /** The exact statistics of the first record's cube. */
  double[] firstCube(PrivateSample sample) {
    Dataset records = sample.records();
    return tally.of(records, lattice).of(lattice.cubeKey(records.features(), 0));
  }

  /** The released values of every cube (keys in increasing order), from {@code noise}. */
  double[] releasedAll(PrivateSample sample, RandomGenerator noise) {
    return release(sample, noise).coordinates();
  }

  /** The targets of a sample as numbers: the input of a label randomizer. */
  static double[] labels(PrivateSample sample) {
    Dataset records = sample.records();
    double[] y = new double[records.size()];
    for (int i = 0; i < y.length; i++) {
      y[i] = records.targets().value(i);
    }
    return y;
  }

  /** The released values of the first record's cube, from {@code noise}. */
  double[] releasedFirstCube(PrivateSample sample, RandomGenerator noise) {
    return release(sample, noise).get(lattice.cubeKey(sample.records().features(), 0));
  }

  @Override
  public Optional<PrivacyBudget> guarantee() {
    return Optional.of(guarantee);
  }

  @Override
  public Neighbours neighbours() {
    return neighbours;
  }

  @Override
  public LazyCubeRelease release(PrivateSample sample, RandomGenerator noise) {
    CubeTallies tallies = tally.of(sample.rows(), lattice);
    return LazyCubeRelease.ofTallies(lattice, tallies, privatizer, noise.nextLong());
  }
}
