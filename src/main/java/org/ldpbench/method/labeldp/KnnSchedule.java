package org.ldpbench.method.labeldp;

import org.ldpbench.method.CommonParams;
import org.ldpbench.method.Schedule;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;

/**
 * The number of neighbours k of the kNN regressors (spec §C.5): the theory's schedule times a
 * constant c_k, or fixed; always in 1..N.
 */
final class KnnSchedule {

  static final Param<Schedule> NEIGHBOURS = Param.choice("neighbours", Schedule.class);
  static final Param<Double> CK = Param.real("ck", 0.0, false, 1e9);
  static final Param<Integer> K = Param.integer("k", 1, Integer.MAX_VALUE);

  private KnnSchedule() {}

  static ParameterSpec[] parameters(String theory) {
    return new ParameterSpec[] {
      NEIGHBOURS.fit(Schedule.THEORY, "theory: k = ck * " + theory + "; fixed: k as given"),
      CK.fit(1.0, "constant of the k schedule"),
      K.fit(10, "k when neighbours: fixed"),
      CommonParams.BETA.fit(1.0, "Hoelder exponent beta of the schedule")
    };
  }

  /** k from the schedule value {@code theory} (before the constant), clamped to 1..n. */
  static int k(ParameterSet p, double theory, long n) {
    double k = p.get(NEIGHBOURS) == Schedule.FIXED ? p.get(K) : p.get(CK) * theory;
    return (int) Math.max(1, Math.min(n, Math.round(k)));
  }

  /** The non-private schedule N^{2β/(2β+d)}. */
  static double nonPrivate(long n, int d, double beta) {
    return Math.pow((double) n, 2 * beta / (2 * beta + d));
  }
}
