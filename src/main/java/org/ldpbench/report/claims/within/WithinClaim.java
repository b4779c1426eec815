package org.ldpbench.report.claims.within;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: within}: each method is within {@code tolerance} of the label {@code other} ({@code
 * over: [other]} in a spec) at every sweep point; with {@code otherAt}, {@code other} is read at
 * the point moved to those coordinates (e.g. "LPCT with 20 % of the private rows matches PHIST with
 * 60 %": {@code at: {privateFraction: 0.2}}, {@code otherAt: {privateFraction: 0.6}}), the two
 * paired by replication.
 *
 * @param text the paper's claim in words
 * @param methods the labels the claim is about (all if empty)
 * @param other the label compared against
 * @param at restricts the check to sweep points with these coordinates (canonical values)
 * @param otherAt coordinates that replace those of each point where {@code other} is read (empty:
 *     the same point)
 * @param tolerance the equivalence margin |a − b| ≤ tolerance
 * @param meta the quote, its location and the claim's role
 */
public record WithinClaim(
    String text,
    List<String> methods,
    String other,
    Map<String, Object> at,
    Map<String, Object> otherAt,
    double tolerance,
    ClaimMeta meta)
    implements ClaimSpec {

  public WithinClaim {
    methods = List.copyOf(methods);
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
    otherAt = Collections.unmodifiableMap(new LinkedHashMap<>(otherAt)); // spec order: printed
  }

  /** A claim comparing at the same point. */
  public WithinClaim(
      String text,
      List<String> methods,
      String other,
      Map<String, Object> at,
      double tolerance,
      ClaimMeta meta) {
    this(text, methods, other, at, Map.of(), tolerance, meta);
  }

  @Override
  public String check() {
    return "within";
  }
}
