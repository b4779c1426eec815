package org.ldpbench.report.claims.dominates;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: dominates}: each method is better than each label of {@code over} at every sweep
 * point (with {@code otherAt}, {@code over} read at the point moved to those coordinates: "the
 * model trained on Swiss data is below the others on every test server").
 *
 * @param text the paper's claim in words
 * @param methods the labels the claim is about (all if empty)
 * @param over the labels compared against (at least one)
 * @param at restricts the check to sweep points with these coordinates (canonical values)
 * @param tolerance a non-inferiority margin: a ≥ b − tolerance (0 = strictly better)
 * @param meta the quote, its location and the claim's role
 * @param otherAt coordinates that replace those of each point where {@code over} is read (empty:
 *     the same point); a list of values gives one comparison per value
 * @param margin how much better (≥ 0): claimed a − b &gt; margin ("more than 0.05 below"); 0:
 *     simply better
 */
public record DominatesClaim(
    String text,
    List<String> methods,
    List<String> over,
    Map<String, Object> at,
    double tolerance,
    ClaimMeta meta,
    Map<String, Object> otherAt,
    double margin)
    implements ClaimSpec {

  /** A claim of simple superiority, {@code over} read at {@code otherAt}. */
  public DominatesClaim(
      String text,
      List<String> methods,
      List<String> over,
      Map<String, Object> at,
      double tolerance,
      ClaimMeta meta,
      Map<String, Object> otherAt) {
    this(text, methods, over, at, tolerance, meta, otherAt, 0.0);
  }

  public DominatesClaim {
    methods = List.copyOf(methods);
    over = List.copyOf(over);
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
    otherAt = Collections.unmodifiableMap(new LinkedHashMap<>(otherAt));
  }

  /** A claim comparing at the same point. */
  public DominatesClaim(
      String text,
      List<String> methods,
      List<String> over,
      Map<String, Object> at,
      double tolerance,
      ClaimMeta meta) {
    this(text, methods, over, at, tolerance, meta, Map.of(), 0.0);
  }

  @Override
  public String check() {
    return "dominates";
  }
}
