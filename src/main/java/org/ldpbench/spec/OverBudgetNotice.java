package org.ldpbench.spec;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.param.ParameterSet;

/**
 * The one-line notice for a spec whose methods include a configuration that declares it spends more
 * than the budget it is given ({@link PrivateMethod#declaredSpend}), e.g. PSGD with the authors'
 * code's ε per tensor, which spends T·ε. Its numbers at ε are not ε-DP; the notice says so wherever
 * the spec is validated or run, so that the budget axis of a table or figure is never read as that
 * entry's privacy level without the warning. A notice, not an error: the papers' own tables use
 * such settings, and a spec may reproduce them on purpose.
 */
public final class OverBudgetNotice {

  private OverBudgetNotice() {}

  /** The notice for {@code spec}, or empty when every entry keeps to its budget. */
  public static Optional<String> of(ExperimentSpec spec) {
    List<String> over = new ArrayList<>();
    for (MethodSpec entry : spec.methods()) {
      if (!(entry.method() instanceof PrivateMethod method)) {
        continue;
      }
      double worst = 1.0;
      for (ParameterSet parameters : entry.fitConfigurations()) {
        worst = Math.max(worst, method.spendFactor(parameters));
      }
      if (worst > 1.0 + 1e-12) {
        over.add(
            entry.label()
                + " ("
                + new java.math.BigDecimal(String.format(Locale.ROOT, "%.3g", worst))
                    .stripTrailingZeros()
                    .toPlainString()
                + "·eps)");
      }
    }
    if (over.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        spec.file()
            + ": note: "
            + String.join(", ", over)
            + " declare(s) spending more than the"
            + " budget given, so their numbers at eps are NOT eps-DP (ldpbench list METHOD; docs/privacy-audit.md"
            + " audits them at the spend they declare)");
  }
}
