package org.ldpbench.spec;

import java.util.List;

/**
 * One axis of an experiment's sweep: the privacy budget ε or δ, or a parameter of the data source
 * (n_P, n_Q, γ, ...). Every combination of axis values is a sweep point; each method reports its
 * best configuration per sweep point.
 *
 * @param name axis name as in the spec ({@code epsilon} or a data parameter)
 * @param kind what the axis changes
 * @param values canonical values in spec order
 */
public record SweepAxis(String name, Kind kind, List<Object> values) {

  /** The ε axis name. */
  public static final String EPSILON = "epsilon";

  /** The δ axis name. */
  public static final String DELTA = "delta";

  public SweepAxis {
    values = List.copyOf(values);
  }

  /** What a sweep axis changes. */
  public enum Kind {
    /** The privacy budget ε (of every private sample, unless {@code budgets:} says otherwise). */
    EPSILON,
    /** The δ of (ε, δ)-DP (of every private sample, unless {@code budgets:} says otherwise). */
    DELTA,
    /** A parameter of the data source; the data differ between its values. */
    DATA
  }
}
