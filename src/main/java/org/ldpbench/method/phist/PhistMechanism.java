package org.ldpbench.method.phist;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.MemoKey;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.privacy.Fault;
import org.ldpbench.privacy.LaplaceMechanism;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.privacy.Sensitivity;

/**
 * PHIST's local randomizer, as Ma &amp; Yang's mechanism on a regular grid (spec/lpct.md §4.2,
 * spec/phist-labeldp.md §A.8): each user releases the one-hot indicator U of its cell and V = Y·U,
 * each with Laplace(4/ε) noise on every one of the k^d coordinates. U and V each have L1
 * sensitivity 2 (two one-hot vectors differ in two entries), so each is ε/2-LDP and the pair ε-LDP,
 * for any number of cells. The curator only needs the per-cell sums of the releases, which this
 * mechanism returns as {@link NoisyCellSums} (the occupied cells' sums noised when the release is
 * made, every other cell's exact noise sum drawn when it is read: no k^d array exists).
 *
 * <p>The mechanism is also its own declared statistic and noise observation ({@link
 * Perturbation.SparseStatistic}, {@link Perturbation.SparseNoiseDraws}): only a mechanism may read
 * records, and the audit needs the cell tallies of grids too large to list.
 *
 * <p>In {@link PhistNoise.Mode#CODE} the release is the authors' central stand-in instead (one
 * Laplace(√n·4/ε) per cell added by a trusted curator to the exact sums): that is not a local
 * protocol, but as a central release of sums with L1 sensitivity 4 it is (ε/√n)-DP, so the claimed
 * ε still holds.
 */
final class PhistMechanism
    implements PrivateMechanism<NoisyCellSums>,
        Perturbation.SparseStatistic,
        Perturbation.SparseNoiseDraws {

  /** L1 sensitivity of (U, V) together: 2 + 2, hence the scale 4/ε. */
  static final double SENSITIVITY = 4.0;

  /**
   * The exact (count, label sum) of every occupied cell, per grid size k: the same at every ε of a
   * sweep, so binning the records (d coordinates each, 3,000 on Email) is done once per replication
   * and grid. In the exact half of the run's memo; every release gets a copy.
   */
  static final MemoKey<Integer, Map<GridCell, double[]>> EXACT_TALLIES =
      MemoKey.ofCopied("PHIST exact cell tallies", Integer::equals, 8, PhistMechanism::copy);

  private final GridIndexer indexer;
  private final PrivacyBudget budget;
  private final PhistNoise.Mode mode;
  private final Fault fault;

  /**
   * n, the users the protocol is built for (public metadata): the code mode's noise scale depends
   * on it.
   */
  private final long users;

  PhistMechanism(GridIndexer indexer, PrivacyBudget budget, PhistNoise.Mode mode, long users) {
    this(indexer, budget, mode, users, Fault.NONE);
  }

  /** The mechanism under a planted fault (the privacy audit's power check; NONE in production). */
  PhistMechanism(
      GridIndexer indexer, PrivacyBudget budget, PhistNoise.Mode mode, long users, Fault fault) {
    this.fault = fault;
    this.users = users;
    this.indexer = indexer;
    this.budget = budget;
    this.mode = mode;
  }

  @Override
  public Optional<PrivacyBudget> guarantee() {
    return Optional.of(PrivacyBudget.pure(budget.epsilon()));
  }

  @Override
  public Neighbours neighbours() {
    return Neighbours.RECORD;
  }

  @Override
  public NoisyCellSums release(PrivateSample sample, RandomGenerator noise) {
    Dataset records = sample.records();
    Map<GridCell, double[]> exact =
        sample.exact(EXACT_TALLIES, indexer.cellsPerAxis(), rows -> tallies(records));
    return new NoisyCellSums(
        indexer,
        exact,
        new PhistNoise(mode, budget.epsilon(), records.size(), noise.nextLong(), fault));
  }

  private static Map<GridCell, double[]> copy(Map<GridCell, double[]> tallies) {
    Map<GridCell, double[]> out = new HashMap<>(2 * tallies.size());
    tallies.forEach((cell, tally) -> out.put(cell, tally.clone()));
    return out;
  }

  /** (count, label sum) of every occupied cell. */
  private Map<GridCell, double[]> tallies(Dataset records) {
    ClassLabels labels = records.classLabels();
    if (labels.classes() != 2) {
      throw new IllegalArgumentException(
          "PHIST needs binary labels, got " + labels.classes() + " classes");
    }
    Map<GridCell, double[]> tallies = new HashMap<>();
    for (int i = 0; i < records.size(); i++) {
      double[] tally =
          tallies.computeIfAbsent(indexer.cellOf(records.features(), i), c -> new double[2]);
      tally[0] += 1.0;
      tally[1] += labels.label(i);
    }
    return tallies;
  }

  /**
   * One statistic: the count and label sum of every cell (S_U then S_V, as the release lists them),
   * L1 sensitivity 4. Aggregate and per-user noise: Laplace(4/ε) per user and coordinate, so a
   * coordinate of the curator's sums carries n draws ({@link Perturbation.Summands#USERS}). The
   * code mode: one central Laplace(√n·4/ε) per coordinate for the n users the protocol is built
   * for, declared as what it is, a Laplace release of sensitivity 4 at ε/√n (which is at most ε).
   */
  @Override
  public List<Perturbation> perturbations() {
    double epsilon = budget.epsilon();
    if (mode == PhistNoise.Mode.CODE) {
      double root = Math.sqrt((double) Math.max(1, users));
      LaplaceMechanism central = LaplaceMechanism.withScale(root * SENSITIVITY / epsilon);
      return List.of(
          Perturbation.of(
                  "cell counts and label sums",
                  this,
                  Sensitivity.l1(SENSITIVITY),
                  NoiseCalibration.laplace(epsilon / root, SENSITIVITY, central))
              .withNoise(this));
    }
    return List.of(
        Perturbation.of(
                "cell counts and label sums",
                this,
                Sensitivity.l1(SENSITIVITY),
                NoiseCalibration.laplace(
                    epsilon, SENSITIVITY, new PhistNoise(mode, epsilon, 1, 0).perUser()))
            .withNoise(this)
            .withSummands(Perturbation.Summands.USERS));
  }

  /** A coordinate of the statistic: the count (slot 0) or the label sum (slot 1) of a cell. */
  private record CellKey(GridCell cell, int slot) {}

  // The statistic and its noise observations are the mechanism's own methods (only a mechanism
  // reads records):
  // the count and label sum of every cell, listed in full for grids of up to
  // NoisyCellSums.MAX_LISTED_CELLS cells,
  // by occupied cell for any grid (6^14 cells on real data).

  /** The statistic, every cell listed (S_U then S_V). */
  @Override
  public double[] of(PrivateSample sample) {
    return new NoisyCellSums(indexer, tallies(sample.records()), PhistNoise.none()).coordinates();
  }

  /** The number of coordinates of the statistic, 2·k^d. */
  @Override
  public double size() {
    return 2 * Math.pow(indexer.cellsPerAxis(), indexer.dimension());
  }

  /** The statistic's nonzero coordinates, by cell and slot. */
  @Override
  @SuppressWarnings("NonApiType") // the interface's: the order is part of the contract
  public LinkedHashMap<Object, Double> nonzero(PrivateSample sample) {
    LinkedHashMap<Object, Double> out = new LinkedHashMap<>();
    tallies(sample.records())
        .forEach(
            (cell, tally) -> {
              for (int slot = 0; slot < 2; slot++) {
                if (tally[slot] != 0) {
                  out.put(new CellKey(cell, slot), tally[slot]);
                }
              }
            });
    return out;
  }

  /** Release minus statistic at every coordinate of a listed grid. */
  @Override
  public double[] draw(PrivateSample sample, RandomGenerator rng) {
    double[] released = release(sample, rng).coordinates();
    double[] exact = of(sample);
    for (int i = 0; i < released.length; i++) {
      released[i] -= exact[i];
    }
    return released;
  }

  /** Release minus statistic at the cells and slots asked for. */
  @Override
  public double[] draw(PrivateSample sample, RandomGenerator rng, List<Object> keys) {
    NoisyCellSums released = release(sample, rng);
    Map<GridCell, double[]> exact = tallies(sample.records());
    double[] out = new double[keys.size()];
    for (int j = 0; j < out.length; j++) {
      CellKey key = (CellKey) keys.get(j);
      double[] tally = exact.get(key.cell());
      out[j] = released.sums(key.cell())[key.slot()] - (tally == null ? 0 : tally[key.slot()]);
    }
    return out;
  }

  /**
   * The cells at the corners of the grid (all bins 0, all last, alternating): empty in most
   * samples.
   */
  @Override
  public List<Object> emptyKeys() {
    int d = indexer.dimension();
    int last = indexer.cellsPerAxis() - 1;
    List<Object> out = new ArrayList<>();
    for (int corner = 0; corner < 3; corner++) {
      int[] bins = new int[d];
      for (int j = 0; j < d; j++) {
        bins[j] = corner == 0 ? 0 : corner == 1 ? last : (j % 2 == 0 ? 0 : last);
      }
      GridCell cell = indexer.cellOfBins(bins);
      out.add(new CellKey(cell, 0));
      out.add(new CellKey(cell, 1));
    }
    return out;
  }
}
