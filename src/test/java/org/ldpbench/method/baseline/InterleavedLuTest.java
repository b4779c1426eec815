package org.ldpbench.method.baseline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.ejml.data.DMatrixRMaj;
import org.ejml.dense.row.decomposition.lu.LUDecompositionAlt_DDRM;
import org.ejml.dense.row.linsol.lu.LinearSolverLu_DDRM;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link InterleavedLu} gives EJML's LU bit for bit: the same factors (compared as raw bits), pivots,
 * sign and solution, on matrices that need pivoting, have zero columns, ties in the pivot search
 * and PGLM's shape (a symmetric Gram matrix plus symmetric noise, indefinite). Sizes cover every
 * remainder of the four-row blocks above and below the diagonal.
 */
class InterleavedLuTest {

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 17, 31, 64, 97, 203})
    void sameFactorsPivotsAndSolutionAsEjml(int d) {
        SplittableRandom random = new SplittableRandom(7919L * d);
        for (int variant = 0; variant < 4; variant++) {
            double[][] a = matrix(d, variant, random);
            double[] b = new double[d];
            for (int i = 0; i < d; i++) {
                b[i] = random.nextGaussian();
            }
            LUDecompositionAlt_DDRM ejml = new LUDecompositionAlt_DDRM();
            InterleavedLu ours = new InterleavedLu();
            LinearSolverLu_DDRM ejmlSolver = new LinearSolverLu_DDRM(ejml);
            LinearSolverLu_DDRM ourSolver = new LinearSolverLu_DDRM(ours);
            assertThat(ourSolver.setA(new DMatrixRMaj(a))).isEqualTo(ejmlSolver.setA(new DMatrixRMaj(a)));
            assertThat(bits(ours.getLU().getData())).as("factors, d = %d, variant %d", d, variant)
                    .isEqualTo(bits(ejml.getLU().getData()));
            assertThat(ours.getPivot()).isEqualTo(ejml.getPivot());
            assertThat(ours.getIndx()).isEqualTo(ejml.getIndx());
            assertThat(ours.computeDeterminant().real).isEqualTo(ejml.computeDeterminant().real);
            DMatrixRMaj x = new DMatrixRMaj(d, 1);
            DMatrixRMaj y = new DMatrixRMaj(d, 1);
            ejmlSolver.solve(new DMatrixRMaj(d, 1, true, b), x);
            ourSolver.solve(new DMatrixRMaj(d, 1, true, b), y);
            assertThat(bits(y.getData())).isEqualTo(bits(x.getData()));
        }
    }

    /** 0: Gaussian; 1: PGLM-like symmetric Gram + symmetric noise; 2: with zero and repeated columns; 3: small integers (pivot ties). */
    static double[][] matrix(int d, int variant, SplittableRandom random) {
        double[][] a = new double[d][d];
        switch (variant) {
            case 0 -> {
                for (double[] row : a) {
                    for (int j = 0; j < d; j++) {
                        row[j] = random.nextGaussian();
                    }
                }
            }
            case 1 -> {
                int n = 2 * d + 3;
                double[][] x = new double[n][d];
                for (double[] row : x) {
                    for (int j = 0; j < d; j++) {
                        row[j] = random.nextDouble() < 0.3 ? random.nextDouble() : 0.0;
                    }
                }
                for (int i = 0; i < d; i++) {
                    for (int j = 0; j <= i; j++) {
                        double s = 0;
                        for (double[] row : x) {
                            s += row[i] * row[j];
                        }
                        double noisy = s / n + 0.5 * random.nextGaussian();
                        a[i][j] = noisy;
                        a[j][i] = noisy;
                    }
                }
            }
            case 2 -> {
                for (double[] row : a) {
                    for (int j = 0; j < d; j++) {
                        row[j] = random.nextGaussian();
                    }
                }
                if (d > 2) {
                    for (double[] row : a) {
                        row[1] = 0.0;
                        row[d - 1] = row[0];
                    }
                }
            }
            default -> {
                for (double[] row : a) {
                    for (int j = 0; j < d; j++) {
                        row[j] = random.nextInt(5) - 2;
                    }
                }
            }
        }
        return a;
    }

    static long[] bits(double[] values) {
        long[] out = new long[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = Double.doubleToRawLongBits(values[i]);
        }
        return out;
    }
}
