package org.ldpbench.param;

import java.util.Collection;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.StringJoiner;
import java.util.TreeMap;

/**
 * An immutable, name-sorted set of canonical parameter values. Its {@link #canonical()} form is
 * part of every trial key and noise seed, so two equal sets always print the same way.
 */
public final class ParameterSet {

  private static final ParameterSet EMPTY = new ParameterSet(Map.of());

  private final TreeMap<String, Object> values;

  /** {@link #canonical()}, computed once: it is used by equals, hashCode and every trial key. */
  private String canonical;

  public ParameterSet(Map<String, ?> values) {
    this.values = new TreeMap<>();
    for (Map.Entry<String, ?> entry : values.entrySet()) {
      this.values.put(
          Objects.requireNonNull(entry.getKey()),
          Objects.requireNonNull(entry.getValue(), () -> "null value for " + entry.getKey()));
    }
  }

  public static ParameterSet empty() {
    return EMPTY;
  }

  public Map<String, Object> asMap() {
    return Collections.unmodifiableMap(values);
  }

  public boolean contains(String name) {
    return values.containsKey(name);
  }

  public Object get(String name) {
    Object value = values.get(name);
    if (value == null) {
      throw new IllegalArgumentException("no parameter '" + name + "' in " + canonical());
    }
    return value;
  }

  /**
   * The value of a typed key: what methods and data sources read (a misspelt key does not compile).
   *
   * @throws IllegalArgumentException if the set has no such parameter or its value is of another
   *     type
   */
  public <T> T get(Param<T> key) {
    return key.read(get(key.name()));
  }

  /**
   * By name, for code that does not know the method (reports, tests); methods read {@link
   * #get(Param)}.
   */
  public int getInt(String name) {
    return ((Number) get(name)).intValue();
  }

  /** By name, for code that does not know the method; methods read {@link #get(Param)}. */
  public double getDouble(String name) {
    return ((Number) get(name)).doubleValue();
  }

  /** By name, for code that does not know the method; methods read {@link #get(Param)}. */
  public String getString(String name) {
    return (String) get(name);
  }

  /** By name, for code that does not know the method; methods read {@link #get(Param)}. */
  public boolean getBoolean(String name) {
    return (Boolean) get(name);
  }

  /** A copy with {@code name} set to {@code value}. */
  public ParameterSet with(String name, Object value) {
    TreeMap<String, Object> copy = new TreeMap<>(values);
    copy.put(name, value);
    return new ParameterSet(copy);
  }

  /** The values whose names are in {@code names}. */
  public ParameterSet only(Collection<String> names) {
    TreeMap<String, Object> copy = new TreeMap<>(values);
    copy.keySet().retainAll(names);
    return new ParameterSet(copy);
  }

  /** The values whose names are not in {@code names}. */
  public ParameterSet without(Collection<String> names) {
    TreeMap<String, Object> copy = new TreeMap<>(values);
    copy.keySet().removeAll(names);
    return new ParameterSet(copy);
  }

  /** A copy with every value of {@code other} added (other wins on equal names). */
  public ParameterSet merge(ParameterSet other) {
    TreeMap<String, Object> copy = new TreeMap<>(values);
    copy.putAll(other.values);
    return new ParameterSet(copy);
  }

  public boolean isEmpty() {
    return values.isEmpty();
  }

  /**
   * {@code name=value} pairs in name order, separated by {@code ;}, e.g. {@code
   * depth=3;lambda=0.5}.
   */
  public String canonical() {
    String c = canonical;
    if (c == null) {
      StringJoiner joiner = new StringJoiner(";");
      values.forEach((name, value) -> joiner.add(name + "=" + format(value)));
      c = joiner.toString();
      canonical = c; // a benign race: every thread computes the same string
    }
    return c;
  }

  /**
   * Whether a value typed by a user ({@code 8}, {@code 8.0}, {@code eps}) names the value that
   * {@link #format} printed as {@code formatted}: the same text, or the same number.
   */
  public static boolean sameValue(String formatted, String typed) {
    if (formatted.equals(typed)) {
      return true;
    }
    try {
      return Double.parseDouble(formatted) == Double.parseDouble(typed);
    } catch (NumberFormatException e) {
      return false;
    }
  }

  /**
   * Formats a parameter value the same way everywhere (keys, CSV, figures): whole doubles print
   * without a fractional part ({@code 1000}), others with Java's shortest round-trip form.
   */
  public static String format(Object value) {
    if (value instanceof Double || value instanceof Float) {
      double d = ((Number) value).doubleValue();
      if (Double.isFinite(d) && d == Math.rint(d) && Math.abs(d) < 1e15) {
        return Long.toString((long) d);
      }
      return Double.toString(d);
    }
    return String.valueOf(value);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ParameterSet other && canonical().equals(other.canonical());
  }

  @Override
  public int hashCode() {
    return canonical().hashCode();
  }

  @Override
  public String toString() {
    return canonical();
  }
}
