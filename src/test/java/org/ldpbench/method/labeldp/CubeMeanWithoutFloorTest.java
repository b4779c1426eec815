package org.ldpbench.method.labeldp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ldpbench.audit.RunAudit;
import org.ldpbench.audit.RunTargets;
import org.ldpbench.data.DataSources;
import org.ldpbench.method.Methods;
import org.ldpbench.privacy.Fault;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.testing.Slow;

/**
 * Issue 32's first planted fault: CDP-CUBE releasing Σ clip(Y)/n_l instead of Σ clip(Y)/max(n_l,
 * n₀) ({@link CubeMeanWithoutFloor}) passed the audit at its 10-user audit configuration and at the
 * spec's own configuration, because the sensitivity layer measured samples of 1 and 10 users. The
 * audit at the scale of the spec that runs CDP-CUBE (the golden rates-regression spec: n = 600, d =
 * 1) must fail it, and pass the real method. The layers are deterministic (fixed seeds); the
 * calibration layer's tests reject a correct mechanism with probability at most about 1e-6 each.
 */
@Slow
class CubeMeanWithoutFloorTest {

  private static final Path SPEC = Path.of("src/test/resources/golden/specs/rates-regression.yaml");

  private static List<RunAudit.Outcome> audit(Methods methods) throws IOException {
    ExperimentSpec spec =
        SpecParser.parse(Files.readString(SPEC), SPEC.toString(), methods, DataSources.standard());
    List<RunAudit.Outcome> out = new ArrayList<>();
    RunAudit.light()
        .audit(
            spec,
            ExperimentSpec.Profile.FULL,
            RunTargets.Budgets.ALL,
            Fault.NONE,
            o -> {
              if (o.target().label().equals("CDP-CUBE")) {
                out.add(o);
              }
            });
    return out;
  }

  @Test
  void theRealMethodPassesAtTheSpecsScale() throws IOException {
    List<RunAudit.Outcome> outcomes = audit(Methods.standard());
    assertThat(outcomes)
        .hasSize(2)
        .allSatisfy(o -> assertThat(o.failed()).as(o.line()).isFalse())
        .allSatisfy(o -> assertThat(o.audited()).as(o.line()).isTrue());
  }

  @Test
  void theReleaseWithoutTheFloorFailsAtTheSpecsScale() throws IOException {
    List<RunAudit.Outcome> outcomes =
        audit(Methods.standard().replacing(new CubeMeanWithoutFloor()));
    assertThat(outcomes).hasSize(2).allSatisfy(o -> assertThat(o.failed()).as(o.line()).isTrue());
    // the release moves by more than its declared statistic between neighbours at n = 600
    assertThat(outcomes.get(0).sensitivity().summary())
        .contains("does not follow its declared statistic");
  }
}
