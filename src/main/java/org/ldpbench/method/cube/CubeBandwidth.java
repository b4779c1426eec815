package org.ldpbench.method.cube;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;
import org.ldpbench.method.CommonParams;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.Schedule;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;

/**
 * The cube side h of the histogram-type methods (BB, Zhao et al.'s cube learners), chosen from
 * public metadata only: either the theory's schedule h = c·rate(N, ε, d, β) of the method, with a
 * constant c picked by a pilot (spec §A.4, §D.3), or a fixed h; plus the random public grid shift
 * of spec §D.6.
 */
public final class CubeBandwidth {

  public static final Param<Schedule> BANDWIDTH = Param.choice("bandwidth", Schedule.class);
  public static final Param<Double> C = Param.real("c", 0.0, false, 1e6);
  public static final Param<Double> H = Param.real("h", 0.0, false, 1.0);
  public static final Param<Boolean> SHIFT = Param.bool("shift");

  private CubeBandwidth() {}

  /** The shared parameters, followed by {@code more}. */
  public static ParameterSpec[] parameters(String theory, ParameterSpec... more) {
    List<ParameterSpec> out =
        new ArrayList<>(
            List.of(
                BANDWIDTH.fit(Schedule.THEORY, "theory: h = c * " + theory + "; fixed: h as given"),
                C.fit(1.0, "constant c of the theory schedule"),
                H.fit(0.1, "cube side when bandwidth: fixed"),
                CommonParams.BETA.fit(1.0, "Hoelder exponent beta assumed by the theory schedule"),
                SHIFT.fit(true, "shift the lattice by a public U[0,h)^d offset (spec D.6)")));
    out.addAll(Arrays.asList(more));
    return out.toArray(ParameterSpec[]::new);
  }

  /** h: c·{@code theoryRate} or the fixed value, capped to [1e-7, 1]. */
  public static double side(ParameterSet p, double theoryRate) {
    double h = p.get(BANDWIDTH) == Schedule.FIXED ? p.get(H) : p.get(C) * theoryRate;
    return Math.max(1e-7, Math.min(1.0, h));
  }

  /** The lattice of side {@link #side} for this input, shifted as the parameters say. */
  public static CubeLattice lattice(
      PublicInput input, ParameterSet p, double theoryRate, RandomGenerator publicRandomness) {
    return CubeLattice.of(input.dimension(), side(p, theoryRate), p.get(SHIFT), publicRandomness);
  }

  /** N of the only private sample, at least 1. */
  public static long n(PublicInput input) {
    return Math.max(1, input.privateSampleSizes().get(0));
  }
}
