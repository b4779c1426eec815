package org.ldpbench.method.labeldp;

import org.ldpbench.data.Features;
import org.ldpbench.method.Release;

/**
 * What a label-LDP regression curator receives: every user's features in the clear (label DP
 * protects the label only) and its privatized label z_i.
 */
record NoisyLabels(Features features, double[] z) implements Release {

  /** The features row by row, then the z values. */
  @Override
  public double[] coordinates() {
    int n = features.rows();
    int d = features.columns();
    double[] out = new double[n * d + n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < d; j++) {
        out[i * d + j] = features.get(i, j);
      }
    }
    System.arraycopy(z, 0, out, n * d, n);
    return out;
  }
}
