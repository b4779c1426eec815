package org.ldpbench.method.baseline.psgd;

import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.function.BiFunction;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.privacy.PrivUnitG;

/**
 * The curator's side of PSGD's one pass (spec/lpct.md §4.5, the authors' {@code trainer.py}): it
 * holds the model, walks a public random permutation of the n_P + n_Q training indices, takes a
 * plain SGD step itself at a public index and, at a private index, sends the current model to that
 * user and applies the message it gets back: θ ← θ − lr·message. It never sees a private record:
 * the message is all it learns, so the sequence of messages (the transcript) plus the public data
 * and the public permutation determine the final model.
 */
final class PsgdServer {

  private final PsgdNetwork network;
  private final Dataset publicSample;
  private final ClassLabels publicLabels;
  private final int[] order;
  private final int privateCount;
  private final double learningRate;

  /**
   * @param order a permutation of 0..n_P+n_Q−1: indices below n_P are private users, the others
   *     public points (index − n_P)
   */
  PsgdServer(
      PsgdNetwork network,
      Dataset publicSample,
      int[] order,
      int privateCount,
      double learningRate) {
    this.network = network;
    this.publicSample = publicSample;
    this.publicLabels = publicSample.classLabels();
    this.order = order;
    this.privateCount = privateCount;
    this.learningRate = learningRate;
  }

  /**
   * The lazy-noise version of this pass for the hidden-layer network ({@link LazyFirstLayerPass}).
   */
  LazyFirstLayerPass lazyFirstLayer(PrivUnitG[] randomizers, double clip) {
    return new LazyFirstLayerPass(network, order, privateCount, learningRate, randomizers, clip);
  }

  Dataset publicSample() {
    return publicSample;
  }

  /**
   * Runs the pass from {@code start} (not modified).
   *
   * @param respond given (private user index, the current model), that user's message; the model
   *     array must not be modified
   * @param transcript receives the messages in order, or null
   * @return the final parameters
   */
  double[] run(
      double[] start, BiFunction<Integer, double[], double[]> respond, List<double[]> transcript) {
    double[] theta = start.clone();
    double[] gradient = new double[theta.length];
    double[] scratch = network.newActivations();
    for (int index : order) {
      if (index < privateCount) {
        double[] message = respond.apply(index, theta);
        if (transcript != null) {
          transcript.add(message);
        }
        for (int i = 0; i < theta.length; i++) {
          theta[i] -= learningRate * message[i];
        }
      } else {
        int row = index - privateCount;
        Arrays.fill(gradient, 0.0);
        network.addGradient(
            theta, publicSample.features(), row, publicLabels.label(row), 1.0, gradient, scratch);
        for (int i = 0; i < theta.length; i++) {
          theta[i] -= learningRate * gradient[i];
        }
      }
    }
    return theta;
  }

  /** Replays a transcript: the curator's final model from the messages alone. */
  double[] replay(double[] start, List<double[]> messages) {
    Iterator<double[]> next = messages.iterator();
    return run(start, (user, theta) -> next.next(), null);
  }

  /**
   * The warm start: {@code steps} full-batch gradient steps on the mean BCE over the public sample
   * (none if it is empty: the code's mean over nothing would be NaN).
   */
  static double[] warmStart(
      PsgdNetwork network, double[] start, Dataset publicSample, double learningRate, int steps) {
    double[] theta = start.clone();
    int n = publicSample.size();
    if (n == 0) {
      return theta;
    }
    ClassLabels labels = publicSample.classLabels();
    double[] gradient = new double[theta.length];
    double[] scratch = network.newActivations();
    SparseRows rows = SparseRows.of(publicSample.features()); // same sums without their zero terms
    ColumnwiseBatchGradient columnwise =
        ColumnwiseBatchGradient.applies(network, rows)
            ? new ColumnwiseBatchGradient(network)
            : null; // the same doubles, vectorised
    for (int step = 0; step < steps; step++) {
      if (columnwise != null) {
        columnwise.set(theta, rows, labels, 1.0 / n, gradient);
      } else {
        Arrays.fill(gradient, 0.0);
        for (int row = 0; row < n; row++) {
          network.addGradient(
              theta,
              rows.columns()[row],
              rows.values()[row],
              labels.label(row),
              1.0 / n,
              gradient,
              scratch);
        }
      }
      for (int i = 0; i < theta.length; i++) {
        theta[i] -= learningRate * gradient[i];
      }
    }
    return theta;
  }
}
