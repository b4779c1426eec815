package org.ldpbench.report.claims;

import java.util.List;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * A claim kind whose claim is a family of tested comparisons: the subclass makes the comparisons,
 * and {@link ClaimDecision#decide} Holm-adjusts them into the verdict. A missing result, or no
 * comparison at all, makes the claim undetermined.
 *
 * @param <C> the claim record
 */
public abstract class TestedClaimKind<C extends ClaimSpec> implements ClaimKind<C> {

  /**
   * The claim's comparisons before the Holm adjustment; throws {@link MissingResult} if a result is
   * missing.
   */
  protected abstract List<RawComparison> comparisons(C claim, ClaimInputs inputs);

  /** The effect the power is computed against when the claim states none. */
  protected double defaultEffect(C claim) {
    return ClaimCheck.DEFAULT_EFFECT;
  }

  /**
   * True if the comparisons are equivalence tests (their power is the smallest margin they can
   * establish).
   */
  @Override
  public boolean equivalence() {
    return false;
  }

  @Override
  public final ClaimCheck evaluate(C claim, ClaimInputs inputs, String hypothesis) {
    try {
      List<RawComparison> raw = comparisons(claim, inputs);
      if (raw.isEmpty()) {
        throw new MissingResult("no comparison to make (check 'at' and 'along')");
      }
      return ClaimDecision.decide(claim, hypothesis, raw, defaultEffect(claim), equivalence(claim));
    } catch (MissingResult e) {
      return new ClaimCheck(
          claim, ClaimCheck.Verdict.UNDETERMINED, hypothesis, List.of(), e.getMessage());
    }
  }

  @Override
  public final boolean passFail() {
    return false;
  }
}
