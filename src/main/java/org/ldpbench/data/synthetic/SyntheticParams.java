package org.ldpbench.data.synthetic;

import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSpec;

/**
 * Parameter keys several synthetic generators declare the same way: sample sizes, γ, dimension,
 * streaming.
 */
final class SyntheticParams {

  /** The relative signal exponent γ of the public (or source) labels. */
  static final Param<Double> GAMMA = Param.real("gamma", 0.0, false, 1e6);

  /** The private sample size n_P of the Ma &amp; Yang designs. */
  static final Param<Integer> N_PRIVATE = Param.integer("nPrivate", 1, 100_000_000);

  /** The public sample size n_Q. */
  static final Param<Integer> N_PUBLIC = Param.integer("nPublic", 0, 100_000_000);

  /** The dimension of the designs with a test grid in up to 4 dimensions. */
  static final Param<Integer> D_UP_TO_4 = Param.integer("d", 1, 4);

  /** The dimension of the rate designs that sample their test points or use a coarse grid. */
  static final Param<Integer> D_UP_TO_128 = Param.integer("d", 1, 128);

  /** Whether the private sample is delivered in chunks (left out of the source's id: same rows). */
  static final Param<Boolean> STREAM = Param.bool("stream");

  /** The declaration of {@link #STREAM}, the same in every generator that streams. */
  static final ParameterSpec STREAM_SPEC =
      STREAM.fit(
          false,
          "deliver the private sample in chunks of 65,536 rows "
              + "instead of holding it in memory (the same rows; only methods that read chunks accept it)");

  private SyntheticParams() {}
}
