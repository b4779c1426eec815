package org.ldpbench.method.distributed;

/**
 * How a server's kernel statistic is perturbed: {@link #JOINT} Gaussian-process noise drawn jointly
 * over the evaluation points (the DP release), {@link #POINTWISE} independent noise of the same
 * marginal variance per point (a labelled non-DP ablation: DP per point, not over the test set),
 * {@link #NONE} (non-private reference).
 */
public enum NoiseMode {
  JOINT,
  POINTWISE,
  NONE
}
