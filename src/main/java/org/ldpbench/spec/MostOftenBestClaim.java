package org.ldpbench.spec;

import java.util.List;
import java.util.Map;

/**
 * {@code check: most-often-best}: the one label of {@code methods} is "No. 1 on most" values of the
 * sweep axis {@code along} (data sets), at every combination of the other axes: it is significantly
 * better than every label of {@code over} on more than half of those values.
 *
 * @param text the paper's claim in words
 * @param methods the one label claimed No. 1
 * @param over the labels it must beat (at least one)
 * @param along the sweep axis whose values are counted
 * @param at restricts the check to sweep points with these coordinates (canonical values)
 * @param meta the quote, its location and the claim's role
 */
public record MostOftenBestClaim(String text, List<String> methods, List<String> over, String along,
        Map<String, Object> at, ClaimMeta meta) implements ClaimSpec {

    public MostOftenBestClaim {
        methods = List.copyOf(methods);
        over = List.copyOf(over);
        at = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(at));
    }

    @Override
    public String check() {
        return "most-often-best";
    }
}
