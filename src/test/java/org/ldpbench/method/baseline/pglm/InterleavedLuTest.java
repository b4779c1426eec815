package org.ldpbench.method.baseline.pglm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.ejml.data.DMatrixRMaj;
import org.ejml.dense.row.decomposition.lu.LUDecompositionAlt_DDRM;
import org.ejml.dense.row.linsol.lu.LinearSolverLu_DDRM;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link InterleavedLu} gives EJML's LU bit for bit: the same factors (compared as raw bits),
 * pivots, {@code indx}, sign, work vector {@code vv}, singularity, determinant and solution, on
 * matrices that need pivoting (some at almost every column), have zero columns (zero pivots), ties
 * in the pivot search, PGLM's shape (a symmetric Gram matrix plus symmetric noise, indefinite),
 * non-square shapes and singular ones. Orders cover the remainders of the four-row steps, one block
 * of {@value InterleavedLu#BLOCK} columns and the next (63, 64, 65, 127 .. 130), several blocks and
 * more than one {@value InterleavedLu#CHUNK}-row chunk of upper rows (321, 400, 450).
 *
 * <p>These tests catch a change of the arithmetic: tried once by hand on the blocked version, each
 * of these mutations failed them ({@code mvn test}, 53 cases):
 *
 * <ul>
 *   <li>in {@code accumulate4}, grouping two terms before adding them to the sum, {@code s + (a*x +
 *       b*y) + c*z} instead of {@code s + a*x + b*y + c*z}: 25 cases failed, the first at d = 65
 *       and 64 × 65, the first shapes with a second block (the first block has no earlier columns
 *       to sum);
 *   <li>in {@code pivotAndScale}, not swapping the partial sums of rows p and j: 21 cases failed,
 *       the first at d = 97 (at d = 65 the second block has a single column, no later sum to
 *       carry);
 *   <li>in {@code finishColumn}'s four-row loop, adding k = j0 .. j − 1 in decreasing order: 38
 *       cases failed, from d = 7.
 * </ul>
 */
class InterleavedLuTest {

  private static final int VARIANTS = 6;

  @ParameterizedTest
  @ValueSource(
      ints = {
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 17, 31, 63, 64, 65, 97, 127, 128, 129, 130, 203,
        257, 321, 400
      })
  void sameAsEjmlOnSquareMatrices(int d) {
    SplittableRandom random = new SplittableRandom(7919L * d);
    for (int variant = 0; variant < VARIANTS; variant++) {
      double[][] a = matrix(d, d, variant, random);
      assertSameAsEjml(a, "d = " + d + ", variant " + variant);
      assertSameSolveAsEjml(a, random, "d = " + d + ", variant " + variant);
    }
  }

  /** PGLM's matrix at an order with a partial last block and two chunks of upper rows. */
  @Test
  void sameAsEjmlOnPglmLikeMatrixOfOrder450() {
    SplittableRandom random = new SplittableRandom(450);
    double[][] a = matrix(450, 450, 1, random);
    assertSameAsEjml(a, "PGLM-like, d = 450");
    assertSameSolveAsEjml(a, random, "PGLM-like, d = 450");
  }

  /** EJML's decomposition takes any shape (only the solver needs a square one). */
  @ParameterizedTest
  @CsvSource({
    "1,7", "7,1", "2,3", "3,2", "5,3", "3,5", "4,9", "9,4", "64,65", "65,64", "70,130", "130,70",
    "129,300", "300,129", "200,333", "333,200"
  })
  void sameAsEjmlOnRectangularMatrices(int rows, int cols) {
    SplittableRandom random = new SplittableRandom(31L * rows + cols);
    for (int variant = 0; variant < VARIANTS; variant++) {
      assertSameAsEjml(
          matrix(rows, cols, variant, random), rows + " x " + cols + ", variant " + variant);
    }
  }

  /** Random shapes and kinds, 1 .. 200 rows and columns. */
  @Test
  void sameAsEjmlOnRandomShapes() {
    SplittableRandom random = new SplittableRandom(20240611L);
    for (int trial = 0; trial < 60; trial++) {
      int rows = 1 + random.nextInt(200);
      int cols = random.nextInt(4) == 0 ? rows : 1 + random.nextInt(200);
      int variant = random.nextInt(VARIANTS);
      assertSameAsEjml(
          matrix(rows, cols, variant, random),
          "trial " + trial + ": " + rows + " x " + cols + ", variant " + variant);
    }
  }

  /**
   * Rows growing by powers of two: the pivot is nearly always the last row left, a swap at almost
   * every column.
   */
  @ParameterizedTest
  @ValueSource(ints = {5, 65, 130, 257})
  void sameAsEjmlWithASwapAtAlmostEveryColumn(int d) {
    double[][] a = matrix(d, d, 4, new SplittableRandom(d));
    LUDecompositionAlt_DDRM ejml = assertSameAsEjml(a, "graded, d = " + d);
    int swaps = 0;
    for (int j = 0; j < d; j++) {
      if (ejml.getIndx()[j] != j) {
        swaps++;
      }
    }
    assertThat(swaps).isGreaterThan(d / 2);
  }

  /**
   * Exactly singular: repeated rows and zero columns give zero pivots (no division) in several
   * blocks.
   */
  @ParameterizedTest
  @ValueSource(ints = {3, 66, 200})
  void sameAsEjmlOnSingularMatrices(int d) {
    double[][] a = matrix(d, d, 5, new SplittableRandom(d + 1));
    LUDecompositionAlt_DDRM ejml = assertSameAsEjml(a, "singular, d = " + d);
    assertThat(ejml.isSingular()).isTrue();
    double[][] zero = new double[d][d];
    assertSameAsEjml(zero, "zero, d = " + d);
  }

  /** One decomposition object reused on matrices of other sizes, as EJML reuses its arrays. */
  @Test
  void sameAsEjmlWhenReused() {
    SplittableRandom random = new SplittableRandom(5);
    LUDecompositionAlt_DDRM ejml = new LUDecompositionAlt_DDRM();
    InterleavedLu ours = new InterleavedLu();
    int[][] shapes = {{150, 150}, {40, 90}, {90, 40}, {200, 200}, {3, 3}, {70, 70}};
    for (int[] shape : shapes) {
      double[][] a = matrix(shape[0], shape[1], random.nextInt(VARIANTS), random);
      assertThat(ours.decompose(new DMatrixRMaj(a))).isEqualTo(ejml.decompose(new DMatrixRMaj(a)));
      assertSameState(ours, ejml, "reused, " + shape[0] + " x " + shape[1]);
    }
  }

  private static LUDecompositionAlt_DDRM assertSameAsEjml(double[][] a, String what) {
    LUDecompositionAlt_DDRM ejml = new LUDecompositionAlt_DDRM();
    InterleavedLu ours = new InterleavedLu();
    assertThat(ours.decompose(new DMatrixRMaj(a))).isEqualTo(ejml.decompose(new DMatrixRMaj(a)));
    assertSameState(ours, ejml, what);
    return ejml;
  }

  private static void assertSameState(
      InterleavedLu ours, LUDecompositionAlt_DDRM ejml, String what) {
    assertThat(bits(ours.getLU().getData()))
        .as("factors, %s", what)
        .isEqualTo(bits(ejml.getLU().getData()));
    assertThat(ours.getPivot()).as("pivot, %s", what).isEqualTo(ejml.getPivot());
    assertThat(ours.getIndx()).as("indx, %s", what).isEqualTo(ejml.getIndx());
    assertThat(bits(ours._getVV())).as("vv, %s", what).isEqualTo(bits(ejml._getVV()));
    if (ejml.getLU().numRows
        <= ejml.getLU().numCols) { // EJML's isSingular reads past LU's end for tall ones
      assertThat(ours.isSingular()).as("singular, %s", what).isEqualTo(ejml.isSingular());
    }
    if (ejml.getLU().numRows == ejml.getLU().numCols) {
      assertThat(Double.doubleToRawLongBits(ours.computeDeterminant().real))
          .as("determinant, %s", what)
          .isEqualTo(Double.doubleToRawLongBits(ejml.computeDeterminant().real));
    }
  }

  private static void assertSameSolveAsEjml(double[][] a, SplittableRandom random, String what) {
    int d = a.length;
    double[] b = new double[d];
    for (int i = 0; i < d; i++) {
      b[i] = random.nextGaussian();
    }
    LinearSolverLu_DDRM ejmlSolver = new LinearSolverLu_DDRM(new LUDecompositionAlt_DDRM());
    LinearSolverLu_DDRM ourSolver = new LinearSolverLu_DDRM(new InterleavedLu());
    assertThat(ourSolver.setA(new DMatrixRMaj(a))).isEqualTo(ejmlSolver.setA(new DMatrixRMaj(a)));
    DMatrixRMaj x = new DMatrixRMaj(d, 1);
    DMatrixRMaj y = new DMatrixRMaj(d, 1);
    ejmlSolver.solve(new DMatrixRMaj(d, 1, true, b), x);
    ourSolver.solve(new DMatrixRMaj(d, 1, true, b), y);
    assertThat(bits(y.getData())).as("solution, %s", what).isEqualTo(bits(x.getData()));
  }

  /**
   * 0: Gaussian; 1: PGLM-like symmetric Gram + symmetric noise (square only); 2: with zero and
   * repeated columns; 3: small integers (pivot ties); 4: Gaussian rows scaled by 2^(i/2) (a swap at
   * almost every column); 5: singular small integers (pairs of equal rows, zero columns).
   */
  static double[][] matrix(int rows, int cols, int variant, SplittableRandom random) {
    double[][] a = new double[rows][cols];
    switch (variant) {
      case 0 -> {
        for (double[] row : a) {
          for (int j = 0; j < cols; j++) {
            row[j] = random.nextGaussian();
          }
        }
      }
      case 1 -> {
        if (rows != cols) {
          return matrix(rows, cols, 0, random);
        }
        int d = rows;
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
          for (int j = 0; j < cols; j++) {
            row[j] = random.nextGaussian();
          }
        }
        if (cols > 2) {
          for (double[] row : a) {
            row[1] = 0.0;
            row[cols - 1] = row[0];
            row[cols / 2] = 0.0;
            row[(cols + 1) / 3] = row[cols / 3];
          }
        }
      }
      case 3 -> {
        for (double[] row : a) {
          for (int j = 0; j < cols; j++) {
            row[j] = random.nextInt(5) - 2;
          }
        }
      }
      case 4 -> {
        for (int i = 0; i < rows; i++) {
          for (int j = 0; j < cols; j++) {
            a[i][j] = Math.scalb(random.nextGaussian(), Math.min(i, 1200) / 2);
          }
        }
      }
      default -> {
        for (int i = 0; i < rows; i++) {
          for (int j = 0; j < cols; j++) {
            a[i][j] = i % 2 == 1 ? a[i - 1][j] : random.nextInt(7) - 3;
          }
        }
        for (int j = 0; j < cols; j += 61) {
          for (double[] row : a) {
            row[j] = 0.0;
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
