package org.ldpbench.report.claims.effecttrend;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: effect-increasing} or {@code effect-decreasing}: an <em>effect</em> grows (or
 * shrinks) along the sweep axis {@code along}, an interaction ("the improvement of LPCT over LPCT-Q
 * is more significant for large ε", "the rate of improvement is more pronounced for higher ε"). The
 * effect, per replication, is the gap {@code method − other} at a point (with {@code over:
 * [other]}), or the fitted change of {@code method} (or of that gap) from the first to the last
 * value of the sweep axis {@code change}; its trend along {@code along} is tested as one trend, as
 * {@code increasing} tests a score. The effect is in the metric's raw units, whichever way is
 * better.
 *
 * @param text the claim in words
 * @param methods the labels whose effects they are (one test each; all labels if empty)
 * @param other the label the gap is taken to (empty: no gap)
 * @param change the sweep axis whose first-to-last change is the effect (empty: the gap itself)
 * @param along the sweep axis the effect trends along
 * @param at restricts the check to sweep points with these coordinates
 * @param tolerance only widens "not contradicted"
 * @param increasing true for {@code effect-increasing}
 * @param meta the quote, its location and the claim's role
 */
public record EffectTrendClaim(
    String text,
    List<String> methods,
    String other,
    String change,
    String along,
    Map<String, Object> at,
    double tolerance,
    boolean increasing,
    ClaimMeta meta)
    implements ClaimSpec {

  public EffectTrendClaim {
    methods = List.copyOf(methods);
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
  }

  @Override
  public String check() {
    return increasing ? "effect-increasing" : "effect-decreasing";
  }
}
