package org.ldpbench.method.baseline.psgd;

import java.util.Arrays;
import org.ldpbench.data.ClassLabels;

/**
 * The full-batch gradient of PSGD-N's hidden-layer network over sparse rows (the warm start's inner
 * loop), with W₁ and its gradient held column by column: entry (j, c) at {@code c·h + j}. Row after
 * row, the forward pass adds each non-zero column to all h activations at once and the backward
 * pass adds each column's h gradient terms at once: loops over contiguous memory, without a branch
 * per unit, which the JIT vectorises. Row by row and unit by unit, {@link PsgdNetwork} adds the
 * same terms one unit after another.
 *
 * <p>The same doubles, not just the same sums: every activation still adds b₁ⱼ then W₁[j, c]·x_c
 * for the columns in ascending order, the logit adds W₂ⱼ·aⱼ for the active units in unit order, and
 * every gradient entry receives the same terms in the same (row) order. An inactive unit's terms,
 * which the row-by-row pass skips, are added here as −0.0, which leaves every double as it is (x +
 * (−0.0) = x, also for x = ±0.0). Products −0.0·v are −0.0 only for v &gt; 0, so {@link #applies}
 * admits rows whose non-zero values are all positive and finite (every real data set after scaling
 * to [0, 1]); otherwise the caller keeps the row-by-row pass.
 */
final class ColumnwiseBatchGradient {

  private final int hidden;
  private final int dimension;
  private final double[] weightsByColumn;
  private final double[] gradientByColumn;
  private final double[] activations;
  private final double[] unitGradient;
  private final int[] activeUnits;

  ColumnwiseBatchGradient(PsgdNetwork network) {
    if (network.hidden() == 0) {
      throw new IllegalArgumentException("the columnwise pass is for the hidden-layer network");
    }
    this.hidden = network.hidden();
    this.dimension = network.dimension();
    this.weightsByColumn = new double[hidden * dimension];
    this.gradientByColumn = new double[hidden * dimension];
    this.activations = new double[hidden];
    this.unitGradient = new double[hidden];
    this.activeUnits = new int[hidden];
  }

  /**
   * Whether every row's non-zero values are positive and finite (then the pass gives the same
   * doubles).
   */
  static boolean applies(PsgdNetwork network, SparseRows rows) {
    if (network.hidden() == 0) {
      return false;
    }
    for (double[] values : rows.values()) {
      for (double v : values) {
        if (!(v > 0.0 && v < Double.POSITIVE_INFINITY)) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Sets {@code gradient} (length of θ) to the sum over rows of {@code weight} × the gradient of
   * BCE(p(x_row), y_row) at θ, rows in order: what {@code Arrays.fill(gradient, 0)} followed by
   * {@link PsgdNetwork#addGradient(double[], int[], double[], int, double, double[], double[])} for
   * every row gives.
   */
  void set(double[] theta, SparseRows rows, ClassLabels labels, double weight, double[] gradient) {
    int b1 = hidden * dimension;
    int w2 = b1 + hidden;
    for (int j = 0; j < hidden; j++) {
      int base = j * dimension;
      for (int c = 0; c < dimension; c++) {
        weightsByColumn[c * hidden + j] = theta[base + c];
      }
    }
    Arrays.fill(gradientByColumn, 0.0);
    Arrays.fill(gradient, 0.0);
    Arrays.fill(unitGradient, -0.0); // each row sets its active units and resets them after use
    int n = rows.columns().length;
    for (int row = 0; row < n; row++) {
      int[] columns = rows.columns()[row];
      double[] values = rows.values()[row];
      System.arraycopy(theta, b1, activations, 0, hidden);
      for (int k = 0; k < columns.length; k++) {
        int offset = columns[k] * hidden;
        double v = values[k];
        for (int j = 0; j < hidden; j++) {
          activations[j] += weightsByColumn[offset + j] * v;
        }
      }
      // the active units, ascending, listed without a branch (a random ReLU pattern defeats
      // prediction)
      int active = 0;
      for (int j = 0; j < hidden; j++) {
        activeUnits[active] = j;
        active += activations[j] > 0.0 ? 1 : 0;
      }
      double z = theta[w2 + hidden];
      for (int m = 0; m < active; m++) {
        int j = activeUnits[m];
        z += theta[w2 + j] * activations[j];
      }
      double dz = PsgdNetwork.logitGradient(PsgdNetwork.probability(z), labels.label(row), weight);
      for (int m = 0; m < active; m++) {
        int j = activeUnits[m];
        double da = dz * theta[w2 + j];
        gradient[w2 + j] += dz * activations[j];
        gradient[b1 + j] += da;
        unitGradient[j] = da;
      }
      for (int k = 0; k < columns.length; k++) {
        int offset = columns[k] * hidden;
        double v = values[k];
        for (int j = 0; j < hidden; j++) {
          gradientByColumn[offset + j] += unitGradient[j] * v;
        }
      }
      for (int m = 0; m < active; m++) {
        unitGradient[activeUnits[m]] = -0.0;
      }
      gradient[w2 + hidden] += dz;
    }
    for (int j = 0; j < hidden; j++) {
      int base = j * dimension;
      for (int c = 0; c < dimension; c++) {
        gradient[base + c] = gradientByColumn[c * hidden + j];
      }
    }
  }
}
