package org.ldpbench.report.claims;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.NumberText;
import org.ldpbench.spec.claim.ClaimSpec;
import org.ldpbench.stats.Holm;
import org.ldpbench.stats.PairedTest;

/**
 * Checks a paper's claim ({@link ClaimSpec}) against our results with a rule fixed before the run.
 *
 * <p>A claim is a family of comparisons made by its kind ({@link ClaimKind}). Each tested
 * comparison is a one-sided paired t-test ({@link PairedTest}, n − 1 degrees of freedom) on
 * per-replication differences, with two p-values: one for the claimed direction and one for the
 * other direction. Claim tests never reuse the replications that chose a configuration: each
 * method's configuration is chosen on the even-indexed replications and tested on the odd-indexed
 * ones (figures and tables keep the paper's choice on the test set). Identical differences are
 * tested by the exact sign test (p = 2^−n), so two replications never give p = 0. A tolerance only
 * widens "not contradicted": the claimed direction is always tested against 0.
 *
 * <p>The p-values against the claim are Holm-adjusted ({@link Holm}) over the distinct comparisons
 * of the claim (one significant comparison contradicts it: a union). The p-values for it are not:
 * the claim is supported only when every comparison is significant for it, an intersection–union
 * test, which holds its level without adjustment (with a quantifier {@code most} or {@code some}
 * they are Holm-adjusted too). With α = {@value #ALPHA}: <b>contradicted</b> if some adjusted
 * p-value against the claim is &lt; α; otherwise <b>supported</b> if every p-value for it is;
 * otherwise <b>not contradicted</b>, unless the test could not have seen the paper's effect: when
 * the minimal detectable effect at power {@value Power#POWER} ({@link Power}) exceeds the claim's
 * effect, the claim is <b>undetermined</b>, as it is when results are missing. The paper's
 * confirmatory claims are then corrected across the paper ({@code
 * org.ldpbench.report.paper.PaperClaims}).
 *
 * @param claim the claim
 * @param verdict the verdict
 * @param hypothesis the claimed alternative in words, e.g. "LPCT − other > 0 at every sweep point"
 * @param comparisons every comparison of the family, with raw and Holm-adjusted p-values
 * @param reason why the claim is undetermined (empty otherwise)
 * @param effect the effect the power is computed against (NaN when not applicable)
 * @param mde the minimal detectable effect of the least powerful comparison (NaN when not
 *     applicable)
 * @param paperFor the claim's p-value for support after Holm across the paper's confirmatory claims
 *     (NaN before {@code PaperClaims} or for claims it does not adjust)
 * @param paperAgainst the same against the claim
 */
public record ClaimCheck(
    ClaimSpec claim,
    Verdict verdict,
    String hypothesis,
    List<Comparison> comparisons,
    String reason,
    double effect,
    double mde,
    double paperFor,
    double paperAgainst,
    int replicationsNeeded) {

  /** A check without power or paper-level figures (pass/fail rules, undetermined claims). */
  public ClaimCheck(
      ClaimSpec claim,
      Verdict verdict,
      String hypothesis,
      List<Comparison> comparisons,
      String reason) {
    this(
        claim,
        verdict,
        hypothesis,
        comparisons,
        reason,
        Double.NaN,
        Double.NaN,
        Double.NaN,
        Double.NaN,
        0);
  }

  /** A check without a computed number of replications that would decide it. */
  public ClaimCheck(
      ClaimSpec claim,
      Verdict verdict,
      String hypothesis,
      List<Comparison> comparisons,
      String reason,
      double effect,
      double mde,
      double paperFor,
      double paperAgainst) {
    this(claim, verdict, hypothesis, comparisons, reason, effect, mde, paperFor, paperAgainst, 0);
  }

  /**
   * True if the claim is undetermined because its tests had too little power (not for missing
   * results).
   */
  public boolean lacksPower() {
    return verdict == Verdict.UNDETERMINED && !Double.isNaN(mde) && mde > effect;
  }

  /**
   * This check with {@code verdict} and {@code reason} instead (a combined or pass/fail verdict).
   */
  public ClaimCheck withVerdict(Verdict verdict, String reason) {
    return new ClaimCheck(
        claim,
        verdict,
        hypothesis,
        comparisons,
        reason,
        effect,
        mde,
        paperFor,
        paperAgainst,
        replicationsNeeded);
  }

  /** The effect a shift test must see when the claim states none: 0.01 in the metric's units. */
  public static final double DEFAULT_EFFECT = 0.01;

  /** Family-wise significance level per claim. */
  public static final double ALPHA = 0.05;

  /** Bootstrap resamples of {@code optimum-increasing} and {@code optimum-decreasing}. */
  public static final int BOOTSTRAP_RESAMPLES = 2000;

  public ClaimCheck {
    comparisons = List.copyOf(comparisons);
  }

  /** The outcome of a claim check. */
  public enum Verdict {
    /** Every comparison is significant in the claimed direction (Holm, α). */
    SUPPORTED("supported"),
    /** No comparison is significant the other way, but not all are significant the claimed way. */
    NOT_CONTRADICTED("not contradicted"),
    /** Some comparison is significant the other way (Holm, α). */
    CONTRADICTED("contradicted"),
    /**
     * Results are missing, too few, or the test's power against the paper's effect is below 0.8.
     */
    UNDETERMINED("undetermined");

    private final String text;

    Verdict(String text) {
      this.text = text;
    }

    /** The verdict as written in reports. */
    public String text() {
      return text;
    }
  }

  /**
   * One comparison of a claim.
   *
   * @param label what is compared, e.g. "LPCT − LPCT-Q at ε=1" or "LPCT ε 1 → 2"
   * @param n replications in the test
   * @param difference mean of the raw differences (a − b, or score − Bayes accuracy), not signed by
   *     the direction
   * @param se its standard error
   * @param degenerate true if every difference was the same (see {@link PairedTest})
   * @param pClaimed p-value for the claimed direction
   * @param pAgainst p-value for the other direction
   * @param holmClaimed Holm-adjusted {@code pClaimed} over the claim's comparisons
   * @param holmAgainst Holm-adjusted {@code pAgainst} over the claim's comparisons
   * @param sameAs the label of an earlier comparison of this claim that tested identical
   *     per-replication data (so it is the same test, counted once by Holm), or empty
   * @param group the value of the claim's quantified axis it is at (empty without a quantifier)
   */
  public record Comparison(
      String label,
      int n,
      double difference,
      double se,
      boolean degenerate,
      double pClaimed,
      double pAgainst,
      double holmClaimed,
      double holmAgainst,
      String sameAs,
      String group) {

    /** A comparison of a claim without a quantifier. */
    public Comparison(
        String label,
        int n,
        double difference,
        double se,
        boolean degenerate,
        double pClaimed,
        double pAgainst,
        double holmClaimed,
        double holmAgainst,
        String sameAs) {
      this(
          label,
          n,
          difference,
          se,
          degenerate,
          pClaimed,
          pAgainst,
          holmClaimed,
          holmAgainst,
          sameAs,
          "");
    }

    /** Significant in the claimed direction after Holm. */
    public boolean forClaim() {
      return holmClaimed < ALPHA;
    }

    /** Significant in the other direction after Holm. */
    public boolean againstClaim() {
      return holmAgainst < ALPHA;
    }
  }

  /**
   * This check with its minimal detectable effect at level {@code alphaEach} per comparison and
   * "not contradicted" turned into "undetermined" when the MDE exceeds the effect. The MDE is the
   * largest of the comparisons that do not already hold for the claim (a comparison significant for
   * the claim needs no more power): their Holm-adjusted p for the claim, times {@code multiplier}
   * (how much the correction across the paper raised the claim's p), is not below α. The
   * replications that would decide it are those at which the least powerful of them reaches power
   * {@value Power#POWER} against the effect, counted over both halves of the split (configurations
   * chosen on one, tested on the other).
   */
  ClaimCheck withPower(double alphaEach, boolean equivalence, double multiplier) {
    double worst = 0;
    int needed = 0;
    for (Comparison c : comparisons) {
      if (c.sameAs().isEmpty() && !(c.holmClaimed() * multiplier < ALPHA)) {
        double detectable =
            equivalence
                ? Power.equivalenceMargin(c.se(), c.n(), alphaEach)
                : Power.mde(c.se(), c.n(), alphaEach);
        worst = Math.max(worst, detectable);
        if (detectable > effect) {
          int test = Power.replications(c.se(), c.n(), alphaEach, effect, equivalence);
          needed = test >= Integer.MAX_VALUE / 2 ? Integer.MAX_VALUE : Math.max(needed, 2 * test);
        }
      }
    }
    Verdict v = verdict;
    String why = reason;
    if (v == Verdict.NOT_CONTRADICTED && worst > effect) {
      v = Verdict.UNDETERMINED;
      why =
          String.format(
              Locale.ROOT,
              "power below %s against the effect %s: minimal detectable %s %s",
              ParameterSet.format(Power.POWER),
              NumberText.effect(effect),
              equivalence ? "margin" : "effect",
              NumberText.effect(worst));
    }
    return new ClaimCheck(
        claim,
        v,
        hypothesis,
        comparisons,
        why,
        effect,
        worst,
        paperFor,
        paperAgainst,
        v == Verdict.UNDETERMINED ? needed : 0);
  }

  /**
   * This check after the correction across the paper's confirmatory claims: {@code pFor} and {@code
   * pAgainst} are its claim-level p-values adjusted over those claims; the verdict is recomputed
   * from them, and the power at level {@code alphaEach}.
   */
  public ClaimCheck acrossPaper(
      double pFor, double pAgainst, double alphaEach, boolean equivalence) {
    Verdict v =
        pAgainst < ALPHA
            ? Verdict.CONTRADICTED
            : pFor < ALPHA ? Verdict.SUPPORTED : Verdict.NOT_CONTRADICTED;
    double own = claimLevelFor();
    double multiplier = own > 0 && pFor > own ? pFor / own : 1.0;
    return new ClaimCheck(claim, v, hypothesis, comparisons, "", effect, Double.NaN, pFor, pAgainst)
        .withPower(alphaEach, equivalence, multiplier);
  }

  /**
   * The claim-level p-value for support: the largest Holm-adjusted claimed p (every comparison must
   * hold); with a quantifier, that of the group whose support decides it ({@link ClaimLevel#pFor}).
   */
  public double claimLevelFor() {
    return level().pFor();
  }

  /**
   * The claim-level p-value against the claim: the smallest Holm-adjusted p against it; with a
   * quantifier, that of the groups that must contradict it ({@link ClaimLevel#pAgainst}).
   */
  public double claimLevelAgainst() {
    return level().pAgainst();
  }

  /** The claim level of this check's comparisons under the claim's quantifier. */
  ClaimLevel level() {
    return new ClaimLevel(claim.meta().quantifier(), comparisons);
  }

  /** Comparisons that are distinct tests (not the same data as an earlier one). */
  public long distinctComparisons() {
    return comparisons.stream().filter(c -> c.sameAs().isEmpty()).count();
  }

  /**
   * The comparison that decided the verdict: for "contradicted" the one most significant the other
   * way, otherwise the one least significant the claimed way. Empty if undetermined.
   */
  public Optional<Comparison> decisive() {
    if (comparisons.isEmpty()) {
      return Optional.empty();
    }
    Comparator<Comparison> order =
        verdict == Verdict.CONTRADICTED
            ? Comparator.comparingDouble(Comparison::holmAgainst)
            : Comparator.comparingDouble(Comparison::holmClaimed).reversed();
    return comparisons.stream().min(order);
  }
}
