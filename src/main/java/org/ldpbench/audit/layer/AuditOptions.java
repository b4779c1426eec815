package org.ldpbench.audit.layer;

import java.util.List;
import org.ldpbench.privacy.Fault;

/**
 * How hard to audit and what to plant.
 *
 * @param epsilons the budgets ε audited (each with δ = {@value #DELTA} when a mechanism refuses
 *     pure DP)
 * @param draws releases drawn from each input of a pair (half to choose the event, half to bound
 *     it)
 * @param alpha level of each one-sided Clopper–Pearson bound; a correct mechanism fails a pair with
 *     probability at most 2·alpha
 * @param fault the fault planted in every mechanism ({@link Fault#NONE} for the real audit)
 * @param seed the audit's seed (fixed: an audit is reproducible)
 */
public record AuditOptions(List<Double> epsilons, int draws, double alpha, Fault fault, long seed) {

  /** δ of the budgets given to mechanisms that refuse pure DP. */
  public static final double DELTA = 1e-5;

  /** The heavy audit of {@code make audit}: ε ∈ {0.5, 1, 4}, 200 000 draws, alpha 1e-6. */
  public static AuditOptions heavy() {
    return new AuditOptions(List.of(0.5, 1.0, 4.0), 200_000, 1e-6, Fault.NONE, 1);
  }

  public AuditOptions {
    epsilons = List.copyOf(epsilons);
    if (epsilons.isEmpty()) {
      throw new IllegalArgumentException("no epsilon to audit");
    }
  }

  /** These options with another fault. */
  public AuditOptions withFault(Fault planted) {
    return new AuditOptions(epsilons, draws, alpha, planted, seed);
  }

  /** These options with other budgets. */
  public AuditOptions withEpsilons(List<Double> audited) {
    return new AuditOptions(audited, draws, alpha, fault, seed);
  }
}
