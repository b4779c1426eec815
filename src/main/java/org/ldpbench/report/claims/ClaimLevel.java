package org.ldpbench.report.claims;

import static org.ldpbench.report.claims.ClaimCheck.ALPHA;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ldpbench.report.claims.ClaimCheck.Comparison;
import org.ldpbench.report.claims.ClaimCheck.Verdict;
import org.ldpbench.spec.claim.ClaimMeta;

/**
 * A claim's verdict and p-values at the level of the claim, from its comparisons' Holm-adjusted
 * p-values and its quantifier: {@code all} needs every comparison, {@code most} and {@code some}
 * group the comparisons by the value of the quantified axis and need more than half of the groups,
 * or one. {@link ClaimCheck} decides with it, and the correction across the paper ({@code
 * org.ldpbench.report.paper.PaperClaims}) adjusts the claim-level p-values it gives.
 *
 * @param quantifier the claim's quantifier
 * @param comparisons the claim's comparisons, with their Holm-adjusted p-values and groups
 */
record ClaimLevel(ClaimMeta.Quantifier quantifier, List<Comparison> comparisons) {

  /**
   * The verdict from Holm-adjusted p-values (same order in both arrays): contradicted if any {@code
   * holmAgainst} is below {@link ClaimCheck#ALPHA}, else supported if every {@code holmClaimed} is,
   * else not contradicted.
   */
  static Verdict verdict(double[] holmClaimed, double[] holmAgainst) {
    for (double p : holmAgainst) {
      if (p < ALPHA) {
        return Verdict.CONTRADICTED;
      }
    }
    for (double p : holmClaimed) {
      if (!(p < ALPHA)) {
        return Verdict.NOT_CONTRADICTED;
      }
    }
    return holmClaimed.length == 0 ? Verdict.UNDETERMINED : Verdict.SUPPORTED;
  }

  /**
   * The verdict of a claim with a quantifier {@code most} or {@code some} at level {@code alpha}
   * (empty for {@code all}): its comparisons are grouped by the value of the quantified axis; a
   * group supports the claim when every comparison in it is significant for the claim, and
   * contradicts it when one is significant against it. {@code most}: supported when more than half
   * of the groups support it, contradicted when at least half contradict it; {@code some}:
   * supported when one group supports it, contradicted when every group contradicts it; otherwise
   * not contradicted.
   */
  Optional<Verdict> quantified(double alpha) {
    if (quantifier == ClaimMeta.Quantifier.ALL || comparisons.isEmpty()) {
      return Optional.empty();
    }
    double[] pFor = groupFor();
    double[] pAgainst = groupAgainst();
    int groups = pFor.length;
    long supporting = Arrays.stream(pFor).filter(p -> p < alpha).count();
    long contradicting = Arrays.stream(pAgainst).filter(p -> p < alpha).count();
    int needed = quantifier == ClaimMeta.Quantifier.MOST ? groups / 2 + 1 : 1;
    if (contradicting > groups - needed) {
      return Optional.of(Verdict.CONTRADICTED);
    }
    return Optional.of(supporting >= needed ? Verdict.SUPPORTED : Verdict.NOT_CONTRADICTED);
  }

  /**
   * The claim-level p-value for support: the largest Holm-adjusted claimed p (every comparison must
   * hold); with a quantifier, that of the group whose support decides it ({@code most}: the
   * (⌊G/2⌋+1)-th smallest group p; {@code some}: the smallest).
   */
  double pFor() {
    if (comparisons.isEmpty()) {
      return 1.0;
    }
    return switch (quantifier) {
      case ALL -> comparisons.stream().mapToDouble(Comparison::holmClaimed).max().orElse(1.0);
      case MOST -> orderStatistic(groupFor(), groupFor().length / 2 + 1);
      case SOME -> orderStatistic(groupFor(), 1);
    };
  }

  /**
   * The claim-level p-value against the claim: the smallest Holm-adjusted p against it; with {@code
   * most}, the ⌈G/2⌉-th smallest group p (that many groups must contradict it), with {@code some}
   * the largest (every group must).
   */
  double pAgainst() {
    if (comparisons.isEmpty()) {
      return 1.0;
    }
    return switch (quantifier) {
      case ALL -> comparisons.stream().mapToDouble(Comparison::holmAgainst).min().orElse(1.0);
      case MOST ->
          orderStatistic(groupAgainst(), groupAgainst().length - groupAgainst().length / 2);
      case SOME -> orderStatistic(groupAgainst(), groupAgainst().length);
    };
  }

  /**
   * Per group of the quantified axis (in order of appearance), the largest Holm-adjusted p for the
   * claim.
   */
  private double[] groupFor() {
    Map<String, Double> byGroup = new LinkedHashMap<>();
    comparisons.forEach(c -> byGroup.merge(c.group(), c.holmClaimed(), Math::max));
    return byGroup.values().stream().mapToDouble(Double::doubleValue).toArray();
  }

  /** Per group of the quantified axis, the smallest Holm-adjusted p against the claim. */
  private double[] groupAgainst() {
    Map<String, Double> byGroup = new LinkedHashMap<>();
    comparisons.forEach(c -> byGroup.merge(c.group(), c.holmAgainst(), Math::min));
    return byGroup.values().stream().mapToDouble(Double::doubleValue).toArray();
  }

  /** The k-th smallest (1-based) of {@code values}. */
  private static double orderStatistic(double[] values, int k) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[Math.max(0, Math.min(sorted.length, k) - 1)];
  }
}
