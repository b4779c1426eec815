package org.ldpbench.param;

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
 * @param <T> the Java type of the value: {@link Integer}, {@link Double}, {@link String} (a choice)
 *     or {@link Boolean}
 */
public final class Param<T> {

    private final String name;
    private final Class<T> javaType;
    private final ParameterType type;

    private Param(String name, Class<T> javaType, ParameterType type) {
        this.name = Objects.requireNonNull(name, "name");
        this.javaType = Objects.requireNonNull(javaType, "javaType");
        this.type = Objects.requireNonNull(type, "type");
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
    public static Param<Double> real(String name, double min, boolean minInclusive, double max, boolean maxInclusive) {
        return new Param<>(name, Double.class, ParameterType.real(min, minInclusive, max, maxInclusive));
    }

    /** One of fixed lower-case words, read as the word. */
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
        return ParameterSpec.fit(name, type, defaultValue, description);
    }

    /** The declaration of a post-processing parameter (applied to the release, no new noise). */
    public ParameterSpec postProcessing(T defaultValue, String description) {
        return ParameterSpec.postProcessing(name, type, defaultValue, description);
    }

    /** Whether {@code spec} declares this key: the same name and the same allowed values. */
    public boolean declares(ParameterSpec spec) {
        return spec.name().equals(name) && spec.type().equals(type);
    }

    /**
     * The value of this key in a parameter set, as its Java type. Whole numbers of any boxed type
     * read as integers, any number as a real; anything else fails with a message naming the key.
     */
    T read(Object value) {
        Object converted = value;
        if (javaType == Integer.class && value instanceof Number number && !(value instanceof Integer)) {
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
        return new IllegalArgumentException("parameter '" + name + "' = " + value + " (" + value.getClass().getSimpleName()
                + ") cannot be read as " + javaType.getSimpleName() + ": " + type.describe() + " was declared");
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Param<?> other && name.equals(other.name) && javaType == other.javaType
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
