package org.ldpbench.method.cube;

import java.util.HashMap;
import java.util.Map;
import java.util.function.LongToDoubleFunction;

/**
 * The decisions of one predict call, one per cube: each cube's value is computed once from its
 * release, and a point in the same cube as the point before it is answered without a lookup. Test
 * sets of the rate experiments are row-major midpoint grids of up to 2²⁰ points, so consecutive
 * points share a cube in all but a few places and the per-point hash lookup (boxing a {@code long})
 * was most of a predict. The answers are the same values in the same order as a lookup every time.
 */
public final class DecidedCubes {

    private final LongToDoubleFunction decide;
    private final Map<Long, Double> decided = new HashMap<>();
    private long lastKey;
    private double lastValue;
    private boolean hasLast;

    /** Decisions computed by {@code decide} (a pure function of the cube's key). */
    public DecidedCubes(LongToDoubleFunction decide) {
        this.decide = decide;
    }

    /** The decision of cube {@code key}. */
    public double of(long key) {
        if (hasLast && key == lastKey) {
            return lastValue;
        }
        double value = decided.computeIfAbsent(key, decide::applyAsDouble);
        lastKey = key;
        lastValue = value;
        hasLast = true;
        return value;
    }

    /** How many distinct cubes were decided. */
    public int size() {
        return decided.size();
    }
}
