package org.ldpbench.audit.calibration;

import java.util.Locale;
import java.util.SplittableRandom;
import org.ldpbench.audit.layer.AuditTarget;
import org.ldpbench.audit.neighbour.BaseSamples;
import org.ldpbench.audit.neighbour.NeighbourPairs;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.SampleRows;
import org.ldpbench.method.Perturbation;
import org.ldpbench.privacy.NoiseCalibration;

/**
 * The calibration layer's test of categorical outputs as released ({@link CalibrationAudit}, check
 * 3): randomized response, unary encoding and the exponential mechanism are drawn on one user's
 * release, and the frequencies of the categories (the true one above all) are tested against what ε
 * allows (chi-square, {@link NoiseLawTest}). Its own class because categorical laws share nothing
 * with the additive ones but the verdict ({@link DrawsVerdict}).
 */
final class CategoricalNoiseCheck {

  private final int draws;
  private final double alpha;
  private final long seed;

  /**
   * The draws, level, seed (and row budget) of the calibration layer ({@link CalibrationAudit}).
   */
  CategoricalNoiseCheck(int draws, double alpha, long seed) {
    this.draws = draws;
    this.alpha = alpha;
    this.seed = seed;
  }

  /**
   * One user's draws of {@code perturbation}'s categorical release, against the frequencies its law
   * gives.
   */
  DrawsVerdict check(AuditTarget target, Perturbation perturbation) {
    SplittableRandom rng = new SplittableRandom(seed);
    SampleRows base =
        target.actual().isPresent()
            ? target.actual().get()
            : BaseSamples.randomSample(target, rng.split());
    double[][] x = {BaseSamples.record(base, 0)};
    double[] y = {BaseSamples.target(base, 0)};
    PrivateSample sample = NeighbourPairs.sample(target.task(), x, y, target.classes());
    NoiseCalibration calibration = perturbation.calibration();
    Perturbation.NoiseDraws noise = perturbation.noise().orElseThrow();
    return switch (calibration.law()) {
      case RANDOMIZED_RESPONSE ->
          randomizedResponse(
              calibration, (int) perturbation.statistic().of(sample)[0], noise, sample, rng);
      case UNARY_ENCODING ->
          unary(calibration, (int) perturbation.statistic().of(sample)[0], noise, sample, rng);
      default -> exponential(calibration, perturbation.statistic().of(sample), noise, sample, rng);
    };
  }

  private DrawsVerdict randomizedResponse(
      NoiseCalibration calibration,
      int y,
      Perturbation.NoiseDraws noise,
      PrivateSample sample,
      SplittableRandom rng) {
    double[] expected = NoiseLawTest.randomizedResponse(calibration, y);
    long[] counts = counts(expected.length, noise, sample, rng);
    double p = NoiseLawTest.categorical(expected, counts);
    double kept = (double) counts[y] / draws;
    double allowed = keep(calibration.epsilon(), expected.length);
    String measured =
        String.format(
            Locale.ROOT,
            "one user's %d draws keep the true category with %.4g where"
                + " eps = %.4g allows at most %.4g (K = %d)",
            draws,
            kept,
            calibration.epsilon(),
            allowed,
            expected.length);
    if (p < alpha) {
      return new DrawsVerdict(
          "",
          measured
              + ": chi-square p = "
              + String.format(Locale.ROOT, "%.3g", p)
              + (kept > allowed ? ", so the draws spend more than eps" : ""));
    }
    return new DrawsVerdict(measured + String.format(Locale.ROOT, ", p = %.3g", p), null);
  }

  private static double keep(double epsilon, int classes) {
    double e = Math.exp(epsilon);
    return Double.isInfinite(e) ? 1.0 : e / (e + classes - 1);
  }

  private DrawsVerdict unary(
      NoiseCalibration calibration,
      int y,
      Perturbation.NoiseDraws noise,
      PrivateSample sample,
      SplittableRandom rng) {
    double p = calibration.expected();
    long[] trueBit = new long[2];
    long[] otherBits = new long[2];
    for (double[] bits : noise.draws(sample, ReleaseStreams.split(rng, draws))) {
      for (int j = 0; j < bits.length; j++) {
        long[] counts = j == y ? trueBit : otherBits;
        counts[(int) bits[j]]++;
      }
    }
    double first = NoiseLawTest.categorical(new double[] {1 - p, p}, trueBit);
    double second = NoiseLawTest.categorical(new double[] {p, 1 - p}, otherBits);
    double pValue = Math.min(1.0, 2 * Math.min(first, second));
    double on = (double) trueBit[1] / Math.max(1, trueBit[0] + trueBit[1]);
    double off = (double) otherBits[1] / Math.max(1, otherBits[0] + otherBits[1]);
    String measured =
        String.format(
            Locale.ROOT,
            "one user's %d draws set the true bit with %.4g and another bit"
                + " with %.4g where eps = %.4g allows a ratio of odds of at most e^(eps/2) each (p = %.4g)",
            draws,
            on,
            off,
            calibration.epsilon(),
            p);
    if (pValue < alpha) {
      return new DrawsVerdict("", measured + String.format(Locale.ROOT, ": p = %.3g", pValue));
    }
    return new DrawsVerdict(measured + String.format(Locale.ROOT, ", p = %.3g", pValue), null);
  }

  private DrawsVerdict exponential(
      NoiseCalibration calibration,
      double[] utilities,
      Perturbation.NoiseDraws noise,
      PrivateSample sample,
      SplittableRandom rng) {
    double[] expected = NoiseLawTest.exponential(calibration, utilities);
    long[] counts = counts(expected.length, noise, sample, rng);
    double p = NoiseLawTest.categorical(expected, counts);
    int best = 0;
    for (int j = 1; j < utilities.length; j++) {
      best = utilities[j] > utilities[best] ? j : best;
    }
    String measured =
        String.format(
            Locale.ROOT,
            "one user's %d draws choose the best candidate with %.4g where"
                + " the weight %.4g gives %.4g",
            draws,
            (double) counts[best] / draws,
            calibration.expected(),
            expected[best]);
    if (p < alpha) {
      return new DrawsVerdict(
          "", measured + String.format(Locale.ROOT, ": chi-square p = %.3g", p));
    }
    return new DrawsVerdict(measured + String.format(Locale.ROOT, ", p = %.3g", p), null);
  }

  private long[] counts(
      int categories, Perturbation.NoiseDraws noise, PrivateSample sample, SplittableRandom rng) {
    long[] counts = new long[categories];
    for (double[] draw : noise.draws(sample, ReleaseStreams.split(rng, draws))) {
      int c = (int) draw[0];
      if (c < 0 || c >= categories) {
        throw new IllegalStateException("a draw reported category " + c + " of " + categories);
      }
      counts[c]++;
    }
    return counts;
  }
}
