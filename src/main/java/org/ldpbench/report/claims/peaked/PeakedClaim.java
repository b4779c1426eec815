package org.ldpbench.report.claims.peaked;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.param.Keyword;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: peaked}: along the grid parameter {@code along}, the best interior value beats the
 * ends named by {@code sides} (an inverted U, or a rise then a plateau).
 *
 * @param text the paper's claim in words
 * @param methods the labels the claim is about (all if empty)
 * @param along a numeric grid parameter of every method the claim is about (at least 3 values)
 * @param at restricts the check to sweep points with these coordinates (canonical values)
 * @param sides which ends the best interior value must beat
 * @param meta the quote, its location and the claim's role
 */
public record PeakedClaim(
    String text,
    List<String> methods,
    String along,
    Map<String, Object> at,
    Sides sides,
    ClaimMeta meta)
    implements ClaimSpec {

  /** The ends of the curve the best interior value must beat ({@code sides:} in a spec). */
  public enum Sides implements Keyword {
    /** Both ends: an inverted U. */
    BOTH,
    /** The first value: rises, then flat or falling. */
    FIRST,
    /** The last value. */
    LAST
  }

  public PeakedClaim {
    methods = List.copyOf(methods);
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
  }

  @Override
  public String check() {
    return "peaked";
  }
}
