package org.ldpbench.report.claims.ranksum;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: best-rank-sum}: the one label of {@code methods} has the smallest rank sum of all
 * the labels ({@code methods} and {@code over}) over the values of {@code along} (data sets), at
 * every combination of the other axes ("average performance (rank sum)" of Ma &amp; Yang's Table
 * 2). On each value the labels are ranked by mean (1 = best, ties get the mean of their ranks) and
 * the ranks are summed; the uncertainty comes from a paired bootstrap over replications.
 *
 * @param text the claim in words
 * @param methods the one label claimed best
 * @param over the competitors
 * @param along the sweep axis whose ranks are summed
 * @param at restricts the check to sweep points with these coordinates
 * @param meta the quote, its location and the claim's role
 */
public record RankSumClaim(
    String text,
    List<String> methods,
    List<String> over,
    String along,
    Map<String, Object> at,
    ClaimMeta meta)
    implements ClaimSpec {

  public RankSumClaim {
    methods = List.copyOf(methods);
    over = List.copyOf(over);
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
  }

  @Override
  public String check() {
    return "best-rank-sum";
  }
}
