package org.ldpbench.method;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.method.cube.CubeBandwidth;
import org.ldpbench.method.phist.PhistMethod;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * A method's audit configurations are built from its own typed keys: a key it does not declare as a
 * fit parameter, or a value it does not allow, fails when the list is built, naming the method and
 * the key; the configurations keep their order and hold the canonical values a spec would give.
 */
class AuditConfigurationsTest {

  /** PHIST's keys as it declares them (its constants are package-private). */
  private static final Param<Integer> CELLS = Param.integer("cells", 1, 1 << 20);

  @Test
  void theConfigurationsKeepTheirOrderAndHoldCanonicalValues() {
    // what PHIST audits: the three noise modes on a 2 x 2 grid, in this order (the audit table's
    // rows)
    assertThat(new PhistMethod().auditConfigurations())
        .containsExactly(
            Map.of("cells", 2, "noise", "aggregate"),
            Map.of("cells", 2, "noise", "per-user"),
            Map.of("cells", 2, "noise", "code"));
    Method phist = new PhistMethod();
    List<Map<String, Object>> built =
        AuditConfigurations.of(phist).add().with(CELLS, 3).add().list();
    assertThat(built).containsExactly(Map.of("cells", 3), Map.of());
    assertThat(phist.info().parameters().completePart(built.get(0), false))
        .isEqualTo(phist.info().parameters().completePart(Map.of("cells", 3L), false));
  }

  @Test
  void aKeyTheMethodDoesNotDeclareAsAFitParameterIsRejectedNamingTheMethodAndTheKey() {
    AuditConfigurations phist = AuditConfigurations.of(new PhistMethod()).add();
    assertThatThrownBy(() -> phist.with(CubeBandwidth.H, 0.5))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "PHIST: audit configuration: 'h' is not a fit parameter of PHIST; its fit parameters:"
                + " cells, noise, codeFeasibility");
    // a post-processing parameter spends no budget: it is not audited per configuration
    Param<Double> minSamplesCell = Param.real("minSamplesCell", 0.0, true, Double.MAX_VALUE);
    assertThatThrownBy(() -> phist.with(minSamplesCell, 1.0))
        .hasMessageStartingWith(
            "PHIST: audit configuration: 'minSamplesCell' is not a fit parameter of PHIST");
    // the same name declared otherwise is another key
    assertThatThrownBy(() -> phist.with(Param.integer("cells", 1, 3), 2))
        .hasMessage(
            "PHIST: audit configuration: key cells (an integer between 1 and 3) is not the method's"
                + " 'cells' (an integer between 1 and 1048576)");
  }

  @Test
  void aValueTheKeyDoesNotAllowIsRejectedNamingTheMethodAndTheKey() {
    AuditConfigurations phist = AuditConfigurations.of(new PhistMethod()).add();
    assertThatThrownBy(() -> phist.with(CELLS, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "PHIST: audit configuration: parameter 'cells' = 0: must be an integer between 1 and"
                + " 1048576");
    assertThatThrownBy(() -> AuditConfigurations.of(new PhistMethod()).with(CELLS, 2))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("add() before with(cells");
  }

  @Test
  void everyRegisteredMethodsConfigurationsComplete() {
    for (Method method : Methods.all().values()) {
      for (Map<String, Object> configuration : method.auditConfigurations()) {
        ParameterSet complete = method.info().parameters().completePart(configuration, false);
        assertThat(complete.asMap()).as(method.name()).containsAllEntriesOf(configuration);
      }
    }
  }
}
