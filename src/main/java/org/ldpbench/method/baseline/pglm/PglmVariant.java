package org.ldpbench.method.baseline.pglm;

import org.ldpbench.param.Keyword;

/**
 * The two readings of PGLM (spec/lpct.md §4.4). Both use σ² = 32·r⁴·ln(2.5/δ)/ε², the Gaussian
 * mechanism for the pair (x̃x̃ᵀ, x̃y) at (ε/2, δ/2) each with the classical calibration and L2
 * sensitivity 2r² (the larger of the two), applied to both. A spec chooses one with {@code variant:
 * code} or {@code variant: faithful}.
 */
enum PglmVariant implements Keyword {
  /**
   * The authors' code: radius r = d' (= d + 1), noise added centrally to the exact sums with
   * variance σ²·√n_P (the per-user sum would have n_P·σ²: the code's noise sd is n_P^{1/4} times
   * smaller than the local protocol's), symmetric noise √var·(G + Gᵀ)/√2 on Σ̂ (diagonal variance
   * 2·var), and the linear score thresholded at 0.5.
   */
  CODE,
  /**
   * The paper: every user adds N(0, σ²) to each coordinate of its release, so the sums carry
   * exactly N(0, n_P·σ²) per coordinate (upper triangle of Σ̂, mirrored); radius r = √d', the norm
   * bound of x̃ = (1, x) for x in [0,1]^d; score thresholded at 0 (σ(score) &gt; 1/2).
   */
  FAITHFUL
}
