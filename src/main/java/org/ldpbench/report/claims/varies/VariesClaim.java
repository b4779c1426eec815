package org.ldpbench.report.claims.varies;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: varies}: a method's score is not the same across the values of the sweep axis
 * {@code along} ("the same model exhibits varying levels of performance across different servers"):
 * at every combination of the other axes its best and worst values of {@code along} (chosen on the
 * even-indexed replications) differ by more than {@code tolerance} on the odd-indexed ones.
 *
 * @param text the claim in words
 * @param methods the labels the claim is about (all if empty)
 * @param along the sweep axis across which the score varies
 * @param at restricts the check to sweep points with these coordinates
 * @param tolerance the difference the spread must exceed (≥ 0)
 * @param meta the quote, its location and the claim's role
 */
public record VariesClaim(
    String text,
    List<String> methods,
    String along,
    Map<String, Object> at,
    double tolerance,
    ClaimMeta meta)
    implements ClaimSpec {

  public VariesClaim {
    methods = List.copyOf(methods);
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
  }

  @Override
  public String check() {
    return "varies";
  }
}
