package org.ldpbench.method.baseline.pglm;

import java.util.Map;
import org.ldpbench.data.Features;
import org.ldpbench.method.Model;
import org.ldpbench.method.Predictions;

/**
 * Predicts 1 iff w₀ + xᵀw_{1:} exceeds a threshold (PGLM: 0.5 in the code, 0 for the logistic
 * reading).
 */
final class LinearScoreModel implements Model {

  private final double[] w;
  private final double threshold;

  LinearScoreModel(double[] w, double threshold) {
    this.w = w.clone();
    this.threshold = threshold;
  }

  @Override
  public Predictions predict(Features points) {
    if (points.columns() != w.length - 1) {
      throw new IllegalArgumentException(
          "points have " + points.columns() + " columns, the model " + (w.length - 1));
    }
    int[] labels = new int[points.rows()];
    for (int i = 0; i < labels.length; i++) {
      double score = w[0];
      for (int j = 1; j < w.length; j++) {
        score += points.get(i, j - 1) * w[j];
      }
      labels[i] = score > threshold ? 1 : 0;
    }
    return Predictions.ofLabels(labels, Map.of());
  }
}
