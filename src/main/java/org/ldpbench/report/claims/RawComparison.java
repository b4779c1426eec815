package org.ldpbench.report.claims;

import org.ldpbench.stats.PairedTest;

/**
 * A comparison of a claim before the Holm adjustment; {@code data} is what it tested (the
 * per-replication differences, or scores), so that identical tests can be recognised.
 *
 * @param label what is compared
 * @param n replications in the test
 * @param se standard error of the difference
 * @param degenerate true if every difference was the same
 * @param difference mean of the raw differences
 * @param pClaimed p-value for the claimed direction
 * @param pAgainst p-value for the other direction
 * @param data the tested per-replication data
 * @param group the value of the claim's quantified axis ({@code across}) the comparison is at,
 *     empty without a quantifier
 */
public record RawComparison(
    String label,
    int n,
    double se,
    boolean degenerate,
    double difference,
    double pClaimed,
    double pAgainst,
    double[] data,
    String group) {

  public RawComparison(
      String label,
      int n,
      double se,
      boolean degenerate,
      double difference,
      double pClaimed,
      double pAgainst,
      double[] data) {
    this(label, n, se, degenerate, difference, pClaimed, pAgainst, data, "");
  }

  public RawComparison(
      String label,
      PairedTest test,
      double difference,
      double pClaimed,
      double pAgainst,
      double[] data) {
    this(label, test.n(), test.se(), test.degenerate(), difference, pClaimed, pAgainst, data, "");
  }

  /** This comparison, counted at the value {@code group} of the claim's quantified axis. */
  public RawComparison inGroup(String group) {
    return new RawComparison(label, n, se, degenerate, difference, pClaimed, pAgainst, data, group);
  }
}
