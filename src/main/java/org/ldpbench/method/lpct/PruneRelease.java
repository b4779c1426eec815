package org.ldpbench.method.lpct;

import java.util.Arrays;
import org.ldpbench.method.Release;

/**
 * What LPCT-prune's curator receives: the leaf sums of the query on the depth-p0 tree and, when the
 * method has Algorithm 2's fallback, those of the second query on the depth-p_min tree.
 *
 * @param query sums on the depth-p0 tree
 * @param fallback sums on the depth-p_min tree, or null without the fallback
 */
record PruneRelease(LeafSums query, LeafSums fallback) implements Release {

  /** The query's coordinates, then the fallback's. */
  @Override
  public double[] coordinates() {
    double[] first = query.coordinates();
    if (fallback == null) {
      return first;
    }
    double[] second = fallback.coordinates();
    double[] all = Arrays.copyOf(first, first.length + second.length);
    System.arraycopy(second, 0, all, first.length, second.length);
    return all;
  }
}
