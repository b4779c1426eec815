package org.ldpbench.report.figures;

import java.util.List;
import java.util.function.Function;

/**
 * Turns a numeric x axis into a categorical one: labels the tick at each x position with its
 * category name and leaves any other tick position blank. XChart places ticks exactly at the data
 * positions when they are evenly spaced, which {@link LineFigure} guarantees for categorical axes;
 * blanking every other position is a safeguard so no numeric tick such as 0.5 or 1.5 can appear.
 */
final class CategoryTickFormatter implements Function<Double, String> {

  private final double[] positions;
  private final List<String> labels;
  private final double tolerance;

  CategoryTickFormatter(double[] positions, List<String> labels) {
    if (positions.length != labels.size()) {
      throw new IllegalArgumentException("positions and labels differ in length");
    }
    this.positions = positions.clone();
    this.labels = List.copyOf(labels);
    double span = positions.length > 1 ? positions[positions.length - 1] - positions[0] : 1.0;
    this.tolerance = 1e-6 * Math.max(span, 1e-300);
  }

  @Override
  public String apply(Double value) {
    if (value == null) {
      return "";
    }
    for (int i = 0; i < positions.length; i++) {
      if (Math.abs(value - positions[i]) <= tolerance) {
        return labels.get(i);
      }
    }
    return "";
  }
}
