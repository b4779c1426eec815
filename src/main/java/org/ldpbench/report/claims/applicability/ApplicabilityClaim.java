package org.ldpbench.report.claims.applicability;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: applicable} or {@code not-applicable}: whether a method runs at all, value by value
 * of a sweep axis (data sets). {@code applicable}: each method has results at every value ("LPCT
 * avoids memory leakage when d is large"); {@code not-applicable}: each method declares itself not
 * applicable (NA in every configuration, e.g. a memory guard) at exactly {@code count} values
 * ("PHIST causes memory leakage on three data sets"). A pass/fail rule on what the runs did, not a
 * test.
 *
 * @param text the claim in words
 * @param methods the labels the claim is about (all if empty)
 * @param along the sweep axis whose values are counted
 * @param at restricts the check to sweep points with these coordinates
 * @param count for {@code not-applicable}, the number of values where each method is NA; -1 for
 *     {@code applicable}
 * @param meta the quote, its location and the claim's role
 */
public record ApplicabilityClaim(
    String text,
    List<String> methods,
    String along,
    Map<String, Object> at,
    int count,
    ClaimMeta meta)
    implements ClaimSpec {

  public ApplicabilityClaim {
    methods = List.copyOf(methods);
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
  }

  /** True for {@code applicable} (results everywhere), false for {@code not-applicable}. */
  public boolean applicable() {
    return count < 0;
  }

  @Override
  public String check() {
    return applicable() ? "applicable" : "not-applicable";
  }
}
