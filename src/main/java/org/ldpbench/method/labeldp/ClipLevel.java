package org.ldpbench.method.labeldp;

import org.ldpbench.param.Keyword;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;

/**
 * The clipping level T of the regression learners: fixed ({@code tails: bounded}, T = clip, a no-op
 * for labels bounded by T, Assumption 2) or, for labels with only p moments ({@code tails: heavy},
 * Assumption 3), the theory's T = c_T·(…)^{1/p} of the method.
 */
final class ClipLevel {

  static final Param<Tails> TAILS = Param.choice("tails", Tails.class);
  static final Param<Double> CLIP = Param.real("clip", 0.0, false, 1e9);
  static final Param<Double> P = Param.real("p", 1.0, false, 1e3);
  static final Param<Double> C_T = Param.real("cT", 0.0, false, 1e6);

  /** What is assumed of the labels' tails ({@code tails:} in a spec). */
  enum Tails implements Keyword {
    /** {@code bounded}: labels bounded by T (Assumption 2). */
    BOUNDED,
    /** {@code heavy}: labels with only p moments (Assumption 3). */
    HEAVY
  }

  private ClipLevel() {}

  static ParameterSpec[] parameters() {
    return new ParameterSpec[] {
      TAILS.fit(
          Tails.BOUNDED,
          "bounded: T = clip; heavy: T from the theory for p moments (Zhao et al. Thm 10, 12)"),
      CLIP.fit(1.0, "T when tails: bounded"),
      P.fit(3.0, "moment order p (tails: heavy)"),
      C_T.fit(1.0, "constant of T (tails: heavy)")
    };
  }

  static boolean heavy(ParameterSet p) {
    return p.get(TAILS) == Tails.HEAVY;
  }

  /** T: {@code clip}, or c_T·base^{1/exponentDenominator} for heavy tails. */
  static double level(ParameterSet p, double base, double exponentDenominator) {
    return heavy(p)
        ? p.get(C_T) * Math.pow(Math.max(base, 1.0), 1.0 / exponentDenominator)
        : p.get(CLIP);
  }

  static double clip(double y, double t) {
    return Math.max(-t, Math.min(t, y));
  }
}
