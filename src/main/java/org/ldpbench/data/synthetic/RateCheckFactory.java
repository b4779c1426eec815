package org.ldpbench.data.synthetic;

import java.util.random.RandomGenerator;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.KnownBayesAccuracy;
import org.ldpbench.data.KnownTruth;
import org.ldpbench.data.SampleStreams;
import org.ldpbench.data.SourceInfo;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.Described;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * The generator of the rate check (spec/lpct.md §8, last item; not in the paper): X ~ U[0,1]^d,
 * η_P(x) = 1/2 + 0.4·(2x₁ − 1), so α = 1 and β = 1, and η_Q(x) = 1/2 + 0.4·sign(η_P − 1/2)·|2.5(η_P
 * − 1/2)|^γ.
 *
 * <p>The test "sample" is the midpoint grid of [0,1]^d with {@code testGrid} cells per axis (one
 * point per cell, labels drawn from η_P). The {@code excess-risk} metric averages |2η_P − 1|·1{f ≠
 * f*} over these points, i.e. the midpoint rule for the exact excess risk ∫|2η_P − 1|·1{f(x) ≠
 * f*(x)} dx. For a classifier constant on dyadic cells no finer than the grid (max-edge trees to
 * depth ≤ d·log₂(testGrid)) the rule is exact: the integrand is linear in x₁ on every grid cell
 * (the Bayes boundary x₁ = 1/2 is a cell edge for even grids). So excess risk is computed, not
 * estimated from test noise.
 */
public final class RateCheckFactory extends Described<SourceInfo> implements DataSourceFactory {

  public static final String NAME = "rate-check";

  static final Param<Integer> TEST_GRID = Param.integer("testGrid", 2, 4096);

  public RateCheckFactory() {
    super(
        SourceInfo.of(
                NAME,
                "rate check: eta_P = 1/2 + 0.4(2x1 - 1) on U[0,1]^d (alpha = beta = 1), exact excess risk on a grid",
                TaskType.CLASSIFICATION)
            .withParameters(
                SyntheticParams.D_UP_TO_4.fit(1, "dimension d"),
                SyntheticParams.GAMMA.fit(1.0, "relative signal exponent of eta_Q"),
                SyntheticParams.N_PRIVATE.fit(null, "private sample size n_P"),
                SyntheticParams.N_PUBLIC.fit(0, "public sample size n_Q"),
                TEST_GRID.fit(1024, "midpoint-grid cells per axis of the test points (even)")));
  }

  @Override
  public DataSource create(ParameterSet p) {
    int grid = p.get(TEST_GRID);
    if (grid % 2 != 0) {
      throw new IllegalArgumentException(
          "testGrid must be even (the Bayes boundary x1 = 1/2 is a cell edge), got " + grid);
    }
    long points = Math.round(Math.pow(grid, p.get(SyntheticParams.D_UP_TO_4)));
    if (points > 5_000_000) {
      throw new IllegalArgumentException(
          "testGrid^d = " + points + " test points; at most 5,000,000");
    }
    return new Source(
        p.get(SyntheticParams.D_UP_TO_4),
        p.get(SyntheticParams.GAMMA),
        p.get(SyntheticParams.N_PRIVATE),
        p.get(SyntheticParams.N_PUBLIC),
        grid,
        p);
  }

  /** η_P at x₁. */
  static double etaPrivate(double x1) {
    return 0.5 + 0.4 * (2 * x1 - 1);
  }

  /** η_Q at x₁. */
  static double etaPublic(double x1, double gamma) {
    double margin = etaPrivate(x1) - 0.5;
    return 0.5 + 0.4 * Math.signum(margin) * Math.pow(Math.abs(2.5 * margin), gamma);
  }

  private record Source(
      int d, double gamma, int nPrivate, int nPublic, int grid, ParameterSet parameters)
      implements DataSource, KnownTruth, KnownBayesAccuracy {

    @Override
    public String id() {
      return NAME + "{" + parameters.canonical() + "}";
    }

    @Override
    public String provenance() {
      return "synthetic generator " + NAME + " (spec/lpct.md 8) with " + parameters.canonical();
    }

    @Override
    public DataSplit draw(SampleStreams streams) {
      String p = "etaP{d=" + d + "}";
      Dataset privateSample = sample(nPrivate, false, streams.stream("private", p));
      Dataset publicSample =
          sample(
              nPublic,
              true,
              streams.stream(
                  "public", "etaQ{d=" + d + ",gamma=" + ParameterSet.format(gamma) + "}"));
      return DataSplit.of(
          publicSample, privateSample, testGrid(streams.stream("test", p + ",grid=" + grid)));
    }

    private Dataset sample(int n, boolean fromPublic, RandomGenerator rng) {
      double[] x = new double[n * d];
      int[] y = new int[n];
      for (int i = 0; i < n; i++) {
        for (int k = 0; k < d; k++) {
          x[i * d + k] = rng.nextDouble();
        }
        double eta = fromPublic ? etaPublic(x[i * d], gamma) : etaPrivate(x[i * d]);
        y[i] = rng.nextDouble() < eta ? 1 : 0;
      }
      return new Dataset(Features.wrap(x, n, d), ClassLabels.binary(y));
    }

    private Dataset testGrid(RandomGenerator rng) {
      int n = (int) Math.round(Math.pow(grid, d));
      double[] x = new double[n * d];
      int[] y = new int[n];
      for (int i = 0; i < n; i++) {
        int rest = i;
        for (int k = d - 1; k >= 0; k--) {
          x[i * d + k] = (rest % grid + 0.5) / grid;
          rest /= grid;
        }
        y[i] = rng.nextDouble() < etaPrivate(x[i * d]) ? 1 : 0;
      }
      return new Dataset(Features.wrap(x, n, d), ClassLabels.binary(y));
    }

    @Override
    public double[] regressionFunction(Features points) {
      double[] out = new double[points.rows()];
      for (int i = 0; i < out.length; i++) {
        out[i] = etaPrivate(points.get(i, 0));
      }
      return out;
    }

    /** E max(η, 1 − η) = 1/2 + E|0.4(2x₁ − 1)| = 1/2 + 0.2 = 0.7. */
    @Override
    public double bayesAccuracy() {
      return 0.7;
    }
  }
}
