package org.ldpbench.report.claims;

import java.util.List;
import java.util.Optional;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.spec.claim.ClaimReader;
import org.ldpbench.spec.claim.ClaimSpec;
import org.ldpbench.stats.Direction;

/**
 * One kind of claim check, whole: how its entry of a spec's {@code claims:} is read ({@link
 * ClaimReader}), and how it is evaluated against the results: the claimed alternative in words and
 * the claim's comparisons, decided into a {@link ClaimCheck}. A kind is one package holding its
 * record and one class implementing this interface (usually a {@link TestedClaimKind}), listed in
 * {@code org.ldpbench.report.kinds.Kinds}; since the class must implement reading and evaluating
 * both, a kind cannot be registered without either.
 *
 * @param <C> the claim record this kind reads and evaluates
 */
public interface ClaimKind<C extends ClaimSpec> extends ClaimReader<C> {

  /**
   * The claimed alternative in words, e.g. "LPCT − other &gt; 0 at every sweep point"; {@code
   * bayes} is the data's Bayes accuracy or null if unknown.
   */
  String hypothesis(C claim, Direction direction, Double bayes);

  /** Evaluates {@code claim}; a missing result makes it undetermined, never an exception. */
  ClaimCheck evaluate(C claim, ClaimInputs inputs, String hypothesis);

  /**
   * True if the comparisons are pass/fail rules (p-values 0 or 1) rather than tests, so that the
   * report shows "passes"/"fails" instead of p-values.
   */
  boolean passFail();

  /**
   * What a pass/fail rule's comparisons are, in the verdict line: "2 of 3 fitted slopes support".
   */
  default String passFailItems() {
    return "checks";
  }

  /**
   * True if the comparisons are equivalence tests (TOST), whose power is the smallest margin they
   * establish rather than the smallest shift they detect.
   */
  boolean equivalence();

  /**
   * True if {@code claim}'s comparisons are equivalence tests (by default, those of every claim of
   * this kind).
   */
  default boolean equivalence(C claim) {
    return equivalence();
  }

  /** The rule in words, for the claim table: e.g. "one-sided superiority (paired t)". */
  String rule();

  /** The rule of {@code claim} in words (by default, the kind's {@link #rule()}). */
  default String rule(C claim) {
    return rule();
  }

  /**
   * {@link #equivalence(ClaimSpec)} for a claim of this kind's record, typed by the caller as any
   * claim.
   */
  default boolean equivalenceOf(ClaimSpec claim) {
    return equivalence(claimClass().cast(claim));
  }

  /**
   * {@link #rule(ClaimSpec)} for a claim of this kind's record, typed by the caller as any claim.
   */
  default String ruleOf(ClaimSpec claim) {
    return rule(claimClass().cast(claim));
  }

  /**
   * States the hypothesis of {@code claim} (a claim of this kind's record, typed by the caller as
   * any claim) and evaluates it; a claim about running times ({@code metric: seconds}) is evaluated
   * on the run times of the configurations chosen for the primary metric, lower being better, and
   * is undetermined when no run times were summarised.
   */
  default ClaimCheck check(ClaimSpec claim, ClaimInputs inputs) {
    ClaimInputs on = inputs;
    if (claim.meta().aboutSeconds()) {
      Optional<ResultSummary> seconds = inputs.summary().seconds();
      if (seconds.isEmpty()) {
        return new ClaimCheck(
            claim,
            ClaimCheck.Verdict.UNDETERMINED,
            "not tested",
            List.of(),
            "no run times were summarised for this spec");
      }
      on =
          new ClaimInputs(
              inputs.plan(),
              seconds.get(),
              inputs.bayes(),
              Direction.LOWER_IS_BETTER,
              inputs.summary());
    }
    C typed = claimClass().cast(claim);
    return evaluate(typed, on, hypothesis(typed, on.direction(), on.bayes()));
  }
}
