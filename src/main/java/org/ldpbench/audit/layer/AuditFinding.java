package org.ldpbench.audit.layer;

import java.util.Locale;

/**
 * What one layer found for one mechanism of one audited configuration at one budget.
 *
 * @param configuration the method's fit parameters, canonical
 * @param epsilon the audited budget's ε
 * @param mechanism which mechanism (server) and, for the end-to-end layer, the worst pair
 * @param status what was found
 * @param claimedEpsilon the mechanism's declared ε (NaN if it declares none)
 * @param claimedDelta its declared δ
 * @param bound the empirical lower bound compared with the claim (ε bound for pure DP, δ bound
 *     otherwise)
 * @param confidence the confidence level of the bound
 * @param detail the event or check that gave the bound, or why nothing was audited
 */
public record AuditFinding(
    String configuration,
    double epsilon,
    String mechanism,
    Status status,
    double claimedEpsilon,
    double claimedDelta,
    double bound,
    double confidence,
    String detail) {

  /** The outcome of one finding. */
  public enum Status {
    /** Audited; the bound stays within the claim. */
    PASS,
    /** Audited; the draws (or the declared claim itself) contradict the budget. */
    FAIL,
    /**
     * The configuration uses no private data (e.g. LPCT-Q): nothing to audit, not counted as
     * audited.
     */
    NO_PRIVATE_DATA,
    /** The method refuses this budget or setting (a one-line reason): not audited. */
    REFUSED,
    /** The planted fault has no site in this mechanism (its releases are unchanged). */
    FAULT_NOT_APPLICABLE
  }

  /** This finding placed at a configuration, budget and server. */
  public AuditFinding at(String configurationName, double budgetEpsilon, int server) {
    return new AuditFinding(
        configurationName,
        budgetEpsilon,
        "server " + server,
        status,
        claimedEpsilon,
        claimedDelta,
        bound,
        confidence,
        detail);
  }

  /** This finding placed at a configuration, budget and server, naming its pair. */
  public AuditFinding at(String configurationName, double budgetEpsilon, int server, String pair) {
    return new AuditFinding(
        configurationName,
        budgetEpsilon,
        "server " + server + ", " + pair,
        status,
        claimedEpsilon,
        claimedDelta,
        bound,
        confidence,
        detail);
  }

  /** True for a finding that audited something. */
  public boolean audited() {
    return status == Status.PASS || status == Status.FAIL;
  }

  /** The bound as text: "ε ≥ x" or "δ ≥ x". */
  public String boundText() {
    if (!audited() || Double.isNaN(bound)) {
      return "—";
    }
    return claimedDelta > 0
        ? String.format(Locale.ROOT, "δ≥%.2g", Math.max(0, bound))
        : String.format(Locale.ROOT, "ε≥%.3f", Math.max(0, bound));
  }
}
