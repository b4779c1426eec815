package org.ldpbench.report.paper;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.kinds.Kinds;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.stats.Holm;

/**
 * The correction across one paper's claims. The unit is the paper's claim, one per empirical
 * sentence: the confirmatory rows naming one {@code sentence} are its parts (a row without a
 * sentence is a claim of its own). Each claim with tested parts (not the pass/fail rules of slopes
 * and table counts, not parts without comparisons) gets a p-value for support, the largest of its
 * tested parts' (every part must hold; each part's is the largest Holm-adjusted p of its
 * comparisons), and one against it, the smallest of its parts' times the number of tested parts
 * (Bonferroni over the parts). Both lists are Holm-adjusted over the K claims. A part's p-values
 * are then its own times the factor by which the correction raised its claim's, so that the claim
 * is supported exactly when every part is and contradicted exactly when one is; each part's verdict
 * is recomputed from them, its power at level α / K (support needs every comparison of every part:
 * an intersection–union test; α / (comparisons · K) for a claim with a quantifier). Exploratory
 * rows keep their within-claim verdicts and never enter the correction.
 */
public final class PaperClaims {

  /** How the correction is described in reports. */
  static final String METHOD =
      "Holm across the paper's claims, one per empirical sentence (a claim's p for"
          + " support is the largest of its parts' and comparisons', since every one must hold; its p against is the"
          + " smallest of its parts' Holm-adjusted comparisons, times the number of parts)";

  private PaperClaims() {}

  /** The checks after the correction, in the same order. */
  public static List<ClaimCheck> adjust(List<ClaimCheck> checks) {
    Map<String, List<Integer>> units = new LinkedHashMap<>();
    for (int i = 0; i < checks.size(); i++) {
      ClaimCheck c = checks.get(i);
      if (c.claim().meta().confirmatory()
          && !Kinds.of(c.claim()).passFail()
          && !c.comparisons().isEmpty()) {
        units.computeIfAbsent(SentenceClaims.key(c, i), k -> new ArrayList<>()).add(i);
      }
    }
    List<List<Integer>> tested = new ArrayList<>(units.values());
    double[] rawFor = new double[tested.size()];
    double[] rawAgainst = new double[tested.size()];
    for (int u = 0; u < tested.size(); u++) {
      List<Integer> parts = tested.get(u);
      rawFor[u] = parts.stream().mapToDouble(i -> checks.get(i).claimLevelFor()).max().orElse(1.0);
      rawAgainst[u] =
          Math.min(
              1.0,
              parts.size()
                  * parts.stream()
                      .mapToDouble(i -> checks.get(i).claimLevelAgainst())
                      .min()
                      .orElse(1.0));
    }
    double[] pFor = Holm.adjust(rawFor);
    double[] pAgainst = Holm.adjust(rawAgainst);
    List<ClaimCheck> out = new ArrayList<>(checks);
    for (int u = 0; u < tested.size(); u++) {
      List<Integer> parts = tested.get(u);
      double forFactor = factor(pFor[u], rawFor[u]);
      double minAgainst =
          parts.stream().mapToDouble(i -> checks.get(i).claimLevelAgainst()).min().orElse(1.0);
      double againstFactor = factor(pAgainst[u], minAgainst);
      for (int i : parts) {
        ClaimCheck c = checks.get(i);
        long distinct = Math.max(1, c.distinctComparisons());
        // the power of the support side: every part and comparison must hold (intersection-union),
        // so
        // the level of each is the claim's, α / K at Holm's first step; a quantified claim's is a
        // union
        long each = c.claim().meta().quantifier() == ClaimMeta.Quantifier.ALL ? 1 : distinct;
        out.set(
            i,
            c.acrossPaper(
                Math.min(1.0, c.claimLevelFor() * forFactor),
                Math.min(1.0, c.claimLevelAgainst() * againstFactor),
                ClaimCheck.ALPHA / (each * tested.size()),
                Kinds.of(c.claim()).equivalenceOf(c.claim())));
      }
    }
    return out;
  }

  /** adjusted / raw, 1 when raw is 0 or the adjustment did not raise it. */
  private static double factor(double adjusted, double raw) {
    return raw > 0 && adjusted > raw ? adjusted / raw : 1.0;
  }
}
