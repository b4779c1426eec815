package org.ldpbench.data;

import java.util.Arrays;

/**
 * An axis-aligned box [lower, upper] in feature space. Used for the feature domain an analyst knows
 * before seeing any data (a sensor's range, a questionnaire's scale): public knowledge that a
 * method may use to map features to the unit cube (Ma &amp; Yang, Section 6.4 "range estimation").
 */
public final class FeatureBox {

  private final double[] lower;
  private final double[] upper;

  /** The box; every lower bound must be below its upper bound. */
  public FeatureBox(double[] lower, double[] upper) {
    if (lower.length != upper.length || lower.length == 0) {
      throw new IllegalArgumentException(
          "lower and upper bounds need the same, positive dimension");
    }
    for (int j = 0; j < lower.length; j++) {
      if (!(lower[j] < upper[j]) || !Double.isFinite(lower[j]) || !Double.isFinite(upper[j])) {
        throw new IllegalArgumentException(
            "dimension "
                + j
                + ": need finite lower < upper, got ["
                + lower[j]
                + ", "
                + upper[j]
                + "]");
      }
    }
    this.lower = lower.clone();
    this.upper = upper.clone();
  }

  /** [0, side]^d. */
  public static FeatureBox cube(int dimension, double side) {
    double[] upper = new double[dimension];
    Arrays.fill(upper, side);
    return new FeatureBox(new double[dimension], upper);
  }

  public int dimension() {
    return lower.length;
  }

  public double lower(int j) {
    return lower[j];
  }

  public double upper(int j) {
    return upper[j];
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof FeatureBox other
        && Arrays.equals(lower, other.lower)
        && Arrays.equals(upper, other.upper);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(lower) + Arrays.hashCode(upper);
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder();
    for (int j = 0; j < lower.length; j++) {
      out.append(j == 0 ? "" : " x ")
          .append('[')
          .append(lower[j])
          .append(", ")
          .append(upper[j])
          .append(']');
    }
    return out.toString();
  }
}
