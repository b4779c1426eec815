package org.ldpbench.method.lpct;

/**
 * The public quantities every node statistic of a pruned LPCT uses.
 *
 * @param p0 depth of the queried tree (Algorithm 2's p0)
 * @param pMin termination depth p_min ≤ p0
 * @param privateSize n_P, ≥ 1
 * @param publicSize n_Q, ≥ 0
 * @param queryEpsilon the ε the private query was released with (ε/2 when the budget is halved);
 *     the noise-related thresholds use it (spec/lpct.md §3.2 [REC])
 */
record PruneContext(int p0, int pMin, long privateSize, long publicSize, double queryEpsilon) {

  PruneContext {
    if (p0 < 0 || pMin < 0 || pMin > p0) {
      throw new IllegalArgumentException(
          "need 0 <= pMin <= p0, got p0 = " + p0 + ", pMin = " + pMin);
    }
    if (privateSize < 1 || publicSize < 0) {
      throw new IllegalArgumentException(
          "need n_P >= 1 and n_Q >= 0, got " + privateSize + ", " + publicSize);
    }
    if (!(queryEpsilon > 0) || Double.isInfinite(queryEpsilon)) {
      throw new IllegalArgumentException(
          "query epsilon must be finite and > 0, got " + queryEpsilon);
    }
  }
}
