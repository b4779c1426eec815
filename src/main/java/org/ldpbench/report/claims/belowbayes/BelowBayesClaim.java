package org.ldpbench.report.claims.belowbayes;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: below-bayes}: no method beats the data source's Bayes accuracy.
 *
 * @param text the paper's claim in words
 * @param methods the labels the claim is about (all if empty)
 * @param at restricts the check to sweep points with these coordinates (canonical values)
 * @param meta the quote, its location and the claim's role
 */
public record BelowBayesClaim(
    String text, List<String> methods, Map<String, Object> at, ClaimMeta meta)
    implements ClaimSpec {

  public BelowBayesClaim {
    methods = List.copyOf(methods);
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
  }

  @Override
  public String check() {
    return "below-bayes";
  }
}
