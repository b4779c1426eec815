package org.ldpbench.audit.calibration;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.apache.commons.statistics.distribution.ContinuousDistribution;
import org.apache.commons.statistics.distribution.LaplaceDistribution;
import org.apache.commons.statistics.distribution.NormalDistribution;
import org.apache.commons.statistics.inference.ChiSquareTest;
import org.apache.commons.statistics.inference.KolmogorovSmirnovTest;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.StandardNormal;

/**
 * The goodness-of-fit tests of the calibration layer (commons-statistics): Kolmogorov–Smirnov for
 * additive Laplace and Gaussian noise at the scale (ε, δ, Δ) imply, chi-square for the outputs of
 * randomized response, unary encoding and the exponential mechanism against the probabilities the
 * calibration implies for the given inputs. Each returns a p-value; under a correctly calibrated
 * mechanism it is uniform, so rejecting below α has false-failure rate α.
 */
final class NoiseLawTest {

  private NoiseLawTest() {}

  /**
   * The p-value of pooled additive noise against the calibration's law at its expected parameter.
   */
  static double additive(NoiseCalibration calibration, double[] noise) {
    ContinuousDistribution law =
        calibration.law() == NoiseCalibration.Law.LAPLACE
            ? LaplaceDistribution.of(0.0, calibration.expected())
            : NormalDistribution.of(0.0, calibration.expected());
    return KolmogorovSmirnovTest.withDefaults().test(noise, law::cumulativeProbability).getPValue();
  }

  /**
   * The p-value of additive noise whose coordinate j sums {@code summands[j]} independent draws of
   * the calibration's law at its declared parameter (a central release: 1; a local sum over m
   * users: m), over rows of draws ({@code noise[r][j]}): every value is mapped through the
   * distribution function of its own sum (the probability integral transform; {@link LaplaceSumLaw}
   * for Laplace sums, the normal law of variance m·σ² for Gaussian ones) and the pooled values are
   * tested against the uniform law with Kolmogorov–Smirnov. Coordinates of no summand carry no
   * noise and are left out. Returns 1 when nothing is left.
   */
  static double additiveSums(NoiseCalibration calibration, double[][] noise, long[] summands) {
    return additiveSums(calibration, noise, summands, Integer.MAX_VALUE);
  }

  /**
   * As {@link #additiveSums(NoiseCalibration, double[][], long[])}, on at most about {@code most}
   * values: every coordinate when they fit, else every s-th coordinate (all its draws), s the
   * smallest stride that fits.
   */
  static double additiveSums(
      NoiseCalibration calibration, double[][] noise, long[] summands, int most) {
    double scale = calibration.parameter();
    Map<Long, LaplaceSumLaw> laws = new HashMap<>();
    long all = 0;
    for (long m : summands) {
      all += m > 0 ? noise.length : 0;
    }
    int stride = (int) Math.max(1, (all + most - 1) / Math.max(1, most));
    int count = 0;
    for (int j = 0; j < summands.length; j += stride) {
      count += summands[j] > 0 ? noise.length : 0;
    }
    if (count == 0) {
      return 1.0;
    }
    double[] u = new double[count];
    int at = 0;
    for (int j = 0; j < summands.length; j += stride) {
      long m = summands[j];
      if (m <= 0) {
        continue;
      }
      LaplaceSumLaw laplace =
          calibration.law() == NoiseCalibration.Law.LAPLACE
              ? laws.computeIfAbsent(m, LaplaceSumLaw::new)
              : null;
      double sd = scale * Math.sqrt((double) m);
      for (double[] row : noise) {
        double x = row[j];
        u[at++] = laplace != null ? laplace.cdf(x / scale) : StandardNormal.cdf(x / sd);
      }
    }
    return KolmogorovSmirnovTest.withDefaults()
        .test(u, x -> Math.min(1.0, Math.max(0.0, x)))
        .getPValue();
  }

  /**
   * The p-value of categorical outputs: {@code counts[j]} draws of category j against probabilities
   * {@code expected[j]}; categories with expected count below 5 are pooled into one.
   */
  static double categorical(double[] expected, long[] counts) {
    long total = Arrays.stream(counts).sum();
    double[] e = new double[expected.length];
    long[] o = new long[expected.length];
    int k = 0;
    double pooledE = 0;
    long pooledO = 0;
    for (int j = 0; j < expected.length; j++) {
      if (expected[j] * total < 5) {
        pooledE += expected[j] * total;
        pooledO += counts[j];
      } else {
        e[k] = expected[j] * total;
        o[k++] = counts[j];
      }
    }
    if (pooledE > 0 || pooledO > 0) {
      if (pooledE == 0) {
        return 0.0; // an output the law gives probability 0
      }
      e[k] = pooledE;
      o[k++] = pooledO;
    }
    if (k < 2) {
      return 1.0;
    }
    return ChiSquareTest.withDefaults().test(Arrays.copyOf(e, k), Arrays.copyOf(o, k)).getPValue();
  }

  /** Output probabilities of K-ary randomized response for input label y. */
  static double[] randomizedResponse(NoiseCalibration calibration, int y) {
    int classes = (int) calibration.categories();
    double keep = calibration.expected();
    double[] p = new double[classes];
    Arrays.fill(p, (1 - keep) / (classes - 1));
    p[y] = keep;
    return p;
  }

  /** Exponential-mechanism probabilities: softmax of the expected weight times the utilities. */
  static double[] exponential(NoiseCalibration calibration, double[] utilities) {
    double weight = calibration.expected();
    double max = Arrays.stream(utilities).max().orElse(0);
    double[] p = new double[utilities.length];
    double total = 0;
    for (int j = 0; j < p.length; j++) {
      p[j] = Math.exp(weight * (utilities[j] - max));
      total += p[j];
    }
    for (int j = 0; j < p.length; j++) {
      p[j] /= total;
    }
    return p;
  }
}
