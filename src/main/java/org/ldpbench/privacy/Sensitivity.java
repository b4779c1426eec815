package org.ldpbench.privacy;

/**
 * A declared sensitivity (DESIGN rule 1, the sensitivity layer of the privacy audit): how far the
 * statistic a mechanism perturbs may move between neighbouring inputs, in the norm its noise is
 * calibrated for — L1 for Laplace, L2 for Gaussian, the largest change of any one utility for the
 * exponential mechanism — or, for a local randomizer of a bounded domain, how far each input may be
 * from the origin (PrivUnitG's ball, a clipped label). The audit measures {@link #measure} on
 * neighbouring pairs and fails when it exceeds {@link #bound()}.
 *
 * @param norm how a change (or a value) is measured
 * @param bound the declared bound
 */
public record Sensitivity(Norm norm, double bound) {

  /** How a change or a value is measured. */
  public enum Norm {
    /** Σ |a_i − b_i|. */
    L1,
    /** √Σ (a_i − b_i)². */
    L2,
    /** max |a_i − b_i| (a utility's change, for the exponential mechanism). */
    LINF,
    /** The larger of ‖a‖₂ and ‖b‖₂: both inputs lie in the ball of the declared radius. */
    DOMAIN_L2,
    /** The larger of max |a_i| and max |b_i|: every input coordinate lies in [−bound, bound]. */
    DOMAIN_MAX
  }

  public Sensitivity {
    if (!(bound > 0) || !Double.isFinite(bound)) {
      throw new IllegalArgumentException("a sensitivity must be finite and > 0, got " + bound);
    }
  }

  public static Sensitivity l1(double bound) {
    return new Sensitivity(Norm.L1, bound);
  }

  public static Sensitivity l2(double bound) {
    return new Sensitivity(Norm.L2, bound);
  }

  public static Sensitivity lInf(double bound) {
    return new Sensitivity(Norm.LINF, bound);
  }

  public static Sensitivity domainL2(double radius) {
    return new Sensitivity(Norm.DOMAIN_L2, radius);
  }

  public static Sensitivity domainMax(double bound) {
    return new Sensitivity(Norm.DOMAIN_MAX, bound);
  }

  /**
   * The change from {@code a} to {@code b} (or, for a domain, the larger size of the two), in this
   * norm.
   */
  public double measure(double[] a, double[] b) {
    if (norm == Norm.DOMAIN_L2) {
      return Math.max(l2Norm(a, null), l2Norm(b, null));
    }
    if (norm == Norm.DOMAIN_MAX) {
      return Math.max(maxAbs(a, null), maxAbs(b, null));
    }
    if (a.length != b.length) {
      throw new IllegalArgumentException(
          "statistics of " + a.length + " and " + b.length + " coordinates");
    }
    return switch (norm) {
      case L1 -> {
        double total = 0;
        for (int i = 0; i < a.length; i++) {
          total += Math.abs(a[i] - b[i]);
        }
        yield total;
      }
      case L2 -> l2Norm(a, b);
      default -> maxAbs(a, b);
    };
  }

  private static double l2Norm(double[] a, double[] b) {
    double total = 0;
    for (int i = 0; i < a.length; i++) {
      double v = b == null ? a[i] : a[i] - b[i];
      total += v * v;
    }
    return Math.sqrt(total);
  }

  private static double maxAbs(double[] a, double[] b) {
    double max = 0;
    for (int i = 0; i < a.length; i++) {
      max = Math.max(max, Math.abs(b == null ? a[i] : a[i] - b[i]));
    }
    return max;
  }

  /** Whether {@code measured} is within the bound (up to rounding, relative 1e-9). */
  public boolean admits(double measured) {
    return measured <= bound * (1 + 1e-9);
  }
}
