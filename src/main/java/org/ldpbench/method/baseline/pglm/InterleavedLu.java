package org.ldpbench.method.baseline.pglm;

import java.util.Arrays;
import org.ejml.data.DMatrixRMaj;
import org.ejml.dense.row.decomposition.lu.LUDecompositionAlt_DDRM;

/**
 * EJML's LU decomposition with partial pivoting ({@link LUDecompositionAlt_DDRM}, the Crout/JAMA
 * column-by-column algorithm), computed by blocks of {@value #BLOCK} columns with the same result
 * bit for bit: every entry of the factors, the pivots, {@code indx}, {@code pivsign} and the work
 * vector {@code vv} are EJML's, hence so is every solve and determinant ({@code
 * InterleavedLuTest}).
 *
 * <p>What EJML computes: for column j, with {@code vv} a copy of the column, row i's value is
 * {@code vv[i] - s} where {@code s} starts at 0.0 and adds {@code LU[i][k] * vv[k]} for k = 0 ..
 * min(i, j) − 1 in increasing k ({@code vv[k]} being the finished value of row k in this column);
 * then the first largest |vv[i]|, i ≥ j, is the pivot, rows p and j of LU are swapped whole, and
 * the entries below the diagonal are divided by the pivot unless it is zero.
 *
 * <p>Why blocked: PGLM solves a dense system of order d + 1 (3001 on Email). EJML's loop re-reads
 * the whole of row i of L for every column, n³/2 doubles streamed from memory, and the run is bound
 * by memory bandwidth (the previous version of this class ran four rows' sums side by side and was
 * still bound by it). Here the columns j0 .. j0 + {@value #BLOCK} − 1 of a block share their reads:
 *
 * <ol>
 *   <li>Every row's sums of the block's columns over k &lt; j0 are carried at once: a row of L is
 *       read once per block, and its terms meet the block's finished upper rows (packed {@value
 *       #BLOCK} values a row, {@value #CHUNK} rows at a time so they stay in cache). Rows above the
 *       block (i &lt; j0) are a triangular solve: row i's sums need k &lt; i only, and the rows
 *       before it are finished first. Each (row, column) sum is its own accumulator that starts at
 *       0.0 and adds its terms in increasing k, as EJML's; adding three terms in one statement,
 *       {@code s = s + a*x + b*y + c*z}, is three additions in that order (Java evaluates left to
 *       right and never fuses a multiply and an add), and the sums of different columns side by
 *       side are what the JIT turns into vector instructions, each lane its own sum, so the
 *       arithmetic is the same with or without them.
 *   <li>Then the block's columns one by one, as EJML: each row's sum goes on with k = j0 .. min(i,
 *       j) − 1, is subtracted once, and the pivot search, swap and division are EJML's. A swap of
 *       rows p and j also swaps their partial sums of the block's remaining columns, which belong
 *       to the rows.
 * </ol>
 *
 * <p>Measured by {@code InterleavedLuTiming} (test sources; a PGLM-like symmetric indefinite matrix
 * of order 3001, one thread, median of 3 runs) on a 2-core AMD EPYC (Zen 4, KVM) with other work
 * running (load average 3 to 4), JDK 17: the previous four-row version 4.21 s, this one 0.83 s
 * (5.1× faster); a second time 5.73 s against 0.87 s (6.6×); EJML's own loop 12.0 s (one run). Of
 * the 0.83 s, about 0.65 s is the block sums (n³/3 multiply-adds, about 14 billion a second,
 * vectorized by the JIT) and 0.17 s the columns one by one; a block of 64 columns balances the two
 * (32: more passes over L; 128: longer column sums), and a chunk of 256 upper rows (64 × 256
 * doubles) stays in the 1 MiB L2 cache.
 *
 * <p>Bit for bit means for finite input, PGLM's case; with NaNs in the input, only which NaN comes
 * out of an addition of two might differ (the processor keeps one operand's, and which one comes
 * first is the JIT's choice, for EJML's loop as for this one).
 *
 * <p>Solving goes through EJML's {@code LinearSolverLu_DDRM} with this decomposition, which reads
 * the same protected fields.
 */
final class InterleavedLu extends LUDecompositionAlt_DDRM {

  /** Columns per block. */
  static final int BLOCK = 64;

  /**
   * Finished upper rows the partial sums take at a time: {@value #BLOCK} × {@value #CHUNK} doubles,
   * 128 KiB.
   */
  static final int CHUNK = 256;

  @Override
  public boolean decompose(DMatrixRMaj a) {
    decomposeCommonInit(a);
    final int rows = m;
    final int cols = n;
    // sums[i][c]: row i's running sum for column j0 + c of the current block (rows are swapped with
    // them)
    double[][] sums = new double[rows][BLOCK];
    // upper[k][c]: the finished value of row k < j0 in column j0 + c of the current block
    double[][] upper = new double[Math.min(rows, cols)][BLOCK];
    for (int j0 = 0; j0 < cols; j0 += BLOCK) {
      int j1 = Math.min(cols, j0 + BLOCK);
      sumsBeforeBlock(j0, j1, sums, upper);
      for (int j = j0; j < j1; j++) {
        finishColumn(j0, j, sums);
        pivotAndScale(j, sums);
      }
    }
    // EJML leaves vv holding the last column; finishColumn copied only the rows from its block on
    if (cols > 0) {
      int last = cols - 1;
      int top = Math.min(last - last % BLOCK, rows);
      for (int i = 0; i < top; i++) {
        vv[i] = dataLU[i * cols + last];
      }
    }
    return true;
  }

  /**
   * The block of columns j0 .. j1 − 1: rows i &lt; j0 finished (k &lt; i), and every row i ≥ j0's
   * sums over k &lt; j0, taking the finished upper rows {@link #CHUNK} at a time.
   */
  private void sumsBeforeBlock(int j0, int j1, double[][] sums, double[][] upper) {
    final double[] lu = dataLU;
    final int rows = m;
    final int cols = n;
    final int width = j1 - j0;
    final int top = Math.min(j0, rows);
    for (int i = 0; i < rows; i++) {
      Arrays.fill(sums[i], 0.0);
    }
    for (int ka = 0; ka < top; ka += CHUNK) {
      int kb = Math.min(top, ka + CHUNK);
      // rows ka .. kb − 1 add k = ka .. i − 1 and are finished, four at a time: the shared terms
      // k < i, then row i's result, which the next rows' last terms read
      int i = ka;
      for (; i + 3 < kb; i += 4) {
        int r0 = i * cols;
        int r1 = r0 + cols;
        int r2 = r1 + cols;
        int r3 = r2 + cols;
        accumulate4(
            lu, r0, r1, r2, r3, ka, i, upper, sums[i], sums[i + 1], sums[i + 2], sums[i + 3]);
        finishUpperRow(i, j0, width, sums[i], upper[i]);
        accumulate1(lu, r1, i, i + 1, upper, sums[i + 1]);
        finishUpperRow(i + 1, j0, width, sums[i + 1], upper[i + 1]);
        accumulate1(lu, r2, i, i + 2, upper, sums[i + 2]);
        finishUpperRow(i + 2, j0, width, sums[i + 2], upper[i + 2]);
        accumulate1(lu, r3, i, i + 3, upper, sums[i + 3]);
        finishUpperRow(i + 3, j0, width, sums[i + 3], upper[i + 3]);
      }
      for (; i < kb; i++) {
        accumulate1(lu, i * cols, ka, i, upper, sums[i]);
        finishUpperRow(i, j0, width, sums[i], upper[i]);
      }
      // every later row (above the block or not) adds k = ka .. kb − 1
      for (i = kb; i + 3 < rows; i += 4) {
        int r0 = i * cols;
        accumulate4(
            lu,
            r0,
            r0 + cols,
            r0 + 2 * cols,
            r0 + 3 * cols,
            ka,
            kb,
            upper,
            sums[i],
            sums[i + 1],
            sums[i + 2],
            sums[i + 3]);
      }
      for (; i < rows; i++) {
        accumulate1(lu, i * cols, ka, kb, upper, sums[i]);
      }
    }
  }

  /**
   * Row i &lt; j0 of the block: its value vv[i] − s in each column, kept in {@code upper} for the
   * rows after it.
   */
  private void finishUpperRow(int i, int j0, int width, double[] sum, double[] finished) {
    final double[] lu = dataLU;
    int base = i * n + j0;
    for (int c = 0; c < width; c++) {
      double value = lu[base + c] - sum[c];
      lu[base + c] = value;
      finished[c] = value;
    }
  }

  /**
   * Rows r0 .. r3 (offsets into LU) add {@code LU[r][k] * upper[k][c]} to their sums of every
   * column c of the block, for k = k0 .. k1 − 1 in increasing k: three terms a statement, each
   * sum's additions in order, then the last ones singly. The columns beyond the matrix's in the
   * last block hold stale values and their sums are never read.
   */
  private static void accumulate4(
      double[] lu,
      int r0,
      int r1,
      int r2,
      int r3,
      int k0,
      int k1,
      double[][] upper,
      double[] s0,
      double[] s1,
      double[] s2,
      double[] s3) {
    int k = k0;
    for (; k + 2 < k1; k += 3) {
      double a0 = lu[r0 + k];
      double a1 = lu[r1 + k];
      double a2 = lu[r2 + k];
      double a3 = lu[r3 + k];
      double b0 = lu[r0 + k + 1];
      double b1 = lu[r1 + k + 1];
      double b2 = lu[r2 + k + 1];
      double b3 = lu[r3 + k + 1];
      double c0 = lu[r0 + k + 2];
      double c1 = lu[r1 + k + 2];
      double c2 = lu[r2 + k + 2];
      double c3 = lu[r3 + k + 2];
      double[] ux = upper[k];
      double[] uy = upper[k + 1];
      double[] uz = upper[k + 2];
      for (int c = 0; c < BLOCK; c++) {
        double x = ux[c];
        double y = uy[c];
        double z = uz[c];
        s0[c] = s0[c] + a0 * x + b0 * y + c0 * z;
        s1[c] = s1[c] + a1 * x + b1 * y + c1 * z;
        s2[c] = s2[c] + a2 * x + b2 * y + c2 * z;
        s3[c] = s3[c] + a3 * x + b3 * y + c3 * z;
      }
    }
    for (; k < k1; k++) {
      double a0 = lu[r0 + k];
      double a1 = lu[r1 + k];
      double a2 = lu[r2 + k];
      double a3 = lu[r3 + k];
      double[] ux = upper[k];
      for (int c = 0; c < BLOCK; c++) {
        double x = ux[c];
        s0[c] += a0 * x;
        s1[c] += a1 * x;
        s2[c] += a2 * x;
        s3[c] += a3 * x;
      }
    }
  }

  /** {@link #accumulate4} for one row. */
  private static void accumulate1(
      double[] lu, int r, int k0, int k1, double[][] upper, double[] s) {
    for (int k = k0; k < k1; k++) {
      double a = lu[r + k];
      double[] ux = upper[k];
      for (int c = 0; c < BLOCK; c++) {
        s[c] += a * ux[c];
      }
    }
  }

  /**
   * Column j of the block that starts at j0, rows i ≥ j0 (those above are finished): vv is the
   * column, each row's sum adds k = j0 .. min(i, j) − 1, rows above the diagonal in order (each
   * reads the rows before it), the others four side by side.
   */
  private void finishColumn(int j0, int j, double[][] sums) {
    final double[] lu = dataLU;
    final double[] column = vv;
    final int rows = m;
    final int cols = n;
    final int c = j - j0;
    for (int i = j0; i < rows; i++) {
      column[i] = lu[i * cols + j];
    }
    int mid = Math.min(j, rows);
    for (int i = j0; i < mid; i++) {
      int r = i * cols;
      double s = sums[i][c];
      for (int k = j0; k < i; k++) {
        s += lu[r + k] * column[k];
      }
      lu[r + j] = column[i] -= s;
    }
    int i = j;
    for (; i + 3 < rows; i += 4) {
      int r0 = i * cols;
      int r1 = r0 + cols;
      int r2 = r1 + cols;
      int r3 = r2 + cols;
      double s0 = sums[i][c];
      double s1 = sums[i + 1][c];
      double s2 = sums[i + 2][c];
      double s3 = sums[i + 3][c];
      for (int k = j0; k < j; k++) {
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
      double s = sums[i][c];
      for (int k = j0; k < j; k++) {
        s += lu[r + k] * column[k];
      }
      lu[r + j] = column[i] -= s;
    }
  }

  /**
   * EJML's step after column {@code j}: the first largest |entry| on or below the diagonal becomes
   * the pivot (its row swapped whole with row j, and their partial sums with them), then the
   * multipliers.
   */
  private void pivotAndScale(int j, double[][] sums) {
    final double[] lu = dataLU;
    final double[] column = vv;
    int p = j;
    double max = Math.abs(column[p]);
    for (int i = j + 1; i < m; i++) {
      double v = Math.abs(column[i]);
      if (v > max) {
        p = i;
        max = v;
      }
    }
    if (p != j) {
      int rowP = p * n;
      int rowJ = j * n;
      int endP = rowP + n;
      for (; rowP < endP; rowP++, rowJ++) {
        double t = lu[rowP];
        lu[rowP] = lu[rowJ];
        lu[rowJ] = t;
      }
      double[] s = sums[p];
      sums[p] = sums[j];
      sums[j] = s;
      int k = pivot[p];
      pivot[p] = pivot[j];
      pivot[j] = k;
      pivsign = -pivsign;
    }
    indx[j] = p;
    if (j < m) {
      double diagonal = lu[j * n + j];
      if (diagonal != 0) {
        for (int i = j + 1; i < m; i++) {
          lu[i * n + j] /= diagonal;
        }
      }
    }
  }
}
