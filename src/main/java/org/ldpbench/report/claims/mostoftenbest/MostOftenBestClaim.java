package org.ldpbench.report.claims.mostoftenbest;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.param.Keyword;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: most-often-best}: the one label of {@code methods} is "No. 1" on the most values of
 * the sweep axis {@code along} (data sets), at every combination of the other axes. What counts as
 * a No. 1 is {@code count}: {@code best-mean} (the default) counts the values where its mean is the
 * best at the printed precision, and the claim is that it is No. 1 on more than half of them;
 * {@code bold} counts them as the paper's Table 2 row does, the values where it is not
 * significantly worse than the best (bold), and the claim is that its count exceeds every
 * competitor's.
 *
 * @param text the paper's claim in words
 * @param methods the one label claimed No. 1
 * @param over the labels it must beat (at least one)
 * @param along the sweep axis whose values are counted
 * @param at restricts the check to sweep points with these coordinates (canonical values)
 * @param meta the quote, its location and the claim's role
 * @param count what a No. 1 is
 */
public record MostOftenBestClaim(
    String text,
    List<String> methods,
    List<String> over,
    String along,
    Map<String, Object> at,
    ClaimMeta meta,
    Count count)
    implements ClaimSpec {

  /** What counts as a No. 1 ({@code count:} in a spec). */
  public enum Count implements Keyword {
    /**
     * {@code best-mean}: the best mean at the printed precision (ties shared); claimed on more than
     * half of the values.
     */
    BEST_MEAN,
    /**
     * {@code bold}: not significantly worse than the best (one-sided paired Wilcoxon, 0.05);
     * claimed more often than any competitor.
     */
    BOLD
  }

  /** A claim counting best means. */
  public MostOftenBestClaim(
      String text,
      List<String> methods,
      List<String> over,
      String along,
      Map<String, Object> at,
      ClaimMeta meta) {
    this(text, methods, over, along, at, meta, Count.BEST_MEAN);
  }

  public MostOftenBestClaim {
    methods = List.copyOf(methods);
    over = List.copyOf(over);
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
  }

  @Override
  public String check() {
    return "most-often-best";
  }
}
