package org.ldpbench.param;

import java.util.List;
import java.util.Locale;

/**
 * The type and allowed range of one parameter of a method or data source. It turns a raw value read
 * from a YAML spec into the canonical Java value, or explains in one sentence what is allowed.
 */
public sealed interface ParameterType {

  /**
   * Returns the canonical value for {@code raw}.
   *
   * @throws IllegalArgumentException with a message of the form "must be ..." if {@code raw} is not
   *     allowed
   */
  Object coerce(Object raw);

  /** What values are allowed, for error messages and {@code ldpbench list}. */
  String describe();

  static Int integer(int min, int max) {
    return new Int(min, max);
  }

  static Real real(double min, boolean minInclusive, double max) {
    return new Real(min, minInclusive, max, true);
  }

  /** Finite reals in an interval whose ends may each be open or closed. */
  static Real real(double min, boolean minInclusive, double max, boolean maxInclusive) {
    return new Real(min, minInclusive, max, maxInclusive);
  }

  static Choice choice(String... values) {
    return new Choice(List.of(values));
  }

  static Bool bool() {
    return new Bool();
  }

  /** Whole numbers in [min, max]. */
  record Int(int min, int max) implements ParameterType {
    @Override
    public Object coerce(Object raw) {
      long value;
      if (raw instanceof Integer || raw instanceof Long || raw instanceof Short) {
        value = ((Number) raw).longValue();
      } else if (raw instanceof java.math.BigInteger big && big.bitLength() < 63) {
        value = big.longValue();
      } else {
        throw new IllegalArgumentException("must be " + describe());
      }
      if (value < min || value > max) {
        throw new IllegalArgumentException("must be " + describe());
      }
      return (int) value;
    }

    @Override
    public String describe() {
      if (max == Integer.MAX_VALUE) {
        return "an integer >= " + min;
      }
      return "an integer between " + min + " and " + max;
    }
  }

  /** Finite real numbers between a lower and an upper bound, each inclusive or not. */
  record Real(double min, boolean minInclusive, double max, boolean maxInclusive)
      implements ParameterType {
    @Override
    public Object coerce(Object raw) {
      if (!(raw instanceof Number number)) {
        throw new IllegalArgumentException("must be " + describe());
      }
      double value = number.doubleValue();
      boolean aboveMin = minInclusive ? value >= min : value > min;
      boolean belowMax = maxInclusive ? value <= max : value < max;
      if (!Double.isFinite(value) || !aboveMin || !belowMax) {
        throw new IllegalArgumentException("must be " + describe());
      }
      return value;
    }

    @Override
    public String describe() {
      String lower = (minInclusive ? ">= " : "> ") + ParameterSet.format(min);
      if (max == Double.MAX_VALUE) {
        return "a finite number " + lower;
      }
      return "a finite number "
          + lower
          + " and "
          + (maxInclusive ? "<= " : "< ")
          + ParameterSet.format(max);
    }
  }

  /** One of a fixed set of lower-case words; matching is case-insensitive. */
  record Choice(List<String> values) implements ParameterType {
    public Choice {
      values = values.stream().map(v -> v.toLowerCase(Locale.ROOT)).toList();
    }

    @Override
    public Object coerce(Object raw) {
      if (raw instanceof String text) {
        String lower = text.trim().toLowerCase(Locale.ROOT);
        if (values.contains(lower)) {
          return lower;
        }
      }
      throw new IllegalArgumentException("must be " + describe());
    }

    @Override
    public String describe() {
      return "one of " + String.join(", ", values);
    }
  }

  /** true or false. */
  record Bool() implements ParameterType {
    @Override
    public Object coerce(Object raw) {
      if (raw instanceof Boolean value) {
        return value;
      }
      throw new IllegalArgumentException("must be " + describe());
    }

    @Override
    public String describe() {
      return "true or false";
    }
  }
}
