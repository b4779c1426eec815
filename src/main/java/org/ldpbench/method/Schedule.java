package org.ldpbench.method;

import org.ldpbench.param.Keyword;

/**
 * How a tuning value of a theory-driven method (a cube side h, a number of neighbours k) is chosen
 * ({@code bandwidth:}, {@code neighbours:} in a spec): the theory's rate times a constant, or a
 * value given as is.
 */
public enum Schedule implements Keyword {
  /** {@code theory}: a constant times the theory's rate for n, ε, d and β. */
  THEORY,
  /** {@code fixed}: the value given. */
  FIXED
}
