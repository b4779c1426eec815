package org.ldpbench.stats;

import java.util.Arrays;
import org.apache.commons.statistics.distribution.ChiSquaredDistribution;
import org.apache.commons.statistics.distribution.NormalDistribution;

/**
 * The Friedman test of k methods over N data sets, with the post-hoc comparison of every method
 * against a control, as Demšar recommends for comparing classifiers over several data sets (J.
 * Demšar, "Statistical Comparisons of Classifiers over Multiple Data Sets", JMLR 7:1–30, 2006,
 * §3.2).
 *
 * <p>In each data set (row) the methods are ranked, 1 = best in the metric's direction, tied scores
 * sharing their average rank. With R_j the average rank of method j, χ²_F = 12N/(k(k+1)) · (Σ R_j²
 * − k(k+1)²/4), divided by the tie correction 1 − Σ(t³ − t)/(N k (k² − 1)) (t the sizes of the tied
 * groups), as SciPy's {@code friedmanchisquare}; p from χ² with k − 1 degrees of freedom. Post hoc,
 * method j against the control c: z = (R_j − R_c)/sqrt(k(k+1)/(6N)), two-sided normal p-values,
 * Holm-adjusted over the k − 1 comparisons.
 *
 * @param averageRanks R_j per method (column order)
 * @param statistic χ²_F (tie-corrected)
 * @param df k − 1
 * @param p p-value of χ²_F
 * @param blocks N, the data sets (rows without a NaN)
 */
public record Friedman(double[] averageRanks, double statistic, int df, double p, int blocks) {

  /**
   * Tests {@code scores[row][method]}; rows with a NaN (a method without a result there) are left
   * out.
   *
   * @throws IllegalArgumentException with fewer than 2 methods or 2 complete rows
   */
  public static Friedman of(double[][] scores, Direction direction) {
    int k = scores.length == 0 ? 0 : scores[0].length;
    double[] rankSums = new double[k];
    double ties = 0;
    int n = 0;
    for (double[] row : scores) {
      if (row.length != k) {
        throw new IllegalArgumentException("every row needs " + k + " scores, got " + row.length);
      }
      if (Arrays.stream(row).anyMatch(Double::isNaN)) {
        continue;
      }
      n++;
      for (int j = 0; j < k; j++) {
        int better = 0;
        int equal = 0;
        for (int i = 0; i < k; i++) {
          if (direction.better(row[i], row[j])) {
            better++;
          } else if (row[i] == row[j]) {
            equal++;
          }
        }
        rankSums[j] += better + (equal + 1) / 2.0; // equal counts j itself
        if (equal > 1) {
          ties += (Math.pow(equal, 3) - equal) / equal; // each of the t members adds (t³ − t)/t
        }
      }
    }
    if (k < 2 || n < 2) {
      throw new IllegalArgumentException(
          "the Friedman test needs >= 2 methods and >= 2 complete data sets, got "
              + k
              + " and "
              + n);
    }
    double[] ranks = new double[k];
    double squares = 0;
    for (int j = 0; j < k; j++) {
      ranks[j] = rankSums[j] / n;
      squares += ranks[j] * ranks[j];
    }
    double chi = 12.0 * n / (k * (k + 1.0)) * (squares - k * (k + 1.0) * (k + 1.0) / 4.0);
    double correction = 1 - ties / (n * k * (k * (double) k - 1));
    chi = correction > 0 ? chi / correction : 0.0;
    double p = ChiSquaredDistribution.of(k - 1).survivalProbability(chi);
    return new Friedman(ranks, chi, k - 1, p, n);
  }

  /**
   * Holm-adjusted two-sided p-values of every method against {@code control} (NaN at the control).
   */
  public double[] againstControl(int control) {
    int k = averageRanks.length;
    double se = Math.sqrt(k * (k + 1.0) / (6.0 * blocks));
    double[] raw = new double[k - 1];
    for (int j = 0, i = 0; j < k; j++) {
      if (j != control) {
        double z = (averageRanks[j] - averageRanks[control]) / se;
        raw[i++] = Math.min(1.0, 2 * NormalDistribution.of(0, 1).survivalProbability(Math.abs(z)));
      }
    }
    double[] adjusted = Holm.adjust(raw);
    double[] out = new double[k];
    for (int j = 0, i = 0; j < k; j++) {
      out[j] = j == control ? Double.NaN : adjusted[i++];
    }
    return out;
  }
}
