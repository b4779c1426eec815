package org.ldpbench.report.claims.notworse;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: not-worse}: non-inferiority. Each method is at most {@code tolerance} worse than
 * each label of {@code over} at every sweep point ("only marginally lower", "only minimal
 * degradation"): claimed mean(better-signed a − b) &gt; −tolerance, contradicted when it is
 * significantly below −tolerance. With {@code otherAt}, {@code over} is read at the point moved to
 * those coordinates.
 *
 * @param text the claim in words
 * @param methods the labels the claim is about (all if empty)
 * @param over the labels compared against
 * @param at restricts the check to sweep points with these coordinates
 * @param otherAt coordinates that replace those of each point where {@code over} is read (empty:
 *     the same point)
 * @param tolerance the non-inferiority margin (≥ 0, required)
 * @param meta the quote, its location, the claim's role and quantifier
 */
public record NotWorseClaim(
    String text,
    List<String> methods,
    List<String> over,
    Map<String, Object> at,
    Map<String, Object> otherAt,
    double tolerance,
    ClaimMeta meta)
    implements ClaimSpec {

  public NotWorseClaim {
    methods = List.copyOf(methods);
    over = List.copyOf(over);
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
    otherAt = Collections.unmodifiableMap(new LinkedHashMap<>(otherAt));
  }

  @Override
  public String check() {
    return "not-worse";
  }
}
