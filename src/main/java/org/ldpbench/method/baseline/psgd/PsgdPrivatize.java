package org.ldpbench.method.baseline.psgd;

import org.ldpbench.param.Keyword;

/**
 * How PSGD privatizes a user's gradient ({@code privatize:} in a spec), T being the network's
 * number of parameter tensors (2 for PSGD-L, 4 for PSGD-N).
 */
enum PsgdPrivatize implements Keyword {
  /**
   * {@code split}: each tensor's gradient a PrivUnitG release at ε/T; basic composition gives ε.
   */
  SPLIT,
  /** {@code joint}: one PrivUnitG release at ε of the whole gradient. */
  JOINT,
  /**
   * {@code per-tensor}: the authors' code, ε per tensor, so a user spends T·ε (declared as such).
   */
  PER_TENSOR
}
