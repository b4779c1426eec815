package org.ldpbench.bench;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.RunMemo;
import org.ldpbench.data.synthetic.MaYang2dFactory;
import org.ldpbench.hash.SplitMix64;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.method.lpct.LpctFit;
import org.ldpbench.method.lpct.LpctMethod;
import org.ldpbench.method.lpct.LpctVariant;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.partition.TreePartition;
import org.ldpbench.privacy.PrivacyBudget;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH benchmark of one LPCT replication on the Ma–Yang 2-d design (γ = 0.5): depth 6, n_Q = 1000
 * public points, n_P ∈ {10⁴, 10⁶} private points, 2000 test points, ε = 1, λ = 10, default stopping
 * rules (minSamplesSplit = 1, minSamplesLeaf = 1, entropy), aggregate noise.
 *
 * <p>What is measured (data generation is not; it happens once per trial with a fixed seed):
 *
 * <ul>
 *   <li>{@link #fitAndPredict}: the whole method as the runner calls it on a public sample whose
 *       partition the run has already grown: {@code fit} (routing of the n_P private points to
 *       their leaves, the aggregate Laplace release per leaf) + {@code model(λ)} + {@code predict}
 *       on the 2000 test points. The partition and the public leaf counts come from the run's memo,
 *       which this benchmark keeps for the trial; the private sample and the test points are new
 *       objects at every call, so they are routed again. This is what the benchmark measured up to
 *       f67d41f, whose static cache kept the partition across calls;
 *   <li>{@link #fitAndPredictNewPublicSample}: the same with a new run memo per call, so the
 *       max-edge partition of the public sample is grown too: a replication's first fit (at n_P =
 *       10⁴ the growth on the 1000 public points is most of its time);
 *   <li>{@link #fit}: {@code fit} alone, as in {@link #fitAndPredict};
 *   <li>{@link #predict}: {@code model(λ)} + {@code predict} on a fit prepared in setup. A fit
 *       caches the routing of the last point set it predicted (so a λ sweep routes the test set
 *       once); this benchmark alternates between two {@link Features} views of the same test points
 *       so every call routes them again, as the single predict inside {@link #fitAndPredict} does.
 * </ul>
 *
 * Each invocation draws its noise from a fresh {@link SplittableRandom} seeded from an invocation
 * counter, so the release differs from call to call (as across replications) and is reproducible
 * run to run. Results are returned, so JMH's blackhole keeps them alive.
 *
 * <p>Why n_Q = 1000: with the default stopping rules a cell is split while it holds more than one
 * public point and both sides of its cut keep one; uniform public points give ≈ 1000/2⁶ ≈ 16 per
 * depth-6 cell, so the tree reaches depth 6 (64 leaves, the size the benchmark is meant to cost). A
 * much smaller public sample would stop early and make routing look cheaper than it is. Setup
 * checks the grown tree and fails the trial if it does not reach depth 6 or has fewer than 2⁵
 * leaves.
 *
 * <p>Run: {@code make bench}, i.e.
 *
 * <pre>
 *   mvn -q -Pjmh -DskipTests package
 *   java -jar target/benchmarks.jar LpctBenchmark                     # defaults below
 *   java -jar target/benchmarks.jar LpctBenchmark -rf json -rff /tmp/jmh-lpct.json
 *   java -jar target/benchmarks.jar LpctBenchmark -p nPrivate=1000000 -prof stack
 * </pre>
 *
 * Defaults suit a 2-core machine: one fork, one thread, 3 × 1 s warm-up and 5 × 1 s measurement,
 * average time in ms/op with JMH's 99.9% confidence half-width as the error.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 1, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Threads(1)
public class LpctBenchmark {

  static final double GAMMA = 0.5;
  static final int DEPTH = 6;
  static final int N_PUBLIC = 1000;
  static final int N_TEST = 2000;
  static final double EPSILON = 1.0;
  static final double LAMBDA = 10.0;
  static final long DATA_SEED = 20240601L;
  static final long NOISE_SEED = 0x5EEDL;

  /**
   * The system property that plants a slowdown, for {@code make bench-check PLANT_SLOWDOWN=1.3}
   * only (which passes it to the forked JVM): every fit of this benchmark then takes that factor
   * times as long, so that the check can be seen to fail. Unset (the default, and in every other
   * target), nothing is planted.
   */
  static final String PLANTED_SLOWDOWN = "ldpbench.bench.plantedSlowdown";

  @Param({"10000", "1000000"})
  public int nPrivate;

  private LpctMethod method;
  private ParameterSet fitParams;
  private ParameterSet postParams;
  private TrainingInput input;
  private Features testPoints;

  /**
   * The test points' values, wrapped in a new {@link Features} object per call to defeat the
   * routing memo.
   */
  private double[] testValues;

  private DataSplit split0;
  private Fit preparedFit;
  private long invocation;

  /**
   * The run memo of {@link #fitAndPredict} and {@link #fit}: it keeps the public sample's
   * partition.
   */
  private RunMemo runMemo;

  /** How many times as long each fit is made to take: 1 unless {@link #PLANTED_SLOWDOWN} is set. */
  private double plantedSlowdown;

  @Setup(Level.Trial)
  public void setUp() {
    plantedSlowdown = Double.parseDouble(System.getProperty(PLANTED_SLOWDOWN, "1"));
    if (!(plantedSlowdown >= 1) || Double.isInfinite(plantedSlowdown)) {
      throw new IllegalArgumentException(
          PLANTED_SLOWDOWN + " must be a factor >= 1, got " + plantedSlowdown);
    }
    if (plantedSlowdown > 1) {
      System.out.printf(
          "%n[setup] PLANTED SLOWDOWN: every fit takes %s times as long (%s)%n",
          plantedSlowdown, PLANTED_SLOWDOWN);
    }
    MaYang2dFactory factory = new MaYang2dFactory();
    ParameterSet dataParams =
        factory
            .info()
            .parameters()
            .complete(
                Map.of("gamma", GAMMA, "nPrivate", nPrivate, "nPublic", N_PUBLIC, "nTest", N_TEST));
    DataSplit split =
        factory
            .create(dataParams)
            .draw(
                (role, identity) ->
                    new SplittableRandom(DATA_SEED * 31 + (role + identity).hashCode()));

    method = new LpctMethod(LpctVariant.LPCT);
    ParameterSet all =
        method.info().parameters().complete(Map.of("depth", DEPTH, "lambda", LAMBDA));
    fitParams = all.without(method.info().parameters().postProcessingNames());
    postParams = all.only(method.info().parameters().postProcessingNames());
    input = TrainingInput.of(split, PrivacyBudget.pure(EPSILON));
    testPoints = split.test().features();
    testValues = testPoints.copyRowMajor();
    split0 = split;

    preparedFit = method.fit(input, fitParams, new SplittableRandom(NOISE_SEED));
    TreePartition partition = ((LpctFit) preparedFit).partition();
    int minLeaves = 1 << (DEPTH - 1);
    if (partition.maxDepth() < DEPTH || partition.leafCount() < minLeaves) {
      throw new IllegalStateException(
          "depth-"
              + DEPTH
              + " tree on "
              + N_PUBLIC
              + " public points is too small: "
              + partition.leafCount()
              + " leaves, max depth "
              + partition.maxDepth()
              + " (need depth "
              + DEPTH
              + " and >= "
              + minLeaves
              + " leaves); the benchmark would not measure a real tree");
    }
    long users = ((LpctFit) preparedFit).leafSums().users();
    if (users != nPrivate) {
      throw new IllegalStateException("release summed " + users + " users, expected " + nPrivate);
    }
    Predictions predictions = preparedFit.model(postParams).predict(testPoints);
    int[] truth = split.test().classLabels().copyLabels();
    int correct = 0;
    for (int i = 0; i < truth.length; i++) {
      correct += predictions.labels()[i] == truth[i] ? 1 : 0;
    }
    System.out.printf(
        "%n[setup] nPrivate=%d: tree has %d leaves, max depth %d; test accuracy %.4f"
            + " (Bayes 0.7861)%n",
        nPrivate, partition.leafCount(), partition.maxDepth(), (double) correct / truth.length);
    invocation = 0;
    runMemo = new RunMemo();
  }

  /**
   * {@code method.fit} with the next noise stream; with a planted slowdown, it then spins until the
   * call has taken {@link #plantedSlowdown} times as long as the fit did.
   */
  private Fit fitOf(TrainingInput in) {
    if (plantedSlowdown == 1) {
      return method.fit(in, fitParams, nextNoise());
    }
    long start = System.nanoTime();
    Fit fit = method.fit(in, fitParams, nextNoise());
    long until = start + (long) ((System.nanoTime() - start) * plantedSlowdown);
    while (System.nanoTime() < until) {
      Thread.onSpinWait();
    }
    return fit;
  }

  /** A fresh noise stream per invocation, derived from the invocation counter. */
  private SplittableRandom nextNoise() {
    return new SplittableRandom(NOISE_SEED ^ (++invocation * SplitMix64.GOLDEN_GAMMA));
  }

  /**
   * The same data in new objects (no copy): routing is memoized per run and data object, so a cold
   * fit needs private and test objects the memo has not seen. The public sample is the same object
   * in {@code memo}, so its partition (and public leaf counts) are found there: a new private
   * sample on a known public sample.
   */
  private TrainingInput freshInput(RunMemo memo) {
    Dataset p = split0.privateSample();
    Dataset t = split0.test();
    DataSplit fresh =
        DataSplit.of(
            split0.publicTrain(),
            new Dataset(p.features(), p.targets()),
            new Dataset(Features.wrap(testValues, t.size(), t.dimension()), t.targets()));
    return TrainingInput.of(fresh, List.of(PrivacyBudget.pure(EPSILON)), 0L, memo);
  }

  /**
   * A cold fit (routing of the private points + private release) + model(λ) + predict on test
   * points not routed before, on the partition of a public sample already partitioned in this run:
   * what this benchmark measured up to f67d41f, whose static cache kept the partition across calls
   * (since the run-scoped memo, fedd253, a new memo per call had made it grow the partition again;
   * that is {@link #fitAndPredictNewPublicSample}).
   */
  @Benchmark
  public Predictions fitAndPredict() {
    TrainingInput fresh = freshInput(runMemo);
    Fit fit = fitOf(fresh);
    return fit.model(postParams).predict(fresh.evaluationPoints());
  }

  /**
   * A replication's first fit: everything of {@link #fitAndPredict} and the max-edge partition of
   * the public sample grown from scratch (a new run memo per call), as the first ε of every
   * replication of a run.
   */
  @Benchmark
  public Predictions fitAndPredictNewPublicSample() {
    TrainingInput fresh = freshInput(new RunMemo());
    Fit fit = fitOf(fresh);
    return fit.model(postParams).predict(fresh.evaluationPoints());
  }

  /**
   * The same on data already routed through the same cells: every further ε (and LPCT-P, LPCT-NP)
   * of a replication in a sweep, where only the partition, the noise and the decisions are
   * computed.
   */
  @Benchmark
  public Predictions fitAndPredictInSweep() {
    Fit fit = fitOf(input);
    return fit.model(postParams).predict(testPoints);
  }

  /**
   * A cold fit alone, as in {@link #fitAndPredict}: routing + private release on a known partition.
   */
  @Benchmark
  public Fit fit() {
    return fitOf(freshInput(runMemo));
  }

  /** model(λ) + predict on test points not routed before, for a fit prepared in setup. */
  @Benchmark
  public Predictions predict() {
    return preparedFit
        .model(postParams)
        .predict(Features.wrap(testValues, testPoints.rows(), testPoints.columns()));
  }
}
