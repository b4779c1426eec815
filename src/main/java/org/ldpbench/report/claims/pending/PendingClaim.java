package org.ldpbench.report.claims.pending;

import java.util.List;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: pending}: a paper claim in the inventory that no rule of ours tests yet (or whose
 * experiment is not specified); it is always reported as undetermined, with {@code reason}, so that
 * the inventory stays complete and no claim disappears from the report.
 *
 * @param text the paper's claim in words
 * @param methods the labels the claim is about (all if empty)
 * @param reason why it is not tested
 * @param meta the quote, its location and the claim's role
 */
public record PendingClaim(String text, List<String> methods, String reason, ClaimMeta meta)
    implements ClaimSpec {

  public PendingClaim {
    methods = List.copyOf(methods);
  }

  @Override
  public String check() {
    return "pending";
  }
}
