package org.ldpbench.report.claims.trend;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: increasing} (each method's score improves along {@code along}) or {@code check:
 * decreasing} (it gets worse), tested as one trend over the whole axis, or over the values of the
 * axis that {@code at} lists; with {@code parameter} instead of {@code along}, over the values of a
 * numeric grid parameter (the best configuration at each value, "accuracy increases in λ").
 *
 * @param text the paper's claim in words
 * @param methods the labels the claim is about (all if empty)
 * @param along the sweep axis stepped along (empty with {@code parameter})
 * @param at restricts the check to sweep points with these coordinates (canonical values)
 * @param tolerance only widens "not contradicted": the trend contradicts the claim only if it is
 *     significantly below −tolerance (it never counts as support)
 * @param increasing true for {@code increasing}, false for {@code decreasing}
 * @param meta the quote, its location and the claim's role
 * @param parameter the numeric grid parameter stepped along (empty with {@code along})
 */
public record TrendClaim(
    String text,
    List<String> methods,
    String along,
    Map<String, Object> at,
    double tolerance,
    boolean increasing,
    ClaimMeta meta,
    String parameter)
    implements ClaimSpec {

  /** A trend along the sweep axis {@code along}. */
  public TrendClaim(
      String text,
      List<String> methods,
      String along,
      Map<String, Object> at,
      double tolerance,
      boolean increasing,
      ClaimMeta meta) {
    this(text, methods, along, at, tolerance, increasing, meta, "");
  }

  public TrendClaim {
    methods = List.copyOf(methods);
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
  }

  @Override
  public String check() {
    return increasing ? "increasing" : "decreasing";
  }
}
