package org.ldpbench.report.claims;

import static org.ldpbench.report.claims.ClaimCheck.ALPHA;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;
import org.ldpbench.stats.Holm;

/**
 * Decides a claim from its raw comparisons, by the rule {@link ClaimCheck} states: Holm's
 * adjustment over the distinct tests, the verdict at the claim's level ({@link ClaimLevel}) and
 * then the power against the claim's effect, which can turn "not contradicted" into "undetermined".
 */
final class ClaimDecision {

  private ClaimDecision() {}

  /**
   * Holm over the distinct tests: a comparison whose tested data are identical, replication by
   * replication, to an earlier one's (LPCT-Q at every ε, a method against one that shares its
   * release) is the same test; it is counted once and gets the earlier one's adjusted p-values.
   */
  static ClaimCheck decide(
      ClaimSpec claim,
      String hypothesis,
      List<RawComparison> raw,
      double defaultEffect,
      boolean equivalence) {
    int[] first = new int[raw.size()];
    List<Integer> distinct = new ArrayList<>();
    for (int i = 0; i < raw.size(); i++) {
      first[i] = i;
      for (int j : distinct) {
        if (Arrays.equals(raw.get(j).data(), raw.get(i).data())) {
          first[i] = j;
          break;
        }
      }
      if (first[i] == i) {
        distinct.add(i);
      }
    }
    // support needs every comparison: an intersection-union test, valid at α without adjustment;
    // with a quantifier some (or most) comparisons suffice, a union over them that Holm adjusts
    boolean everyOne = claim.meta().quantifier() == ClaimMeta.Quantifier.ALL;
    double[] rawClaimed = distinct.stream().mapToDouble(i -> raw.get(i).pClaimed()).toArray();
    double[] claimed = everyOne ? rawClaimed : Holm.adjust(rawClaimed);
    double[] against =
        Holm.adjust(distinct.stream().mapToDouble(i -> raw.get(i).pAgainst()).toArray());
    List<ClaimCheck.Comparison> comparisons = new ArrayList<>();
    for (int i = 0; i < raw.size(); i++) {
      RawComparison r = raw.get(i);
      int k = distinct.indexOf(first[i]);
      comparisons.add(
          new ClaimCheck.Comparison(
              r.label(),
              r.n(),
              r.difference(),
              r.se(),
              r.degenerate(),
              r.pClaimed(),
              r.pAgainst(),
              claimed[k],
              against[k],
              first[i] == i ? "" : raw.get(first[i]).label(),
              r.group()));
    }
    double effect = Double.isNaN(claim.meta().effect()) ? defaultEffect : claim.meta().effect();
    ClaimCheck check =
        new ClaimCheck(
            claim,
            ClaimCheck.Verdict.UNDETERMINED,
            hypothesis,
            comparisons,
            "",
            effect,
            Double.NaN,
            Double.NaN,
            Double.NaN);
    ClaimCheck.Verdict verdict =
        check.level().quantified(ALPHA).orElse(ClaimLevel.verdict(claimed, against));
    return check
        .withVerdict(verdict, "")
        .withPower(everyOne ? ALPHA : ALPHA / distinct.size(), equivalence, 1.0);
  }
}
