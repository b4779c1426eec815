package org.ldpbench.report.claims.contrast;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: contrast}: a weighted sum of scores, each of one label at one sweep point, is
 * positive: Σ weight · score &gt; 0 per replication ("the gain from n_Q = 10 to 50 exceeds the gain
 * from 50 to 200": 2 · LPCT(50) − LPCT(10) − LPCT(200) &gt; 0; "the triangular kernel loses less to
 * adaptation than the Gaussian": a difference of differences). A term's {@code at} moves the point
 * it is read at; the claim is tested at every combination of the axes no term fixes (restricted by
 * the claim's {@code at}). The sum is in the metric's raw units.
 *
 * @param text the claim in words
 * @param terms the weighted scores
 * @param at restricts the check to sweep points with these coordinates
 * @param tolerance only widens "not contradicted": contradicted if the sum is significantly below
 *     −tolerance
 * @param meta the quote, its location, the claim's role and quantifier
 */
public record ContrastClaim(
    String text, List<Term> terms, Map<String, Object> at, double tolerance, ClaimMeta meta)
    implements ClaimSpec {

  /**
   * One weighted score.
   *
   * @param method the label
   * @param weight its weight (non-zero)
   * @param at the coordinates it is read at, replacing the point's (empty: the point itself)
   */
  public record Term(String method, double weight, Map<String, Object> at) {

    public Term {
      at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
    }
  }

  public ContrastClaim {
    terms = List.copyOf(terms);
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
  }

  @Override
  public List<String> methods() {
    return terms.stream().map(Term::method).distinct().toList();
  }

  @Override
  public String check() {
    return "contrast";
  }
}
