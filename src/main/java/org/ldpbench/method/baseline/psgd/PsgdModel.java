package org.ldpbench.method.baseline.psgd;

import java.util.Map;
import org.ldpbench.data.Features;
import org.ldpbench.method.Model;
import org.ldpbench.method.Predictions;

/**
 * A PSGD network with fixed parameters; predicts 1 iff p(x) &gt; 1/2 (the code's {@code model(x) >
 * 0.5}).
 */
final class PsgdModel implements Model {

  private final PsgdNetwork network;
  private final double[] theta;

  PsgdModel(PsgdNetwork network, double[] theta) {
    this.network = network;
    this.theta = theta.clone();
  }

  @Override
  public Predictions predict(Features points) {
    int[] labels = new int[points.rows()];
    double[] scratch = network.newActivations();
    for (int i = 0; i < labels.length; i++) {
      labels[i] = PsgdNetwork.probability(network.logit(theta, points, i, scratch)) > 0.5 ? 1 : 0;
    }
    return Predictions.ofLabels(labels, Map.of());
  }
}
