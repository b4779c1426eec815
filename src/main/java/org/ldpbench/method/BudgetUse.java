package org.ldpbench.method;

import java.util.Objects;

/**
 * How a method spends its privacy budget, as it declares it: whether its guarantee needs δ &gt; 0,
 * and one line on how (ε, δ) is split over its releases and how they compose. Specs are checked
 * against {@link #usesDelta()} before anything runs; {@code ldpbench list METHOD} prints both, so a
 * reader can see which methods compare fairly. A method that declares nothing is pure ε-DP with the
 * statement "not declared" ({@link #NOT_DECLARED}), which is what a report then says.
 *
 * @param usesDelta true for (ε, δ)-DP with δ &gt; 0 (e.g. a Gaussian mechanism): it needs δ &gt; 0
 *     for every private sample; false for pure ε-DP, which uses no δ
 * @param statement one line: which release gets which share of the budget and how they compose
 */
public record BudgetUse(boolean usesDelta, String statement) {

  /** Nothing declared: pure ε-DP, statement "not declared". */
  public static final BudgetUse NOT_DECLARED = new BudgetUse(false, "not declared");

  public BudgetUse {
    Objects.requireNonNull(statement, "statement");
    if (statement.isBlank() || statement.contains("\n")) {
      throw new IllegalArgumentException(
          "a budget statement is one non-empty line, got '" + statement + "'");
    }
  }

  /** A pure ε-DP method that spends its budget as {@code statement} says. */
  public static BudgetUse pure(String statement) {
    return new BudgetUse(false, statement);
  }

  /** An (ε, δ)-DP method (needs δ &gt; 0) that spends its budget as {@code statement} says. */
  public static BudgetUse withDelta(String statement) {
    return new BudgetUse(true, statement);
  }
}
