package org.ldpbench.report.claims;

import java.util.List;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.claim.ClaimSpec;
import org.ldpbench.stats.Direction;
import org.ldpbench.store.ExpectedTrials;

/**
 * What a claim is evaluated on.
 *
 * @param plan the experiment's plan for the profile that was run
 * @param summary its summarised results in the metric the claim is about
 * @param bayes the data's Bayes accuracy, or null if unknown
 * @param direction which way the score is better
 * @param selection the results configurations are chosen on (the primary metric's: a run time claim
 *     is about the time of the configuration chosen for its accuracy, not of the fastest one)
 */
public record ClaimInputs(
    ExpectedTrials plan,
    ResultSummary summary,
    Double bayes,
    Direction direction,
    ResultSummary selection) {

  /** Inputs whose claims are about the metric the configurations are chosen on. */
  public ClaimInputs(
      ExpectedTrials plan, ResultSummary summary, Double bayes, Direction direction) {
    this(plan, summary, bayes, direction, summary);
  }

  /** The labels {@code claim} is about: its methods, or every label of the spec. */
  public List<String> subjects(ClaimSpec claim) {
    return claim.methods().isEmpty()
        ? plan.spec().methods().stream().map(MethodSpec::label).toList()
        : claim.methods();
  }
}
