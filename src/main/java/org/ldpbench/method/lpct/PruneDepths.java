package org.ldpbench.method.lpct;

/**
 * Algorithm 2's data-driven depths (JMLR; spec/lpct.md §3.2–3.3), from the full budget ε:
 *
 * <pre>
 *   p0    = ⌊ d/(2+2d) · log2(n_P ε² + n_Q^((2+2d)/d)) ⌋
 *   p_min = ⌊ d/(2+2d) · log2(n_P ε² + 1) ⌋
 * </pre>
 *
 * p_min carries the +1 of the authors' simulation scripts (which use these formulas with d = 2), so
 * it stays ≥ 0 when n_P ε² &lt; 1; the paper writes log2(n_P ε²), the same for n_P ε² ≥ 1 up to the
 * rare case where the +1 crosses a multiple of (2+2d)/d. Both are capped at 30 (the tree limit),
 * and p_min at p0 (as the scripts do).
 */
final class PruneDepths {

  static final int MAX_DEPTH = 30;

  private PruneDepths() {}

  static int p0(int dimension, long privateSize, long publicSize, double epsilon) {
    double exponent = (2.0 + 2.0 * dimension) / dimension;
    return depth(
        dimension, privateSize * (epsilon * epsilon) + Math.pow((double) publicSize, exponent));
  }

  static int pMin(int dimension, long privateSize, double epsilon) {
    return depth(dimension, privateSize * (epsilon * epsilon) + 1.0);
  }

  private static int depth(int dimension, double argument) {
    if (dimension < 1) {
      throw new IllegalArgumentException("dimension must be >= 1, got " + dimension);
    }
    // log2(x)·d/(2+2d): for d = 2 exactly the scripts' np.log2(x)/3
    double value = log2(argument) * dimension / (2.0 + 2.0 * dimension);
    if (!(value >= 0)) {
      return 0;
    }
    return (int) Math.min(MAX_DEPTH, Math.floor(value));
  }

  /** log2, exact at powers of two (as numpy's), where a floor would otherwise be off by one. */
  static double log2(double x) {
    double value = Math.log(x) / Math.log(2.0);
    double rounded = Math.rint(value);
    return Math.abs(rounded) < 1000 && Math.scalb(1.0, (int) rounded) == x ? rounded : value;
  }
}
