package org.ldpbench.method.bb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.SampleRows;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.cube.CubeCounts;
import org.ldpbench.method.cube.CubeLattice;
import org.ldpbench.method.cube.CubeTallies;
import org.ldpbench.method.cube.LazyCubeRelease;
import org.ldpbench.privacy.Fault;
import org.ldpbench.privacy.LaplaceMechanism;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.privacy.Sensitivity;

/**
 * Berrett &amp; Butucea's local randomizer (spec/phist-labeldp.md §A.2), with the curator's view of
 * it: the sample is split into halves I1 (the first ⌊N/2⌋ users) and I2 (the rest); user i forms
 * the 0/1 array B_i over the grid points x_j = u + h·j with B_ij = 1 iff X_i lies in window j, and
 * releases Z_i = B_i + ε_i (I1) or Y_i·B_i + ε_i (I2), ε_i i.i.d. Laplace of scale 2^{d+1}/α on
 * every grid point. Each point lies in exactly 2^d windows, so two arrays differ in L1 by at most
 * 2^{d+1}: α-LDP for the whole record.
 *
 * <p>Windows are the half-open cubes [x_j − h, x_j + h) (the paper's open cubes differ only for
 * points with a coordinate exactly on the grid, a null event; with half-open windows every point is
 * in exactly 2^d of them). The release the curator needs is the window sums R1_j = Σ_{I1} Z_ij and
 * R2_j = Σ_{I2} Z_ij, returned as a {@link LazyCubeRelease}: exact window counts from base-cube
 * tallies (a window is the union of the 2^d cubes j−1..j per axis) plus the exact sum of the users'
 * noise, drawn per window as a Gamma difference ({@code perUser = false}) or user by user ({@code
 * perUser = true}); equal in distribution. The cube tallies are one pass over the sample's chunks,
 * so a streamed sample of 10⁸ users is never held in memory.
 */
final class BbMechanism implements PrivateMechanism<LazyCubeRelease> {

  private final CubeLattice lattice;
  private final PrivacyBudget budget;
  private final LaplaceMechanism laplace;
  private final boolean perUser;

  BbMechanism(CubeLattice lattice, PrivacyBudget budget, boolean perUser) {
    this(lattice, budget, perUser, Fault.NONE);
  }

  BbMechanism(CubeLattice lattice, PrivacyBudget budget, boolean perUser, Fault fault) {
    this.lattice = lattice;
    this.budget = budget;
    this.laplace = fault.laplace(Math.pow(2, lattice.dimension() + 1), budget.epsilon());
    this.perUser = perUser;
  }

  /** The Laplace scale 2^{d+1}/α. */
  double scale() {
    return laplace.scale();
  }

  @Override
  public Optional<PrivacyBudget> guarantee() {
    return Optional.of(PrivacyBudget.pure(budget.epsilon()));
  }

  @Override
  public Neighbours neighbours() {
    return Neighbours.RECORD;
  }

  /** ⌊N/2⌋: the size of the first half I1. */
  static int firstHalf(int n) {
    return n / 2;
  }

  @Override
  public LazyCubeRelease release(PrivateSample sample, RandomGenerator noise) {
    SampleRows records = sample.rows();
    int n = records.size();
    long users1 = firstHalf(n);
    long users2 = n - users1;
    return windows(
        records,
        (exact, rng) -> new double[] {exact[0] + noise(users1, rng), exact[1] + noise(users2, rng)},
        noise);
  }

  /**
   * The window sums R1_j, R2_j of {@code records}, privatized by {@code privatizer} per window: the
   * windows that touch an occupied cube now, the others (whose sums are zero) when read.
   */
  private LazyCubeRelease windows(
      SampleRows records, LazyCubeRelease.Privatizer privatizer, RandomGenerator noise) {
    if (records.task() != TaskType.CLASSIFICATION || records.classes() != 2) {
      throw new IllegalArgumentException(
          "BB needs binary labels, got "
              + (records.task() == TaskType.CLASSIFICATION
                  ? records.classes() + " classes"
                  : "real-valued targets"));
    }
    int n1 = firstHalf(records.size());
    CubeTallies cubes =
        CubeCounts.overChunks(
            records,
            lattice,
            2,
            (chunk, first) -> {
              ClassLabels labels = chunk.classLabels();
              return (from, slots) -> {
                for (int i = 0; i < slots.length; i++) {
                  // I1: the count (slot 0); I2: the count of label 1 (slot 1), label 0 nowhere
                  // (-1): 2y - 1
                  slots[i] = first + from + i < n1 ? 0 : 2 * labels.label(from + i) - 1;
                }
              };
            });
    // the windows touching an occupied cube are the only ones with nonzero sums: privatized now
    long[] occupied =
        Arrays.stream(cubes.occupiedKeys())
            .flatMap(cube -> Arrays.stream(lattice.windowsOfCube(cube)))
            .toArray();
    return new LazyCubeRelease(
        lattice,
        occupied,
        window -> {
          double[] sums = new double[2];
          for (long cube : lattice.cubesOfWindow(window)) {
            if (cube >= 0) {
              double[] t = cubes.of(cube);
              sums[0] += t[0];
              sums[1] += t[1];
            }
          }
          return sums;
        },
        2,
        privatizer,
        noise.nextLong());
  }

  /**
   * One statistic: the window sums (R1_j, R2_j) of every grid point, L1 sensitivity 2^{d+1} (a user
   * is in one half and in 2^d windows), Laplace(2^{d+1}/α) per user and window. The adversarial
   * pairs of the audit move the changed user in each half (first user, last of I1, first of I2,
   * last user).
   */
  @Override
  public List<Perturbation> perturbations() {
    Perturbation.Statistic statistic =
        sample ->
            windows(sample.rows(), (exact, rng) -> exact, new SplittableRandom(0)).coordinates();
    double sensitivity = Math.pow(2, lattice.dimension() + 1);
    return List.of(
        Perturbation.of(
                "window sums of both halves",
                statistic,
                Sensitivity.l1(sensitivity),
                NoiseCalibration.laplace(budget.epsilon(), sensitivity, laplace))
            .withNoise(
                (sample, rng) -> {
                  double[] released = release(sample, rng).coordinates();
                  double[] exact = statistic.of(sample);
                  for (int j = 0; j < released.length; j++) {
                    released[j] -= exact[j];
                  }
                  return released;
                })
            // R1_j (even coordinates) sums the noise of the users of I1, R2_j (odd) that of I2
            .withSummands((j, n) -> j % 2 == 0 ? firstHalf(n) : n - firstHalf(n))
            .withProposals(halfPairs()));
  }

  /**
   * Adversarial pairs of ten users: the changed user as the last of I1 and as the first of I2,
   * moved from just below a cube boundary of the lattice (where it lies in other windows) to
   * exactly on it, with its label flipped; the others at the centre.
   */
  private List<Perturbation.NeighbourPair> halfPairs() {
    int d = lattice.dimension();
    // bisect for a cube boundary on axis 0: lo in the first cube, hi in the next
    double lo = 0.0;
    double hi = 1.0;
    int first = lattice.cubeIndex(lo, 0);
    if (lattice.cubeIndex(hi, 0) != first) {
      for (int k = 0; k < 100 && Math.nextUp(lo) < hi; k++) {
        double mid = 0.5 * (lo + hi);
        if (lattice.cubeIndex(mid, 0) == first) {
          lo = mid;
        } else {
          hi = mid;
        }
      }
    }
    double below0 = lo;
    double on0 = hi;
    List<Perturbation.NeighbourPair> pairs = new ArrayList<>();
    for (int role : new int[] {firstHalf(10) - 1, firstHalf(10)}) {
      double[][] x = new double[10][];
      double[] y = new double[10];
      for (int i = 0; i < 10; i++) {
        x[i] = new double[d];
        Arrays.fill(x[i], 0.5);
        y[i] = i % 2;
      }
      double[] below = new double[d];
      Arrays.fill(below, below0);
      double[] on = new double[d];
      Arrays.fill(on, on0);
      x[role] = below;
      y[role] = 1.0;
      pairs.add(
          new Perturbation.NeighbourPair(
              "user " + role + " of 10 across the cube" + " boundary " + on0, x, y, on, 0.0, role));
    }
    return pairs;
  }

  private double noise(long users, RandomGenerator rng) {
    return laplace.sumOfNoise(users, rng, perUser);
  }
}
