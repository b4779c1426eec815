package org.ldpbench.spec;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import org.ldpbench.param.ParameterSet;

/**
 * One combination of sweep-axis values, in axis order: what the plan runs a trial group at. Each
 * coordinate knows its axis' kind, so the point answers what the runner asks of it (ε, δ, the data
 * source's parameters at this point) without the caller looking axes up by name. Two points are
 * equal when they give every axis the same value, as a map of axis name to value would be.
 */
public final class SweepPoint implements Serializable {

  private static final long serialVersionUID = 1L;

  /**
   * One coordinate of a point.
   *
   * @param axis the axis name as in the spec
   * @param kind what the axis changes
   * @param value the canonical value (null where a partial point leaves the axis open)
   */
  public record Coordinate(String axis, SweepAxis.Kind kind, Object value)
      implements Serializable {}

  private final List<Coordinate> coordinates;

  /** {@link #coordinates()}, built once: equality, hashing and readers by name use it. */
  private final Map<String, Object> byName;

  private SweepPoint(List<Coordinate> coordinates) {
    this.coordinates = List.copyOf(coordinates);
    Map<String, Object> map = new LinkedHashMap<>();
    for (Coordinate c : this.coordinates) {
      if (map.containsKey(c.axis())) {
        throw new IllegalArgumentException("axis '" + c.axis() + "' twice in a sweep point");
      }
      map.put(c.axis(), c.value());
    }
    this.byName = Collections.unmodifiableMap(map);
  }

  /**
   * Every point of {@code axes}, first axis outermost, each axis' values in spec order; one empty
   * point for none.
   */
  public static List<SweepPoint> all(List<SweepAxis> axes) {
    List<List<Coordinate>> out = new ArrayList<>();
    out.add(List.of());
    for (SweepAxis axis : axes) {
      List<List<Coordinate>> next =
          new ArrayList<>(Math.multiplyExact(out.size(), axis.values().size()));
      for (List<Coordinate> partial : out) {
        for (Object value : axis.values()) {
          List<Coordinate> extended = new ArrayList<>(partial);
          extended.add(new Coordinate(axis.name(), axis.kind(), value));
          next.add(extended);
        }
      }
      out = next;
    }
    List<SweepPoint> points = new ArrayList<>(out.size());
    out.forEach(c -> points.add(new SweepPoint(c)));
    return Collections.unmodifiableList(points);
  }

  /** The point at the first value of every axis of {@code axes}. */
  public static SweepPoint first(List<SweepAxis> axes) {
    List<Coordinate> coordinates = new ArrayList<>();
    axes.forEach(
        axis -> coordinates.add(new Coordinate(axis.name(), axis.kind(), axis.values().get(0))));
    return new SweepPoint(coordinates);
  }

  /**
   * The point with {@code values} put in the order of {@code axes} (one value per axis; null where
   * missing).
   */
  public static SweepPoint of(List<SweepAxis> axes, Map<String, ?> values) {
    List<Coordinate> coordinates = new ArrayList<>();
    axes.forEach(
        axis -> coordinates.add(new Coordinate(axis.name(), axis.kind(), values.get(axis.name()))));
    return new SweepPoint(coordinates);
  }

  /** The coordinates in axis order. */
  public List<Coordinate> coordinateList() {
    return coordinates;
  }

  /** Axis name to canonical value, in axis order (unmodifiable). */
  public Map<String, Object> coordinates() {
    return byName;
  }

  /** The value of {@code axis}, or null if the point has no such axis. */
  public Object get(String axis) {
    return byName.get(axis);
  }

  /** Whether the point has a coordinate on {@code axis}. */
  public boolean has(String axis) {
    return byName.containsKey(axis);
  }

  /** ε at this point, or null when the experiment has no ε axis. */
  public Double epsilon() {
    Object value = value(SweepAxis.Kind.EPSILON);
    return value == null ? null : ((Number) value).doubleValue();
  }

  /** δ at this point, 0 when the experiment has no δ axis. */
  public double deltaOrZero() {
    Object value = value(SweepAxis.Kind.DELTA);
    return value == null ? 0.0 : ((Number) value).doubleValue();
  }

  /**
   * The data source's parameters at this point: {@code fixed} (the spec's {@code data.params}) with
   * the value of every data axis put over it, in that order.
   */
  public Map<String, Object> dataParameters(Map<String, Object> fixed) {
    Map<String, Object> parameters = new LinkedHashMap<>(fixed);
    for (Coordinate c : coordinates) {
      if (c.kind() == SweepAxis.Kind.DATA) {
        parameters.put(c.axis(), c.value());
      }
    }
    return parameters;
  }

  /** The value of {@code axis} formatted as in keys and CSV files. */
  public String formatted(String axis) {
    return ParameterSet.format(byName.get(axis));
  }

  /** "epsilon=0.5, nPublic=50". */
  public String describe() {
    StringJoiner joiner = new StringJoiner(", ");
    byName.forEach((axis, value) -> joiner.add(axis + "=" + ParameterSet.format(value)));
    return joiner.toString();
  }

  private Object value(SweepAxis.Kind kind) {
    for (Coordinate c : coordinates) {
      if (c.kind() == kind) {
        return c.value();
      }
    }
    return null;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SweepPoint other && byName.equals(other.byName);
  }

  @Override
  public int hashCode() {
    return byName.hashCode();
  }

  @Override
  public String toString() {
    return "SweepPoint[coordinates=" + byName + "]";
  }
}
