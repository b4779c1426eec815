package org.ldpbench.testing;

import java.util.List;
import java.util.random.RandomGenerator;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.SampleStreams;
import org.ldpbench.data.SourceInfo;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.Described;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * Test-only two-server classification source {@code test-two-servers}: a target server and a source
 * server, X ~ U[0,1]², P(Y = 1 | x) = 0.9 if x₁ &gt; 1/2 else 0.1 on both (the source's signal can
 * be weakened with {@code sourceSignal}).
 */
public final class TwoServerSource extends Described<SourceInfo> implements DataSourceFactory {

  public static final String NAME = "test-two-servers";

  static final Param<Integer> N_TARGET = Param.integer("nTarget", 1, 1_000_000);
  static final Param<Integer> N_SOURCE = Param.integer("nSource", 1, 1_000_000);
  static final Param<Double> SOURCE_SIGNAL = Param.real("sourceSignal", 0.0, true, 0.5);
  static final Param<Integer> N_TEST = Param.integer("nTest", 1, 1_000_000);

  public TwoServerSource() {
    super(
        SourceInfo.of(
                NAME,
                "test only: two servers, eta = 0.9 / 0.1 split at x1 = 1/2",
                TaskType.CLASSIFICATION)
            .withParameters(
                N_TARGET.fit(null, "target server size"),
                N_SOURCE.fit(null, "source server size"),
                SOURCE_SIGNAL.fit(0.4, "|eta - 1/2| on the source"),
                N_TEST.fit(200, "test size")));
  }

  @Override
  public DataSource create(ParameterSet p) {
    return new Source(p.get(N_TARGET), p.get(N_SOURCE), p.get(SOURCE_SIGNAL), p.get(N_TEST), p);
  }

  private record Source(
      int nTarget, int nSource, double sourceSignal, int nTest, ParameterSet parameters)
      implements DataSource {

    @Override
    public String id() {
      return NAME + "{" + parameters.canonical() + "}";
    }

    @Override
    public String provenance() {
      return "test generator " + id();
    }

    @Override
    public int privateSampleCount() {
      return 2;
    }

    @Override
    public DataSplit draw(SampleStreams streams) {
      Dataset target = sample(nTarget, 0.4, streams.stream("server-0", "target"));
      Dataset source =
          sample(nSource, sourceSignal, streams.stream("server-1", "signal=" + sourceSignal));
      Dataset test = sample(nTest, 0.4, streams.stream("test", "target"));
      return new DataSplit(
          sample(0, 0.4, streams.stream("public", "none")), List.of(target, source), test);
    }

    private static Dataset sample(int n, double signal, RandomGenerator rng) {
      double[] x = new double[2 * n];
      int[] y = new int[n];
      for (int i = 0; i < n; i++) {
        x[2 * i] = rng.nextDouble();
        x[2 * i + 1] = rng.nextDouble();
        double eta = x[2 * i] > 0.5 ? 0.5 + signal : 0.5 - signal;
        y[i] = rng.nextDouble() < eta ? 1 : 0;
      }
      return new Dataset(Features.wrap(x, n, 2), ClassLabels.binary(y));
    }
  }
}
