package org.ldpbench.method.baseline.pglm;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.ejml.data.DMatrixRMaj;
import org.ejml.dense.row.decomposition.lu.LUDecompositionAlt_DDRM;

/**
 * The time of {@link InterleavedLu} (blocked) against the version before it (four rows' sums side
 * by side, {@link FourRowLu} below), not a test: run by hand, one thread,
 *
 * <pre>
 *   mvn -q -B test-compile dependency:build-classpath -Dmdep.outputFile=target/test-classpath.txt
 *   java -XX:ActiveProcessorCount=1 -cp target/classes:target/test-classes:$(cat target/test-classpath.txt) \
 *       org.ldpbench.method.baseline.pglm.InterleavedLuTiming [order, 3001] [runs, 3] [ejml]
 * </pre>
 *
 * on a PGLM-like matrix (order 3001 as Email's d + 1: the Gram matrix of an intercept and 3000
 * sparse binary features over 6000 records, plus symmetric Gaussian noise; symmetric, indefinite).
 * The runs alternate between the two, each on a fresh copy; it prints each time and the medians,
 * and checks that both give the same factors bit for bit (and EJML's own, timed once, with {@code
 * ejml}).
 */
public final class InterleavedLuTiming {

  private InterleavedLuTiming() {}

  public static void main(String[] args) {
    int order = args.length > 0 ? Integer.parseInt(args[0]) : 3001;
    int runs = args.length > 1 ? Integer.parseInt(args[1]) : 3;
    boolean ejml = args.length > 2 && args[2].equals("ejml");
    DMatrixRMaj a = pglmLike(order, 2024);
    double[] before = new double[runs];
    double[] after = new double[runs];
    long[] reference = null;
    if (ejml) {
      LUDecompositionAlt_DDRM lu = new LUDecompositionAlt_DDRM();
      double seconds = time(lu, a);
      reference = InterleavedLuTest.bits(lu.getLU().getData());
      System.out.printf("EJML LUDecompositionAlt_DDRM: %.3f s%n", seconds);
    }
    for (int run = 0; run < runs; run++) {
      FourRowLu old = new FourRowLu();
      before[run] = time(old, a);
      InterleavedLu blocked = new InterleavedLu();
      after[run] = time(blocked, a);
      long[] bits = InterleavedLuTest.bits(blocked.getLU().getData());
      if (!Arrays.equals(bits, InterleavedLuTest.bits(old.getLU().getData()))
          || !Arrays.equals(blocked.getIndx(), old.getIndx())
          || (reference != null && !Arrays.equals(bits, reference))) {
        throw new AssertionError("the factors differ");
      }
      System.out.printf(
          "run %d: four rows %.3f s, blocked %.3f s%n", run + 1, before[run], after[run]);
    }
    double medianBefore = median(before);
    double medianAfter = median(after);
    System.out.printf(
        "order %d, median of %d: four rows %.3f s, blocked (BLOCK = %d) %.3f s, %.2fx faster;"
            + " factors identical bit for bit%n",
        order, runs, medianBefore, InterleavedLu.BLOCK, medianAfter, medianBefore / medianAfter);
  }

  private static double time(LUDecompositionAlt_DDRM lu, DMatrixRMaj a) {
    DMatrixRMaj copy = a.copy();
    long start = System.nanoTime();
    lu.decompose(copy);
    return (System.nanoTime() - start) / 1e9;
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }

  /**
   * Intercept and d − 1 binary features (5 % ones) over 2d records: their Gram matrix / records,
   * plus N(0, 0.5²) noise, symmetric.
   */
  static DMatrixRMaj pglmLike(int d, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    double[][] gram = new double[d][d];
    int[] ones = new int[d];
    for (int record = 0; record < 2 * d; record++) {
      int count = 0;
      ones[count++] = 0;
      for (int j = 1; j < d; j++) {
        if (random.nextDouble() < 0.05) {
          ones[count++] = j;
        }
      }
      for (int p = 0; p < count; p++) {
        double[] row = gram[ones[p]];
        for (int q = 0; q < count; q++) {
          row[ones[q]] += 1.0;
        }
      }
    }
    DMatrixRMaj a = new DMatrixRMaj(d, d);
    for (int i = 0; i < d; i++) {
      for (int j = 0; j <= i; j++) {
        double value = gram[i][j] / (2 * d) + 0.5 * random.nextGaussian();
        a.set(i, j, value);
        a.set(j, i, value);
      }
    }
    return a;
  }

  /** The version before blocking: EJML's loop with four rows' sums side by side, same bits. */
  static final class FourRowLu extends LUDecompositionAlt_DDRM {

    @Override
    public boolean decompose(DMatrixRMaj a) {
      decomposeCommonInit(a);
      final double[] lu = dataLU;
      final double[] column = vv;
      final int rows = m;
      final int cols = n;
      for (int j = 0; j < cols; j++) {
        for (int i = 0; i < rows; i++) {
          column[i] = lu[i * cols + j];
        }
        int top = Math.min(j, rows);
        int i = 0;
        for (; i + 3 < top; i += 4) {
          int r0 = i * cols;
          int r1 = r0 + cols;
          int r2 = r1 + cols;
          int r3 = r2 + cols;
          double s0 = 0.0;
          double s1 = 0.0;
          double s2 = 0.0;
          double s3 = 0.0;
          for (int k = 0; k < i; k++) {
            double v = column[k];
            s0 += lu[r0 + k] * v;
            s1 += lu[r1 + k] * v;
            s2 += lu[r2 + k] * v;
            s3 += lu[r3 + k] * v;
          }
          lu[r0 + j] = column[i] -= s0;
          s1 += lu[r1 + i] * column[i];
          lu[r1 + j] = column[i + 1] -= s1;
          s2 += lu[r2 + i] * column[i];
          s2 += lu[r2 + i + 1] * column[i + 1];
          lu[r2 + j] = column[i + 2] -= s2;
          s3 += lu[r3 + i] * column[i];
          s3 += lu[r3 + i + 1] * column[i + 1];
          s3 += lu[r3 + i + 2] * column[i + 2];
          lu[r3 + j] = column[i + 3] -= s3;
        }
        for (; i < top; i++) {
          int r = i * cols;
          double s = 0.0;
          for (int k = 0; k < i; k++) {
            s += lu[r + k] * column[k];
          }
          lu[r + j] = column[i] -= s;
        }
        for (; i + 3 < rows; i += 4) {
          int r0 = i * cols;
          int r1 = r0 + cols;
          int r2 = r1 + cols;
          int r3 = r2 + cols;
          double s0 = 0.0;
          double s1 = 0.0;
          double s2 = 0.0;
          double s3 = 0.0;
          for (int k = 0; k < j; k++) {
            double v = column[k];
            s0 += lu[r0 + k] * v;
            s1 += lu[r1 + k] * v;
            s2 += lu[r2 + k] * v;
            s3 += lu[r3 + k] * v;
          }
          lu[r0 + j] = column[i] -= s0;
          lu[r1 + j] = column[i + 1] -= s1;
          lu[r2 + j] = column[i + 2] -= s2;
          lu[r3 + j] = column[i + 3] -= s3;
        }
        for (; i < rows; i++) {
          int r = i * cols;
          double s = 0.0;
          for (int k = 0; k < j; k++) {
            s += lu[r + k] * column[k];
          }
          lu[r + j] = column[i] -= s;
        }
        int p = j;
        double max = Math.abs(column[p]);
        for (int q = j + 1; q < rows; q++) {
          double v = Math.abs(column[q]);
          if (v > max) {
            p = q;
            max = v;
          }
        }
        if (p != j) {
          int rowP = p * cols;
          int rowJ = j * cols;
          int endP = rowP + cols;
          for (; rowP < endP; rowP++, rowJ++) {
            double t = lu[rowP];
            lu[rowP] = lu[rowJ];
            lu[rowJ] = t;
          }
          int k = pivot[p];
          pivot[p] = pivot[j];
          pivot[j] = k;
          pivsign = -pivsign;
        }
        indx[j] = p;
        if (j < rows) {
          double diagonal = lu[j * cols + j];
          if (diagonal != 0) {
            for (int q = j + 1; q < rows; q++) {
              lu[q * cols + j] /= diagonal;
            }
          }
        }
      }
      return true;
    }
  }
}
