package org.ldpbench.method.labeldp;

import java.util.Map;
import org.ldpbench.data.Features;
import org.ldpbench.method.Model;
import org.ldpbench.method.Predictions;

/** Predicts the mean of the k nearest training points' values (privatized or raw labels). */
final class KnnModel implements Model {

  private final KnnIndex index;

  /** The training values in the index's bucket order. */
  private final double[] values;

  private final int k;
  private final double clip;

  KnnModel(Features features, double[] values, int k, double clip) {
    this(new KnnIndex(features), values, k, clip);
  }

  /** With an index of the training features built before (shared by several models). */
  KnnModel(KnnIndex index, double[] values, int k, double clip) {
    this.index = index;
    this.values = index.inIndexOrder(values);
    this.k = k;
    this.clip = clip;
  }

  @Override
  public Predictions predict(Features points) {
    double[] out = new double[points.rows()];
    if (index.size() > 0) {
      for (int i = 0; i < out.length; i++) {
        out[i] = index.mean(points, i, k, values);
      }
    }
    return Predictions.ofValues(out, Map.of("k", (double) k, "T", clip));
  }
}
