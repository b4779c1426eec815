package org.ldpbench.method;

import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * Parameter keys that several method families declare the same way: one spelling, one range. Each
 * family still writes its own description where it declares them (what the parameter means for that
 * method).
 */
public final class CommonParams {

  /**
   * How a local mechanism's aggregate is drawn: {@code aggregate} (the exact law of the sum of the
   * users' noise, DESIGN rule 2) or {@code per-user} (every user's release drawn).
   */
  public static final Param<NoiseDraw> NOISE = Param.choice("noise", NoiseDraw.class);

  /** The Hölder exponent β assumed by a theory schedule (bandwidth, k, h_opt). */
  public static final Param<Double> BETA = Param.real("beta", 0.0, false, 1.0);

  private CommonParams() {}

  /** Whether {@link #NOISE} asks for every user's release. */
  public static boolean perUser(ParameterSet p) {
    return p.get(NOISE) == NoiseDraw.PER_USER;
  }
}
