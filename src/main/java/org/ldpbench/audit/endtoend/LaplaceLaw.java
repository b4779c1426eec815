package org.ldpbench.audit.endtoend;

import java.util.Arrays;
import java.util.Locale;
import org.apache.commons.statistics.distribution.NormalDistribution;

/**
 * The Laplace counterpart of {@link GaussianLaw} for pure-DP mechanisms that add independent
 * Laplace noise to a statistic: when the differing coordinates look Laplace with a common scale on
 * both inputs, the privacy loss of the pair is Σ_j |Δ_j|/b_j, and the mean difference of the {@code
 * laplace-shift} statistic (scales from the selection half, rounded up) has a normal confidence
 * bound from the evaluation half. A tail event needs all differing coordinates in their tails at
 * once (probability 2^-k for k coordinates, e.g. BB's 2^(d+1) windows); the law needs only means.
 * It is a parametric check: it is used only where the shape test passes, and the result says so.
 *
 * @param loss the estimated Σ sign_j·Δ_j/b_j
 * @param lossLower its lower confidence bound
 */
record LaplaceLaw(double loss, double lossLower) {

  /**
   * Location (median) and scale (mean absolute deviation from it), with the excess kurtosis, of a
   * sample.
   */
  static double[] fit(double[] x) {
    double[] sorted = x.clone();
    Arrays.sort(sorted);
    double median = sorted[sorted.length / 2];
    double mean = 0;
    for (double v : x) {
      mean += v;
    }
    mean /= x.length;
    double scale = 0;
    double m2 = 0;
    double m4 = 0;
    for (double v : x) {
      scale += Math.abs(v - median);
      double c = v - mean;
      m2 += c * c;
      m4 += c * c * c * c;
    }
    m2 /= x.length;
    m4 /= x.length;
    long distinct = Arrays.stream(sorted).distinct().count();
    return new double[] {
      median, scale / x.length, m2 == 0 ? 0 : m4 / (m2 * m2) - 3, distinct / (double) x.length
    };
  }

  /**
   * A continuous sample (at least 90% distinct values: no bits or counts) with excess kurtosis near
   * Laplace's 3 (a Gaussian has 0, a sum of n Laplace draws 3/n).
   */
  static boolean looksLaplace(double[] fit) {
    return fit[1] > 0 && fit[2] >= 2.0 && fit[2] <= 4.0 && fit[3] >= 0.9;
  }

  /**
   * The law from evaluation values of {@code laplace-shift} on D ({@code a}) and D' ({@code b}).
   */
  static LaplaceLaw of(double[] a, double[] b, double alpha) {
    double[] ma = moments(a);
    double[] mb = moments(b);
    double loss = ma[0] - mb[0];
    double se = Math.sqrt(ma[1] / a.length + mb[1] / b.length);
    double z = NormalDistribution.of(0, 1).inverseCumulativeProbability(1 - alpha);
    return new LaplaceLaw(loss, loss - z * se);
  }

  private static double[] moments(double[] x) {
    double mean = 0;
    for (double v : x) {
      mean += v;
    }
    mean /= x.length;
    double m2 = 0;
    for (double v : x) {
      m2 += (v - mean) * (v - mean);
    }
    return new double[] {mean, m2 / Math.max(1, x.length - 1)};
  }

  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "Laplace law: loss sum |shift|/scale = %.4f (lower bound %.4f)",
        loss,
        lossLower);
  }
}
