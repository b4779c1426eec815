package org.ldpbench.report.claims;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.stats.Direction;

/**
 * How far the best value of a grid parameter moves between two sweep points ("the best depth grows
 * with ε"), with a paired bootstrap over replications for its uncertainty. Replication r of both
 * points saw the same data, so a resample draws replication indices once and uses them at both
 * points; in each resample the best value is recomputed from the resampled means of every
 * configuration.
 *
 * @param n replications (the length of the per-replication scores)
 * @param shift best value at the later point minus the best value at the earlier point, on all
 *     replications
 * @param se standard deviation of the resampled shifts
 * @param degenerate true if every resample gave the same shift
 * @param pClaimed (k + 1)/(B + 1) with k the resamples whose shift is ≤ 0 (evidence for an increase
 *     when small)
 * @param pAgainst (k + 1)/(B + 1) with k the resamples whose shift is ≥ 0 (evidence for a decrease
 *     when small)
 * @param resampled the B resampled shifts
 */
public record OptimumShift(
    int n,
    double shift,
    double se,
    boolean degenerate,
    double pClaimed,
    double pAgainst,
    double[] resampled) {

  /** Seed of the resampling, fixed so that reports are reproducible. */
  static final long SEED = 0x5eed_0b7L;

  public static OptimumShift of(
      GridCurve earlier, GridCurve later, Direction direction, int resamples) {
    double shift = later.value(later.best()) - earlier.value(earlier.best());
    int n = replications(earlier);
    SplittableRandom random = new SplittableRandom(SEED);
    int[] weights = new int[n];
    double[] shifts = new double[resamples];
    int notLarger = 0;
    int notSmaller = 0;
    double sum = 0;
    double sumSquares = 0;
    for (int b = 0; b < resamples; b++) {
      Arrays.fill(weights, 0);
      for (int i = 0; i < n; i++) {
        weights[random.nextInt(n)]++;
      }
      double s = bestValue(later, weights, direction) - bestValue(earlier, weights, direction);
      shifts[b] = s;
      notLarger += s <= 0 ? 1 : 0;
      notSmaller += s >= 0 ? 1 : 0;
      sum += s;
      sumSquares += s * s;
    }
    double mean = sum / resamples;
    double se =
        Math.sqrt(Math.max(0, (sumSquares - resamples * mean * mean) / Math.max(1, resamples - 1)));
    boolean degenerate = true;
    for (double s : shifts) {
      degenerate &= s == shifts[0];
    }
    return new OptimumShift(
        n,
        shift,
        se,
        degenerate,
        (notLarger + 1.0) / (resamples + 1.0),
        (notSmaller + 1.0) / (resamples + 1.0),
        shifts);
  }

  private static int replications(GridCurve curve) {
    return curve.configuration(0).byReplication().length;
  }

  /** The value whose best configuration has the best weighted mean (the first of equal ones). */
  private static double bestValue(GridCurve curve, int[] weights, Direction direction) {
    double bestMean = Double.NaN;
    double bestValue = Double.NaN;
    for (int i = 0; i < curve.size(); i++) {
      List<ResultSummary.ConfigurationResult> candidates = curve.candidates(i);
      for (ResultSummary.ConfigurationResult c : candidates) {
        double m = weightedMean(c.byReplication(), weights);
        if (!Double.isNaN(m)
            && (Double.isNaN(bestMean)
                || (direction == Direction.HIGHER_IS_BETTER ? m > bestMean : m < bestMean))) {
          bestMean = m;
          bestValue = curve.value(i);
        }
      }
    }
    return bestValue;
  }

  private static double weightedMean(double[] scores, int[] weights) {
    double sum = 0;
    long count = 0;
    for (int r = 0; r < scores.length && r < weights.length; r++) {
      if (weights[r] > 0 && !Double.isNaN(scores[r])) {
        sum += weights[r] * scores[r];
        count += weights[r];
      }
    }
    return count == 0 ? Double.NaN : sum / count;
  }
}
