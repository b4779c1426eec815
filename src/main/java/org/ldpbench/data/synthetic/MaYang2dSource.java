package org.ldpbench.data.synthetic;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.KnownBayesAccuracy;
import org.ldpbench.data.KnownTruth;
import org.ldpbench.data.PlottableFunctions;
import org.ldpbench.data.SampleRows;
import org.ldpbench.data.SampleStreams;
import org.ldpbench.data.StreamedRows;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.ParameterSet;

/**
 * Draws one replication of the Ma–Yang synthetic design: n_P private points with labels from η_P,
 * n_Q public points with labels from η_Q, and n_test test points from P.
 *
 * <p>Each sample has its own stream, named by the parameters of its own distribution only (private
 * and test: η_P and the threshold; public: η_Q, i.e. γ and the threshold), and each row draws x₁,
 * x₂ then its label. So an n_Q or γ sweep keeps the private and test samples, an n_P sweep keeps
 * the public and test samples, and a smaller sample is a prefix of a larger one.
 *
 * <p><b>Chunks.</b> The private sample is drawn in chunks of {@value #CHUNK} rows: chunk 0 from the
 * sample's stream (so samples of up to {@value #CHUNK} rows, every sample of the paper's figures,
 * are the rows version 2 drew), chunk c ≥ 1 from its own stream seeded by c. With {@code stream:
 * true} the private sample is delivered chunk by chunk ({@link StreamedRows}) instead of held in
 * memory: the same rows, for n_P up to 10⁸ in bounded memory.
 */
public final class MaYang2dSource
    implements DataSource, KnownBayesAccuracy, KnownTruth, PlottableFunctions {

  /** Function names for heat maps: η_P and η_Q. */
  public static final String ETA_PRIVATE = "etaPrivate";

  public static final String ETA_PUBLIC = "etaPublic";

  /** Grid size of the quadrature for the Bayes accuracy (error below 1e-3, see MaYang2d). */
  static final int BAYES_GRID = 2000;

  private final MaYang2d model;
  private final int nPrivate;
  private final int nPublic;
  private final int nTest;
  private final boolean stream;
  private final ParameterSet parameters;

  /** Rows per generation chunk of the private sample. */
  public static final int CHUNK = RateDesignSource.CHUNK;

  public MaYang2dSource(
      MaYang2d model, int nPrivate, int nPublic, int nTest, ParameterSet parameters) {
    this(model, nPrivate, nPublic, nTest, false, parameters);
  }

  /**
   * @param stream whether to deliver the private sample in chunks rather than in memory
   * @param parameters the source's parameters (the id leaves {@code stream} out: same rows either
   *     way)
   */
  public MaYang2dSource(
      MaYang2d model,
      int nPrivate,
      int nPublic,
      int nTest,
      boolean stream,
      ParameterSet parameters) {
    this.model = model;
    this.nPrivate = nPrivate;
    this.nPublic = nPublic;
    this.nTest = nTest;
    this.stream = stream;
    this.parameters = parameters.without(List.of(SyntheticParams.STREAM.name()));
  }

  public MaYang2d model() {
    return model;
  }

  @Override
  public String id() {
    return MaYang2dFactory.NAME + "{" + parameters.canonical() + "}";
  }

  @Override
  public String provenance() {
    return "synthetic generator "
        + MaYang2dFactory.NAME
        + " (spec/lpct.md 5.2) with "
        + parameters.canonical();
  }

  /**
   * Bayes accuracy under P by quadrature (depends only on the sign threshold); computed once per
   * source.
   */
  @Override
  public double bayesAccuracy() {
    Double known = bayes;
    if (known == null) {
      known = new MaYang2d(1.0, model.threshold()).bayesAccuracyPrivate(BAYES_GRID);
      bayes = known; // a race computes the same value twice, harmlessly
    }
    return known;
  }

  /** η_P ({@value #ETA_PRIVATE}) and η_Q ({@value #ETA_PUBLIC}, which depends on γ). */
  @Override
  public Map<String, Function> functions() {
    Map<String, Function> functions = new LinkedHashMap<>();
    functions.put(
        ETA_PRIVATE,
        new Function(
            "\u03b7_P(x) = P(Y = 1 | X = x) under the private distribution P", model::etaPrivate));
    functions.put(
        ETA_PUBLIC,
        new Function(
            "\u03b7_Q(x) = P(Y = 1 | X = x) under the public distribution Q, \u03b3 = "
                + ParameterSet.format(model.gamma()),
            model::etaPublic));
    return Collections.unmodifiableMap(functions);
  }

  /** {@link #bayesAccuracy()} once computed. */
  private volatile Double bayes;

  @Override
  public DataSplit draw(SampleStreams streams) {
    String etaP = "etaP{threshold=" + ParameterSet.format(model.threshold()) + "}";
    String etaQ =
        "etaQ{gamma="
            + ParameterSet.format(model.gamma())
            + ",threshold="
            + ParameterSet.format(model.threshold())
            + "}";
    StreamedRows privateRows = privateRows(streams, etaP);
    SampleRows privateSample = stream ? privateRows : privateRows.materialize();
    Dataset publicSample = sample(nPublic, true, streams.stream("public", etaQ));
    Dataset test = sample(nTest, false, streams.stream("test", etaP));
    return DataSplit.of(publicSample, privateSample, test);
  }

  /** The private sample chunk by chunk (see the class comment). */
  private StreamedRows privateRows(SampleStreams streams, String etaP) {
    long base = streams.stream("private", etaP + ",chunks").nextLong();
    return new StreamedRows(
        nPrivate,
        2,
        TaskType.CLASSIFICATION,
        2,
        CHUNK,
        (c, rows) ->
            sample(
                rows,
                false,
                c == 0 ? streams.stream("private", etaP) : RateDesignSource.chunkStream(base, c)));
  }

  /** η_P at every test point (the test distribution is P). */
  @Override
  public double[] regressionFunction(Features points) {
    double[] eta = new double[points.rows()];
    for (int i = 0; i < eta.length; i++) {
      eta[i] = model.etaPrivate(points.get(i, 0), points.get(i, 1));
    }
    return eta;
  }

  /**
   * n points with X ~ U[0,1]² and Y ~ Bernoulli(η_Q) if {@code fromPublic}, else Bernoulli(η_P).
   */
  Dataset sample(int n, boolean fromPublic, RandomGenerator rng) {
    double[] x = new double[2 * n];
    int[] y = new int[n];
    for (int i = 0; i < n; i++) {
      double x1 = rng.nextDouble();
      double x2 = rng.nextDouble();
      x[2 * i] = x1;
      x[2 * i + 1] = x2;
      double u = rng.nextDouble();
      y[i] = (fromPublic ? u < model.etaPublic(x1, x2) : model.labelPrivate(x1, x2, u)) ? 1 : 0;
    }
    return new Dataset(Features.wrap(x, n, 2), ClassLabels.binary(y));
  }
}
