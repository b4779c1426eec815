package org.ldpbench.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.ldpbench.privacy.GaussianProcessNoise;
import org.ldpbench.testing.DenseCholesky;
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
 * The distributed classifiers' Gaussian-process noise (DTK, AdaptDTK) at Auddy et al.'s Figure 5
 * size: the triangular-kernel Gram matrix of 500 evaluation points in [0,1]^2 at three bandwidths
 * of the DTK grid, factored once and drawn from 19 times (one draw per server at m = 19).
 *
 * <ul>
 *   <li>{@link #commonsMath}: commons-math3's {@code CholeskyDecomposition} ({@link DenseCholesky})
 *       and the dense draw loop (what {@code GaussianProcessNoise} did before);
 *   <li>{@link #ldpbench}: {@code GaussianProcessNoise} as it is now (the same factor and draws bit
 *       for bit, {@code CholeskyFactorTest}; exact zeros skipped).
 * </ul>
 *
 * Run: {@code make bench}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 2, time = 2, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 3, time = 3, timeUnit = TimeUnit.SECONDS)
@Threads(1)
public class GaussianProcessFactorBenchmark {

  static final int POINTS = 500;
  static final int SERVERS = 19;
  static final long SEED = 20240605L;

  @Param({"0.5", "0.0625", "0.0078125"})
  public double h;

  private double[][] gram;

  @Setup
  public void setUp() {
    SplittableRandom random = new SplittableRandom(SEED);
    double[][] x = new double[POINTS][2];
    for (double[] row : x) {
      row[0] = random.nextDouble();
      row[1] = random.nextDouble();
    }
    gram = new double[POINTS][POINTS];
    for (int a = 0; a < POINTS; a++) {
      for (int b = 0; b < POINTS; b++) {
        double t0 = Math.abs(x[a][0] - x[b][0]) / h;
        double t1 = Math.abs(x[a][1] - x[b][1]) / h;
        gram[a][b] = t0 >= 1 || t1 >= 1 ? 0.0 : (1 - t0) * (1 - t1);
      }
    }
  }

  @Benchmark
  public double commonsMath() {
    double[][] copy = new double[POINTS][];
    for (int a = 0; a < POINTS; a++) {
      copy[a] = gram[a].clone();
      copy[a][a] += 1e-9;
    }
    double[] lower = DenseCholesky.lower(copy);
    double total = 0;
    SplittableRandom rng = new SplittableRandom(SEED);
    for (int server = 0; server < SERVERS; server++) {
      double[] z = new double[POINTS];
      for (int a = 0; a < POINTS; a++) {
        z[a] = rng.nextGaussian();
      }
      for (int a = 0; a < POINTS; a++) {
        double s = 0;
        for (int b = 0; b <= a; b++) {
          s += lower[a * POINTS + b] * z[b];
        }
        total += s;
      }
    }
    return total;
  }

  @Benchmark
  public double ldpbench() {
    GaussianProcessNoise noise = new GaussianProcessNoise(gram, 1e-9);
    double total = 0;
    SplittableRandom rng = new SplittableRandom(SEED);
    for (int server = 0; server < SERVERS; server++) {
      for (double v : noise.draw(1.0, rng)) {
        total += v;
      }
    }
    return total;
  }
}
