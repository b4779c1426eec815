package org.ldpbench.method.lpct;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.SampleRows;
import org.ldpbench.method.CommonParams;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.NoiseDraw;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.partition.TreePartition;
import org.ldpbench.privacy.Fault;
import org.ldpbench.privacy.LaplaceMechanism;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.privacy.Sensitivity;

/**
 * LPCT's local randomizer: the only code that reads private records. Given a partition built from
 * public data, each user releases Ũ = U + (4/ε)ζ and Ṽ = Y·U + (4/ε)ξ (spec/lpct.md §2.5). Each
 * vector has L1 sensitivity 2 (two one-hot vectors differ in at most two entries), so each is
 * ε/2-LDP and the pair is ε-LDP (Ma &amp; Yang, Proposition 2). The scale does not depend on the
 * number of leaves.
 *
 * <p>As a {@link PrivateMechanism} it maps the whole private sample to the curator's {@link
 * LeafSums}, in one of two ways that are equal in distribution: {@link Mode#PER_USER} draws every
 * user's release literally (O(n_P·leaves) draws; for tests and small runs) and {@link
 * Mode#AGGREGATE} draws the sum of the n_P users' noise per leaf exactly as a Gamma difference
 * (O(leaves) draws; DESIGN rule 2).
 */
public final class LpctLocalRandomizer implements PrivateMechanism<LeafSums> {

  /** How the curator's sums are produced. */
  public enum Mode {
    /** Every user's release is drawn and summed. */
    PER_USER,
    /** True leaf tallies plus the exact sum of n Laplace draws per leaf. */
    AGGREGATE
  }

  /** Its declaration, the same in LPCT, LPCT-P, LPCT-theory and LPCT-prune. */
  static final ParameterSpec NOISE_SPEC =
      CommonParams.NOISE.fit(
          NoiseDraw.AGGREGATE,
          "aggregate: exact Gamma-difference sums per leaf; per-user: every user's release drawn");

  /** The mode the {@code noise} parameter selects. */
  static Mode mode(ParameterSet p) {
    return CommonParams.perUser(p) ? Mode.PER_USER : Mode.AGGREGATE;
  }

  /** L1 sensitivity of the pair (Ũ, Ṽ) together: 2 for U plus 2 for V, hence scale 4/ε. */
  static final double SENSITIVITY = 4.0;

  private final TreePartition partition;
  private final PrivacyBudget budget;
  private final LaplaceMechanism mechanism;
  private final Mode mode;

  /** The aggregate mechanism. */
  public LpctLocalRandomizer(TreePartition partition, PrivacyBudget budget) {
    this(partition, budget, Mode.AGGREGATE);
  }

  public LpctLocalRandomizer(TreePartition partition, PrivacyBudget budget, Mode mode) {
    this(partition, budget, mode, Fault.NONE);
  }

  /**
   * The randomizer calibrated under a planted fault (the privacy audit's power check; NONE in
   * production).
   */
  public LpctLocalRandomizer(
      TreePartition partition, PrivacyBudget budget, Mode mode, Fault fault) {
    this(partition, budget, mode, fault.laplace(SENSITIVITY, budget.epsilon()));
  }

  /**
   * A randomizer with an explicit Laplace mechanism: for tests that plant a miscalibrated noise
   * scale and check that the privacy audit catches it.
   */
  LpctLocalRandomizer(
      TreePartition partition, PrivacyBudget budget, Mode mode, LaplaceMechanism mechanism) {
    this.partition = partition;
    this.budget = budget;
    this.mode = mode;
    this.mechanism = mechanism;
  }

  @Override
  public Optional<PrivacyBudget> guarantee() {
    return Optional.of(budget);
  }

  @Override
  public Neighbours neighbours() {
    return Neighbours.RECORD;
  }

  @Override
  public LeafSums release(PrivateSample sample, RandomGenerator noise) {
    if (mode == Mode.PER_USER) {
      return releaseAllPerUser(sample.rows(), noise);
    }
    // the exact tallies do not depend on the budget: remembered for the run, in its exact half (a
    // copy)
    return addAggregateNoise(
        sample.exact(RoutingMemo.TALLIES, partition, rows -> LeafTally.route(partition, rows)),
        noise);
  }

  /**
   * One statistic: the per-leaf user counts and label sums (Σ U_i, Σ Y_i·U_i) of the sample, L1
   * sensitivity 4 (each one-hot vector moves by at most 2), Laplace(4/ε) on every coordinate. The
   * noise is observed on the release itself.
   */
  @Override
  public List<Perturbation> perturbations() {
    Perturbation.Statistic statistic = sample -> flat(LeafTally.route(partition, sample.rows()));
    return List.of(
        Perturbation.of(
                "leaf counts and label sums",
                statistic,
                Sensitivity.l1(SENSITIVITY),
                NoiseCalibration.laplace(budget.epsilon(), SENSITIVITY, mechanism))
            .withNoise((sample, rng) -> minus(flat(release(sample, rng)), statistic.of(sample)))
            .withSummands(Perturbation.Summands.USERS)
            .withProposals(boundaryPairs()));
  }

  /**
   * Adversarial pairs across every split of the partition: one user just below a node's threshold
   * with label 1 against the same user exactly on it with label 0 (the two sides of the cut), the
   * other coordinates at ½.
   */
  private List<Perturbation.NeighbourPair> boundaryPairs() {
    List<Perturbation.NeighbourPair> pairs = new ArrayList<>();
    for (int node = 0; node < partition.nodeCount(); node++) {
      if (partition.isLeaf(node)) {
        continue;
      }
      double t = partition.threshold(node);
      double[] below = new double[partition.dimension()];
      Arrays.fill(below, 0.5);
      double[] on = below.clone();
      below[partition.splitDimension(node)] = Math.nextDown(t);
      on[partition.splitDimension(node)] = t;
      pairs.add(
          new Perturbation.NeighbourPair(
              "across the cut of node " + node + " at " + t,
              new double[][] {below},
              new double[] {1.0},
              on,
              0.0,
              0));
    }
    return pairs;
  }

  static double[] flat(LeafSums sums) {
    double[] out = Arrays.copyOf(sums.su(), sums.su().length + sums.sv().length);
    System.arraycopy(sums.sv(), 0, out, sums.su().length, sums.sv().length);
    return out;
  }

  static double[] minus(double[] a, double[] b) {
    double[] out = new double[a.length];
    for (int i = 0; i < a.length; i++) {
      out[i] = a[i] - b[i];
    }
    return out;
  }

  /** The Laplace scale 4/ε used on every coordinate. */
  public double noiseScale() {
    return mechanism.scale();
  }

  /** One user's release for the record (x, y), y ∈ {0, 1}. */
  public UserRelease release(double[] x, int y, RandomGenerator rng) {
    checkLabel(y);
    int leaves = partition.leafCount();
    int leaf = partition.leafOf(x);
    double[] u = new double[leaves];
    double[] v = new double[leaves];
    for (int j = 0; j < leaves; j++) {
      u[j] = mechanism.sample(rng);
      v[j] = mechanism.sample(rng);
    }
    u[leaf] += 1.0;
    v[leaf] += y;
    return new UserRelease(u, v);
  }

  /**
   * The log density of {@code release} when the user holds (x, y); the ε-LDP guarantee says that
   * two such values for different records differ by at most ε.
   */
  public double logDensity(UserRelease release, double[] x, int y) {
    int leaf = partition.leafOf(x);
    double total = 0.0;
    for (int j = 0; j < partition.leafCount(); j++) {
      double indicator = j == leaf ? 1.0 : 0.0;
      total += mechanism.logDensity(release.u()[j], indicator);
      total += mechanism.logDensity(release.v()[j], indicator * y);
    }
    return total;
  }

  /** Every private user releases literally, in row order; the curator sums the releases. */
  LeafSums releaseAllPerUser(SampleRows privateSample, RandomGenerator rng) {
    LeafTally.checkBinary(privateSample);
    int leaves = partition.leafCount();
    double[] su = new double[leaves];
    double[] sv = new double[leaves];
    for (int c = 0; c < privateSample.chunkCount(); c++) {
      Dataset chunk = privateSample.chunk(c);
      Features x = chunk.features();
      ClassLabels y = chunk.classLabels();
      for (int i = 0; i < y.size(); i++) {
        UserRelease release = release(x.row(i), y.label(i), rng);
        for (int j = 0; j < leaves; j++) {
          su[j] += release.u()[j];
          sv[j] += release.v()[j];
        }
      }
    }
    return new LeafSums(su, sv, privateSample.size());
  }

  /**
   * The same sums drawn in aggregate: true per-leaf counts and label sums, plus for each leaf and
   * each vector the exact sum of n_P Laplace(4/ε) draws.
   */
  LeafSums releaseAllAggregate(SampleRows privateSample, RandomGenerator rng) {
    return addAggregateNoise(LeafTally.route(partition, privateSample), rng);
  }

  /**
   * Adds to {@code exact} (in place, and returns it) the exact sum of n_P Laplace(4/ε) draws per
   * leaf and vector.
   */
  private LeafSums addAggregateNoise(LeafSums exact, RandomGenerator rng) {
    long n = exact.users();
    double[] su = exact.su();
    double[] sv = exact.sv();
    for (int j = 0; j < su.length; j++) {
      su[j] += mechanism.sumOfNoise(n, rng);
      sv[j] += mechanism.sumOfNoise(n, rng);
    }
    return exact;
  }

  private static void checkLabel(int y) {
    if (y != 0 && y != 1) {
      throw new IllegalArgumentException("LPCT labels must be 0 or 1, got " + y);
    }
  }
}
