package org.ldpbench.method.distributed;

import org.ldpbench.method.Release;

/**
 * What one server sends: its noisy kernel statistic T̃_h at every evaluation point for every
 * bandwidth of the method, the centre c it used (released, if the server's prevalence is
 * privatized) and the noise standard deviation σ_j(h) of each bandwidth (a function of c and of
 * public metadata).
 *
 * @param centre the c of (Y − c)
 * @param values values[k][a]: bandwidth k, evaluation point a
 * @param sigmas σ_j(h_k) of the noise actually added (0 without noise)
 */
public record KernelRelease(double centre, double[][] values, double[] sigmas) implements Release {

  @Override
  public double[] coordinates() {
    int points = values.length == 0 ? 0 : values[0].length;
    double[] out = new double[1 + values.length * points];
    out[0] = centre;
    for (int k = 0; k < values.length; k++) {
      System.arraycopy(values[k], 0, out, 1 + k * points, points);
    }
    return out;
  }
}
