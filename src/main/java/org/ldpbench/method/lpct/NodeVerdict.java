package org.ldpbench.method.lpct;

/**
 * One node's estimate and test statistic in a pruned LPCT (spec/lpct.md §3): the estimate it would
 * give its leaves, the statistic |η − ½|/r compared with 1, and which data it came from.
 *
 * @param eta the estimate of P(Y = 1 | node)
 * @param label the node's class (normally 1(η &gt; ½); the authors' code gives 1 to a node without
 *     public points)
 * @param statistic the test statistic, ≥ 0
 * @param source which estimator
 * @param lambda the weight used (0 for private only, +∞ for public only, NaN if none)
 * @param terminal Algorithm 2 only: the private branch won in the noise-dominated case at a depth k
 *     ≤ p_min, which stops the walk and raises the fallback flag
 */
record NodeVerdict(
    double eta, int label, double statistic, Source source, double lambda, boolean terminal) {

  /** The data behind a node's estimate. */
  enum Source {
    /** Public labels only, C_V/C_U. */
    PUBLIC,
    /** Private releases only, S_V/S_U. */
    PRIVATE,
    /** Eq. 8 with the node's best λ. */
    COMBINED,
    /** No data (the code's node without public points). */
    NONE
  }

  static NodeVerdict of(double eta, double statistic, Source source, double lambda) {
    return new NodeVerdict(eta, eta > 0.5 ? 1 : 0, statistic, source, lambda, false);
  }
}
