package org.ldpbench.method.baseline.psgd;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.privacy.PrivUnitG;

/**
 * PSGD-N's one pass (spec/lpct.md §4.5) with exact aggregate noise for the first layer (DESIGN rule
 * 2): the same final model in distribution as the literal pass of {@link PsgdServer} with {@link
 * PsgdMechanism#privatize} (split mode), at a fraction of the cost on sparse data.
 *
 * <p>Why it is exact. A private user's message for the first-layer tensor W₁ (h×d) is σ(g − (u·g)u
 * + αu) with g ~ N(0, I), u = ±∇W₁/‖∇W₁‖ and ∇W₁ = δ ⊗ x a rank-one matrix that is zero outside the
 * columns where x ≠ 0. On every other column the message is σg: independent N(0, σ²) entries that
 * depend on nothing else. The curator only reads a column of W₁ when a later point with x_b ≠ 0
 * goes through the network (and at the end), so the Gaussian parts of k such steps can be added at
 * that moment as one N(0, kσ²) draw per entry (a sum of independent normals). On the user's own
 * columns g is drawn explicitly, so u·g and the release are exactly as in {@link
 * PrivUnitG#privatize}. Email's rows have about 170 non-zeros of 3000, so a user costs about
 * 2·h·170 normal draws instead of h·3000.
 *
 * <p>The release of a pass computed this way is the final model only (as for every large network,
 * whose transcript is not kept; {@link PsgdTranscript}). Users whose first-layer gradient is zero
 * (every hidden unit inactive, or a saturated sigmoid) send PrivUnitG's release of ±e_j (j
 * uniform), handled the same way on column j mod d; a non-finite gradient brings every column up to
 * date and uses the literal release. The other tensors (b₁, W₂, b₂; h, h and 1 numbers) are
 * privatized literally.
 */
final class LazyFirstLayerPass {

  private final PsgdNetwork network;
  private final int[] order;
  private final int privateCount;
  private final double learningRate;
  private final PrivUnitG[] randomizers;
  private final double clip;

  /**
   * @param randomizers one per tensor (W₁, b₁, W₂, b₂), as {@link PsgdMechanism} in split mode
   */
  LazyFirstLayerPass(
      PsgdNetwork network,
      int[] order,
      int privateCount,
      double learningRate,
      PrivUnitG[] randomizers,
      double clip) {
    if (network.hidden() < 1 || randomizers.length != network.tensorCount()) {
      throw new IllegalArgumentException(
          "the lazy pass is for the hidden-layer network in split mode");
    }
    this.network = network;
    this.order = order;
    this.privateCount = privateCount;
    this.learningRate = learningRate;
    this.randomizers = randomizers;
    this.clip = clip;
  }

  /** Runs the pass from {@code start} (not modified) and returns the final parameters. */
  double[] run(
      double[] start, Dataset privateRecords, Dataset publicSample, RandomGenerator noise) {
    int d = network.dimension();
    int h = network.hidden();
    int b1 = h * d;
    int w2 = b1 + h;
    int b2 = w2 + h;
    ClassLabels privateLabels = privateRecords.classLabels();
    ClassLabels publicLabels = publicSample.size() == 0 ? null : publicSample.classLabels();
    SparseRows privateRows = SparseRows.of(privateRecords.features());
    SparseRows publicRows = SparseRows.of(publicSample.features());
    double[] theta = start.clone();
    double step =
        learningRate
            * randomizers[0].sigma(); // sd of one private step's Gaussian part per W1 entry
    int pendingAll = 0; // private steps so far whose W1 Gaussian part a column may still owe
    int[] pending = new int[d]; // per column b, the value of pendingAll up to which b has its noise
    double[] activations = new double[h];
    double[] delta = new double[h];
    double[] draws = new double[0];
    for (int index : order) {
      boolean isPrivate = index < privateCount;
      int row = isPrivate ? index : index - privateCount;
      int[] cols = isPrivate ? privateRows.columns()[row] : publicRows.columns()[row];
      double[] vals = isPrivate ? privateRows.values()[row] : publicRows.values()[row];
      int y = isPrivate ? privateLabels.label(row) : publicLabels.label(row);
      for (int b : cols) {
        catchUp(theta, b, pendingAll - pending[b], step, noise, d, h);
        pending[b] = pendingAll;
      }
      // forward and backward pass on the user's columns (the others are zero)
      double dz =
          PsgdNetwork.logitGradient(
              PsgdNetwork.probability(network.logit(theta, cols, vals, activations)), y, 1.0);
      double[] gradB1 = new double[h];
      double[] gradW2 = new double[h];
      for (int a = 0; a < h; a++) {
        boolean active = activations[a] > 0.0;
        delta[a] = active ? dz * theta[w2 + a] : 0.0;
        gradW2[a] = active ? dz * activations[a] : 0.0;
        gradB1[a] = delta[a];
      }
      if (!isPrivate) {
        // a public point: a plain SGD step
        for (int a = 0; a < h; a++) {
          if (delta[a] != 0.0) {
            int base = a * d;
            for (int k = 0; k < cols.length; k++) {
              theta[base + cols[k]] -= learningRate * delta[a] * vals[k];
            }
          }
          theta[b1 + a] -= learningRate * gradB1[a];
          theta[w2 + a] -= learningRate * gradW2[a];
        }
        theta[b2] -= learningRate * dz;
        continue;
      }
      // a private user: W1's message, its Gaussian part drawn on the user's columns, pending
      // elsewhere
      double normDelta = PrivUnitG.norm(delta);
      double normX = PrivUnitG.norm(vals);
      if (!Double.isFinite(normDelta) || !Double.isFinite(normX)) {
        denseFirstLayerStep(theta, delta, cols, vals, pending, pendingAll, step, noise);
        pendingAll++;
        Arrays.fill(pending, pendingAll);
      } else if (normDelta == 0.0 || normX == 0.0) {
        // a zero gradient: PrivUnitG rounds it to ±e_j, j uniform over W1's h·d entries
        int j = noise.nextInt(h * d);
        double sign = noise.nextBoolean() ? 1.0 : -1.0;
        int column = j % d;
        catchUp(theta, column, pendingAll - pending[column], step, noise, d, h);
        double gj = 0.0;
        for (int a = 0; a < h; a++) {
          double g = noise.nextGaussian();
          if (a * d + column == j) {
            gj = g;
          }
          theta[a * d + column] -= step * g;
        }
        double coefficient = randomizers[0].sampleAlpha(noise) - sign * gj;
        theta[j] -= step * coefficient * sign;
        pendingAll++;
        pending[column] = pendingAll;
      } else {
        double norm = normDelta * normX;
        double r = norm / Math.max(norm, clip);
        double sign = noise.nextDouble() < (1.0 + r) / 2.0 ? 1.0 : -1.0;
        int m = cols.length;
        if (draws.length < h * m) {
          draws = new double[h * m];
        }
        double dot = 0.0;
        for (int a = 0; a < h; a++) {
          double ua = sign * delta[a] / normDelta;
          for (int k = 0; k < m; k++) {
            double g = noise.nextGaussian();
            draws[a * m + k] = g;
            dot += ua * (vals[k] / normX) * g;
          }
        }
        double coefficient = randomizers[0].sampleAlpha(noise) - dot;
        for (int a = 0; a < h; a++) {
          double ua = sign * delta[a] / normDelta;
          int base = a * d;
          for (int k = 0; k < m; k++) {
            theta[base + cols[k]] -=
                step * (draws[a * m + k] + coefficient * ua * (vals[k] / normX));
          }
        }
        // every other column owes this step's Gaussian part; the user's columns have it already
        pendingAll++;
        for (int b : cols) {
          pending[b] = pendingAll;
        }
      }
      applyLiteral(theta, b1, randomizers[1].privatize(gradB1, clip, noise));
      applyLiteral(theta, w2, randomizers[2].privatize(gradW2, clip, noise));
      applyLiteral(theta, b2, randomizers[3].privatize(new double[] {dz}, clip, noise));
    }
    for (int b = 0; b < d; b++) {
      catchUp(theta, b, pendingAll - pending[b], step, noise, d, h);
    }
    return theta;
  }

  /**
   * Adds the Gaussian parts of {@code steps} private steps to column b of W₁: N(0, steps·step²) per
   * entry.
   */
  private static void catchUp(
      double[] theta, int b, int steps, double step, RandomGenerator noise, int d, int h) {
    if (steps <= 0) {
      return;
    }
    double sd = step * Math.sqrt(steps);
    for (int a = 0; a < h; a++) {
      theta[a * d + b] -= sd * noise.nextGaussian();
    }
  }

  /**
   * A user with a zero or unusable first-layer gradient: every column brought up to date, then the
   * literal release.
   */
  private void denseFirstLayerStep(
      double[] theta,
      double[] delta,
      int[] cols,
      double[] vals,
      int[] pending,
      int pendingAll,
      double step,
      RandomGenerator noise) {
    int d = network.dimension();
    int h = network.hidden();
    for (int b = 0; b < d; b++) {
      catchUp(theta, b, pendingAll - pending[b], step, noise, d, h);
    }
    double[] gradient = new double[h * d];
    for (int a = 0; a < h; a++) {
      for (int k = 0; k < cols.length; k++) {
        gradient[a * d + cols[k]] = delta[a] * vals[k];
      }
    }
    double[] message = randomizers[0].privatize(gradient, clip, noise);
    for (int i = 0; i < message.length; i++) {
      theta[i] -= learningRate * message[i];
    }
  }

  private void applyLiteral(double[] theta, int start, double[] message) {
    for (int i = 0; i < message.length; i++) {
      theta[start + i] -= learningRate * message[i];
    }
  }
}
