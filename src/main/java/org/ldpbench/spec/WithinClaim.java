package org.ldpbench.spec;

import java.util.List;
import java.util.Map;

/**
 * {@code check: within}: each method is within {@code tolerance} of the label {@code other}
 * ({@code over: [other]} in a spec) at every sweep point.
 *
 * @param text the paper's claim in words
 * @param methods the labels the claim is about (all if empty)
 * @param other the label compared against
 * @param at restricts the check to sweep points with these coordinates (canonical values)
 * @param tolerance the equivalence margin |a − b| ≤ tolerance
 * @param meta the quote, its location and the claim's role
 */
public record WithinClaim(String text, List<String> methods, String other, Map<String, Object> at, double tolerance, ClaimMeta meta)
        implements ClaimSpec {

    public WithinClaim {
        methods = List.copyOf(methods);
        at = Map.copyOf(at);
    }

    @Override
    public String check() {
        return "within";
    }
}
