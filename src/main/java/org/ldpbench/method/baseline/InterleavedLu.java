package org.ldpbench.method.baseline;

import org.ejml.data.DMatrixRMaj;
import org.ejml.dense.row.decomposition.lu.LUDecompositionAlt_DDRM;

/**
 * EJML's LU decomposition with partial pivoting ({@link LUDecompositionAlt_DDRM}, the Crout/JAMA
 * column-by-column algorithm) computed four rows at a time, with the same result bit for bit.
 *
 * <p>Why: PGLM solves a dense system of order d + 1 (3001 on Email), and EJML's loop spends its time
 * in one dot product per row, {@code s += LU[i][k] * vv[k]}, whose additions form a single dependency
 * chain: the processor waits for each addition before the next. Here four rows' dot products run
 * side by side, four independent chains the processor overlaps. Each row's sum still adds its terms
 * in the same order starting from 0.0, and Java never fuses a multiply and an add, so every entry of
 * the factors, the pivots and hence every solve are identical to EJML's ({@code InterleavedLuTest}).
 * Rows above the diagonal form a triangular solve (row i needs the finished value of row i − 1 in the
 * column), so there each row takes the shared prefix with the others and adds its last terms once the
 * rows before it are finished, in the same order as EJML.
 *
 * <p>The pivot search, row swaps and multipliers are EJML's, unchanged; solving goes through
 * EJML's {@code LinearSolverLu_DDRM} with this decomposition, which reads the same protected fields.
 */
final class InterleavedLu extends LUDecompositionAlt_DDRM {

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
            // rows above the diagonal: row i sums k < i, using this column's finished rows before it
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
            // rows on and below the diagonal: each sums k < j, independently of the others
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
            pivotAndScale(j);
        }
        return true;
    }

    /** EJML's step after column {@code j}: the largest |entry| on or below the diagonal becomes the pivot, then the multipliers. */
    private void pivotAndScale(int j) {
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
