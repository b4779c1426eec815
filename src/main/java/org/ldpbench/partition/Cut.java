package org.ldpbench.partition;

/**
 * A candidate cut of a cell proposed by a {@link CutRule}: points with x[dimension] &lt; threshold
 * go left, the rest right.
 *
 * @param dimension the coordinate cut
 * @param threshold where; NaN when the rule found no split point on this dimension (CART: no
 *     threshold with positive gain)
 * @param usable false when the sample-count rules must skip the candidate (max-edge: negative
 *     gain); a full tree ignores this flag but not a missing threshold
 */
record Cut(int dimension, double threshold, boolean usable) {

  boolean hasThreshold() {
    return !Double.isNaN(threshold);
  }
}
