package org.ldpbench.spec;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.StringJoiner;
import org.ldpbench.param.ParameterSet;

/**
 * One combination of sweep-axis values, in axis order.
 *
 * @param coordinates axis name to canonical value
 */
public record SweepPoint(Map<String, Object> coordinates) implements java.io.Serializable {

    public SweepPoint {
        coordinates = Collections.unmodifiableMap(new LinkedHashMap<>(coordinates));
    }

    /** The point with {@code coordinates} put in the order of {@code axes} (one value per axis). */
    public static SweepPoint of(java.util.List<SweepAxis> axes, Map<String, Object> coordinates) {
        Map<String, Object> ordered = new LinkedHashMap<>();
        for (SweepAxis axis : axes) {
            ordered.put(axis.name(), coordinates.get(axis.name()));
        }
        return new SweepPoint(ordered);
    }

    public Object get(String axis) {
        return coordinates.get(axis);
    }

    /** ε at this point, or null when the experiment has no ε axis. */
    public Double epsilon() {
        Object value = coordinates.get(SweepAxis.EPSILON);
        return value == null ? null : ((Number) value).doubleValue();
    }

    /** δ at this point, 0 when the experiment has no δ axis. */
    public double deltaOrZero() {
        Object value = coordinates.get(SweepAxis.DELTA);
        return value == null ? 0.0 : ((Number) value).doubleValue();
    }

    /** The value of {@code axis} formatted as in keys and CSV files. */
    public String formatted(String axis) {
        return ParameterSet.format(coordinates.get(axis));
    }

    /** "epsilon=0.5, nPublic=50". */
    public String describe() {
        StringJoiner joiner = new StringJoiner(", ");
        coordinates.forEach((axis, value) -> joiner.add(axis + "=" + ParameterSet.format(value)));
        return joiner.toString();
    }
}
