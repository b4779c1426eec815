package org.ldpbench.testing;

import java.util.concurrent.atomic.AtomicLong;

/**
 * A deliberate violation of the no-static-state rule outside the method and data packages, for
 * {@code StaticStateArchitectureTest} only: issue 32 extended the rule to every package, since a
 * static field anywhere is reachable from a method. A final static array and a static atomic
 * counter are both mutable state a mechanism could write and a curator read. Never used.
 */
final class StaticScratch {

  /** Final, but an array: its numbers can be overwritten. */
  static final double[] LAST_SUMS = new double[2];

  /** Final, but an atomic holder. */
  static final AtomicLong CALLS = new AtomicLong();

  private StaticScratch() {}
}
