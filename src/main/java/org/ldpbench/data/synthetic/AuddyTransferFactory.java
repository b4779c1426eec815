package org.ldpbench.data.synthetic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.KnownBayesAccuracy;
import org.ldpbench.data.KnownTruth;
import org.ldpbench.data.PlottableFunctions;
import org.ldpbench.data.SampleStreams;
import org.ldpbench.data.SourceInfo;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.Described;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * Data source {@code auddy-2d}: the simulation design of Auddy et al. (spec/distributed.md §5.1) as
 * m + 1 servers, each a private sample: server 0 the target (η_T), servers 1..m homogeneous sources
 * (η_S with exponent γ), X ~ U[0,1]² everywhere, and a test sample from the target. Sizes: n_0 =
 * {@code nTarget}, n_j = {@code nSource}, or, with {@code nTotal} &gt; 0 (Fig. 5), ⌊nTotal/(m+1)⌋
 * on every server. No public sample. The target's η is known, so excess risk is exact given the
 * test points; the Bayes accuracy (≈ 0.920) is computed by quadrature.
 *
 * <p>Streams: each server's sample is named by its role ({@code server-j}) and its distribution
 * (η_T, or η_S with γ), the test sample by η_T; so an ε or m sweep keeps every existing server's
 * data, a γ sweep keeps the target and test data, and a smaller sample is a prefix of a larger one.
 */
public final class AuddyTransferFactory extends Described<SourceInfo> implements DataSourceFactory {

  public static final String NAME = "auddy-2d";

  static final Param<Integer> M = Param.integer("m", 0, 200);
  static final Param<Double> GAMMA = Param.real("gamma", 0.0, false, 100.0);
  static final Param<Integer> N_TARGET = Param.integer("nTarget", 0, 10_000_000);
  static final Param<Integer> N_SOURCE = Param.integer("nSource", 0, 10_000_000);
  static final Param<Integer> N_TOTAL = Param.integer("nTotal", 0, 10_000_000);
  static final Param<Integer> N_TEST = Param.integer("nTest", 1, 100_000);

  public AuddyTransferFactory() {
    super(
        SourceInfo.of(
                NAME,
                "Auddy et al. simulation: target eta_T (checkerboard, beta = 1/4) and m sources eta_S(gamma), U[0,1]^2",
                TaskType.CLASSIFICATION)
            .withParameters(
                M.fit(1, "number of source servers m"),
                GAMMA.fit(1.0, "transfer exponent gamma of the sources"),
                N_TARGET.fit(0, "target sample size n_0"),
                N_SOURCE.fit(0, "sample size n of every source"),
                N_TOTAL.fit(
                    0, "if > 0: every one of the m+1 servers gets floor(nTotal/(m+1)) (Fig. 5)"),
                N_TEST.fit(1000, "target test points")));
  }

  /** Function names for heat maps. */
  public static final String ETA_TARGET = "etaTarget";

  public static final String ETA_SOURCE = "etaSource";

  /**
   * The target's Bayes accuracy: a constant, computed when first asked for (class initialization).
   */
  private static final class TargetBayesAccuracy {
    static final double VALUE = AuddyTransfer.bayesAccuracy(2000, false, 1.0);
  }

  @Override
  public DataSource create(ParameterSet p) {
    int m = p.get(M);
    int total = p.get(N_TOTAL);
    int n0 = total > 0 ? total / (m + 1) : p.get(N_TARGET);
    int n = total > 0 ? total / (m + 1) : p.get(N_SOURCE);
    if (n0 < 1 || (m > 0 && n < 1)) {
      throw new IllegalArgumentException(
          NAME + ": give nTarget and nSource >= 1 (or nTotal >= m + 1)");
    }
    return new Source(m, p.get(GAMMA), n0, n, p.get(N_TEST), p);
  }

  private record Source(
      int m, double gamma, int nTarget, int nSource, int nTest, ParameterSet parameters)
      implements DataSource, KnownTruth, KnownBayesAccuracy, PlottableFunctions {

    @Override
    public String id() {
      return NAME + "{" + parameters.canonical() + "}";
    }

    @Override
    public String provenance() {
      return "synthetic generator "
          + NAME
          + " (spec/distributed.md 5.1) with "
          + parameters.canonical();
    }

    @Override
    public int privateSampleCount() {
      return m + 1;
    }

    @Override
    public DataSplit draw(SampleStreams streams) {
      List<Dataset> servers = new ArrayList<>();
      servers.add(sample(nTarget, Double.NaN, streams.stream("server-0", "etaT")));
      String etaS = "etaS{gamma=" + ParameterSet.format(gamma) + "}";
      for (int j = 1; j <= m; j++) {
        servers.add(sample(nSource, gamma, streams.stream("server-" + j, etaS)));
      }
      Dataset test = sample(nTest, Double.NaN, streams.stream("test", "etaT"));
      return new DataSplit(Dataset.emptyBinary(2), servers, test);
    }

    /** n points, X ~ U[0,1]², Y ~ Bernoulli(η_T) (gamma NaN) or Bernoulli(η_S). */
    private static Dataset sample(int n, double gamma, RandomGenerator rng) {
      double[] x = new double[2 * n];
      int[] y = new int[n];
      for (int i = 0; i < n; i++) {
        double x1 = rng.nextDouble();
        double x2 = rng.nextDouble();
        double eta = AuddyTransfer.etaTarget(x1, x2);
        if (!Double.isNaN(gamma)) {
          eta = AuddyTransfer.etaSource(eta, gamma);
        }
        x[2 * i] = x1;
        x[2 * i + 1] = x2;
        y[i] = rng.nextDouble() < eta ? 1 : 0;
      }
      return new Dataset(Features.wrap(x, n, 2), ClassLabels.binary(y));
    }

    @Override
    public double[] regressionFunction(Features points) {
      double[] eta = new double[points.rows()];
      for (int i = 0; i < eta.length; i++) {
        eta[i] = AuddyTransfer.etaTarget(points.get(i, 0), points.get(i, 1));
      }
      return eta;
    }

    @Override
    public double bayesAccuracy() {
      return TargetBayesAccuracy.VALUE;
    }

    @Override
    public Map<String, Function> functions() {
      Map<String, Function> f = new LinkedHashMap<>();
      f.put(
          ETA_TARGET,
          new Function("\u03b7_T(x): target regression function", AuddyTransfer::etaTarget));
      f.put(
          ETA_SOURCE,
          new Function(
              "\u03b7_S(x): source regression function, \u03b3 = " + ParameterSet.format(gamma),
              (a, b) -> AuddyTransfer.etaSource(AuddyTransfer.etaTarget(a, b), gamma)));
      return f;
    }
  }
}
