package org.ldpbench.data.synthetic;

import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.SourceInfo;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.Described;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/** Registers the Ma–Yang 2-d generator as data source {@code ma-yang-2d}. */
public final class MaYang2dFactory extends Described<SourceInfo> implements DataSourceFactory {

  public static final String NAME = "ma-yang-2d";

  static final Param<Double> THRESHOLD = Param.real("threshold", 0.0, false, 1.0, false);
  static final Param<Integer> N_TEST = Param.integer("nTest", 1, 100_000_000);

  /**
   * Version 3: the private sample is drawn in chunks of 65,536 rows, chunk c ≥ 1 from its own
   * stream (samples of up to 65,536 rows are unchanged); 2: each sample has its own stream named by
   * its own distribution (issue 5); version 1 drew the three samples from one replication stream.
   */
  public MaYang2dFactory() {
    super(
        SourceInfo.of(
                NAME,
                "Ma & Yang 2-d posterior-drift design: X ~ U[0,1]^2, eta_P and eta_Q(gamma) (spec/lpct.md 5.2)",
                TaskType.CLASSIFICATION)
            .withVersion(3)
            .withParameters(
                SyntheticParams.GAMMA.fit(
                    null,
                    "relative signal exponent of the public labels (0.5: strong public signal, 5: weak)"),
                THRESHOLD.fit(
                    MaYang2d.CODE_THRESHOLD,
                    "sign threshold of eta (0.33 in the authors' code, 1/3 in the paper); a grid of k bins per"
                        + " axis, k a multiple of 3, lines up with it: move it to test grid methods"),
                SyntheticParams.N_PRIVATE.fit(null, "private sample size n_P"),
                SyntheticParams.N_PUBLIC.fit(null, "public sample size n_Q"),
                N_TEST.fit(2000, "test points drawn from P"),
                SyntheticParams.STREAM_SPEC));
  }

  @Override
  public DataSource create(ParameterSet p) {
    return new MaYang2dSource(
        new MaYang2d(p.get(SyntheticParams.GAMMA), p.get(THRESHOLD)),
        p.get(SyntheticParams.N_PRIVATE),
        p.get(SyntheticParams.N_PUBLIC),
        p.get(N_TEST),
        p.get(SyntheticParams.STREAM),
        p);
  }
}
