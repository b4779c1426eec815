package org.ldpbench.report.claims.pending;

import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.List;
import java.util.Set;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.ClaimKind;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.stats.Direction;

/**
 * Evaluation of {@code pending}: a paper claim of the inventory without a rule we can run yet;
 * always undetermined, with the claim's reason, so that it keeps its row in the report.
 */
public final class PendingClaimKind implements ClaimKind<PendingClaim> {

  @Override
  public String check() {
    return "pending";
  }

  @Override
  public Set<String> ownFields() {
    return Set.of("reason");
  }

  @Override
  public String example() {
    return "{text: t, check: pending, reason: r}";
  }

  @Override
  public Class<PendingClaim> claimClass() {
    return PendingClaim.class;
  }

  @Override
  public PendingClaim read(ClaimBlock block, ClaimsReader.Context context) {
    for (String key :
        List.of(
            "over",
            "along",
            "at",
            "steps",
            "parameter",
            "sides",
            "tolerance",
            "figure",
            "expected")) {
      block.reject(key, "check 'pending' takes no '" + key + "'; it needs 'reason'");
    }
    String reason =
        string(required(block.node(), "reason", block.field()), block.field() + ".reason");
    return new PendingClaim(block.text(), block.subjects(), reason, block.meta());
  }

  @Override
  public String rule() {
    return "none yet (pending)";
  }

  @Override
  public String hypothesis(PendingClaim claim, Direction direction, Double bayes) {
    return "not tested";
  }

  @Override
  public ClaimCheck evaluate(PendingClaim claim, ClaimInputs inputs, String hypothesis) {
    return new ClaimCheck(
        claim, ClaimCheck.Verdict.UNDETERMINED, hypothesis, List.of(), claim.reason());
  }

  @Override
  public boolean passFail() {
    return false;
  }

  @Override
  public boolean equivalence() {
    return false;
  }
}
