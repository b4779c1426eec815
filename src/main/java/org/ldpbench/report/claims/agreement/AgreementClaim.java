package org.ldpbench.report.claims.agreement;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: agreement}: two implementations of one method agree, configuration by configuration
 * and trial by trial: for every sweep point and every configuration of a label in {@code methods}
 * whose parameter values the label {@code other} ({@code over: [other]}) also ran, the mean paired
 * difference of their scores on the same data splits lies within ±{@code tolerance}, the margin
 * stated in the spec before the run. Unlike {@code within}, no configuration is selected: a
 * disagreement that a best-over-grid choice would hide still counts.
 *
 * @param text what is claimed, in words
 * @param methods the labels the claim is about (all if empty)
 * @param other the label compared against (the other implementation)
 * @param at restricts the check to sweep points with these coordinates (canonical values)
 * @param tolerance the equivalence margin: |mean(a − b)| &lt; tolerance
 * @param meta the quote, its location and the claim's role
 */
public record AgreementClaim(
    String text,
    List<String> methods,
    String other,
    Map<String, Object> at,
    double tolerance,
    ClaimMeta meta)
    implements ClaimSpec {

  public AgreementClaim {
    methods = List.copyOf(methods);
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
  }

  @Override
  public String check() {
    return "agreement";
  }
}
