package org.ldpbench.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;

/**
 * Sweep points for tests, whose axes are named as a spec names them ({@code epsilon}, {@code
 * delta}, data axes).
 */
public final class SweepPoints {

  private SweepPoints() {}

  /**
   * The point with these coordinates, in their iteration order; epsilon and delta are budget axes,
   * the rest data axes.
   */
  public static SweepPoint of(Map<String, ?> coordinates) {
    List<SweepAxis> axes = new ArrayList<>();
    coordinates.forEach((name, value) -> axes.add(new SweepAxis(name, kind(name), List.of(value))));
    return SweepPoint.of(axes, coordinates);
  }

  private static SweepAxis.Kind kind(String name) {
    return name.equals(SweepAxis.EPSILON)
        ? SweepAxis.Kind.EPSILON
        : name.equals(SweepAxis.DELTA) ? SweepAxis.Kind.DELTA : SweepAxis.Kind.DATA;
  }
}
