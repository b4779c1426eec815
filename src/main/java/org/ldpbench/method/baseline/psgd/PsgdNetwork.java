package org.ldpbench.method.baseline.psgd;

import java.util.random.RandomGenerator;
import java.util.stream.IntStream;
import org.ldpbench.data.Features;

/**
 * The two models of PSGD (spec/lpct.md §4.5, the authors' {@code model.py}), with their forward and
 * backward passes written out (float64, as the code):
 *
 * <ul>
 *   <li>linear (PSGD-L): p = σ(w·x + b); tensors: weight (d), bias (1);
 *   <li>one hidden ReLU layer (PSGD-N): p = σ(W₂·relu(W₁x + b₁) + b₂); tensors: W₁ (h×d, row-major
 *       as PyTorch stores it), b₁ (h), W₂ (h), b₂ (1).
 * </ul>
 *
 * The loss is PyTorch's {@code BCELoss}; its gradient with respect to the logit is (p − y)/max(p(1
 * − p), 1e-12)·p(1 − p), as PyTorch's backward computes it (exactly p − y unless the sigmoid
 * saturates). Parameters live in one flat array, tensor after tensor; immutable.
 */
final class PsgdNetwork {

  /** PyTorch's BCELoss backward guard. */
  static final double BCE_EPSILON = 1e-12;

  private final int dimension;
  private final int hidden;
  private final int[] offsets;

  /** 0, 1, …, d − 1: a dense row as a "sparse" one with every column. */
  private final int[] allColumns;

  /**
   * @param hidden 0 for the linear model, else the hidden width h ≥ 1
   */
  PsgdNetwork(int dimension, int hidden) {
    if (dimension < 1 || hidden < 0) {
      throw new IllegalArgumentException(
          "need dimension >= 1 and hidden >= 0, got " + dimension + ", " + hidden);
    }
    this.dimension = dimension;
    this.hidden = hidden;
    this.allColumns = IntStream.range(0, dimension).toArray();
    this.offsets =
        hidden == 0
            ? new int[] {0, dimension, dimension + 1}
            : new int[] {
              0,
              hidden * dimension,
              hidden * dimension + hidden,
              hidden * dimension + 2 * hidden,
              hidden * dimension + 2 * hidden + 1
            };
  }

  int dimension() {
    return dimension;
  }

  /** Hidden width h; 0 for the linear model. */
  int hidden() {
    return hidden;
  }

  int parameterCount() {
    return offsets[offsets.length - 1];
  }

  int tensorCount() {
    return offsets.length - 1;
  }

  /** Start of tensor t in the flat parameter array. */
  int tensorStart(int t) {
    return offsets[t];
  }

  int tensorSize(int t) {
    return offsets[t + 1] - offsets[t];
  }

  /**
   * PyTorch's default {@code nn.Linear} initialisation: every weight and bias of a layer with
   * fan-in f uniform on (−1/√f, 1/√f).
   */
  double[] initialize(RandomGenerator rng) {
    double[] theta = new double[parameterCount()];
    if (hidden == 0) {
      fillUniform(theta, 0, dimension + 1, 1.0 / Math.sqrt(dimension), rng);
    } else {
      fillUniform(theta, 0, hidden * dimension + hidden, 1.0 / Math.sqrt(dimension), rng);
      fillUniform(
          theta, hidden * dimension + hidden, parameterCount(), 1.0 / Math.sqrt(hidden), rng);
    }
    return theta;
  }

  private static void fillUniform(
      double[] theta, int from, int to, double bound, RandomGenerator rng) {
    for (int i = from; i < to; i++) {
      theta[i] = (2.0 * rng.nextDouble() - 1.0) * bound;
    }
  }

  /**
   * The logit z for row {@code row} of {@code x}; {@code activations} (length h) receives W₁x + b₁.
   */
  double logit(double[] theta, Features x, int row, double[] activations) {
    return logit(theta, allColumns, x.row(row), activations);
  }

  /** P(Y = 1 | x) = 1/(1 + e^{−z}), PyTorch's sigmoid. */
  static double probability(double z) {
    return 1.0 / (1.0 + Math.exp(-z));
  }

  /**
   * Adds {@code weight} × the gradient of BCE(p(x_row), y) with respect to the parameters to {@code
   * gradient}.
   */
  void addGradient(
      double[] theta,
      Features x,
      int row,
      int y,
      double weight,
      double[] gradient,
      double[] activations) {
    addGradient(theta, allColumns, x.row(row), y, weight, gradient, activations);
  }

  /**
   * {@code weight} × d BCE / d logit as PyTorch's backward computes it: (p − y)/max(p(1 − p),
   * 1e-12)·p(1 − p), exactly p − y unless the sigmoid saturates.
   */
  static double logitGradient(double p, int y, double weight) {
    return weight * (p - y) / Math.max((1.0 - p) * p, BCE_EPSILON) * (p * (1.0 - p));
  }

  /**
   * {@link #logit} for a row given by its non-zero entries (columns ascending): the same sums
   * without their zero terms, so the same value.
   */
  double logit(double[] theta, int[] columns, double[] values, double[] activations) {
    if (hidden == 0) {
      double z = theta[dimension];
      for (int k = 0; k < columns.length; k++) {
        z += theta[columns[k]] * values[k];
      }
      return z;
    }
    int b1 = hidden * dimension;
    int w2 = b1 + hidden;
    // four units side by side: four independent chains of additions, each in column order as one
    // unit alone
    int j = 0;
    for (; j + 3 < hidden; j += 4) {
      double a0 = theta[b1 + j];
      double a1 = theta[b1 + j + 1];
      double a2 = theta[b1 + j + 2];
      double a3 = theta[b1 + j + 3];
      int base0 = j * dimension;
      int base1 = base0 + dimension;
      int base2 = base1 + dimension;
      int base3 = base2 + dimension;
      for (int k = 0; k < columns.length; k++) {
        int c = columns[k];
        double v = values[k];
        a0 += theta[base0 + c] * v;
        a1 += theta[base1 + c] * v;
        a2 += theta[base2 + c] * v;
        a3 += theta[base3 + c] * v;
      }
      activations[j] = a0;
      activations[j + 1] = a1;
      activations[j + 2] = a2;
      activations[j + 3] = a3;
    }
    for (; j < hidden; j++) {
      double a = theta[b1 + j];
      int base = j * dimension;
      for (int k = 0; k < columns.length; k++) {
        a += theta[base + columns[k]] * values[k];
      }
      activations[j] = a;
    }
    // the active units' terms in unit order, each unit tested without a branch (a random ReLU
    // pattern
    // defeats prediction): an inactive unit adds −0.0, which leaves z as it is, also z = ±0.0
    double z = theta[w2 + hidden];
    for (int u = 0; u < hidden; u++) {
      double a = activations[u];
      double term = theta[w2 + u] * a;
      z += a > 0.0 ? term : -0.0;
    }
    return z;
  }

  /** {@link #addGradient} for a row given by its non-zero entries: the same gradient. */
  void addGradient(
      double[] theta,
      int[] columns,
      double[] values,
      int y,
      double weight,
      double[] gradient,
      double[] activations) {
    double dz = logitGradient(probability(logit(theta, columns, values, activations)), y, weight);
    if (hidden == 0) {
      for (int k = 0; k < columns.length; k++) {
        gradient[columns[k]] += dz * values[k];
      }
      gradient[dimension] += dz;
      return;
    }
    int b1 = hidden * dimension;
    int w2 = b1 + hidden;
    for (int j = 0; j < hidden; j++) {
      double a = activations[j];
      if (a > 0.0) {
        gradient[w2 + j] += dz * a;
        double da = dz * theta[w2 + j];
        int base = j * dimension;
        for (int k = 0; k < columns.length; k++) {
          gradient[base + columns[k]] += da * values[k];
        }
        gradient[b1 + j] += da;
      }
    }
    gradient[w2 + hidden] += dz;
  }

  /** Scratch space for {@link #logit} and {@link #addGradient}. */
  double[] newActivations() {
    return new double[Math.max(1, hidden)];
  }
}
