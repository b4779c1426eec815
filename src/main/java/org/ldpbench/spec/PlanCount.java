package org.ldpbench.spec;

import java.util.Collection;

/**
 * Counts of a plan (sweep points, grid configurations, trials) computed with checked arithmetic
 * ({@link Math#multiplyExact}, {@link Math#addExact}), saturating at {@link Long#MAX_VALUE} instead
 * of wrapping around. A spec with a huge sweep or grid then gets a count above the trial limit and
 * a one-line error, never a negative count that slips past the limit and fails later as an "Illegal
 * Capacity" stack trace.
 */
final class PlanCount {

  /** The value of a count too large for a {@code long}. */
  static final long SATURATED = Long.MAX_VALUE;

  private PlanCount() {}

  /** {@code a · b}, or {@link #SATURATED} if it does not fit (both non-negative). */
  static long times(long a, long b) {
    try {
      return Math.multiplyExact(a, b);
    } catch (ArithmeticException e) {
      return SATURATED;
    }
  }

  /** {@code a + b}, or {@link #SATURATED} if it does not fit (both non-negative). */
  static long plus(long a, long b) {
    try {
      return Math.addExact(a, b);
    } catch (ArithmeticException e) {
      return SATURATED;
    }
  }

  /** The product of the sizes of {@code lists} (1 for none): the number of their combinations. */
  static long combinations(Collection<? extends Collection<?>> lists) {
    long count = 1;
    for (Collection<?> list : lists) {
      count = times(count, list.size());
    }
    return count;
  }

  /** {@code count} as text: the number, or "more than 9223372036854775806" when saturated. */
  static String describe(long count) {
    return count == SATURATED ? "more than " + (SATURATED - 1) : Long.toString(count);
  }
}
