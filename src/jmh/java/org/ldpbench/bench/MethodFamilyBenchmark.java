package org.ldpbench.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.DataSources;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.SampleStreams;
import org.ldpbench.hash.SplitMix64;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.privacy.PrivacyBudget;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One fit + predict per heavy method family at the size that dominates the paper runs (issue 21,
 * item 5), so that a performance regression in any of them shows in {@code make bench}:
 *
 * <ul>
 *   <li>{@link #pglmEmail}: PGLM (default {@code variant: code}, as Table 2) at Email's shape: 3977
 *       private training rows, 200 public, 995 test, d = 3000, ε = 2 (the middle of Table 2's
 *       sweep), δ = 1/n_P²;
 *   <li>{@link #psgdNetworkCensus}: PSGD-N at Census's shape (3144 private, 41,292 public, 786
 *       test, d = 46) as Table 2's paper column runs it ({@code hiddenMax: 64, privatize:
 *       per-tensor}), one learning rate of its grid (lr = 0.01), ε = 2;
 *   <li>{@link #psgdNetworkEmail}: the same at Email's shape (3977 private, 200 public, 995 test, d
 *       = 3000, h = 64): there the private pass, not the warm start, is the time (the lazy first
 *       layer's normal draws, about 2·64·170 per user);
 *   <li>{@link #dtkFig5}: DTK-tri at Auddy et al. Fig. 5's size (500 points over m + 1 = 20
 *       servers, 500 test points, γ = 1, (ε, δ) = (1, 4·10⁻⁶) per server), one bandwidth of its
 *       grid (h = 0.25) and the grid's 11 target weights w, as the runner models them from one fit;
 *   <li>{@link #labelDpKnn}: LLDP-KNN (Zhao et al. ZH-3) on E5's design R1, d = 1, at N = 10⁶
 *       private points, 2048 grid test points, ε = 1;
 *   <li>{@link #bbStreamed}: BB (c = 2) on E1's design G1, d = 2, at N = 10⁷ streamed private
 *       points ({@code stream: true}, as the spec: generating the chunks is part of the time), 512
 *       × 512 grid test points, ε = 1;
 *   <li>{@link #cartCensus}: CT-Q at Census's shape: the tree grown to depth 16 on the 41,292
 *       public rows once, then the Table 2 depth grid (1..8, 10, 12, 14, 16: 12 models) predicting
 *       the test rows.
 * </ul>
 *
 * <p>Data. The real data sets' raw files are not shipped (users download them), so PGLM, PSGD-N and
 * CT-Q run on a synthetic stand-in with the real set's split sizes, dimension, sparsity and label
 * balance drawn from a fixed seed ({@link TableShape}); the benchmark then runs on any machine. The
 * other three use the specs' own synthetic generators with the specs' parameters. What is measured
 * is one replication's work for the configuration at one ε with nothing remembered from the last
 * call: every call builds a new {@link TrainingInput} (a new run memo, so exact statistics, Gram
 * factors, kNN orders and grown trees are computed again, as in a replication's first ε) and draws
 * its noise from a fresh stream seeded by an invocation counter. Data generation is outside the
 * time except for BB's streamed sample, which exists only while it is read.
 *
 * <p>One class with a {@link State} per family (JMH runs each state's setup only for the benchmark
 * that uses it), since the families share the settings: sample time in ms, one fork with a 2 GB
 * heap (Email's rows are 124 MB dense, PGLM's moments 36 MB), one short warm-up and three 5-second
 * measurement iterations; a call longer than an iteration is one sample, so the suite takes a few
 * minutes on 2 cores. Run: {@code make bench} (BENCH_SUITES), or {@code java -jar
 * target/benchmarks.jar MethodFamilyBenchmark -prof org.ldpbench.bench.PeakHeapProfiler}; {@code
 * ldpbench timings --jmh target/jmh-MethodFamilyBenchmark.json} puts the medians into
 * docs/timings.md.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx2g"})
@Warmup(iterations = 1, time = 2, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 3, time = 5, timeUnit = TimeUnit.SECONDS)
@Threads(1)
public class MethodFamilyBenchmark {

  static final long DATA_SEED = 20241126L;
  static final long NOISE_SEED = 0x5EED21L;

  /** A family's method and data; {@link #input} is a new input (and run memo) per call. */
  abstract static class Family {
    FamilyRun run;
    DataSplit split;
    List<PrivacyBudget> budgets;
    private long invocation;

    /** The noise seed of the next call. */
    long nextSeed() {
      return NOISE_SEED ^ (++invocation * SplitMix64.GOLDEN_GAMMA);
    }

    TrainingInput input() {
      return TrainingInput.of(split, budgets, 0L);
    }

    /**
     * One run in setup: fails the trial early if the configuration does not fit, and prints a
     * sanity line.
     */
    void check(String what) {
      double sum = run.fitAndPredict(input(), NOISE_SEED);
      int points = split.test().size();
      System.out.printf(
          "%n[setup] %s: %d test points, %d models; mean prediction %.4f%n",
          what, points, run.models(), sum / ((double) points * run.models()));
    }
  }

  private static List<PrivacyBudget> one(PrivacyBudget budget) {
    return List.of(budget);
  }

  private static DataSource source(String generator, Map<String, Object> parameters) {
    DataSourceFactory factory =
        DataSources.find(generator)
            .orElseThrow(() -> new IllegalStateException("no data source " + generator));
    return factory.create(factory.info().parameters().complete(parameters));
  }

  private static SampleStreams streams(long replication) {
    return (role, identity) ->
        new SplittableRandom(
            DATA_SEED * 31 + replication * SplitMix64.GOLDEN_GAMMA + (role + identity).hashCode());
  }

  /** PGLM at Email's shape, ε = 2, δ = 1/n_P². */
  @State(Scope.Thread)
  public static class Pglm extends Family {
    @Setup(Level.Trial)
    public void setUp() {
      split = TableShape.EMAIL.split(DATA_SEED);
      double n = TableShape.EMAIL.nPrivate();
      budgets = one(new PrivacyBudget(2.0, 1 / (n * n)));
      run = new FamilyRun("PGLM", Map.of(), List.of());
      check("PGLM on Email's shape");
    }
  }

  /**
   * PSGD-N as Table 2's paper column runs it, at {@code shape}, ε = 2, lr = 0.01 (one rate of its
   * grid).
   */
  private static void psgdNetwork(Family family, TableShape shape, String name) {
    family.split = shape.split(DATA_SEED);
    family.budgets = one(PrivacyBudget.pure(2.0));
    family.run =
        new FamilyRun(
            "PSGD-N", Map.of("hiddenMax", 64, "privatize", "per-tensor", "lr", 0.01), List.of());
    family.check("PSGD-N on " + name + "'s shape");
  }

  /** PSGD-N (paper column) at Census's shape. */
  @State(Scope.Thread)
  public static class PsgdNetwork extends Family {
    @Setup(Level.Trial)
    public void setUp() {
      psgdNetwork(this, TableShape.CENSUS, "Census");
    }
  }

  /** PSGD-N (paper column) at Email's shape. */
  @State(Scope.Thread)
  public static class PsgdNetworkEmail extends Family {
    @Setup(Level.Trial)
    public void setUp() {
      psgdNetwork(this, TableShape.EMAIL, "Email");
    }
  }

  /** DTK-tri at Fig. 5's m = 19: h = 0.25 and the 11 target weights. */
  @State(Scope.Thread)
  public static class Dtk extends Family {
    static final int M = 19;

    @Setup(Level.Trial)
    public void setUp() {
      split =
          source("auddy-2d", Map.of("nTotal", 500, "nTest", 500, "m", M, "gamma", 1.0))
              .draw(streams(0));
      budgets = Collections.nCopies(M + 1, new PrivacyBudget(1.0, 0.000004));
      List<Map<String, Object>> weights = new ArrayList<>();
      for (int w = 0; w <= 10; w++) {
        weights.add(Map.of("w", w / 10.0));
      }
      run = new FamilyRun("DTK", Map.of("kernel", "tri", "h", 0.25), weights);
      check("DTK-tri, m = " + M);
    }
  }

  /** LLDP-KNN at N = 10⁶, R1, d = 1, ε = 1. */
  @State(Scope.Thread)
  public static class LabelDpKnn extends Family {
    @Setup(Level.Trial)
    public void setUp() {
      split =
          source(
                  "rates-regression",
                  Map.of("design", "r1", "d", 1, "testGrid", 2048, "nPrivate", 1_000_000))
              .draw(streams(0));
      budgets = one(PrivacyBudget.pure(1.0));
      run = new FamilyRun("LLDP-KNN", Map.of(), List.of());
      check("LLDP-KNN, N = 10^6");
    }
  }

  /** BB (c = 2) at N = 10⁷ streamed, G1, d = 2, ε = 1: a new streamed split per call. */
  @State(Scope.Thread)
  public static class Bb extends Family {
    DataSource source;

    @Setup(Level.Trial)
    public void setUp() {
      source =
          source(
              "rates-classification",
              Map.of(
                  "design", "g1", "d", 2, "testGrid", 512, "nPrivate", 10_000_000, "stream", true));
      budgets = one(PrivacyBudget.pure(1.0));
      split = source.draw(streams(0));
      run = new FamilyRun("BB", Map.of("c", 2.0), List.of());
      check("BB c = 2, N = 10^7 streamed");
    }

    @Override
    TrainingInput input() {
      split = source.draw(streams(nextSeed()));
      return super.input();
    }
  }

  /** CT-Q at Census's shape with Table 2's depth grid. */
  @State(Scope.Thread)
  public static class Cart extends Family {
    @Setup(Level.Trial)
    public void setUp() {
      split = TableShape.CENSUS.split(DATA_SEED);
      budgets = one(PrivacyBudget.pure(2.0));
      List<Map<String, Object>> depths = new ArrayList<>();
      for (int depth : new int[] {1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16}) {
        depths.add(Map.of("depth", depth));
      }
      run = new FamilyRun("CT-Q", Map.of(), depths);
      check("CT-Q on Census's shape, 12 depths");
    }
  }

  /**
   * PGLM: exact moments of 3977 sparse rows, central noise on 4.5 million sums, the curator's
   * solve, predict.
   */
  @Benchmark
  public double pglmEmail(Pglm family) {
    return family.run.fitAndPredict(family.input(), family.nextSeed());
  }

  /** PSGD-N: public warm start, one private pass with PrivUnitG per tensor, predict. */
  @Benchmark
  public double psgdNetworkCensus(PsgdNetwork family) {
    return family.run.fitAndPredict(family.input(), family.nextSeed());
  }

  /** PSGD-N on Email: a small warm start, the lazy private pass over 3977 sparse users, predict. */
  @Benchmark
  public double psgdNetworkEmail(PsgdNetworkEmail family) {
    return family.run.fitAndPredict(family.input(), family.nextSeed());
  }

  /**
   * DTK: 20 servers' kernel statistics and Gaussian-process noise (the Gram factor of the 500 test
   * points at h), 11 models.
   */
  @Benchmark
  public double dtkFig5(Dtk family) {
    return family.run.fitAndPredict(family.input(), family.nextSeed());
  }

  /** LLDP-KNN: 10⁶ Laplace-noised labels, the k nearest of 2048 test points, k = N^(2/3). */
  @Benchmark
  public double labelDpKnn(LabelDpKnn family) {
    return family.run.fitAndPredict(family.input(), family.nextSeed());
  }

  /**
   * BB: generate and tally 10⁷ streamed points into the windows, the aggregate noise, 262,144 test
   * points.
   */
  @Benchmark
  public double bbStreamed(Bb family) {
    TrainingInput input = family.input();
    return family.run.fitAndPredict(input, family.nextSeed());
  }

  /** CT-Q: grow to depth 16 on 41,292 × 46 public rows, then 12 depths' predictions. */
  @Benchmark
  public double cartCensus(Cart family) {
    return family.run.fitAndPredict(family.input(), family.nextSeed());
  }
}
