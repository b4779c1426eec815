package org.ldpbench.testing;

import java.util.random.RandomGenerator;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.KnownTruth;
import org.ldpbench.data.RealTargets;
import org.ldpbench.data.SampleStreams;
import org.ldpbench.data.SourceInfo;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.Described;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * Test-only regression generator {@code test-regression}: X ~ U[0,1]², Y = m(x) + N(0, σ²) with
 * m(x) = sin(2πx₁) + x₂, so MSE and the exact excess MSE can be checked end to end.
 */
public final class ToyRegressionSource extends Described<SourceInfo> implements DataSourceFactory {

  public static final String NAME = "test-regression";

  static double m(double x1, double x2) {
    return Math.sin(2 * Math.PI * x1) + x2;
  }

  static final Param<Double> SIGMA = Param.real("sigma", 0.0, true, 10.0);
  static final Param<Integer> N_PRIVATE = Param.integer("nPrivate", 1, 1_000_000);
  static final Param<Integer> N_PUBLIC = Param.integer("nPublic", 0, 1_000_000);
  static final Param<Integer> N_TEST = Param.integer("nTest", 1, 1_000_000);

  public ToyRegressionSource() {
    super(
        SourceInfo.of(
                NAME,
                "test only: Y = sin(2 pi x1) + x2 + N(0, sigma^2) on U[0,1]^2",
                TaskType.REGRESSION)
            .withParameters(
                SIGMA.fit(0.5, "noise sd"),
                N_PRIVATE.fit(null, "private size"),
                N_PUBLIC.fit(0, "public size"),
                N_TEST.fit(200, "test size")));
  }

  @Override
  public DataSource create(ParameterSet p) {
    double sigma = p.get(SIGMA);
    int nPrivate = p.get(N_PRIVATE);
    int nPublic = p.get(N_PUBLIC);
    int nTest = p.get(N_TEST);
    return new Source(sigma, nPrivate, nPublic, nTest, p);
  }

  private record Source(double sigma, int nPrivate, int nPublic, int nTest, ParameterSet parameters)
      implements DataSource, KnownTruth {

    @Override
    public String id() {
      return NAME + "{" + parameters.canonical() + "}";
    }

    @Override
    public String provenance() {
      return "test generator " + id();
    }

    @Override
    public DataSplit draw(SampleStreams streams) {
      String identity = "sigma=" + sigma;
      return DataSplit.of(
          sample(nPublic, streams.stream("public", identity)),
          sample(nPrivate, streams.stream("private", identity)),
          sample(nTest, streams.stream("test", identity)));
    }

    private Dataset sample(int n, RandomGenerator rng) {
      double[] x = new double[2 * n];
      double[] y = new double[n];
      for (int i = 0; i < n; i++) {
        x[2 * i] = rng.nextDouble();
        x[2 * i + 1] = rng.nextDouble();
        y[i] = m(x[2 * i], x[2 * i + 1]) + sigma * rng.nextGaussian();
      }
      return new Dataset(Features.wrap(x, n, 2), new RealTargets(y));
    }

    @Override
    public double[] regressionFunction(Features points) {
      double[] out = new double[points.rows()];
      for (int i = 0; i < out.length; i++) {
        out[i] = m(points.get(i, 0), points.get(i, 1));
      }
      return out;
    }
  }
}
