package org.ldpbench.stats;

import java.util.Arrays;
import java.util.Optional;
import java.util.SplittableRandom;
import org.ldpbench.hash.SplitMix64;

/**
 * A 95% bootstrap confidence interval for a log–log slope fitted through per-x means of replicated
 * scores (spec/phist-labeldp.md §D.4). The replications of one curve are paired across x:
 * replication r of every x value came from the same seed tree. So a resample draws R replication
 * indices with replacement once and uses the <em>same</em> indices at every x; the mean at each x
 * is recomputed over the drawn indices (skipping replications missing at that x), the least-squares
 * slope of log mean against log x is refitted over the same points, and the 2.5% and 97.5%
 * percentiles of the {@code resamples} slopes are the interval.
 *
 * <p>Why not the t interval of {@link LogLogSlope}: that treats the few points of a curve as
 * independent observations around a line, so it measures lack of fit, not the replication noise,
 * and with 4–5 points it is very wide or (for a nearly straight curve) far too narrow. The
 * bootstrap answers "how much would the fitted slope move with other replications".
 *
 * <p>Deterministic: the resampling stream is a {@link SplittableRandom} seeded by {@code seed}.
 */
public final class BootstrapSlope {

  /** Resamples used by reports (spec §D.4: B = 1000). */
  public static final int RESAMPLES = 1000;

  /** Confidence level of the interval. */
  public static final double LEVEL = 0.95;

  /**
   * The interval.
   *
   * @param lower 2.5% percentile of the resampled slopes
   * @param upper 97.5% percentile of the resampled slopes
   * @param resamples resamples that gave a slope (a resample with fewer than two usable points
   *     gives none)
   * @param replications R, the number of replication indices resampled
   */
  public record Interval(double lower, double upper, int resamples, int replications) {}

  private BootstrapSlope() {}

  /**
   * The bootstrap interval of the slope through the points {@code use[i]}.
   *
   * @param x the x values (positive)
   * @param scores per x, the score of each replication (index = replication; NaN or a missing row =
   *     not stored); a null entry is a point without data
   * @param use which points enter the fit (the fitting window)
   * @param seed seed of the resampling stream
   * @param resamples B ≥ 2
   * @return empty when fewer than two replications or fewer than two usable points exist
   */
  public static Optional<Interval> interval(
      double[] x, double[][] scores, boolean[] use, long seed, int resamples) {
    if (x.length != scores.length || x.length != use.length) {
      throw new IllegalArgumentException(
          "x, scores and use differ in length: "
              + x.length
              + ", "
              + scores.length
              + ", "
              + use.length);
    }
    if (resamples < 2) {
      throw new IllegalArgumentException("resamples must be >= 2, got " + resamples);
    }
    int replications = 0;
    int usable = 0;
    for (int i = 0; i < x.length; i++) {
      if (use[i] && scores[i] != null && x[i] > 0) {
        replications = Math.max(replications, scores[i].length);
        usable++;
      }
    }
    if (replications < 2 || usable < 2) {
      return Optional.empty();
    }
    SplittableRandom random = new SplittableRandom(seed);
    int[] drawn = new int[replications];
    double[] slopes = new double[resamples];
    int kept = 0;
    for (int b = 0; b < resamples; b++) {
      for (int k = 0; k < replications; k++) {
        drawn[k] = random.nextInt(replications);
      }
      double slope = slope(x, scores, use, drawn);
      if (!Double.isNaN(slope)) {
        slopes[kept++] = slope;
      }
    }
    if (kept < 2) {
      return Optional.empty();
    }
    double[] sorted = Arrays.copyOf(slopes, kept);
    Arrays.sort(sorted);
    double tail = (1 - LEVEL) / 2;
    return Optional.of(
        new Interval(percentile(sorted, tail), percentile(sorted, 1 - tail), kept, replications));
  }

  /** The least-squares slope of log(mean of the drawn replications) on log x, NaN if undefined. */
  static double slope(double[] x, double[][] scores, boolean[] use, int[] drawn) {
    double sumU = 0;
    double sumV = 0;
    double sumUU = 0;
    double sumUV = 0;
    int n = 0;
    for (int i = 0; i < x.length; i++) {
      if (!use[i] || scores[i] == null || !(x[i] > 0)) {
        continue;
      }
      double total = 0;
      int count = 0;
      for (int r : drawn) {
        if (r < scores[i].length && !Double.isNaN(scores[i][r])) {
          total += scores[i][r];
          count++;
        }
      }
      double mean = count == 0 ? Double.NaN : total / count;
      if (!(mean > 0) || Double.isInfinite(mean)) {
        continue; // a log scale cannot hold it: the point is left out of this resample, as of the
        // fit
      }
      double u = Math.log(x[i]);
      double v = Math.log(mean);
      sumU += u;
      sumV += v;
      sumUU += u * u;
      sumUV += u * v;
      n++;
    }
    if (n < 2) {
      return Double.NaN;
    }
    double sxx = sumUU - sumU * sumU / n;
    if (!(sxx > 1e-12)) {
      return Double.NaN;
    }
    return (sumUV - sumU * sumV / n) / sxx;
  }

  /** Linear interpolation between order statistics (R's type 7). */
  static double percentile(double[] sorted, double p) {
    double h = (sorted.length - 1) * p;
    int lo = (int) Math.floor(h);
    int hi = Math.min(lo + 1, sorted.length - 1);
    return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
  }

  /**
   * A seed for the resamples of one curve: the experiment seed mixed with the curve's name
   * (SplitMix64 finaliser over the name's {@link String#hashCode}, which Java specifies), so that
   * re-rendering a figure gives the same interval and different curves get different streams.
   */
  public static long seed(long experimentSeed, String curve) {
    return SplitMix64.mix(experimentSeed * SplitMix64.GOLDEN_GAMMA + curve.hashCode());
  }
}
