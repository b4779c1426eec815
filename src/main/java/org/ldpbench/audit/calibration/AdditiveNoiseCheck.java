package org.ldpbench.audit.calibration;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.ldpbench.audit.layer.AuditTarget;
import org.ldpbench.audit.neighbour.BaseSamples;
import org.ldpbench.audit.neighbour.EditedRows;
import org.ldpbench.audit.sensitivity.SensitivityAudit;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.SampleRows;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Perturbation;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.StandardNormal;

/**
 * The calibration layer's test of additive noise (Laplace, Gaussian) as released ({@link
 * CalibrationAudit}, check 3): the noise a mechanism exposes (its release minus its exact
 * statistic) is drawn repeatedly on fixed samples of the target's size — the run's own sample (or a
 * random one) and a sparse one (every user piled in one cell but one) — and tested coordinate by
 * coordinate and pooled: no coordinate that should carry noise is released exactly (a repeated
 * value among continuous draws), every coordinate is centred on the declared statistic (z-test,
 * Bonferroni over coordinates), and the pooled values follow the declared law summed over as many
 * draws as the coordinate sums ({@link Perturbation#summands()}) at the declared parameter
 * (Kolmogorov–Smirnov of the probability integral transform, {@link NoiseLawTest#additiveSums}).
 * Its own class because it is the one check that draws many releases of many coordinates, with its
 * own budget of records ({@code rowBudget}).
 */
final class AdditiveNoiseCheck {

  /** Fewest draws per fixed sample (the centring test needs a mean of some draws). */
  static final int MIN_DRAWS = 20;

  private final int draws;
  private final double alpha;
  private final long seed;
  private final long rowBudget;

  /**
   * The draws, level, seed (and row budget) of the calibration layer ({@link CalibrationAudit}).
   */
  AdditiveNoiseCheck(int draws, double alpha, long seed, long rowBudget) {
    this.draws = draws;
    this.alpha = alpha;
    this.seed = seed;
    this.rowBudget = rowBudget;
  }

  /**
   * The draws of {@code perturbation}'s noise on samples of {@code target}'s size, against its
   * declared law.
   */
  DrawsVerdict check(AuditTarget target, Perturbation perturbation) {
    SplittableRandom rng = new SplittableRandom(seed);
    List<String> names = new ArrayList<>();
    List<SampleRows> samples = new ArrayList<>();
    SampleRows base =
        target.actual().isPresent()
            ? target.actual().get()
            : BaseSamples.randomSample(target, rng.split());
    samples.add(base);
    names.add(target.actual().isPresent() ? "the run's sample" : "a random sample");
    if (target.sampleSize() > 1) {
      samples.add(
          EditedRows.of(
              BaseSamples.piled(target),
              0,
              BaseSamples.filled(target.dimension(), 0.0),
              target.task() == TaskType.CLASSIFICATION ? 0.0 : 1e3));
      names.add("a sparse sample (all users in one cell but one)");
    }
    NoiseCalibration calibration = perturbation.calibration();
    List<String> parts = new ArrayList<>();
    for (int s = 0; s < samples.size(); s++) {
      PrivateSample sample = new PrivateSample(samples.get(s));
      Perturbation.NoiseDraws noise = perturbation.noise().orElseThrow();
      if (SensitivityAudit.sparse(perturbation)) {
        if (!(noise instanceof Perturbation.SparseNoiseDraws sparseNoise)) {
          return new DrawsVerdict(
              "",
              "'"
                  + perturbation.name()
                  + "' has too many coordinates to list and exposes"
                  + " no noise by coordinate (Perturbation.SparseNoiseDraws)");
        }
        List<Object> at =
            new ArrayList<>(
                ((Perturbation.SparseStatistic) perturbation.statistic()).nonzero(sample).keySet());
        at.addAll(sparseNoise.emptyKeys());
        noise = (one, stream) -> sparseNoise.draw(one, stream, at);
      }
      double[] first = noise.draw(sample, rng.split());
      int k = first.length;
      if (k == 0) {
        parts.add(names.get(s) + ": no noise coordinate");
        continue;
      }
      // one user: every draw (as many values as draws x coordinates, at most 50 x draws); more
      // users: a tenth of
      // the draws of about as many coordinates each (the law is tested on the pooled values, the
      // centring on
      // the mean of each coordinate), and never more records than the row budget
      long byValues = Math.max(1, 50L * draws / k);
      long byRows = Math.max(1, rowBudget / Math.max(1, target.sampleSize()));
      int most = target.sampleSize() == 1 ? draws : Math.max(MIN_DRAWS, draws / 10);
      int r = (int) Math.max(MIN_DRAWS, Math.min(most, Math.min(byValues, byRows)));
      double[][] values = new double[r][];
      values[0] = first;
      double[][] rest = noise.draws(sample, ReleaseStreams.split(rng, r - 1));
      for (int i = 1; i < r; i++) {
        values[i] = rest[i - 1];
        if (values[i].length != k) {
          return new DrawsVerdict(
              "",
              String.format(
                  Locale.ROOT,
                  "the noise of '%s' has %d coordinates in one"
                      + " release and %d in another on %s",
                  perturbation.name(),
                  k,
                  values[i].length,
                  names.get(s)));
        }
      }
      long[] summands = new long[k];
      for (int j = 0; j < k; j++) {
        summands[j] = perturbation.summands().of(j, target.sampleSize());
      }
      String failure = coordinates(calibration, values, summands, names.get(s), samples.size());
      if (failure != null) {
        return new DrawsVerdict("", failure);
      }
      double p = NoiseLawTest.additiveSums(calibration, values, summands, 50 * draws);
      if (p < alpha) {
        return new DrawsVerdict(
            "",
            String.format(
                Locale.ROOT,
                "the noise on %s does not follow %s at %.6g summed as"
                    + " declared (%s): Kolmogorov-Smirnov p = %.3g over %d draws of %d coordinates; its sd is"
                    + " %.6g where the law's is %.6g",
                names.get(s),
                calibration.law(),
                calibration.parameter(),
                summandsText(summands),
                p,
                r,
                k,
                pooledSd(values, summands),
                lawSd(calibration, summands)));
      }
      parts.add(
          String.format(
              Locale.ROOT,
              "%s: %d draws x %d coordinates (%s) p = %.3g",
              names.get(s),
              r,
              k,
              summandsText(summands),
              p));
    }
    return new DrawsVerdict("draws on " + String.join("; ", parts), null);
  }

  /**
   * Per coordinate: no repeated value where noise is due (a coordinate released exactly), and the
   * mean of the draws within the Bonferroni bound of zero. Null if both hold.
   */
  private String coordinates(
      NoiseCalibration calibration,
      double[][] values,
      long[] summands,
      String sample,
      int samples) {
    int r = values.length;
    int k = summands.length;
    double zCritical = StandardNormal.upperQuantile(alpha / (20.0 * k * samples));
    double[] column = new double[r];
    for (int j = 0; j < k; j++) {
      if (summands[j] <= 0) {
        continue;
      }
      double sum = 0;
      for (int i = 0; i < r; i++) {
        column[i] = values[i][j];
        sum += column[i];
      }
      if (!Double.isFinite(sum)) {
        return String.format(
            Locale.ROOT,
            "coordinate %d of the release on %s is not a finite number (%s)",
            j,
            sample,
            Arrays.toString(Arrays.copyOf(column, Math.min(r, 3))));
      }
      double[] sorted = column.clone();
      Arrays.sort(sorted);
      int repeats = 0;
      for (int i = 1; i < r; i++) {
        repeats += sorted[i] == sorted[i - 1] ? 1 : 0;
      }
      if (repeats > 0) {
        return String.format(
            Locale.ROOT,
            "coordinate %d of the release on %s carries no noise: %d of %d draws"
                + " repeat a value (%.6g), where %s noise (%d draw(s) summed) never does",
            j,
            sample,
            repeats + 1,
            r,
            sorted[0],
            calibration.law(),
            summands[j]);
      }
      double sd = lawSd(calibration, summands[j]);
      double mean = sum / r;
      double z = mean / (sd / Math.sqrt(r));
      if (Math.abs(z) > zCritical) {
        return String.format(
            Locale.ROOT,
            "coordinate %d of the release on %s is off its declared statistic:"
                + " release minus statistic averages %.6g over %d draws, where the noise (sd %.6g) is centred"
                + " (z = %.1f, bound %.1f)",
            j,
            sample,
            mean,
            r,
            sd,
            z,
            zCritical);
      }
    }
    return null;
  }

  private static double lawSd(NoiseCalibration calibration, long summands) {
    double one =
        calibration.law() == NoiseCalibration.Law.LAPLACE
            ? Math.sqrt(2) * calibration.parameter()
            : calibration.parameter();
    return one * Math.sqrt((double) summands);
  }

  /** The law's sd averaged (root mean square) over the coordinates that carry noise. */
  private static double lawSd(NoiseCalibration calibration, long[] summands) {
    double total = 0;
    int count = 0;
    for (long m : summands) {
      if (m > 0) {
        double sd = lawSd(calibration, m);
        total += sd * sd;
        count++;
      }
    }
    return count == 0 ? 0 : Math.sqrt(total / count);
  }

  private static double pooledSd(double[][] values, long[] summands) {
    double total = 0;
    long count = 0;
    for (double[] row : values) {
      for (int j = 0; j < row.length; j++) {
        if (summands[j] > 0) {
          total += row[j] * row[j];
          count++;
        }
      }
    }
    return count == 0 ? 0 : Math.sqrt(total / count);
  }

  private static String summandsText(long[] summands) {
    long min = Arrays.stream(summands).min().orElse(0);
    long max = Arrays.stream(summands).max().orElse(0);
    return min == max
        ? max + " draw(s) per coordinate"
        : min + " to " + max + " draws per coordinate";
  }
}
