package org.ldpbench.spec;

import java.util.List;
import java.util.Map;

/**
 * {@code check: increasing} (each method's best score improves at each step along {@code along})
 * or {@code check: decreasing} (it gets worse at each step).
 *
 * @param text the paper's claim in words
 * @param methods the labels the claim is about (all if empty)
 * @param along the sweep axis stepped along
 * @param at restricts the check to sweep points with these coordinates (canonical values)
 * @param tolerance a non-inferiority margin: later ≥ earlier − tolerance (0 = strictly better)
 * @param endsOnly compare only the first and the last value of the axis (the overall trend) instead of
 *     every consecutive step
 * @param increasing true for {@code increasing}, false for {@code decreasing}
 */
public record TrendClaim(String text, List<String> methods, String along, Map<String, Object> at, double tolerance,
        boolean endsOnly, boolean increasing) implements ClaimSpec {

    public TrendClaim {
        methods = List.copyOf(methods);
        at = Map.copyOf(at);
    }

    @Override
    public String check() {
        return increasing ? "increasing" : "decreasing";
    }
}
