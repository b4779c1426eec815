package org.ldpbench.spec;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * How a spec assigns privacy budgets: by default every private sample gets the sweep point's (ε,
 * δ); a {@code budgets:} block gives one entry per private sample (server), each taking ε and δ
 * from the sweep or fixing them, and δ may be {@code 1/n^2} (δ_j = n_j^{-2}, as Auddy et al.). The
 * canonical form of the budgets at a sweep point enters trial keys and noise seeds, so trials at
 * different budgets never share a key or a noise stream.
 *
 * @param servers one entry per private sample; empty means "every sample gets the point's budget"
 */
public record BudgetSpec(List<Server> servers) {

  /** Text of the per-server δ rule in specs. */
  public static final String DELTA_ONE_OVER_N_SQUARED = "1/n^2";

  public BudgetSpec {
    servers = List.copyOf(servers);
  }

  /** Every private sample gets the point's budget. */
  public static BudgetSpec uniform() {
    return new BudgetSpec(List.of());
  }

  /**
   * One server's budget rule.
   *
   * @param epsilon a fixed ε, or null to take the sweep point's
   * @param delta a fixed δ, or null to take the sweep point's (0 if there is no δ axis)
   * @param deltaOneOverNSquared δ_j = 1/n_j² (then {@code delta} is null)
   */
  public record Server(Double epsilon, Double delta, boolean deltaOneOverNSquared) {

    String canonical(SweepPoint point) {
      Double eps = epsilon != null ? epsilon : point.epsilon();
      String d =
          deltaOneOverNSquared
              ? DELTA_ONE_OVER_N_SQUARED
              : ParameterSet.format(delta != null ? delta : point.deltaOrZero());
      return "epsilon=" + (eps == null ? "none" : ParameterSet.format(eps)) + ",delta=" + d;
    }

    PrivacyBudget resolve(SweepPoint point, int sampleSize) {
      double eps = epsilon != null ? epsilon : point.epsilon();
      double d =
          deltaOneOverNSquared
              ? 1.0 / ((double) sampleSize * sampleSize)
              : delta != null ? delta : point.deltaOrZero();
      return new PrivacyBudget(eps, d);
    }
  }

  /**
   * Whether trials at {@code point} have a budget at all (an ε from the sweep or fixed per server).
   */
  public boolean hasBudget(SweepPoint point) {
    if (servers.isEmpty()) {
      return point.epsilon() != null;
    }
    return servers.stream().allMatch(s -> s.epsilon() != null || point.epsilon() != null);
  }

  /**
   * The canonical text of the budgets at {@code point}: "none" without a budget,
   * "epsilon=1,delta=0" for the uniform rule, one entry per server joined by ";" for a {@code
   * budgets:} block.
   */
  public String canonical(SweepPoint point) {
    if (!hasBudget(point)) {
      return "none";
    }
    if (servers.isEmpty()) {
      return "epsilon="
          + ParameterSet.format(point.epsilon())
          + ",delta="
          + ParameterSet.format(point.deltaOrZero());
    }
    StringJoiner joiner = new StringJoiner(";", "[", "]");
    servers.forEach(s -> joiner.add(s.canonical(point)));
    return joiner.toString();
  }

  /**
   * The budget of each private sample at {@code point}, given the samples' sizes; empty without a
   * budget.
   *
   * @throws IllegalArgumentException if a {@code budgets:} block has another length than the split
   */
  public List<PrivacyBudget> resolve(SweepPoint point, List<Integer> sampleSizes) {
    if (!hasBudget(point)) {
      return List.of();
    }
    List<PrivacyBudget> out = new ArrayList<>();
    if (servers.isEmpty()) {
      PrivacyBudget budget = new PrivacyBudget(point.epsilon(), point.deltaOrZero());
      sampleSizes.forEach(n -> out.add(budget));
      return out;
    }
    if (servers.size() != sampleSizes.size()) {
      throw new IllegalArgumentException(
          "budgets: " + servers.size() + " entries for " + sampleSizes.size() + " private samples");
    }
    for (int j = 0; j < servers.size(); j++) {
      out.add(servers.get(j).resolve(point, sampleSizes.get(j)));
    }
    return out;
  }
}
