package org.example.gridrr;

import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.privacy.RandomizedResponse;
import org.ldpbench.privacy.Sensitivity;

/**
 * The local randomizer of GRID-RR-JAVA, the only code that reads private records: each user encodes
 * its record as one category, (its grid cell) · classes + (its label), and reports it through K-ary
 * randomized response with K = cells · classes, which is ε-DP for the whole record (any two
 * records' reports differ in probability by at most e^ε). The release is the tally of the reports.
 *
 * <p>It declares its guarantee ({@link #guarantee()}: pure ε) and, for ldpbench's privacy audit,
 * what it perturbs ({@link #perturbations()}): the statistic is every user's true category, which
 * lies in {0, …, K−1} (the sensitivity of a local randomizer is its input domain), and the noise
 * calibration is randomized response's keep probability e^ε/(e^ε + K − 1) at the ε it claims; the
 * audit recomputes that probability from (ε, K) and tests the reports drawn by {@link #reports},
 * the very code the release uses. Immutable.
 */
public final class GridRrMechanism implements PrivateMechanism<GridRrRelease> {

  private final GridCells cells;
  private final int classes;
  private final double epsilon;
  private final RandomizedResponse randomizer;

  /**
   * @param cells the public grid
   * @param classes number of labels
   * @param epsilon the ε this mechanism claims per user
   * @param randomizer the randomized response it draws with; an honest method builds it at {@code
   *     epsilon} over cells · classes categories
   */
  public GridRrMechanism(
      GridCells cells, int classes, double epsilon, RandomizedResponse randomizer) {
    this.cells = cells;
    this.classes = classes;
    this.epsilon = epsilon;
    this.randomizer = randomizer;
  }

  /** Number of categories K = cells · classes. */
  public int categories() {
    return cells.count() * classes;
  }

  @Override
  public Optional<PrivacyBudget> guarantee() {
    return Optional.of(PrivacyBudget.pure(epsilon));
  }

  @Override
  public Neighbours neighbours() {
    return Neighbours.RECORD;
  }

  @Override
  public List<Perturbation> perturbations() {
    int k = categories();
    return List.of(
        Perturbation.of(
                "cell and label category of each user",
                this::trueCategories,
                Sensitivity.domainMax(k - 1),
                NoiseCalibration.randomizedResponse(epsilon, k, randomizer))
            .withNoise(this::reports));
  }

  @Override
  public GridRrRelease release(PrivateSample sample, RandomGenerator noise) {
    double[] tally = new double[categories()];
    for (double report : reports(sample, noise)) {
      tally[(int) report]++;
    }
    return new GridRrRelease(tally);
  }

  /** Every user's report, in record order: its category through randomized response. */
  double[] reports(PrivateSample sample, RandomGenerator noise) {
    double[] categories = trueCategories(sample);
    double[] out = new double[categories.length];
    for (int i = 0; i < out.length; i++) {
      out[i] = randomizer.release((int) categories[i], noise);
    }
    return out;
  }

  /** Every user's true category, in record order (read while the sample is readable). */
  double[] trueCategories(PrivateSample sample) {
    Dataset records = sample.records();
    if (!(records.targets() instanceof ClassLabels labels)) {
      throw new IllegalArgumentException(
          "GRID-RR-JAVA classifies: the private sample has real-valued targets");
    }
    double[] out = new double[records.size()];
    for (int i = 0; i < out.length; i++) {
      int label = labels.label(i);
      if (label < 0 || label >= classes) {
        throw new IllegalArgumentException(
            "label " + label + " outside the " + classes + " classes of the public sample");
      }
      out[i] = cells.cellOf(records.features().row(i)) * classes + label;
    }
    return out;
  }
}
