package org.ldpbench.report.claims;

import org.ldpbench.report.AxisText;
import org.ldpbench.spec.claim.ClaimMeta;

/**
 * How a claim's quantifier reads in its hypothesis: "every sweep point", "more than half of the
 * values of dataset".
 */
public final class Quantifiers {

  private Quantifiers() {}

  /** Where the claim must hold, in words. */
  public static String where(ClaimMeta meta) {
    return switch (meta.quantifier()) {
      case ALL -> "every sweep point";
      case MOST ->
          "every point of more than half of the values of " + AxisText.label(meta.across());
      case SOME -> "every point of at least one value of " + AxisText.label(meta.across());
    };
  }
}
