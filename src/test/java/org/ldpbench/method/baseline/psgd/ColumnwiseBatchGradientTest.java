package org.ldpbench.method.baseline.psgd;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;

/**
 * The warm start's vectorised passes give the same doubles as the row-by-row pass they replace:
 * {@link ColumnwiseBatchGradient} against the full-batch sum of the old per-row gradient, and
 * {@link PsgdNetwork}'s branch-free logit against the old one, both kept here as the oracle, bit
 * for bit ({@code Arrays.equals} on doubles tells −0.0 from 0.0) on random networks and sparse
 * rows: widths 1 to 64, dimensions 1 to 300, rows from all-zero to dense, weights large enough to
 * saturate the sigmoid and to make every unit inactive.
 */
class ColumnwiseBatchGradientTest {

  /** The logit as PsgdNetwork computed it before the branch-free version. */
  private static double oracleLogit(
      PsgdNetwork network, double[] theta, int[] columns, double[] values, double[] activations) {
    int d = network.dimension();
    int h = network.hidden();
    int b1 = h * d;
    int w2 = b1 + h;
    double z = theta[w2 + h];
    for (int j = 0; j < h; j++) {
      double a = theta[b1 + j];
      int base = j * d;
      for (int k = 0; k < columns.length; k++) {
        a += theta[base + columns[k]] * values[k];
      }
      activations[j] = a;
      if (a > 0.0) {
        z += theta[w2 + j] * a;
      }
    }
    return z;
  }

  /**
   * One row's gradient as PsgdNetwork added it before (the oracle logit, then the same backward).
   */
  private static void oracleAddGradient(
      PsgdNetwork network,
      double[] theta,
      int[] columns,
      double[] values,
      int y,
      double weight,
      double[] gradient,
      double[] activations) {
    int d = network.dimension();
    int h = network.hidden();
    double dz =
        PsgdNetwork.logitGradient(
            PsgdNetwork.probability(oracleLogit(network, theta, columns, values, activations)),
            y,
            weight);
    int b1 = h * d;
    int w2 = b1 + h;
    for (int j = 0; j < h; j++) {
      double a = activations[j];
      if (a > 0.0) {
        gradient[w2 + j] += dz * a;
        double da = dz * theta[w2 + j];
        int base = j * d;
        for (int k = 0; k < columns.length; k++) {
          gradient[base + columns[k]] += da * values[k];
        }
        gradient[b1 + j] += da;
      }
    }
    gradient[w2 + h] += dz;
  }

  private record Case(PsgdNetwork network, double[] theta, SparseRows rows, ClassLabels labels) {}

  private static Case randomCase(SplittableRandom rng, boolean positive) {
    int d = new int[] {1, 3, 11, 46, 300}[rng.nextInt(5)];
    int h = new int[] {1, 2, 5, 46, 64}[rng.nextInt(5)];
    int n = 1 + rng.nextInt(400);
    double density = new double[] {0.0, 0.05, 0.3, 1.0}[rng.nextInt(4)];
    double[] x = new double[n * d];
    int[] y = new int[n];
    for (int i = 0; i < n; i++) {
      for (int c = 0; c < d; c++) {
        if (rng.nextDouble() < density) {
          double v = rng.nextDouble() + 1e-3;
          x[i * d + c] = positive || rng.nextBoolean() ? v : -v;
        }
      }
      y[i] = rng.nextInt(2);
    }
    PsgdNetwork network = new PsgdNetwork(d, h);
    double[] theta = network.initialize(rng);
    double scale = new double[] {1, 30, 1e3}[rng.nextInt(3)]; // large weights saturate the sigmoid
    for (int i = 0; i < theta.length; i++) {
      theta[i] *= scale;
    }
    if (rng.nextInt(4) == 0) { // every unit inactive (negative biases), or b2 = -0.0
      for (int j = 0; j < h; j++) {
        theta[h * d + j] = -1e6;
      }
      theta[theta.length - 1] = -0.0;
    }
    return new Case(network, theta, SparseRows.of(Features.wrap(x, n, d)), ClassLabels.binary(y));
  }

  @Test
  void theColumnwiseFullBatchGradientIsTheRowByRowSumBitForBit() {
    SplittableRandom rng = new SplittableRandom(20261126);
    int compared = 0;
    for (int trial = 0; trial < 300; trial++) {
      Case c = randomCase(rng, true);
      assertThat(ColumnwiseBatchGradient.applies(c.network(), c.rows())).isTrue();
      int n = c.labels().size();
      double[] expected = new double[c.theta().length];
      double[] scratch = c.network().newActivations();
      for (int row = 0; row < n; row++) {
        oracleAddGradient(
            c.network(),
            c.theta(),
            c.rows().columns()[row],
            c.rows().values()[row],
            c.labels().label(row),
            1.0 / n,
            expected,
            scratch);
      }
      double[] actual = new double[c.theta().length];
      Arrays.fill(actual, 7.0); // set, not added to
      new ColumnwiseBatchGradient(c.network())
          .set(c.theta(), c.rows(), c.labels(), 1.0 / n, actual);
      assertThat(actual).as("case %d", trial).isEqualTo(expected);
      compared++;
    }
    assertThat(compared).isEqualTo(300);
  }

  @Test
  void rowsWithANegativeValueKeepTheRowByRowPass() {
    PsgdNetwork network = new PsgdNetwork(2, 3);
    SparseRows mixed = SparseRows.of(Features.wrap(new double[] {0.5, -0.25, 0.0, 1.0}, 2, 2));
    SparseRows positive = SparseRows.of(Features.wrap(new double[] {0.5, 0.25, 0.0, 1.0}, 2, 2));
    assertThat(ColumnwiseBatchGradient.applies(network, mixed)).isFalse();
    assertThat(ColumnwiseBatchGradient.applies(network, positive)).isTrue();
    assertThat(ColumnwiseBatchGradient.applies(new PsgdNetwork(2, 0), positive)).isFalse();
  }

  @Test
  void theBranchFreeLogitAndGradientAreTheOldOnesBitForBit() {
    SplittableRandom rng = new SplittableRandom(11);
    for (int trial = 0; trial < 300; trial++) {
      Case c = randomCase(rng, false);
      PsgdNetwork network = c.network();
      for (int row = 0; row < Math.min(20, c.labels().size()); row++) {
        int[] columns = c.rows().columns()[row];
        double[] values = c.rows().values()[row];
        double[] a1 = network.newActivations();
        double[] a2 = network.newActivations();
        assertThat(Double.doubleToRawLongBits(network.logit(c.theta(), columns, values, a1)))
            .isEqualTo(
                Double.doubleToRawLongBits(oracleLogit(network, c.theta(), columns, values, a2)));
        double[] g1 = new double[c.theta().length];
        double[] g2 = new double[c.theta().length];
        network.addGradient(c.theta(), columns, values, c.labels().label(row), 0.5, g1, a1);
        oracleAddGradient(network, c.theta(), columns, values, c.labels().label(row), 0.5, g2, a2);
        assertThat(g1).isEqualTo(g2);
      }
    }
  }

  @Test
  void theWarmStartIsTheOldRowByRowWarmStart() {
    SplittableRandom rng = new SplittableRandom(5);
    for (int trial = 0; trial < 20; trial++) {
      Case c = randomCase(rng, true);
      int n = c.labels().size();
      double[] expected = c.theta().clone();
      double[] gradient = new double[expected.length];
      double[] scratch = c.network().newActivations();
      for (int step = 0; step < 10; step++) {
        Arrays.fill(gradient, 0.0);
        for (int row = 0; row < n; row++) {
          oracleAddGradient(
              c.network(),
              expected,
              c.rows().columns()[row],
              c.rows().values()[row],
              c.labels().label(row),
              1.0 / n,
              gradient,
              scratch);
        }
        for (int i = 0; i < expected.length; i++) {
          expected[i] -= 0.1 * gradient[i];
        }
      }
      int d = c.network().dimension();
      double[] x = new double[n * d];
      for (int row = 0; row < n; row++) {
        int[] columns = c.rows().columns()[row];
        for (int k = 0; k < columns.length; k++) {
          x[row * d + columns[k]] = c.rows().values()[row][k];
        }
      }
      Dataset sample = new Dataset(Features.wrap(x, n, d), c.labels());
      assertThat(PsgdServer.warmStart(c.network(), c.theta(), sample, 0.1, 10))
          .as("case %d", trial)
          .isEqualTo(expected);
    }
  }
}
