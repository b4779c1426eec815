package org.ldpbench.report.claims.plateau;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: plateau}: beyond the best value of a numeric grid parameter the score stays within
 * {@code tolerance} of the best ("the performance remains unchanged or decreases slightly for p0
 * larger than the optimum"). The best value is chosen on the even-indexed replications; each larger
 * value is compared with it on the odd-indexed ones by two one-sided tests.
 *
 * @param text the claim in words
 * @param methods the labels the claim is about (all if empty)
 * @param parameter the numeric grid parameter
 * @param at restricts the check to sweep points with these coordinates
 * @param tolerance the equivalence margin
 * @param meta the quote, its location and the claim's role
 */
public record PlateauClaim(
    String text,
    List<String> methods,
    String parameter,
    Map<String, Object> at,
    double tolerance,
    ClaimMeta meta)
    implements ClaimSpec {

  public PlateauClaim {
    methods = List.copyOf(methods);
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
  }

  @Override
  public String check() {
    return "plateau";
  }
}
