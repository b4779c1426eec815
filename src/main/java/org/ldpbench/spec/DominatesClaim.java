package org.ldpbench.spec;

import java.util.List;
import java.util.Map;

/**
 * {@code check: dominates}: each method is better than each label of {@code over} at every sweep point.
 *
 * @param text the paper's claim in words
 * @param methods the labels the claim is about (all if empty)
 * @param over the labels compared against (at least one)
 * @param at restricts the check to sweep points with these coordinates (canonical values)
 * @param tolerance a non-inferiority margin: a ≥ b − tolerance (0 = strictly better)
 * @param meta the quote, its location and the claim's role
 */
public record DominatesClaim(String text, List<String> methods, List<String> over, Map<String, Object> at,
        double tolerance, ClaimMeta meta) implements ClaimSpec {

    public DominatesClaim {
        methods = List.copyOf(methods);
        over = List.copyOf(over);
        at = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(at));
    }

    @Override
    public String check() {
        return "dominates";
    }
}
