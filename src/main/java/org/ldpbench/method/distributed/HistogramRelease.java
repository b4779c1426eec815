package org.ldpbench.method.distributed;

import org.ldpbench.method.Release;

/**
 * What one server sends in DT-HIST: the noisy centred bin sums S_j(B) of every bin of the regular
 * grid.
 *
 * @param bins one value per bin, in the grid's cell order
 */
public record HistogramRelease(double[] bins) implements Release {

  @Override
  public double[] coordinates() {
    return bins.clone();
  }
}
