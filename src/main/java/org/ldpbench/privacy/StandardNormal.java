package org.ldpbench.privacy;

import org.apache.commons.numbers.gamma.Erfc;

/**
 * The standard normal distribution with the tail accuracy privacy calibrations need: the Gaussian
 * mechanism's exact δ and PrivUnitG's thresholds evaluate Φ far in its tails, where {@code 1 −
 * Φ(x)} computed as a difference would lose every digit.
 *
 * <ul>
 *   <li>{@link #cdf} and {@link #survival} from erfc (relative accuracy kept in the tails);
 *   <li>{@link #logSurvival} continues past erfc's underflow (x &gt; 37) with the asymptotic series
 *       of Mills' ratio;
 *   <li>{@link #quantile} is Wichura's AS 241 (PPND16), accurate to about 1e-16 relative for p down
 *       to the smallest positive double.
 * </ul>
 *
 * Pure static functions.
 */
public final class StandardNormal {

  private static final double SQRT2 = Math.sqrt(2.0);
  private static final double LOG_SQRT_2PI = 0.5 * Math.log(2.0 * Math.PI);

  private StandardNormal() {}

  /** The density φ(x). */
  public static double density(double x) {
    return Math.exp(-0.5 * x * x - LOG_SQRT_2PI);
  }

  /** Φ(x) = P(Z ≤ x). */
  public static double cdf(double x) {
    return 0.5 * Erfc.value(-x / SQRT2);
  }

  /** 1 − Φ(x) = P(Z &gt; x), accurate in the upper tail. */
  public static double survival(double x) {
    return 0.5 * Erfc.value(x / SQRT2);
  }

  /** log(1 − Φ(x)), finite for every finite x. */
  public static double logSurvival(double x) {
    if (x < 30.0) {
      return Math.log(survival(x));
    }
    // Mills' ratio: 1 − Φ(x) = φ(x)/x · (1 − 1/x² + 3/x⁴ − 15/x⁶ + …); at x ≥ 30 the next term is <
    // 1e-10
    double x2 = x * x;
    double series = 1.0 - 1.0 / x2 + 3.0 / (x2 * x2) - 15.0 / (x2 * x2 * x2);
    return -0.5 * x2 - LOG_SQRT_2PI - Math.log(x) + Math.log(series);
  }

  /** log Φ(x), finite for every finite x. */
  public static double logCdf(double x) {
    return logSurvival(-x);
  }

  /**
   * Φ⁻¹(p) by AS 241 (Wichura 1988, algorithm PPND16).
   *
   * @param p in [0, 1]; 0 and 1 give −∞ and +∞
   */
  public static double quantile(double p) {
    if (!(p >= 0.0 && p <= 1.0)) {
      throw new IllegalArgumentException("p must be in [0, 1], got " + p);
    }
    double q = p - 0.5;
    if (Math.abs(q) <= 0.425) {
      double r = 0.180625 - q * q;
      return q
          * (((((((2.5090809287301226727e+3 * r + 3.3430575583588128105e+4) * r
                                                      + 6.7265770927008700853e+4)
                                                  * r
                                              + 4.5921953931549871457e+4)
                                          * r
                                      + 1.3731693765509461125e+4)
                                  * r
                              + 1.9715909503065514427e+3)
                          * r
                      + 1.3314166789178437745e+2)
                  * r
              + 3.3871328727963666080e0)
          / (((((((5.2264952788528545610e+3 * r + 2.8729085735721942674e+4) * r
                                                      + 3.9307895800092710610e+4)
                                                  * r
                                              + 2.1213794301586595867e+4)
                                          * r
                                      + 5.3941960214247511077e+3)
                                  * r
                              + 6.8718700749205790830e+2)
                          * r
                      + 4.2313330701600911252e+1)
                  * r
              + 1.0);
    }
    double tail = q < 0.0 ? p : 1.0 - p;
    if (tail == 0.0) {
      return q < 0.0 ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
    }
    double r = Math.sqrt(-Math.log(tail));
    double value;
    if (r <= 5.0) {
      r -= 1.6;
      value =
          (((((((7.74545014278341407640e-4 * r + 2.27238449892691845833e-2) * r
                                                          + 2.41780725177450611770e-1)
                                                      * r
                                                  + 1.27045825245236838258e0)
                                              * r
                                          + 3.64784832476320460504e0)
                                      * r
                                  + 5.76949722146069140550e0)
                              * r
                          + 4.63033784615654529590e0)
                      * r
                  + 1.42343711074968357734e0)
              / (((((((1.05075007164441684324e-9 * r + 5.47593808499534494600e-4) * r
                                                          + 1.51986665636164571966e-2)
                                                      * r
                                                  + 1.48103976427480074590e-1)
                                              * r
                                          + 6.89767334985100004550e-1)
                                      * r
                                  + 1.67638483018380384940e0)
                              * r
                          + 2.05319162663775882187e0)
                      * r
                  + 1.0);
    } else {
      r -= 5.0;
      value =
          (((((((2.01033439929228813265e-7 * r + 2.71155556874348757815e-5) * r
                                                          + 1.24266094738807843860e-3)
                                                      * r
                                                  + 2.65321895265761230930e-2)
                                              * r
                                          + 2.96560571828504891230e-1)
                                      * r
                                  + 1.78482653991729133580e0)
                              * r
                          + 5.46378491116411436990e0)
                      * r
                  + 6.65790464350110377720e0)
              / (((((((2.04426310338993978564e-15 * r + 1.42151175831644588870e-7) * r
                                                          + 1.84631831751005468180e-5)
                                                      * r
                                                  + 7.86869131145613259100e-4)
                                              * r
                                          + 1.48753612908506148525e-2)
                                      * r
                                  + 1.36929880922735805310e-1)
                              * r
                          + 5.99832206555887937690e-1)
                      * r
                  + 1.0);
    }
    return q < 0.0 ? -value : value;
  }

  /** Φ⁻¹(1 − q), the upper quantile, accurate for small q (no cancellation in 1 − q). */
  public static double upperQuantile(double q) {
    return -quantile(q);
  }
}
