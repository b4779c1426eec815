package org.ldpbench.data;

import java.util.Arrays;

/**
 * Real-valued responses, for regression (label-DP kNN and cube-mean regressors). Immutable: the
 * array given to the constructor is handed over, and {@link #copyValues()} returns a copy.
 */
public final class RealTargets implements Targets {

  private final double[] values;

  /**
   * @param values one response per row, all finite (handed over, not copied)
   */
  public RealTargets(double[] values) {
    for (int i = 0; i < values.length; i++) {
      if (!Double.isFinite(values[i])) {
        throw new IllegalArgumentException("response at row " + (i + 1) + " is " + values[i]);
      }
    }
    this.values = values;
  }

  /** Responses copied from other {@link RealTargets} (so finite), not checked again. */
  static RealTargets ofChecked(double[] values) {
    return new RealTargets(values, true);
  }

  // the flag only tells this constructor from the public one, which checks
  @SuppressWarnings("UnusedVariable")
  private RealTargets(double[] values, boolean checked) {
    this.values = values;
  }

  @Override
  public int size() {
    return values.length;
  }

  @Override
  public double value(int i) {
    return values[i];
  }

  /** A copy of the responses. */
  public double[] copyValues() {
    return values.clone();
  }

  @Override
  public RealTargets select(int[] indices) {
    double[] out = new double[indices.length];
    for (int k = 0; k < indices.length; k++) {
      out[k] = values[indices[k]];
    }
    return new RealTargets(out);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof RealTargets that && Arrays.equals(values, that.values);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(values);
  }
}
