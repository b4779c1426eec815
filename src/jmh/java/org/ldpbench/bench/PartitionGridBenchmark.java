package org.ldpbench.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.partition.GrowablePartitioner;
import org.ldpbench.partition.MaxEdgePartitioner;
import org.ldpbench.partition.PartitionGrowth;
import org.ldpbench.partition.QuantileCriterionPartitioner;
import org.ldpbench.partition.SplitCriterion;
import org.ldpbench.partition.TreePartition;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
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
 * The partitions of Table 2's depth grid {1..8, 10, 12, 14, 16} on a Census-sized public sample
 * (41,292 rows, d = 46: 6 numeric columns and 40 one-hot columns, labels from a noisy rule), for
 * LPCT-CART ({@code cart}) and LPCT-Maxedge ({@code maxedge}):
 *
 * <ul>
 *   <li>{@link #perDepth}: a partition built from scratch per depth of the grid (what every fit did
 *       before {@link PartitionGrowth});
 *   <li>{@link #oneGrowth}: one growth cut at every depth of the grid (what a run now does per
 *       public sample and rule; the partitions are the same, {@code PartitionGrowthTest}).
 * </ul>
 *
 * Data are synthetic (raw data files are not part of the benchmark) and drawn once per trial from a
 * fixed seed; each call sums the leaf counts, so nothing is dead code. Run: {@code make bench}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 2, time = 2, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 3, time = 4, timeUnit = TimeUnit.SECONDS)
@Threads(1)
public class PartitionGridBenchmark {

  static final int[] GRID = {1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16};
  static final int ROWS = 41_292;
  static final int NUMERIC = 6;
  static final int ONE_HOT = 40;
  static final long SEED = 20241126L;

  @Param({"cart", "maxedge"})
  public String splitter;

  private Dataset sample;

  @Setup
  public void setUp() {
    sample = censusLike(ROWS, SEED);
  }

  /** Numeric columns uniform on a 1/100 grid, one-hot columns in blocks of 8 (one 1 per block). */
  static Dataset censusLike(int rows, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    int d = NUMERIC + ONE_HOT;
    double[] x = new double[rows * d];
    int[] y = new int[rows];
    for (int i = 0; i < rows; i++) {
      double score = 0.0;
      for (int k = 0; k < NUMERIC; k++) {
        double v = random.nextInt(101) / 100.0;
        x[i * d + k] = v;
        score += k < 3 ? v : 0.0;
      }
      for (int block = 0; block < ONE_HOT / 8; block++) {
        int hot = random.nextInt(8);
        x[i * d + NUMERIC + block * 8 + hot] = 1.0;
        score += block == 0 && hot < 3 ? 0.5 : 0.0;
      }
      y[i] = random.nextDouble() < 0.85 ? (score > 1.8 ? 1 : 0) : random.nextInt(2);
    }
    return new Dataset(Features.wrap(x, rows, d), new ClassLabels(y, 2));
  }

  private GrowablePartitioner at(int depth) {
    return splitter.equals("cart")
        ? new QuantileCriterionPartitioner(depth, SplitCriterion.ENTROPY, 1, 1, false)
        : new MaxEdgePartitioner(depth, SplitCriterion.ENTROPY, 1, 1, false);
  }

  @Benchmark
  public long perDepth() {
    long leaves = 0;
    for (int depth : GRID) {
      leaves += at(depth).build(sample, null).leafCount();
    }
    return leaves;
  }

  @Benchmark
  public long oneGrowth() {
    PartitionGrowth growth = at(0).growth(sample);
    long leaves = 0;
    for (int depth : GRID) {
      TreePartition partition = growth.atDepth(depth);
      leaves += partition.leafCount();
    }
    return leaves;
  }
}
