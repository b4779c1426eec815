package org.ldpbench.report.claims.optimumshift;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: optimum-increasing} (the best value of the grid parameter {@code parameter} grows
 * along the sweep axis {@code along}) or {@code optimum-decreasing} (it shrinks).
 *
 * @param text the paper's claim in words
 * @param methods the labels the claim is about (all if empty)
 * @param parameter a numeric grid parameter of every method the claim is about (at least 2 values)
 * @param along the sweep axis stepped along
 * @param at restricts the check to sweep points with these coordinates (canonical values)
 * @param endsOnly compare only the first and the last value of the axis instead of every step
 * @param increasing true for {@code optimum-increasing}, false for {@code optimum-decreasing}
 * @param meta the quote, its location and the claim's role
 */
public record OptimumShiftClaim(
    String text,
    List<String> methods,
    String parameter,
    String along,
    Map<String, Object> at,
    boolean endsOnly,
    boolean increasing,
    ClaimMeta meta)
    implements ClaimSpec {

  public OptimumShiftClaim {
    methods = List.copyOf(methods);
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
  }

  @Override
  public String check() {
    return increasing ? "optimum-increasing" : "optimum-decreasing";
  }
}
