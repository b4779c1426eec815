package org.ldpbench.audit.endtoend;

import java.util.Locale;
import org.apache.commons.statistics.distribution.NormalDistribution;
import org.ldpbench.privacy.GaussianMechanism;

/**
 * The Gaussian law of a one-dimensional statistic of the releases on two neighbouring inputs, read
 * from independent evaluation draws: when both samples look Gaussian with a common spread (the
 * release is Gaussian noise on a deterministic statistic, projected on a fixed direction), the two
 * laws are N(m, s²) and N(m', s²), and every Gaussian mechanism with separation μ = |m − m'|/s has
 * the exact privacy curve δ(ε) of Balle &amp; Wang (2018, Thm 8). A lower confidence bound on μ
 * gives a lower bound on the mechanism's δ(ε).
 *
 * @param mu the estimated separation
 * @param muLower its lower confidence bound
 * @param gaussian whether both samples pass the skewness and kurtosis check
 */
record GaussianLaw(double mu, double muLower, boolean gaussian) {

  /**
   * Largest |skewness| and |excess kurtosis| accepted as Gaussian (about 6 standard errors at 20
   * 000 draws).
   */
  private static final double SKEW = 0.1;

  private static final double KURTOSIS = 0.2;

  static GaussianLaw of(double[] a, double[] b, double alpha) {
    double[] ma = moments(a);
    double[] mb = moments(b);
    boolean gaussian =
        a.length >= 2000
            && Math.abs(ma[2]) < SKEW
            && Math.abs(mb[2]) < SKEW
            && Math.abs(ma[3]) < KURTOSIS
            && Math.abs(mb[3]) < KURTOSIS
            && Math.abs(ma[1] / mb[1] - 1) < 0.1;
    double s = Math.sqrt((ma[1] + mb[1]) / 2);
    double mu = s == 0 ? 0 : Math.abs(ma[0] - mb[0]) / s;
    double z = NormalDistribution.of(0, 1).inverseCumulativeProbability(1 - alpha);
    // standard error of the standardized mean difference (Hedges & Olkin)
    double se =
        Math.sqrt(1.0 / a.length + 1.0 / b.length + mu * mu / (2.0 * (a.length + b.length)));
    return new GaussianLaw(mu, Math.max(0, mu - z * se), gaussian);
  }

  /**
   * Lower bound on δ(ε) of the mechanism: the exact δ of a Gaussian mechanism with separation
   * {@link #muLower}.
   */
  double deltaLowerBound(double epsilon) {
    return muLower <= 0 ? 0 : GaussianMechanism.withSigma(1 / muLower).exactDelta(1.0, epsilon);
  }

  /** mean, variance, skewness, excess kurtosis. */
  private static double[] moments(double[] x) {
    double mean = 0;
    for (double v : x) {
      mean += v;
    }
    mean /= x.length;
    double m2 = 0;
    double m3 = 0;
    double m4 = 0;
    for (double v : x) {
      double c = v - mean;
      m2 += c * c;
      m3 += c * c * c;
      m4 += c * c * c * c;
    }
    m2 /= x.length;
    m3 /= x.length;
    m4 /= x.length;
    return new double[] {
      mean, m2, m2 == 0 ? 0 : m3 / Math.pow(m2, 1.5), m2 == 0 ? 0 : m4 / (m2 * m2) - 3
    };
  }

  @Override
  public String toString() {
    return String.format(
        Locale.ROOT, "Gaussian law: separation mu = %.4f (lower bound %.4f)", mu, muLower);
  }
}
