package org.ldpbench.report.paper;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ldpbench.report.claims.ClaimCheck;

/**
 * A paper's claims, one per empirical sentence: the confirmatory rows of its specs grouped by the
 * {@code sentence} they name (a row without one is a claim by itself), each group with one combined
 * verdict by the rule {@value #RULE}.
 */
final class SentenceClaims {

  /** How a claim's parts combine, as written in reports. */
  static final String RULE =
      "all parts must hold: contradicted if a part is contradicted, otherwise undetermined if a"
          + " part is undetermined, supported if every part is supported, otherwise not contradicted";

  /**
   * One claim of the paper.
   *
   * @param sentence the sentence id (empty for a row that names none)
   * @param parts its rows' checks, in report order
   * @param verdict the combined verdict
   */
  record Claim(String sentence, List<ClaimCheck> parts, ClaimCheck.Verdict verdict) {

    /** The first part: its quote and location stand for the claim. */
    ClaimCheck first() {
      return parts.get(0);
    }

    /** True if it is undetermined because a part lacks power (not for missing results). */
    boolean lacksPower() {
      return verdict == ClaimCheck.Verdict.UNDETERMINED
          && parts.stream()
              .anyMatch(p -> p.verdict() == ClaimCheck.Verdict.UNDETERMINED && p.lacksPower());
    }

    /**
     * The replications that would decide the undetermined parts (0: none computed; MAX_VALUE: none
     * would).
     */
    int replicationsNeeded() {
      return parts.stream()
          .filter(p -> p.verdict() == ClaimCheck.Verdict.UNDETERMINED)
          .mapToInt(ClaimCheck::replicationsNeeded)
          .max()
          .orElse(0);
    }

    /**
     * The part that decided the verdict: a contradicted one, else an undetermined one, else the
     * first.
     */
    ClaimCheck deciding() {
      return parts.stream().filter(p -> p.verdict() == verdict).findFirst().orElse(first());
    }
  }

  private SentenceClaims() {}

  /** The grouping key of {@code check} at index {@code i}: its sentence, or the row itself. */
  static String key(ClaimCheck check, int i) {
    String sentence = check.claim().meta().sentence();
    return sentence.isEmpty() ? "#" + i : sentence;
  }

  /**
   * The paper's claims from its (adjusted) checks: the confirmatory ones, grouped by sentence in
   * order.
   */
  static List<Claim> of(List<ClaimCheck> checks) {
    Map<String, List<ClaimCheck>> groups = new LinkedHashMap<>();
    for (int i = 0; i < checks.size(); i++) {
      ClaimCheck c = checks.get(i);
      if (c.claim().meta().confirmatory()) {
        groups.computeIfAbsent(key(c, i), k -> new ArrayList<>()).add(c);
      }
    }
    List<Claim> out = new ArrayList<>();
    groups.forEach(
        (key, parts) ->
            out.add(
                new Claim(
                    key.startsWith("#") ? "" : key,
                    List.copyOf(parts),
                    combine(parts.stream().map(ClaimCheck::verdict).toList()))));
    return out;
  }

  /** The combined verdict of parts ({@link #RULE}). */
  static ClaimCheck.Verdict combine(List<ClaimCheck.Verdict> parts) {
    if (parts.contains(ClaimCheck.Verdict.CONTRADICTED)) {
      return ClaimCheck.Verdict.CONTRADICTED;
    }
    if (parts.contains(ClaimCheck.Verdict.UNDETERMINED)) {
      return ClaimCheck.Verdict.UNDETERMINED;
    }
    return parts.stream().allMatch(v -> v == ClaimCheck.Verdict.SUPPORTED)
        ? ClaimCheck.Verdict.SUPPORTED
        : ClaimCheck.Verdict.NOT_CONTRADICTED;
  }

  /** The claim {@code check} is a part of, with its part number (1-based), if it has a sentence. */
  @SuppressWarnings("ReferenceEquality") // the check object itself, not an equal check
  static Optional<Map.Entry<Claim, Integer>> of(List<Claim> claims, ClaimCheck check) {
    for (Claim claim : claims) {
      for (int i = 0; i < claim.parts().size(); i++) {
        if (claim.parts().get(i) == check) {
          return Optional.of(Map.entry(claim, i + 1));
        }
      }
    }
    return Optional.empty();
  }
}
