package org.ldpbench.method;

import org.ldpbench.param.Keyword;

/**
 * How a local mechanism's aggregate is drawn ({@code noise:} in a spec): the exact law of the sum
 * of the users' noise (DESIGN rule 2), or every user's release drawn literally. The two are equal
 * in distribution; the second is O(n) and exists to show it.
 */
public enum NoiseDraw implements Keyword {
  /** {@code aggregate}: the exact law of the sum of the users' noise. */
  AGGREGATE,
  /** {@code per-user}: every user's release drawn. */
  PER_USER
}
