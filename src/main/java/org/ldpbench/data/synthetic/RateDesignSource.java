package org.ldpbench.data.synthetic;

import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.KnownBayesAccuracy;
import org.ldpbench.data.KnownTruth;
import org.ldpbench.data.RealTargets;
import org.ldpbench.data.SampleRows;
import org.ldpbench.data.SampleStreams;
import org.ldpbench.data.StreamedRows;
import org.ldpbench.data.Targets;
import org.ldpbench.data.TaskType;
import org.ldpbench.hash.SplitMix64;
import org.ldpbench.param.ParameterSet;

/**
 * One replication of a {@link RateDesign}: n private rows, n_Q public rows (0 in the rate
 * experiments: label-DP methods see the private features in the clear), and the midpoint grid of
 * [0,1]^d with {@code testGrid} points per axis as test set (labels drawn from the design).
 *
 * <p>With {@code nTest > 0} the test set is instead nTest random draws from the design (high d,
 * where a grid is too large): the excess risk is then a Monte-Carlo estimate, and the Bayes
 * accuracy a Monte-Carlo average over {@value #MONTE_CARLO} fixed points.
 *
 * <p><b>Truth.</b> The excess-risk metrics average |2η − 1|·1{f ≠ f*} (classification) or (f − m)²
 * (regression) over the grid: the midpoint rule for the exact integral, with an error of order
 * testGrid^−2 for the smooth designs, far below the excess risks measured (≥ 1e-5). The Bayes
 * accuracy is the same rule applied to max(η, 1 − η). For G3 (K &gt; 2) only accuracy is available:
 * {@link #regressionFunction} is η₁ there and the binary excess-risk formula would be wrong, so it
 * refuses.
 *
 * <p><b>Chunks.</b> Each sample is drawn in chunks of {@value #CHUNK} rows, chunk c from its own
 * stream (the sample's stream seed mixed with c). So the content does not depend on how rows are
 * produced (a streaming reader can regenerate any chunk alone, in any order), and a smaller sample
 * is a prefix of a larger one. With {@code stream: true} the private sample is delivered that way
 * ({@link #streamed}) and never held whole.
 */
public final class RateDesignSource implements DataSource, KnownTruth, KnownBayesAccuracy {

  /** Points of the Monte-Carlo Bayes accuracy when the test set is random. */
  static final int MONTE_CARLO = 200_000;

  /** Rows per generation chunk. */
  public static final int CHUNK = 1 << 16;

  private final String factory;
  private final RateDesign design;
  private final int nPrivate;
  private final int nPublic;
  private final int testGrid;
  private final int nTest;
  private final boolean stream;
  private final ParameterSet parameters;
  private volatile Double bayes;

  RateDesignSource(
      String factory,
      RateDesign design,
      int nPrivate,
      int nPublic,
      int testGrid,
      int nTest,
      ParameterSet parameters) {
    this.factory = factory;
    this.design = design;
    this.nPrivate = nPrivate;
    this.nPublic = nPublic;
    this.testGrid = testGrid;
    this.nTest = nTest;
    this.stream =
        parameters.contains(SyntheticParams.STREAM.name())
            && parameters.get(SyntheticParams.STREAM);
    this.parameters = parameters.without(List.of(SyntheticParams.STREAM.name()));
  }

  public RateDesign design() {
    return design;
  }

  @Override
  public String id() {
    return factory + "{" + parameters.canonical() + "}";
  }

  @Override
  public String provenance() {
    return "synthetic generator "
        + factory
        + " (spec/phist-labeldp.md D.1) with "
        + parameters.canonical();
  }

  @Override
  public DataSplit draw(SampleStreams streams) {
    String law = lawIdentity();
    SampleRows priv =
        stream
            ? streamed(nPrivate, streams.stream("private", law))
            : sample(nPrivate, streams.stream("private", law));
    Dataset pub = sample(nPublic, streams.stream("public", law));
    Dataset test =
        nTest > 0
            ? sample(nTest, streams.stream("test", law + ",random"))
            : testSet(streams.stream("test", law + ",grid=" + testGrid));
    return DataSplit.of(pub, priv, test);
  }

  /** The parameters of the distribution only (not the sizes): the name of every sample's stream. */
  private String lawIdentity() {
    return parameters.without(List.of("nPrivate", "nPublic", "testGrid", "nTest")).canonical();
  }

  /** n rows in memory: the chunks of {@link #streamed} put together (see the class comment). */
  public Dataset sample(int n, RandomGenerator stream) {
    return streamed(n, stream).materialize();
  }

  /** n rows delivered chunk by chunk, chunk c drawn from its own stream. */
  public StreamedRows streamed(int n, RandomGenerator stream) {
    long base = stream.nextLong();
    int d = design.dimension();
    int classes = Math.max(design.classes(), 0);
    return new StreamedRows(
        n,
        d,
        classes > 0 ? TaskType.CLASSIFICATION : TaskType.REGRESSION,
        classes,
        CHUNK,
        (c, rows) -> {
          double[] x = new double[rows * d];
          int[] labels = classes > 0 ? new int[rows] : null;
          double[] values = classes > 0 ? null : new double[rows];
          design.draw(chunkStream(base, c), x, labels, values, 0, rows);
          Targets targets =
              labels != null ? new ClassLabels(labels, classes) : new RealTargets(values);
          return new Dataset(Features.wrap(x, rows, d), targets);
        });
  }

  /** The stream of chunk {@code c} of a sample whose stream began with {@code base}. */
  static SplittableRandom chunkStream(long base, long c) {
    return new SplittableRandom(base + SplitMix64.GOLDEN_GAMMA * (c + 1)).split();
  }

  private Dataset testSet(RandomGenerator rng) {
    int d = design.dimension();
    double[] x = grid();
    int n = x.length / d;
    int[] labels = design.classes() > 0 ? new int[n] : null;
    double[] values = design.classes() > 0 ? null : new double[n];
    design.targets(rng, x, labels, values, 0, n);
    Targets targets =
        labels != null ? new ClassLabels(labels, design.classes()) : new RealTargets(values);
    return new Dataset(Features.wrap(x, n, d), targets);
  }

  /** The midpoint grid with testGrid points per axis, row-major, last axis fastest. */
  private double[] grid() {
    int d = design.dimension();
    int n = testPoints(testGrid, d);
    double[] x = new double[n * d];
    for (int i = 0; i < n; i++) {
      int rest = i;
      for (int k = d - 1; k >= 0; k--) {
        x[i * d + k] = (rest % testGrid + 0.5) / testGrid;
        rest /= testGrid;
      }
    }
    return x;
  }

  static int testPoints(int grid, int d) {
    return (int) Math.round(Math.pow(grid, d));
  }

  /** η (binary designs) or m (regression) at every row. */
  @Override
  public double[] regressionFunction(Features points) {
    if (design.kind() == RateDesign.Kind.G3 && design.classes() > 2) {
      throw new UnsupportedOperationException(
          "excess-risk is defined for binary labels; G3 with K = "
              + design.classes()
              + " supports accuracy only");
    }
    int d = design.dimension();
    double[] row = new double[d];
    double[] out = new double[points.rows()];
    for (int i = 0; i < out.length; i++) {
      for (int k = 0; k < d; k++) {
        row[k] = points.get(i, k);
      }
      out[i] = design.classes() > 0 ? design.eta(row, 0) : design.m(row, 0);
    }
    return out;
  }

  /** E max_k η_k(X) by the midpoint rule on the test grid (classification designs). */
  @Override
  public double bayesAccuracy() {
    if (design.classes() == 0) {
      return Double.NaN;
    }
    Double b = bayes;
    if (b == null) {
      int d = design.dimension();
      double[] x =
          nTest > 0
              ? sample(MONTE_CARLO, new SplittableRandom(1)).features().copyRowMajor()
              : grid();
      double sum = 0;
      for (int o = 0; o < x.length; o += d) {
        sum += design.bayesProbability(x, o);
      }
      int rows = x.length / d;
      b = sum / rows;
      bayes = b;
    }
    return b;
  }
}
