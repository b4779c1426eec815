package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.checkKeys;
import static org.ldpbench.spec.SpecNodes.list;
import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.scalar;
import static org.ldpbench.spec.SpecNodes.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads a spec's optional {@code budgets:} block, one entry per private sample (server): {@code
 * {epsilon: sweep | <number>, delta: sweep | <number> | 1/n^2}}; see {@link BudgetSpec}.
 */
final class BudgetsReader {

  private static final String SWEEP = "sweep";

  private BudgetsReader() {}

  static BudgetSpec read(YamlNode.MapNode root, List<SweepAxis> sweep, int privateSamples) {
    Optional<YamlNode> node = optional(root, "budgets");
    if (node.isEmpty()) {
      return BudgetSpec.uniform();
    }
    boolean epsilonAxis = sweep.stream().anyMatch(a -> a.kind() == SweepAxis.Kind.EPSILON);
    boolean deltaAxis = sweep.stream().anyMatch(a -> a.kind() == SweepAxis.Kind.DELTA);
    List<YamlNode> items = list(node.get(), "budgets").items();
    if (items.size() != privateSamples) {
      throw SpecException.at(
          node.get(),
          "budgets",
          items.size()
              + " entries, but the data source has "
              + privateSamples
              + " private sample"
              + (privateSamples == 1 ? "" : "s")
              + "; give one entry per private sample (server), target first");
    }
    List<BudgetSpec.Server> servers = new ArrayList<>();
    for (int i = 0; i < items.size(); i++) {
      String field = "budgets[" + i + "]";
      YamlNode.MapNode entry = map(items.get(i), field);
      checkKeys(entry, field, Set.of("epsilon", "delta"));
      Double epsilon = null;
      Optional<YamlNode> epsilonNode = optional(entry, "epsilon");
      if (epsilonNode.isPresent() && !SWEEP.equals(scalar(epsilonNode.get(), field + ".epsilon"))) {
        Object raw = scalar(epsilonNode.get(), field + ".epsilon");
        if (!(raw instanceof Number number)
            || !Double.isFinite(number.doubleValue())
            || number.doubleValue() <= 0) {
          throw SpecException.at(
              epsilonNode.get(),
              field + ".epsilon",
              "'"
                  + text(epsilonNode.get())
                  + "' is not allowed; give a number > 0 or 'sweep' (the sweep point's epsilon)");
        }
        if (!EpsilonRange.contains(number.doubleValue())) {
          throw SpecException.at(
              epsilonNode.get(),
              field + ".epsilon",
              "'"
                  + text(epsilonNode.get())
                  + "' is not allowed; epsilon must be in "
                  + EpsilonRange.TEXT
                  + " (ε = 1000 already stands for non-private)");
        }
        epsilon = PrivacyBudget.validateEpsilon(number.doubleValue());
      } else if (!epsilonAxis) {
        throw SpecException.at(
            epsilonNode.orElse(entry),
            field + ".epsilon",
            "takes epsilon from the sweep, but the sweep has no epsilon axis; give a number");
      }
      Double delta = null;
      boolean oneOverNSquared = false;
      Optional<YamlNode> deltaNode = optional(entry, "delta");
      if (deltaNode.isPresent()) {
        Object raw = scalar(deltaNode.get(), field + ".delta");
        if (BudgetSpec.DELTA_ONE_OVER_N_SQUARED.equals(raw)) {
          oneOverNSquared = true;
        } else if (SWEEP.equals(raw)) {
          if (!deltaAxis) {
            throw SpecException.at(
                deltaNode.get(),
                field + ".delta",
                "takes delta from the sweep, but the sweep has no delta axis");
          }
        } else if (raw instanceof Number) {
          delta = SweepReader.delta(deltaNode.get(), field + ".delta");
        } else {
          throw SpecException.at(
              deltaNode.get(),
              field + ".delta",
              "'"
                  + text(deltaNode.get())
                  + "' is not allowed; give a number in [0, 1), 'sweep' or '1/n^2'");
        }
      }
      servers.add(new BudgetSpec.Server(epsilon, delta, oneOverNSquared));
    }
    return new BudgetSpec(servers);
  }
}
