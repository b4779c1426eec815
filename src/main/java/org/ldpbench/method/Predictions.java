package org.ldpbench.method;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * A model's output for a set of points: class labels or real values, plus named diagnostic counts
 * (for LPCT: test points outside the root cell, leaves with a non-positive denominator) that the
 * trial store records next to the score.
 *
 * @param labels predicted classes, or null for regression
 * @param values predicted values, or null for classification
 * @param diagnostics named counts, possibly empty
 */
public record Predictions(int[] labels, double[] values, Map<String, Double> diagnostics) {

  public Predictions {
    if ((labels == null) == (values == null)) {
      throw new IllegalArgumentException("give exactly one of labels and values");
    }
    diagnostics = Collections.unmodifiableMap(new TreeMap<>(diagnostics));
  }

  public static Predictions ofLabels(int[] labels, Map<String, Double> diagnostics) {
    return new Predictions(labels, null, diagnostics);
  }

  public static Predictions ofValues(double[] values, Map<String, Double> diagnostics) {
    return new Predictions(null, values, diagnostics);
  }

  public int size() {
    return labels != null ? labels.length : values.length;
  }
}
