package org.ldpbench.spec;

import java.util.List;
import java.util.Map;

/**
 * {@code check: increasing} (each method's score improves along {@code along}) or {@code check:
 * decreasing} (it gets worse), tested as one trend over the whole axis.
 *
 * @param text the paper's claim in words
 * @param methods the labels the claim is about (all if empty)
 * @param along the sweep axis stepped along
 * @param at restricts the check to sweep points with these coordinates (canonical values)
 * @param tolerance only widens "not contradicted": the trend contradicts the claim only if it is significantly
 *     below −tolerance (it never counts as support)
 * @param increasing true for {@code increasing}, false for {@code decreasing}
 * @param meta the quote, its location and the claim's role
 */
public record TrendClaim(String text, List<String> methods, String along, Map<String, Object> at, double tolerance,
        boolean increasing, ClaimMeta meta) implements ClaimSpec {

    public TrendClaim {
        methods = List.copyOf(methods);
        at = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(at));
    }

    @Override
    public String check() {
        return increasing ? "increasing" : "decreasing";
    }
}
