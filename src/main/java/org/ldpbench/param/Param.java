package org.ldpbench.param;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A typed parameter key: the name a spec uses, the Java type a method reads and the allowed values.
 * A method family declares each key once, e.g. {@code Param<Integer> DEPTH = Param.integer("depth",
 * 0, 30)}, and uses the same constant to declare the {@link ParameterSpec} ({@code DEPTH.fit(null,
 * "tree depth")}) and to read the value ({@code p.get(DEPTH)}). A misspelt name then does not
 * compile, and the value read has the type the declaration promises.
 *
 * <p>Keys are compared by name, Java type and allowed values, so two families may declare keys of
 * the same name with different ranges; they are different keys.
 *
 * <p>A choice among fixed words is typed by an enum whose constants are the words ({@link
 * Keyword}): {@code Param<Splitter> SPLITTER = Param.choice("splitter", Splitter.class)} reads a
 * constant, so a {@code switch} over it is checked for every case. A parameter set still holds the
 * word (its canonical text, and so every trial key, is that of the word).
 *
 * @param <T> the Java type of the value: {@link Integer}, {@link Double}, an enum (a choice),
 *     {@link String} (a choice among words known only at run time) or {@link Boolean}
 */
public final class Param<T> {

  private final String name;
  private final Class<T> javaType;
  private final ParameterType type;

  /** The allowed constants of an enum choice, in the order declared; empty for every other key. */
  private final List<T> constants;

  /** Their words, computed once: a read looks the stored word up here. */
  private final List<String> words;

  private Param(String name, Class<T> javaType, ParameterType type, List<T> constants) {
    this.name = Objects.requireNonNull(name, "name");
    this.javaType = Objects.requireNonNull(javaType, "javaType");
    this.type = Objects.requireNonNull(type, "type");
    this.constants = List.copyOf(constants);
    List<String> spelled = new ArrayList<>();
    for (T constant : this.constants) {
      String word = ((Keyword) constant).keyword();
      if (!word.equals(word.toLowerCase(Locale.ROOT))) {
        throw new IllegalArgumentException(
            "parameter '"
                + name
                + "': the word '"
                + word
                + "' of "
                + constant
                + " must be lower case (spec values are matched in lower case)");
      }
      spelled.add(word);
    }
    this.words = List.copyOf(spelled);
  }

  private Param(String name, Class<T> javaType, ParameterType type) {
    this(name, javaType, type, List.of());
  }

  /** Whole numbers in [min, max]. */
  public static Param<Integer> integer(String name, int min, int max) {
    return new Param<>(name, Integer.class, ParameterType.integer(min, max));
  }

  /** Finite reals from min (inclusive or not) up to max inclusive. */
  public static Param<Double> real(String name, double min, boolean minInclusive, double max) {
    return new Param<>(name, Double.class, ParameterType.real(min, minInclusive, max));
  }

  /** Finite reals between min and max, each end inclusive or not. */
  public static Param<Double> real(
      String name, double min, boolean minInclusive, double max, boolean maxInclusive) {
    return new Param<>(
        name, Double.class, ParameterType.real(min, minInclusive, max, maxInclusive));
  }

  /**
   * One of the words of an enum's constants ({@link Keyword#keyword()}, in declaration order), read
   * as the constant.
   */
  public static <E extends Enum<E> & Keyword> Param<E> choice(String name, Class<E> type) {
    return choice(name, List.of(type.getEnumConstants()), type);
  }

  /**
   * One of the words of some constants of an enum, in the order given (a family that accepts only
   * some of them), read as the constant.
   */
  @SafeVarargs
  public static <E extends Enum<E> & Keyword> Param<E> choice(String name, E first, E... rest) {
    List<E> allowed = new ArrayList<>();
    allowed.add(first);
    for (E e : rest) {
      allowed.add(e);
    }
    return choice(name, allowed, first.getDeclaringClass());
  }

  private static <E extends Enum<E> & Keyword> Param<E> choice(
      String name, List<E> allowed, Class<E> type) {
    return new Param<>(
        name,
        type,
        ParameterType.choice(Keyword.keywords(allowed).toArray(String[]::new)),
        allowed);
  }

  /**
   * One of lower-case words known only at run time (the data sets found in {@code datasets/}), read
   * as the word. A fixed set of words is an enum: {@link #choice(String, Class)}.
   */
  public static Param<String> choice(String name, String... values) {
    return new Param<>(name, String.class, ParameterType.choice(values));
  }

  /** true or false. */
  public static Param<Boolean> bool(String name) {
    return new Param<>(name, Boolean.class, ParameterType.bool());
  }

  public String name() {
    return name;
  }

  /** The Java type {@link ParameterSet#get(Param)} returns. */
  public Class<T> javaType() {
    return javaType;
  }

  /** The allowed values. */
  public ParameterType type() {
    return type;
  }

  /** The declaration of a fit-time parameter (it changes what is released). */
  public ParameterSpec fit(T defaultValue, String description) {
    return ParameterSpec.fit(
        name, type, defaultValue == null ? null : canonical(defaultValue), description);
  }

  /** The declaration of a post-processing parameter (applied to the release, no new noise). */
  public ParameterSpec postProcessing(T defaultValue, String description) {
    return ParameterSpec.postProcessing(
        name, type, defaultValue == null ? null : canonical(defaultValue), description);
  }

  /**
   * The canonical value a {@link ParameterSet} holds for {@code value}: an enum choice's word, any
   * other value as its type coerces it ({@code 2L} is the integer 2).
   *
   * @throws IllegalArgumentException naming the key, the value and what is allowed if {@code value}
   *     is not allowed
   */
  public Object canonical(T value) {
    Objects.requireNonNull(value, () -> "parameter '" + name + "': null value");
    if (!constants.isEmpty()) {
      int index = constants.indexOf(value);
      if (index < 0) {
        throw new IllegalArgumentException(
            "parameter '" + name + "' = " + value + ": must be " + type.describe());
      }
      return words.get(index);
    }
    try {
      return type.coerce(value);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "parameter '" + name + "' = " + value + ": " + e.getMessage(), e);
    }
  }

  /** Whether {@code spec} declares this key: the same name and the same allowed values. */
  public boolean declares(ParameterSpec spec) {
    return spec.name().equals(name) && spec.type().equals(type);
  }

  /**
   * The value of this key in a parameter set, as its Java type. Whole numbers of any boxed type
   * read as integers, any number as a real, an enum choice's word as its constant; anything else
   * fails with a message naming the key.
   */
  T read(Object value) {
    if (!constants.isEmpty()) {
      int index = words.indexOf(value);
      if (index < 0) {
        throw wrongType(value);
      }
      return constants.get(index);
    }
    Object converted = value;
    if (javaType == Integer.class
        && value instanceof Number number
        && !(value instanceof Integer)) {
      double d = number.doubleValue();
      if (d != Math.rint(d) || d < Integer.MIN_VALUE || d > Integer.MAX_VALUE) {
        throw wrongType(value);
      }
      converted = number.intValue();
    } else if (javaType == Double.class && value instanceof Number number) {
      converted = number.doubleValue();
    }
    if (!javaType.isInstance(converted)) {
      throw wrongType(value);
    }
    return javaType.cast(converted);
  }

  private IllegalArgumentException wrongType(Object value) {
    return new IllegalArgumentException(
        "parameter '"
            + name
            + "' = "
            + value
            + " ("
            + value.getClass().getSimpleName()
            + ") cannot be read as "
            + javaType.getSimpleName()
            + ": "
            + type.describe()
            + " was declared");
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Param<?> other
        && name.equals(other.name)
        && javaType == other.javaType
        && type.equals(other.type);
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, javaType, type);
  }

  @Override
  public String toString() {
    return name + " (" + type.describe() + ")";
  }
}
