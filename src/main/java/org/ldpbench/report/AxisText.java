package org.ldpbench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.SweepAxis;

/** How sweep axes and coordinates are written in figures and reports (ε for the budget axis). */
public final class AxisText {

  private AxisText() {}

  /** The axis name as shown to readers. */
  public static String label(String axis) {
    return axis.equals(SweepAxis.EPSILON) ? "\u03b5" : axis;
  }

  /** " (ε=1, nPublic=50)" for curve and row labels, "" when there are no coordinates. */
  public static String suffix(Map<String, Object> coordinates) {
    if (coordinates.isEmpty()) {
      return "";
    }
    List<String> parts = new ArrayList<>();
    coordinates.forEach((axis, value) -> parts.add(label(axis) + "=" + value(value)));
    return " (" + String.join(", ", parts) + ")";
  }

  /** A coordinate's value: "4", or "{1, 2}" for a list of values. */
  public static String value(Object value) {
    if (value instanceof List<?> list) {
      return "{" + String.join(", ", list.stream().map(ParameterSet::format).toList()) + "}";
    }
    return ParameterSet.format(value);
  }
}
