package org.ldpbench.report.claims.slopeorder;

import java.util.List;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: slope-order}: in the fitted line figure {@code figure}, the log–log slope of the
 * curve of {@code methods[0]} is steeper (more negative) than that of {@code over[0]}, as a
 * statement about exponents ("the cost is in the exponent") rather than about levels.
 *
 * @param text the paper's claim in words
 * @param methods the one label whose slope is claimed steeper
 * @param other the label it is compared with
 * @param figure the name of the {@code fit: loglog} figure (null: the spec's only one)
 * @param meta the quote, its location and the claim's role
 */
public record SlopeOrderClaim(
    String text, List<String> methods, String other, String figure, ClaimMeta meta)
    implements ClaimSpec {

  public SlopeOrderClaim {
    methods = List.copyOf(methods);
  }

  @Override
  public String check() {
    return "slope-order";
  }
}
