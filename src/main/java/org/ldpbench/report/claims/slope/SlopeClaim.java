package org.ldpbench.report.claims.slope;

import java.util.List;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: slope}: every curve's fitted log–log slope of the line figure {@code figure} is
 * within {@code tolerance} of {@code expected}, or its 95% bootstrap interval holds {@code
 * expected} (spec/phist-labeldp.md §D.4).
 *
 * @param text the paper's claim in words
 * @param methods the labels the claim is about (all if empty)
 * @param figure the name of the {@code fit: loglog} line figure whose slopes are checked (null: the
 *     spec's unnamed {@code output.figure})
 * @param expected the theory's exponent
 * @param meta the quote, its location and the claim's role
 */
public record SlopeClaim(
    String text, List<String> methods, String figure, double expected, ClaimMeta meta)
    implements ClaimSpec {

  public SlopeClaim {
    methods = List.copyOf(methods);
  }

  @Override
  public String check() {
    return "slope";
  }
}
